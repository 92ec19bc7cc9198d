import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchError } from './fetch-error.js';
import { type Resolver, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

interface TestServer {
  port: number;
  origin: string;
  hits: http.IncomingMessage[];
}

const servers: http.Server[] = [];

/** A real listener on 127.0.0.1 that records every request it receives. */
async function serve(handler: http.RequestListener): Promise<TestServer> {
  const hits: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}`, hits };
}

afterEach(async () => {
  const closing = servers.splice(0).map((server) => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  await Promise.all(closing);
});

const ok =
  (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}): http.RequestListener =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };

const v4 = (...addresses: string[]): LookupAddress[] =>
  addresses.map((address) => ({ address, family: 4 }));

/** A resolver answering from a fixed table, as a stub DNS server would. */
const stubResolver =
  (table: Record<string, string[]>): Resolver =>
  (hostname) =>
    Promise.resolve(v4(...(table[hostname] ?? [])));

async function failure(url: string, options?: SafeFetchOptions): Promise<FetchError> {
  const error: unknown = await safeFetch(url, options).catch((reason: unknown) => reason);
  if (error instanceof FetchError) return error;
  throw new Error(`expected a FetchError, got ${String(error)}`);
}

const LOCAL = { allowedHosts: ['127.0.0.1'] };

describe('safeFetch: private addresses', () => {
  it('refuses a loopback listener without allowedHosts, and never reaches it', async () => {
    const server = await serve(ok('secret'));
    const error = await failure(`${server.origin}/`);
    expect(error).toMatchObject({ kind: 'blocked', transient: false });
    expect(error.message).toBe('The address points to a private network and cannot be fetched');
    expect(server.hits).toHaveLength(0);
  });

  it.each(['localhost', 'localhost.'])('refuses %s through real DNS', async (host) => {
    const server = await serve(ok('secret'));
    expect((await failure(`http://${host}:${server.port}/`)).kind).toBe('blocked');
    expect(server.hits).toHaveLength(0);
  });

  it('fetches a listed IP and a listed host name', async () => {
    const server = await serve(ok('<p>hello</p>'));
    const byIp = await safeFetch(`${server.origin}/a`, LOCAL);
    expect(byIp).toMatchObject({
      status: 200,
      contentType: 'text/html',
      remoteAddress: '127.0.0.1',
    });
    expect(byIp.text()).toBe('<p>hello</p>');
    const byName = await safeFetch(`http://localhost:${server.port}/b`, {
      allowedHosts: ['localhost'],
      resolver: stubResolver({ localhost: ['127.0.0.1'] }),
    });
    expect(byName.url).toBe(`http://localhost:${server.port}/b`);
    expect(server.hits.map((hit) => hit.url)).toEqual(['/a', '/b']);
  });

  it('fetches only the listed port of a host:port entry', async () => {
    const listed = await serve(ok('listed'));
    const other = await serve(ok('secret'));
    const allowedHosts = [`127.0.0.1:${listed.port}`];
    expect((await safeFetch(`${listed.origin}/`, { allowedHosts })).text()).toBe('listed');
    expect((await failure(`${other.origin}/`, { allowedHosts })).kind).toBe('blocked');
    expect(other.hits).toHaveLength(0);
  });

  it('sends browser headers and never the credentials written in the URL', async () => {
    const server = await serve(ok('x'));
    await safeFetch(`http://user:pass@127.0.0.1:${server.port}/`, LOCAL);
    const headers = server.hits[0]?.headers;
    expect(headers?.['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers?.accept).toContain('text/html');
    expect(headers?.['accept-language']).toContain('en');
    expect(headers?.authorization).toBeUndefined();
  });
});

