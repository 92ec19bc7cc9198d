import { takeEarlyRequest } from './early-requests';

/**
 * The API client (spec 7 and 8): every call sends cookies, bodies are JSON, and any non-OK answer
 * throws an `HttpError` whose message is `"<status>: <body text>"` (the status text when the body is empty).
 */

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Performs one request and throws an `HttpError` for any non-OK answer. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  };
  // Lets TanStack Query cancel a request whose answer is no longer wanted (a superseded search).
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  // The entry script may have asked already (early-requests.ts): its answer is used once.
  const early = method === 'GET' ? takeEarlyRequest(path) : undefined;
  const response = await (early ?? fetch(path, init));
  if (!response.ok) {
    const text = (await response.text()).trim();
    throw new HttpError(response.status, text, response.statusText);
  }
  return response;
}

/** Reads a JSON answer; an empty body (204, or a bare 200) gives `undefined`. */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiGet<T>(path: string): Promise<T> {
  return readJson<T>(await apiRequest('GET', path));
}

export async function apiSend<T = unknown>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  body?: unknown,
): Promise<T> {
  return readJson<T>(await apiRequest(method, path, body));
}
