import { promises as dns, type LookupAddress } from 'node:dns';
import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { bareHost, HostAllowList, isPublicAddress } from './address-policy.js';
import { decodeBody, parseContentType } from './charset.js';
import { dnsError, FetchError } from './fetch-error.js';
import { requestHop } from './pinned-request.js';

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD';
  /** Extra or overriding request headers. */
  headers?: Record<string, string>;
  /** Hosts or IPs exempt from the private-address check (FETCH_ALLOWED_HOSTS; tests only). */
  allowedHosts?: readonly string[];
  /** Overall limit for every hop, body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution; injectable for tests. */
  resolver?: Resolver;
  signal?: AbortSignal;
}

export interface SafeFileResponse {
  /** The URL that finally answered, after redirects. */
  url: string;
  /** Lower-case MIME type without parameters, or null when the server sent none. */
  contentType: string | null;
  /** Bytes written to the file. */
  bytes: number;
}

export interface SafeResponse {
  /** The URL that finally answered, after redirects. */
  url: string;
  status: number;
  statusText: string;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Lower-case MIME type without parameters, or null when the server sent none. */
  contentType: string | null;
  /** Decompressed body. */
  body: Buffer;
  /** URLs that redirected, in order. */
  redirects: string[];
  /** The address the final connection went to. */
  remoteAddress: string | null;
  /** The body decoded by BOM, Content-Type charset, `<meta charset>`, else UTF-8. */
  text(): string;
}

export const FETCH_DEFAULTS = {
  timeoutMs: 20_000,
  maxBytes: 10 * 1024 * 1024,
  maxRedirects: 5,
} as const;

// Sites serve degraded or blocked pages to unknown clients; present as a current desktop browser.
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Credentials the caller set for one origin must not follow a redirect to another.
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const defaultResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

function parseUrl(input: string | URL): URL {
  try {
    return new URL(input);
  } catch {
    throw FetchError.unsupported('The address is not a valid web address');
  }
}

function checkProtocol(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw FetchError.unsupported('Only http and https addresses can be fetched', url.href);
  }
}