describe('safeFetch: DNS', () => {
  it('refuses a host when any answer is private, without connecting', async () => {
    const server = await serve(ok('secret'));
    const resolver = stubResolver({ 'mixed.test': ['93.184.216.34', '127.0.0.1'] });
    const error = await failure(`http://mixed.test:${server.port}/`, { resolver });
    expect(error.kind).toBe('blocked');
    expect(server.hits).toHaveLength(0);
  });

  it('rebinding: a public first answer then 127.0.0.1 never reaches the local listener', async () => {
    const server = await serve(ok('secret'));
    const resolver = vi
      .fn<Resolver>()
      .mockResolvedValueOnce(v4('93.184.216.34'))
      .mockResolvedValue(v4('127.0.0.1'));
    // The pinned public address is unreachable from the test box, or slow: either way it fails.
    const error = await failure(`http://rebind.test:${server.port}/`, { resolver, timeoutMs: 300 });
    expect(['network', 'timeout']).toContain(error.kind);
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(server.hits).toHaveLength(0);
  });

  it('rebinding: the connection goes to the checked address, not to a later answer', async () => {
    const server = await serve(ok('pinned'));
    const resolver = vi
      .fn<Resolver>()
      .mockResolvedValueOnce(v4('127.0.0.1'))
      .mockResolvedValue(v4('10.9.9.9'));
    const response = await safeFetch(`http://rebind.test:${server.port}/`, { ...LOCAL, resolver });
    expect(response.text()).toBe('pinned');
    expect(response.remoteAddress).toBe('127.0.0.1');
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(server.hits[0]?.headers.host).toBe(`rebind.test:${server.port}`);
  });
});

describe('safeFetch: redirects', () => {
  it.each([301, 302, 303, 307, 308])('follows %s with a relative Location', async (status) => {
    const server = await serve((request, response) => {
      if (request.url === '/start') response.writeHead(status, { location: 'next?x=1' }).end();
      else ok('arrived')(request, response);
    });
    const response = await safeFetch(`${server.origin}/start`, LOCAL);
    expect(response.url).toBe(`${server.origin}/next?x=1`);
    expect(response.redirects).toEqual([`${server.origin}/start`]);
  });

  it('refuses a redirect from an allowed host to an internal address at that hop', async () => {
    const internal = await serve(ok('internal'));
    const resolver = stubResolver({ 'public.test': ['127.0.0.1'], 'internal.test': ['127.0.0.1'] });
    for (const target of [`${internal.origin}/`, `http://internal.test:${internal.port}/`]) {
      const front = await serve((_request, response) =>
        response.writeHead(302, { location: target }).end(),
      );
      const error = await failure(`http://public.test:${front.port}/`, {
        allowedHosts: ['public.test'],
        resolver,
      });
      expect(error.kind).toBe('blocked');
      expect(front.hits).toHaveLength(1);
    }
    expect(internal.hits).toHaveLength(0);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const server = await serve((_request, response) =>
      response.writeHead(301, { location: 'file:///etc/passwd' }).end(),
    );
    expect((await failure(`${server.origin}/`, LOCAL)).kind).toBe('unsupported');
  });

  it('follows at most 5 redirects', async () => {
    const chain = await serve((request, response) => {
      const hop = Number(request.url?.slice(1));
      if (hop < 5) response.writeHead(302, { location: `/${hop + 1}` }).end();
      else ok('done')(request, response);
    });
    expect((await safeFetch(`${chain.origin}/0`, LOCAL)).redirects).toHaveLength(5);
    const endless = await serve((request, response) =>
      response.writeHead(307, { location: `${request.url ?? ''}x` }).end(),
    );
    const error = await failure(`${endless.origin}/`, LOCAL);
    expect(error).toMatchObject({ kind: 'too_many_redirects', transient: false });
    expect(endless.hits).toHaveLength(6);
  });

  it('drops credentials on a cross-origin redirect', async () => {
    const other = await serve(ok('x'));
    const first = await serve((_request, response) =>
      response.writeHead(302, { location: `${other.origin}/` }).end(),
    );
    await safeFetch(`${first.origin}/`, { ...LOCAL, headers: { Authorization: 'Bearer t' } });
    expect(first.hits[0]?.headers.authorization).toBe('Bearer t');
    expect(other.hits[0]?.headers.authorization).toBeUndefined();
  });
});

