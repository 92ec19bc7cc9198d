import { describe, expect, it, vi } from 'vitest';
import { HostAllowList, isPublicAddress } from './address-policy.js';
import { FetchError } from './fetch-error.js';
import { type Resolver, resolveFetchable, safeFetch } from './safe-fetch.js';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.5.4', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local / cloud metadata'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd00::1', 'unique local'],
    ['fc00::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with zone'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:0:a00:1', 'SIIT-translated private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated) public'],
    ['64:ff9b::7f00:1', 'NAT64 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 loopback'],
    ['2002:a9fe:a9fe::', '6to4 metadata'],
    ['2001:0:7f00:1::', 'Teredo with a loopback server'],
    ['2001:0:5db8:7f0b::ffff:ffff', 'Teredo with client 0.0.0.0'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
    '2002:5db8:d822::1',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('safeFetch on IP-literal URLs', () => {
  // Literals are judged without DNS and refused before any connection.
  const resolver = vi.fn<Resolver>(() => Promise.reject(new Error('DNS must not be asked')));

  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://012.0.0.1/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://198.18.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::169.254.169.254]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:7f00:1::]/',
    'http://[2002:a9fe:a9fe::]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'https://user@127.0.0.1/',
    'http://%31%32%37.0.0.1/',
    'http://127.0.0.1.:8080/',
  ])('refuses %s', async (url) => {
    const error: unknown = await safeFetch(url, { resolver }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ kind: 'blocked', transient: false });
    expect(resolver).not.toHaveBeenCalled();
  });

  it.each(['localhost', 'LOCALHOST', 'localhost.', 'api.localhost'])(
    'refuses the reserved name %s without asking DNS',
    async (host) => {
      const error: unknown = await safeFetch(`http://${host}/`, { resolver }).catch(
        (reason: unknown) => reason,
      );
      expect(error).toMatchObject({ kind: 'blocked' });
      expect(resolver).not.toHaveBeenCalled();
    },
  );
});

describe('safeFetch failures before any connection', () => {
  it.each([
    ['ENOTFOUND', false],
    ['EAI_AGAIN', true],
  ])('reports %s as a dns failure (transient: %s)', async (code, transient) => {
    const resolver: Resolver = () => Promise.reject(Object.assign(new Error(code), { code }));
    const error = await safeFetch('http://nowhere.test/', { resolver }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ kind: 'dns', transient });
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'javascript:alert(1)',
    'data:,x',
    'nonsense',
  ])('refuses %s as unsupported', async (url) => {
    const error: unknown = await safeFetch(url).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'unsupported', transient: false });
  });
});

describe('resolveFetchable', () => {
  it('returns the checked addresses of a public name and refuses a private one', async () => {
    const resolver: Resolver = (host) =>
      Promise.resolve([{ address: host === 'ok.test' ? '93.184.216.34' : '10.1.2.3', family: 4 }]);
    await expect(resolveFetchable('https://ok.test/a', { resolver })).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
    await expect(resolveFetchable('https://intranet.test/', { resolver })).rejects.toMatchObject({
      kind: 'blocked',
    });
  });
});

describe('HostAllowList', () => {
  it('matches names case-insensitively and IPs in any notation', () => {
    const list = new HostAllowList(['LocalHost', '::1', '127.0.0.1', ' ']);
    expect(list.allowsName('localhost.', 80)).toBe(true);
    expect(list.allowsName('[::1]', 80)).toBe(false);
    expect(list.allowsAddress('0:0:0:0:0:0:0:1', 8080)).toBe(true);
    expect(list.allowsAddress('127.0.0.1', 443)).toBe(true);
    expect(list.allowsAddress('127.0.0.2', 443)).toBe(false);
    expect(new HostAllowList([]).isEmpty).toBe(true);
  });

  it('limits a host:port entry to that port', () => {
    const list = new HostAllowList(['127.0.0.1:8080', '[::1]:9000', 'fixture.test:3000']);
    expect(list.allowsAddress('127.0.0.1', 8080)).toBe(true);
    expect(list.allowsAddress('127.0.0.1', 8081)).toBe(false);
    expect(list.allowsAddress('127.0.0.1', 80)).toBe(false);
    expect(list.allowsAddress('::1', 9000)).toBe(true);
    expect(list.allowsAddress('::1', 22)).toBe(false);
    expect(list.allowsName('FIXTURE.test', 3000)).toBe(true);
    expect(list.allowsName('fixture.test', 5432)).toBe(false);
    // A bare entry beside a port entry opens every port.
    expect(new HostAllowList(['127.0.0.1:1', '127.0.0.1']).allowsAddress('127.0.0.1', 2)).toBe(
      true,
    );
  });
});
