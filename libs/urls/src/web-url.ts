/**
 * The part of the WHATWG URL API this library uses. It is typed here, not through the DOM or
 * Node type libraries, so the build proves the code needs nothing beyond what browsers,
 * extension workers and Node all provide as the global `URL`.
 */
export interface WebUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
}

type WebUrlConstructor = new (input: string) => WebUrl;

const WebUrlImpl = (globalThis as unknown as { URL: WebUrlConstructor }).URL;

/** Parses an absolute URL with the platform's WHATWG parser; `null` when it does not parse. */
export function tryParseUrl(input: string): WebUrl | null {
  try {
    return new WebUrlImpl(input);
  } catch {
    return null;
  }
}
