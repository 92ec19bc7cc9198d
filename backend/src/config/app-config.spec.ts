import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('reads the headless renderer settings, with documented defaults', () => {
    expect(loadConfig({}).render).toEqual({
      enabled: true,
      chromiumPath: '/usr/bin/chromium',
      maxPages: 2,
      timeoutMs: 15_000,
      maxBrowserMb: 1024,
      idleMs: 60_000,
    });
    const custom = loadConfig({
      RENDER_ENABLED: 'false',
      CHROMIUM_PATH: '/opt/chrome',
      RENDER_MAX_PAGES: '4',
      RENDER_IDLE_MS: '5000',
    }).render;
    expect(custom).toMatchObject({
      enabled: false,
      chromiumPath: '/opt/chrome',
      maxPages: 4,
      idleMs: 5000,
    });
    expect(() => loadConfig({ RENDER_MAX_PAGES: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RENDER_TIMEOUT_MS: 'soon' })).toThrow(/RENDER_TIMEOUT_MS/);
  });

  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.launchMode).toBe('preview');
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.fetchAllowedHosts).toEqual([]);
    expect(config.platformEndpoints).toEqual({
      youtubeOembedBase: 'https://www.youtube.com',
      twitterSyndicationBase: 'https://cdn.syndication.twimg.com',
      tiktokOembedBase: 'https://www.tiktok.com',
      redditBase: 'https://www.reddit.com',
      githubApiBase: 'https://api.github.com',
    });
  });

  it('reads the platform endpoint base addresses', () => {
    const config = loadConfig({
      GITHUB_API_BASE: 'http://127.0.0.1:4001',
      REDDIT_BASE: 'http://127.0.0.1:4002',
    });
    expect(config.platformEndpoints.githubApiBase).toBe('http://127.0.0.1:4001');
    expect(config.platformEndpoints.redditBase).toBe('http://127.0.0.1:4002');
  });

  it('reads values and derives the app origin', () => {
    const config = loadConfig({
      PORT: '4100',
      APP_URL: 'https://vault.example.com/some/path',
      LAUNCH_MODE: 'LIVE',
      DATABASE_URL: 'postgres://u:p@db:5432/vault',
      FETCH_ALLOWED_HOSTS: 'localhost, 127.0.0.1 ,',
    });
    expect(config.port).toBe(4100);
    expect(config.appUrl).toBe('https://vault.example.com');
    expect(config.launchMode).toBe('live');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/vault');
    expect(config.fetchAllowedHosts).toEqual(['localhost', '127.0.0.1']);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LAUNCH_MODE: 'beta' }, 'LAUNCH_MODE'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL'],
    [{ EMBEDDED_PG_PORT: '-1' }, 'EMBEDDED_PG_PORT'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_ACCESS_KEY_ID: 'only-half' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_SECRET_ACCESS_KEY: 'only-half' }, 'S3_ACCESS_KEY_ID'],
    [{ GITHUB_API_BASE: 'file:///etc' }, 'GITHUB_API_BASE'],
  ])('names the variable when %o is invalid', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads the S3 media storage settings', () => {
    expect(loadConfig({}).s3).toEqual({
      endpoint: null,
      region: null,
      bucket: null,
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_BUCKET: 'vault-media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'TRUE',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      bucket: 'vault-media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('reads the e-mail receiver settings: off by default, the app host as mail domain', () => {
    expect(loadConfig({ APP_URL: 'https://vault.example.org' }).mail).toEqual({
      smtpPort: null,
      domain: 'vault.example.org',
      relayUrl: null,
      dnsServers: [],
    });
    expect(
      loadConfig({
        SMTP_PORT: '2525',
        MAIL_DOMAIN: 'In.Example.org',
        SMTP_RELAY_URL: 'smtps://user:pass@relay.example.org:465',
        MAIL_DNS_SERVERS: '127.0.0.1:5353, [::1]:53',
      }).mail,
    ).toEqual({
      smtpPort: 2525,
      domain: 'in.example.org',
      relayUrl: 'smtps://user:pass@relay.example.org:465',
      dnsServers: ['127.0.0.1:5353', '[::1]:53'],
    });
    expect(() => loadConfig({ MAIL_DOMAIN: 'not a domain' })).toThrow('MAIL_DOMAIN');
    expect(() => loadConfig({ SMTP_RELAY_URL: 'http://relay' })).toThrow('SMTP_RELAY_URL');
    expect(() => loadConfig({ MAIL_DNS_SERVERS: 'dns.example' })).toThrow('MAIL_DNS_SERVERS');
  });
});
