import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ACCEPT_ENCODING } from './config.ts';

/** One request of a scenario; `{n}` in the path or body is replaced by a unique number. */
export interface RequestTemplate {
  /** Which variant of the scenario this is (a filter, a kind of query…), for the breakdown. */
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Another server or account than the load's own (several API processes, several users). */
  baseUrl?: string;
  token?: string;
}

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

export interface SendOptions {
  agent: http.Agent;
  baseUrl: string;
  token: string;
  /** Keep the body (otherwise it is read and dropped, except for an error answer). */
  keepBody?: boolean;
  timeoutMs?: number;
}

/** A kept body as the server meant it (compressed when BENCH_ACCEPT_ENCODING asked for it). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Sends one request with a Bearer token; resolves when the whole response has arrived. */
export function send(
  options: SendOptions,
  method: string,
  path: string,
  body?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, options.baseUrl);
    const headers: http.OutgoingHttpHeaders = {
      authorization: `Bearer ${options.token}`,
      accept: 'application/json',
    };
    if (ACCEPT_ENCODING) headers['accept-encoding'] = ACCEPT_ENCODING;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const request = http.request(
      url,
      { method, agent: options.agent, headers, timeout: options.timeoutMs ?? 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        const keep = options.keepBody || (response.statusCode ?? 0) >= 400;
        response.on('data', (chunk: Buffer) => {
          if (keep) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: decoded(Buffer.concat(chunks), response.headers['content-encoding']),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
