import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionSetCookie,
  signUp,
  startTestApp,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app.js';

/**
 * Issue 33.1: a body of millions of nested arrays passed the size limit, and validation recursed
 * into it until the stack overflowed, holding the event loop for seconds per request. The nesting
 * is refused from the raw bytes before anything parses or walks it, and each route has a body
 * limit that fits what it takes.
 */

const NESTING = 2_400_000;
/**
 * 4.8 MB: under the save's snapshot limit, so only the depth check can refuse it. Encoded once, and
 * sent with node:http, so the client's own work in this process stays out of the measurement.
 */
const DEEP_BODY = Buffer.from('['.repeat(NESTING) + ']'.repeat(NESTING));
/** A few kB: under every route's limit. */
const SMALL_DEEP_BODY = '{"a":'.repeat(1_000) + '1' + '}'.repeat(1_000);
/** The goal, above what the machine's load alone causes; the old code held the loop for seconds. */
const MAX_EVENT_LOOP_DELAY_MS = 50;
/**
 * On a shared machine whose cores are all busy, this process gets a fraction of a core, so its own
 * few milliseconds of work stretch by about as much as the idle loop's delay does.
 */
const LOAD_FACTOR = 3;

describe('deeply nested JSON bodies', () => {
  let testApp: TestApp;
  let cookieAgent: Awaited<ReturnType<typeof signUp>>['agent'];
  let sessionCookie: string;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    const account = await signUp(testApp);
    cookieAgent = account.agent;
    const signIn = await request(testApp.app.getHttpServer())
      .post('/api/login')
      .set('Origin', TEST_ORIGIN)
      .send({ username: account.username, password: account.password });
    sessionCookie = sessionSetCookie(signIn).split(';')[0] ?? '';
    server = testApp.app.getHttpServer() as http.Server;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await testApp.close();
  });

  /** The status of a POST of raw JSON bytes, the body of the answer read but dropped. */
  const postBytes = (path: string, body: Buffer, cookie?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            'content-length': body.length,
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      // The server may answer 413 and close before it has read everything.
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const post = (path: string, body: string) =>
    request(testApp.app.getHttpServer())
      .post(path)
      .set('Origin', TEST_ORIGIN)
      .set('Content-Type', 'application/json')
      .send(body);

  /**
   * The event loop's longest delay while `work` runs, with /api/health probed meanwhile. A loaded
   * machine delays even an idle loop (tens of ms when other processes take the cores), so the test
   * compares with the same measurement taken with nothing to do.
   */
  async function longestLoopDelay<T>(work: () => Promise<T>) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const healthTimes: number[] = [];
    let running = true;
    delay.enable();
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const result = await work();
    running = false;
    await probing;
    delay.disable();
    return { result, maxDelayMs: delay.max / 1e6, slowestHealthMs: Math.max(...healthTimes) };
  }

  it('refuses multi-MB nested bodies to sign-up, the waitlist and a save in parallel, without blocking the event loop', async () => {
    const attack = await longestLoopDelay(() =>
      Promise.all([
        postBytes('/api/waitlist', DEEP_BODY),
        postBytes('/api/register', DEEP_BODY),
        postBytes('/api/content', DEEP_BODY, sessionCookie),
        postBytes('/api/content', DEEP_BODY, sessionCookie),
      ]),
    );
    const quietMs = Math.max(1_000, attack.slowestHealthMs * 4);
    const idle = await longestLoopDelay(
      () => new Promise((resolve) => setTimeout(resolve, quietMs)),
    );

    const answers = attack.result;
    // Sign-up and the waitlist take a few kB: refused by size before a byte is parsed.
    expect(answers[0].status).toBe(413);
    expect(answers[1].status).toBe(413);
    // A save takes a 5 MB snapshot: refused by depth.
    for (const answer of answers.slice(2)) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        message: 'Request body is nested too deeply',
        code: 'invalid_json',
      });
    }
    expect(
      attack.maxDelayMs,
      `event loop held for ${attack.maxDelayMs.toFixed(1)} ms (${idle.maxDelayMs.toFixed(1)} ms idle)`,
    ).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS + LOAD_FACTOR * idle.maxDelayMs);
    expect(attack.slowestHealthMs).toBeLessThan(1_000);
  });

  it('refuses a small nested body on every route with 400, before validation', async () => {
    for (const path of ['/api/waitlist', '/api/register', '/api/login']) {
      const answer = await post(path, SMALL_DEEP_BODY);
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe('invalid_json');
    }
    const save = await cookieAgent
      .post('/api/content')
      .set('Content-Type', 'application/json')
      .send(SMALL_DEEP_BODY);
    expect(save.status).toBe(400);
  });

  it('gives forms a few kB and a save its snapshot', async () => {
    const padding = 'x'.repeat(20 * 1024);
    const signUpAnswer = await post(
      '/api/register',
      JSON.stringify({ username: 'padded', email: 'p@example.com', password: padding }),
    );
    expect(signUpAnswer.status).toBe(413);
    expect(signUpAnswer.body.code).toBe('payload_too_large');

    const html = `<html><body><article><p>${'Words of the saved page. '.repeat(180_000)}</p></article></body></html>`;
    expect(html.length).toBeGreaterThan(4 * 1024 * 1024);
    const save = await cookieAgent
      .post('/api/content')
      .send({ url: 'https://example.com/large-snapshot', html });
    expect(save.status, JSON.stringify(save.body)).toBe(201);
  });
});