describe('safeFetch: limits and errors', () => {
  it('aborts a streamed body past 10 MB', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const push = (): void => {
        while (sent < 11 && response.write(chunk)) sent += 1;
        if (sent < 11) response.once('drain', push);
        else response.end();
      };
      push();
    });
    const error = await failure(`${server.origin}/`, LOCAL);
    expect(error).toMatchObject({ kind: 'too_large', transient: false });
  });

  it('refuses a declared Content-Length over the limit and a decompression bomb', async () => {
    const declared = await serve(ok('small', { 'content-length': String(11 * 1024 * 1024) }));
    expect((await failure(`${declared.origin}/`, LOCAL)).kind).toBe('too_large');
    for (const [encoding, compress] of [
      ['gzip', zlib.gzipSync],
      ['br', zlib.brotliCompressSync],
    ] as const) {
      const bomb = compress(Buffer.alloc(11 * 1024 * 1024));
      const server = await serve(ok(bomb, { 'content-encoding': encoding }));
      expect((await failure(`${server.origin}/`, LOCAL)).kind).toBe('too_large');
    }
  });

  it('times out a silent server and a trickling one', async () => {
    const silent = await serve(() => undefined);
    const error = await failure(`${silent.origin}/`, { ...LOCAL, timeoutMs: 300 });
    expect(error).toMatchObject({ kind: 'timeout', transient: true });
    expect(error.message).toBe('Timed out');
    const trickle = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('a'), 50);
      response.on('close', () => clearInterval(timer));
    });
    expect((await failure(`${trickle.origin}/`, { ...LOCAL, timeoutMs: 300 })).kind).toBe(
      'timeout',
    );
  });

  it.each([
    [403, false, 'The site refused our request (403)'],
    [404, false, 'Not found (404)'],
    [410, false, 'Not found (410)'],
    [429, true, 'The page answered 429 Too Many Requests'],
    [503, true, 'The page answered 503 Service Unavailable'],
  ])('reports HTTP %s (transient: %s)', async (status, transient, message) => {
    const server = await serve((_request, response) => response.writeHead(status).end('no'));
    const error = await failure(`${server.origin}/`, LOCAL);
    expect(error).toMatchObject({ kind: 'http', status, transient, message });
  });

  it('reports a refused connection as a transient network failure', async () => {
    const server = await serve(ok('x'));
    const port = server.port;
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    const error = await failure(`http://127.0.0.1:${port}/`, LOCAL);
    expect(error).toMatchObject({ kind: 'network', transient: true });
  });
});

describe('safeFetch: decoding', () => {
  const text = 'Crème brûlée – “quoted”';

  it.each([
    ['gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['deflate', zlib.deflateRawSync],
    ['br', zlib.brotliCompressSync],
  ])('decodes a %s body', async (encoding, compress) => {
    const server = await serve(ok(compress(Buffer.from(text)), { 'content-encoding': encoding }));
    const response = await safeFetch(`${server.origin}/`, LOCAL);
    expect(server.hits[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(response.text()).toBe(text);
  });

  // "Crème brûlée " in Latin-1, then “q” as windows-1252 encodes the curly quotes.
  const legacyBytes = Buffer.concat([
    Buffer.from('Crème brûlée ', 'latin1'),
    Buffer.from([0x93, 0x71, 0x94]),
  ]);
  const legacyText = 'Crème brûlée “q”';

  it.each([
    ['the Content-Type charset', 'text/html; charset=windows-1252', '<p>'],
    ['a <meta charset>', 'text/html', '<meta charset="iso-8859-1"><p>'],
    [
      'a <meta http-equiv>',
      'text/html',
      '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><p>',
    ],
  ])('decodes by %s', async (_label, contentType, prefix) => {
    const body = Buffer.concat([Buffer.from(prefix), legacyBytes]);
    const server = await serve(ok(body, { 'content-type': contentType }));
    expect((await safeFetch(`${server.origin}/`, LOCAL)).text()).toBe(`${prefix}${legacyText}`);
  });

  it('answers a HEAD request with an empty body despite Content-Encoding', async () => {
    const server = await serve(ok(zlib.gzipSync('x'), { 'content-encoding': 'gzip' }));
    const response = await safeFetch(`${server.origin}/`, { ...LOCAL, method: 'HEAD' });
    expect(response).toMatchObject({ status: 200, body: Buffer.alloc(0) });
    expect(server.hits[0]?.method).toBe('HEAD');
  });

  it('defaults to UTF-8 and honours a byte-order mark', async () => {
    const plain = await serve(ok(Buffer.from(text), { 'content-type': 'text/html' }));
    expect((await safeFetch(`${plain.origin}/`, LOCAL)).text()).toBe(text);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    const marked = await serve(ok(bom, { 'content-type': 'text/html; charset=iso-8859-1' }));
    expect((await safeFetch(`${marked.origin}/`, LOCAL)).text()).toBe(text);
  });
});
