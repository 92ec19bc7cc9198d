import { STATUS_CODES } from 'node:http';

export type FetchErrorKind =
  | 'blocked'
  | 'dns'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http'
  | 'network'
  | 'unsupported';

interface FetchErrorDetails {
  status?: number | null;
  transient?: boolean;
  url?: string | null;
  cause?: unknown;
  headers?: Record<string, string>;
}

/** Shown when a page is behind a sign-in; the extension's snapshot carries what the user sees. */
export const SIGN_IN_REQUIRED =
  'This page needs you to be signed in; save it from the browser extension to keep its content';
const TIMED_OUT = 'Timed out';

// Answers people can act on; other statuses read "The page answered 500 Internal Server Error".
const HTTP_MESSAGES: Record<number, string> = {
  401: SIGN_IN_REQUIRED,
  403: 'The site refused our request (403)',
  404: 'Not found (404)',
  410: 'Not found (410)',
};

const TRANSIENT_KINDS = new Set<FetchErrorKind>(['network', 'timeout']);

/** Why a fetch failed; `message` is shown to users as the failure reason. */
export class FetchError extends Error {
  readonly kind: FetchErrorKind;
  readonly status: number | null;
  /** Whether retrying later may succeed (network trouble, timeouts, 5xx, 429). */
  readonly transient: boolean;
  readonly url: string | null;
  /** The answer's headers (lower-case names) when the site answered: `retry-after`, validators. */
  readonly headers: Record<string, string>;

  constructor(kind: FetchErrorKind, message: string, details: FetchErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'FetchError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.transient = details.transient ?? TRANSIENT_KINDS.has(kind);
    this.url = details.url ?? null;
    this.headers = details.headers ?? {};
  }

  static blocked(url: string): FetchError {
    return new FetchError(
      'blocked',
      'The address points to a private network and cannot be fetched',
      { url },
    );
  }

  static http(status: number, url: string, headers: Record<string, string> = {}): FetchError {
    const reason = STATUS_CODES[status];
    const transient = status >= 500 || status === 429 || status === 408 || status === 425;
    const message =
      HTTP_MESSAGES[status] ?? `The page answered ${status}${reason ? ` ${reason}` : ''}`;
    return new FetchError('http', message, { status, transient, url, headers });
  }

  static timeout(url: string | null): FetchError {
    return new FetchError('timeout', TIMED_OUT, { url });
  }

  static tooLarge(url: string, maxBytes: number): FetchError {
    const megabytes = Math.round(maxBytes / (1024 * 1024));
    return new FetchError('too_large', `The page is larger than the ${megabytes} MB limit`, {
      url,
    });
  }

  static unsupported(message: string, url: string | null = null): FetchError {
    return new FetchError('unsupported', message, { url });
  }
}

// Certificate problems are the site's configuration, not a passing glitch.
const TLS_CODES = /^(CERT_|ERR_TLS_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)_)/;
const DNS_TRANSIENT = new Set(['EAI_AGAIN', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED']);

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Maps a socket-level failure to a FetchError with a readable message. */
export function networkError(error: unknown, url: string): FetchError {
  if (error instanceof FetchError) return error;
  const code = errorCode(error);
  if (TLS_CODES.test(code)) {
    return new FetchError('network', "The site's security certificate is not valid", {
      url,
      transient: false,
      cause: error,
    });
  }
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'The site refused the connection',
    ECONNRESET: 'The site closed the connection unexpectedly',
    EHOSTUNREACH: 'The site could not be reached',
    ENETUNREACH: 'The site could not be reached',
    ETIMEDOUT: TIMED_OUT,
    HPE_INVALID_CONSTANT: 'The site sent an invalid answer',
  };
  const message = reasons[code] ?? 'The site could not be reached';
  return new FetchError(code === 'ETIMEDOUT' ? 'timeout' : 'network', message, {
    url,
    cause: error,
  });
}

/** Maps a name-resolution failure; an unknown domain is permanent, a flaky resolver is not. */
export function dnsError(error: unknown, host: string, url: string): FetchError {
  if (error instanceof FetchError) return error;
  const transient = DNS_TRANSIENT.has(errorCode(error));
  const message = transient
    ? `The address of ${host} could not be looked up right now`
    : `The site ${host} could not be found`;
  return new FetchError('dns', message, { url, transient, cause: error });
}
