import type { LookupAddress, LookupOptions } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createWriteStream } from 'node:fs';
import net, { type LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bareHost } from './address-policy.js';
import { FetchError, networkError } from './fetch-error.js';

export interface HopOptions {
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  /** Addresses already checked for this URL's host; the socket connects only to these. */
  addresses: readonly LookupAddress[];
  maxBytes: number;
  signal: AbortSignal;
  /** Maps the abort reason (timeout or caller cancel) to the error to report. */
  abortError: () => FetchError;
  /** Whether to read the body for this status; other bodies are discarded unread. */
  wantsBody: (status: number) => boolean;
  /** Streams a wanted body into this new file instead of memory (large media). */
  bodyFile?: string;
}

export interface HopResult {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer | null;
  remoteAddress: string | null;
  /** Bytes written to `bodyFile`, when the body went there. */
  fileBytes?: number;
}

function wantedFamily(options: LookupOptions): 4 | 6 | null {
  const family = options.family;
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return null;
}

/**
 * A `lookup` for node:net that never asks DNS again: it answers with the addresses validated
 * before the request, so a rebinding resolver cannot switch the target after the check.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = wantedFamily(options);
    const usable = addresses.filter((entry) => family === null || entry.family === family);
    const first = usable[0];
    process.nextTick(() => {
      if (!first) {
        const error: NodeJS.ErrnoException = new Error('No validated address for this family');
        error.code = 'ENOTFOUND';
        callback(error, '', 0);
      } else if (options.all) {
        callback(
          null,
          usable.map((entry) => ({ ...entry })),
        );
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}

function readBody(
  response: IncomingMessage,
  url: URL,
  maxBytes: number,
  fail: (error: FetchError) => void,
  done: (body: Buffer) => void,
): void {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    fail(FetchError.tooLarge(url.href, maxBytes));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    size += chunk.length;
    // Abort as soon as the limit is crossed rather than buffering the rest.
    if (size > maxBytes) fail(FetchError.tooLarge(url.href, maxBytes));
    else chunks.push(chunk);
  });
  response.on('end', () => done(Buffer.concat(chunks, size)));
  response.on('error', (error) => fail(networkError(error, url.href)));
  response.on('close', () => {
    if (!response.complete) {
      fail(
        new FetchError('network', 'The connection closed before the page finished loading', {
          url: url.href,
        }),
      );
    }
  });
}

/**
 * Streams the body into a new file under the same byte limit, with the file's back-pressure
 * (a large video never sits in memory). Compressed answers are refused: media is sent as is.
 */
function writeBodyToFile(
  response: IncomingMessage,
  url: URL,
  maxBytes: number,
  file: string,
  fail: (error: FetchError) => void,
  done: (bytes: number) => void,
): void {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    fail(FetchError.tooLarge(url.href, maxBytes));
    return;
  }
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== '') {
    fail(FetchError.unsupported(`The file uses an unsupported encoding (${encoding})`, url.href));
    return;
  }
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(FetchError.tooLarge(url.href, maxBytes));
      else callback(null, chunk);
    },
  });
  pipeline(response, limit, createWriteStream(file, { flags: 'wx' })).then(
    () => {
      if (!response.complete) {
        fail(
          new FetchError('network', 'The connection closed before the file finished loading', {
            url: url.href,
          }),
        );
      } else done(size);
    },
    (error: unknown) =>
      fail(error instanceof FetchError ? error : networkError(error as Error, url.href)),
  );
}

/** One HTTP exchange with the connection pinned to `options.addresses`; no redirect handling. */
export function requestHop(url: URL, options: HopOptions): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    const host = bareHost(url.hostname);
    const transport = url.protocol === 'https:' ? https : http;
    let settled = false;

    const request = transport.request({
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: options.method,
      headers: options.headers,
      // A private agent: no shared keep-alive sockets and no proxy taken from the environment.
      agent: false,
      // Some sites send large cookie and policy headers; Node's 16 KB default rejects them.
      maxHeaderSize: 64 * 1024,
      lookup: pinnedLookup(options.addresses),
      // SNI and certificate checks use the name from the URL; SNI must not carry an IP.
      servername: net.isIP(host) === 0 ? host : undefined,
    });

    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      options.signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (error: FetchError): void =>
      finish(() => {
        request.destroy();
        reject(error);
      });
    const onAbort = (): void => fail(options.abortError());

    if (options.signal.aborted) {
      onAbort();
      return;
    }
    options.signal.addEventListener('abort', onAbort, { once: true });

    request.on('error', (error) => fail(networkError(error, url.href)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const result = {
        status,
        statusText: response.statusMessage ?? '',
        headers: response.headers,
        remoteAddress: response.socket?.remoteAddress ?? null,
      };
      if (!options.wantsBody(status)) {
        finish(() => {
          response.destroy();
          request.destroy();
          resolve({ ...result, body: null });
        });
        return;
      }
      if (options.bodyFile) {
        writeBodyToFile(response, url, options.maxBytes, options.bodyFile, fail, (fileBytes) =>
          finish(() => resolve({ ...result, body: null, fileBytes })),
        );
        return;
      }
      readBody(response, url, options.maxBytes, fail, (body) =>
        finish(() => resolve({ ...result, body })),
      );
    });
    request.end();
  });
}
