import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../support/library.js';
import { sessionSetCookie, signUp, startTestApp, type TestApp } from '../support/test-app.js';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('compressed API answers', () => {
  let testApp: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const server = testApp.app.getHttpServer() as http.Server;
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    const { user, username, password } = await signUp(testApp);
    await seedItems(
      testApp,
      user.id,
      Array.from({ length: 50 }, (_, index) => ({
        title: `A saved article number ${index}`,
        text: 'Words a reader saved to come back to later. '.repeat(20),
      })),
    );
    const login = await testApp.agent().post('/api/login').send({ username, password }).expect(200);
    cookie = sessionSetCookie(login).split(';')[0] ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The answer's bytes as they travelled: no client decompresses them on the way. */
  function raw(method: string, path: string, headers: http.OutgoingHttpHeaders, body?: string) {
    return new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method, path, headers: { Cookie: cookie, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  it('sends a library page brotli- or gzip-compressed to a client that accepts it', async () => {
    const plain = await raw('GET', '/api/content', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const items = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(items).toHaveLength(50);

    const brotli = await raw('GET', '/api/content', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(items);
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.headers['x-next-cursor']).toBe(plain.headers['x-next-cursor']);

    const gzip = await raw('GET', '/api/content', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(items);
  });

  it('leaves small answers as they are', async () => {
    const stats = await raw('GET', '/api/content/stats', { 'Accept-Encoding': 'br' });
    expect(stats.status).toBe(200);
    expect(stats.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(stats.body.toString('utf8'))).toHaveProperty('totalCount', 50);
  });
});
