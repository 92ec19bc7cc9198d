import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError } from './fetch-error.js';
import { safeFetchToFile } from './safe-fetch.js';

describe('safeFetchToFile', () => {
  const body = randomBytes(3 * 1024 * 1024);
  let server: http.Server;
  let origin: string;
  let dir: string;
  let hits = 0;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'safe-fetch-file-'));
    server = http.createServer((request, response) => {
      hits += 1;
      if (request.url === '/moved')
        return void response.writeHead(302, { location: '/file' }).end();
      if (request.url === '/gzip')
        return void response.writeHead(200, { 'content-encoding': 'gzip' }).end('x');
      response.writeHead(200, { 'content-type': 'video/mp4' });
      // Sent in pieces, as a large file arrives; no Content-Length to trust.
      let at = 0;
      const next = () => {
        if (at >= body.length) return void response.end();
        const piece = body.subarray(at, at + 256 * 1024);
        at += piece.length;
        if (response.write(piece)) setImmediate(next);
        else response.once('drain', next);
      };
      next();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  const target = () => path.join(dir, `${Math.random()}`);

  it('streams the body into the file, following redirects, with its type', async () => {
    const file = target();
    const answer = await safeFetchToFile(`${origin}/moved`, file, { allowedHosts: ['127.0.0.1'] });
    expect(answer).toEqual({ url: `${origin}/file`, contentType: 'video/mp4', bytes: body.length });
    expect(Buffer.compare(await fs.readFile(file), body)).toBe(0);
  });

  it('stops at the size limit', async () => {
    const error = await safeFetchToFile(`${origin}/file`, target(), {
      allowedHosts: ['127.0.0.1'],
      maxBytes: 1024 * 1024,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).kind).toBe('too_large');
  });

  it('refuses a private address without asking it, and a compressed answer', async () => {
    const before = hits;
    const blocked = await safeFetchToFile(`${origin}/file`, target()).catch(
      (caught: unknown) => caught,
    );
    expect((blocked as FetchError).kind).toBe('blocked');
    expect(hits).toBe(before);
    const compressed = await safeFetchToFile(`${origin}/gzip`, target(), {
      allowedHosts: ['127.0.0.1'],
    }).catch((caught: unknown) => caught);
    expect((compressed as FetchError).kind).toBe('unsupported');
  });
});
