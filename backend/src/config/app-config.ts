import { LAUNCH_MODES, LIMITS, type LaunchMode } from '@vault/contracts';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Public origin of the app, used for links and the CSRF origin check. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  embeddedPgPort: number | null;
  redisUrl: string | null;
  launchMode: LaunchMode;
  logLevel: string;
  sessionSecret: string | null;
  authRateLimitPerMinute: number;
  /** Failed password checks allowed per account and per address in 15 minutes. */
  authFailureLimit: number;
  saveRateLimitPerMinute: number;
  /** The landing page shows the waitlist's size only from this many sign-ups on. */
  waitlistCountThreshold: number;
  /** Whether this process also consumes the job queues (the one-process default). */
  runWorker: boolean;
  /** Redis key prefix of queues and events; lets several instances share one Redis. */
  queuePrefix: string;
  /** How long a BullMQ worker's claim on a job lasts; a killed worker's job runs again after it. */
  queueLockMs: number;
  /** All attempts to extract one item end within this long after the first began. */
  extractionDeadlineMs: number;
  fetchAllowedHosts: string[];
  /**
   * Express's `trust proxy`: which hops' X-Forwarded-For / -Proto to believe (the client address
   * of rate limits and lockouts, HTTPS for cookies). Off unless `TRUST_PROXY` is set.
   */
  trustProxy: false | number | string[];
  /** Base addresses of the platforms' public endpoints the extractors call; tests point them at local listeners. */
  platformEndpoints: {
    youtubeOembedBase: string;
    twitterSyndicationBase: string;
    tiktokOembedBase: string;
    redditBase: string;
    githubApiBase: string;
  };
  /** Headless rendering of pages that need JavaScript (see modules/extraction/render). */
  render: {
    enabled: boolean;
    chromiumPath: string;
    /** Pages rendered at once; further jobs wait. */
    maxPages: number;
    /** One render, navigation to page text, in milliseconds. */
    timeoutMs: number;
    /** The browser is restarted once its process tree's resident memory passes this. */
    maxBrowserMb: number;
    /** The browser is closed after this long without work, so it holds no memory when idle. */
    idleMs: number;
  };
  webappDistDir: string;
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    pricePro: string | null;
    pricePremium: string | null;
    priceTopUp: string | null;
    apiBase: string | null;
  };
  whatsapp: {
    token: string | null;
    phoneNumberId: string | null;
    appSecret: string | null;
    verifyToken: string | null;
    apiBase: string | null;
  };
  /** Media goes to S3-compatible object storage when `bucket` is set, else to `<dataDir>/media`. */
  s3: {
    endpoint: string | null;
    region: string | null;
    bucket: string | null;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers need. */
    forcePathStyle: boolean;
  };
  ai: { baseUrl: string | null; apiKey: string | null; model: string | null };
  /** Largest import file accepted, in bytes. */
  importMaxBytes: number;
  /** Save by e-mail (modules/email-in). */
  mail: {
    /** Port of the SMTP receiver; null leaves it off. 0 picks a free port (tests). */
    smtpPort: number | null;
    /** The domain of the addresses `save-<token>@<domain>`; the app's host name unless set. */
    domain: string;
    /** Outgoing relay for replies (`smtp://` or `smtps://`, credentials in the URL); none sent without it. */
    relayUrl: string | null;
    /** DNS servers (`host` or `host:port`) asked for SPF, DKIM and DMARC records; the system's unless set. */
    dnsServers: string[];
  };
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, min: number, max: number): number | null {
  const raw = text(env, name);
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = raw.toLowerCase() as T;
  if (!allowed.includes(value)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return value;
}

function s3Config(env: Env): AppConfig['s3'] {
  const s3: AppConfig['s3'] = {
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region: text(env, 'S3_REGION'),
    bucket: text(env, 'S3_BUCKET'),
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: oneOf(env, 'S3_FORCE_PATH_STYLE', ['true', 'false'], 'false') === 'true',
  };
  // Half a key pair would silently fall back to the SDK's ambient credentials.
  if ((s3.accessKeyId === null) !== (s3.secretAccessKey === null)) {
    throw new ConfigError(
      s3.accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      'must be set together with the other half of the key pair',
    );
  }
  return s3;
}

/** Express's names for address ranges, beside IPs and CIDR subnets. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: unset or `false` trusts no proxy; a number trusts that many hops in front of the
 * app; otherwise a comma list of proxy addresses, subnets or Express's range names. `true` (trust
 * every hop) is refused: any client could then choose its own address.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 1, 100) ?? false;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const valid =
      PROXY_RANGE_NAMES.has(entry) ||
      (net.isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) {
      throw new ConfigError(
        'TRUST_PROXY',
        'must be a number of hops, or proxy addresses, subnets, loopback, linklocal or uniquelocal, separated by commas',
      );
    }
  }
  return entries;
}

const DOMAIN_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function mailConfig(env: Env, appUrl: string): AppConfig['mail'] {
  const domain = (text(env, 'MAIL_DOMAIN') ?? new URL(appUrl).hostname).toLowerCase();
  if (!DOMAIN_NAME.test(domain)) {
    throw new ConfigError('MAIL_DOMAIN', `must be a domain name, got "${domain}"`);
  }
  return {
    smtpPort: integer(env, 'SMTP_PORT', 0, 65535),
    domain,
    relayUrl: url(env, 'SMTP_RELAY_URL', ['smtp:', 'smtps:']),
    dnsServers: dnsServers(env),
  };
}

/** `MAIL_DNS_SERVERS`: IP addresses, each with an optional port (`1.1.1.1`, `127.0.0.1:5353`, `[::1]:53`). */
function dnsServers(env: Env): string[] {
  const servers = (text(env, 'MAIL_DNS_SERVERS') ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  for (const server of servers) {
    const host = /^\[(.+)\](?::\d{1,5})?$/.exec(server)?.[1] ?? server.replace(/:\d{1,5}$/, '');
    if (net.isIP(host) === 0) {
      throw new ConfigError('MAIL_DNS_SERVERS', `must list IP addresses, got "${server}"`);
    }
  }
  return servers;
}

/** Reads the configuration once from the environment; a bad value fails fast, naming the variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const port = integer(env, 'PORT', 0, 65535) ?? 3000;
  const appUrlRaw = url(env, 'APP_URL', ['http:', 'https:']);
  const appUrl = new URL(appUrlRaw ?? `http://localhost:${port}`).origin;
  return {
    nodeEnv,
    port,
    appUrl,
    dataDir: path.resolve(repoRoot, text(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPgPort: integer(env, 'EMBEDDED_PG_PORT', 1, 65535),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    launchMode: oneOf(env, 'LAUNCH_MODE', LAUNCH_MODES, 'preview'),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'],
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    sessionSecret: text(env, 'SESSION_SECRET'),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 1, 1_000_000) ?? 10,
    authFailureLimit: integer(env, 'AUTH_FAILURE_LIMIT', 1, 1_000_000) ?? 10,
    saveRateLimitPerMinute: integer(env, 'SAVE_RATE_LIMIT_PER_MINUTE', 1, 1_000_000) ?? 120,
    waitlistCountThreshold: integer(env, 'WAITLIST_COUNT_THRESHOLD', 0, 1_000_000_000) ?? 500,
    runWorker: oneOf(env, 'RUN_WORKER', ['true', 'false'], 'true') === 'true',
    queuePrefix: text(env, 'QUEUE_PREFIX') ?? 'vault',
    queueLockMs: integer(env, 'QUEUE_LOCK_MS', 1000, 600_000) ?? 30_000,
    extractionDeadlineMs: integer(env, 'EXTRACTION_DEADLINE_MS', 1000, 3_600_000) ?? 120_000,
    trustProxy: trustProxy(env),
    fetchAllowedHosts: (text(env, 'FETCH_ALLOWED_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    platformEndpoints: {
      youtubeOembedBase:
        url(env, 'YOUTUBE_OEMBED_BASE', ['http:', 'https:']) ?? 'https://www.youtube.com',
      twitterSyndicationBase:
        url(env, 'TWITTER_SYNDICATION_BASE', ['http:', 'https:']) ??
        'https://cdn.syndication.twimg.com',
      tiktokOembedBase:
        url(env, 'TIKTOK_OEMBED_BASE', ['http:', 'https:']) ?? 'https://www.tiktok.com',
      redditBase: url(env, 'REDDIT_BASE', ['http:', 'https:']) ?? 'https://www.reddit.com',
      githubApiBase: url(env, 'GITHUB_API_BASE', ['http:', 'https:']) ?? 'https://api.github.com',
    },
    render: {
      enabled: oneOf(env, 'RENDER_ENABLED', ['true', 'false'], 'true') === 'true',
      chromiumPath: text(env, 'CHROMIUM_PATH') ?? '/usr/bin/chromium',
      maxPages: integer(env, 'RENDER_MAX_PAGES', 1, 32) ?? 2,
      timeoutMs: integer(env, 'RENDER_TIMEOUT_MS', 1000, 120_000) ?? 15_000,
      maxBrowserMb: integer(env, 'RENDER_MAX_BROWSER_MB', 100, 16_384) ?? 1024,
      idleMs: integer(env, 'RENDER_IDLE_MS', 1000, 3_600_000) ?? 60_000,
    },
    webappDistDir: path.resolve(repoRoot, text(env, 'WEBAPP_DIST_DIR') ?? 'webapp/dist'),
    stripe: {
      secretKey: text(env, 'STRIPE_SECRET_KEY'),
      webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
      pricePro: text(env, 'STRIPE_PRICE_PRO'),
      pricePremium: text(env, 'STRIPE_PRICE_PREMIUM'),
      priceTopUp: text(env, 'STRIPE_PRICE_TOPUP'),
      apiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']),
    },
    whatsapp: {
      token: text(env, 'WHATSAPP_TOKEN'),
      phoneNumberId: text(env, 'WHATSAPP_PHONE_NUMBER_ID'),
      appSecret: text(env, 'WHATSAPP_APP_SECRET'),
      verifyToken: text(env, 'WHATSAPP_VERIFY_TOKEN'),
      apiBase: url(env, 'WHATSAPP_API_BASE', ['http:', 'https:']),
    },
    s3: s3Config(env),
    ai: {
      baseUrl: url(env, 'AI_BASE_URL', ['http:', 'https:']),
      apiKey: text(env, 'AI_API_KEY'),
      model: text(env, 'AI_MODEL'),
    },
    importMaxBytes:
      integer(env, 'IMPORT_MAX_BYTES', 1024, 2 * 1024 * 1024 * 1024) ?? LIMITS.importMaxBytes,
    mail: mailConfig(env, appUrl),
  };
}