function abortErrorFor(signal: AbortSignal, url: string | null): FetchError {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') return FetchError.timeout(url);
  return new FetchError('network', 'The request was cancelled', { url });
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => reject(onAbort());
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Resolves the URL's host and returns its addresses, all of them checked, or throws `blocked`. */
async function resolveChecked(
  url: URL,
  allowList: HostAllowList,
  resolver: Resolver,
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  const host = bareHost(url.hostname);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allowed = (address: string): boolean =>
    allowList.allowsName(host, port) ||
    allowList.allowsAddress(address, port) ||
    isPublicAddress(address);

  // RFC 6761 reserves these names for loopback; some resolvers do not answer for them.
  if ((host === 'localhost' || host.endsWith('.localhost')) && !allowList.allowsName(host, port)) {
    throw FetchError.blocked(url.href);
  }
  const literalFamily = net.isIP(host);
  if (literalFamily !== 0) {
    if (!allowed(host)) throw FetchError.blocked(url.href);
    return [{ address: host, family: literalFamily }];
  }
  let answers: LookupAddress[];
  try {
    answers = await raceAbort(resolver(host), signal, () => abortErrorFor(signal, url.href));
  } catch (error) {
    throw dnsError(error, host, url.href);
  }
  if (answers.length === 0) throw dnsError(null, host, url.href);
  // One bad answer refuses the host: the OS could otherwise pick it on a later connect.
  for (const answer of answers) {
    if (net.isIP(answer.address) === 0 || !allowed(answer.address)) {
      throw FetchError.blocked(url.href);
    }
  }
  return answers.map(({ address }) => ({ address, family: net.isIP(address) }));
}

/** A zlib-wrapped stream starts with a CMF/FLG pair: method 8 and a multiple of 31. */
function isZlibWrapped(body: Buffer): boolean {
  const cmf = body[0] ?? 0;
  const flg = body[1] ?? 0;
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}

const decompressors: Record<string, (body: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> =
  {
    gzip: promisify(zlib.gunzip),
    'x-gzip': promisify(zlib.gunzip),
    // Some servers send raw deflate instead of the zlib format the name means.
    deflate: (body, options) =>
      isZlibWrapped(body)
        ? promisify(zlib.inflate)(body, options)
        : promisify(zlib.inflateRaw)(body, options),
    br: (body, options) => promisify(zlib.brotliDecompress)(body, options),
  };

async function decompress(
  body: Buffer,
  encoding: string | undefined,
  url: string,
  maxBytes: number,
) {
  const codings = (encoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  // HEAD answers and 204s carry the header but no body.
  if (body.length === 0) return body;
  let result = body;
  // Codings are listed in the order applied, so undo them from the last.
  for (const coding of codings.reverse()) {
    const decode = decompressors[coding];
    if (!decode)
      throw FetchError.unsupported(`The page uses an unsupported encoding (${coding})`, url);
    try {
      // maxOutputLength stops decompression bombs at the same limit as the raw body.
      result = await decode(result, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw FetchError.tooLarge(url, maxBytes);
      }
      throw new FetchError('network', 'The page arrived damaged (bad compression)', {
        url,
        cause: error,
      });
    }
  }
  return result;
}

/**
 * Checks an address without fetching it: protocol, name and every resolved address. For
 * clients that connect by themselves (the headless browser's request interception).
 */
export async function resolveFetchable(
  input: string | URL,
  options: Pick<SafeFetchOptions, 'allowedHosts' | 'resolver' | 'timeoutMs'> = {},
): Promise<LookupAddress[]> {
  const url = parseUrl(input);
  checkProtocol(url);
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs);
  const allowList = new HostAllowList(options.allowedHosts);
  return resolveChecked(url, allowList, options.resolver ?? defaultResolver, signal);
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * The only way the backend fetches an address a user supplied: http(s) only, every resolved
 * address checked on every hop, the socket pinned to the checked addresses, bounded
 * redirects, size and time. Throws FetchError; non-2xx answers are errors.
 */
export async function safeFetch(
  input: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  return fetchChecked(input, options, null) as Promise<SafeResponse>;
}

/**
 * `safeFetch` for large files: the same checks, redirects and limits, but the body is streamed
 * into `file` (created new; the caller removes it) instead of memory, and sent uncompressed.
 */
export async function safeFetchToFile(
  input: string | URL,
  file: string,
  options: SafeFetchOptions = {},
): Promise<SafeFileResponse> {
  const headers = { ...options.headers, 'accept-encoding': 'identity' };
  return fetchChecked(input, { ...options, headers }, file) as Promise<SafeFileResponse>;
}

async function fetchChecked(
  input: string | URL,
  options: SafeFetchOptions,
  bodyFile: string | null,
): Promise<SafeResponse | SafeFileResponse> {
  const maxBytes = options.maxBytes ?? FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;
  const resolver = options.resolver ?? defaultResolver;
  const allowList = new HostAllowList(options.allowedHosts);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let headers: Record<string, string> = { ...BROWSER_HEADERS };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  const redirects: string[] = [];
  let url = parseUrl(input);

  for (;;) {
    checkProtocol(url);
    const hopUrl = url;
    const addresses = await resolveChecked(url, allowList, resolver, signal);
    const hop = await requestHop(url, {
      method: options.method ?? 'GET',
      headers,
      addresses,
      maxBytes,
      signal,
      abortError: () => abortErrorFor(signal, hopUrl.href),
      wantsBody: (status) => status >= 200 && status < 300,
      ...(bodyFile ? { bodyFile } : {}),
    });
    const location = hop.headers.location;
    if (REDIRECT_STATUSES.has(hop.status) && location) {
      if (redirects.length >= maxRedirects) {
        throw new FetchError('too_many_redirects', 'The page redirected too many times', {
          url: url.href,
          status: hop.status,
        });
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw FetchError.unsupported('The page redirected to an invalid address', url.href);
      }
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !ORIGIN_BOUND_HEADERS.includes(name)),
        );
      }
      redirects.push(url.href);
      url = next;
      continue;
    }
    if (hop.status < 200 || hop.status >= 300) {
      throw FetchError.http(hop.status, url.href, flattenHeaders(hop.headers));
    }

    const flat = flattenHeaders(hop.headers);
    if (bodyFile) {
      return {
        url: url.href,
        contentType: parseContentType(flat['content-type']).mimeType,
        bytes: hop.fileBytes ?? 0,
      };
    }
    const body = await raceAbort(
      decompress(hop.body ?? Buffer.alloc(0), flat['content-encoding'], url.href, maxBytes),
      signal,
      () => abortErrorFor(signal, url.href),
    );
    return {
      url: url.href,
      status: hop.status,
      statusText: hop.statusText,
      headers: flat,
      contentType: parseContentType(flat['content-type']).mimeType,
      body,
      redirects,
      remoteAddress: hop.remoteAddress,
      text: () => decodeBody(body, flat['content-type']),
    };
  }
}
