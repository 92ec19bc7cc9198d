import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/app-config.js';
import { drainJobs } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Rows 1, 2, 5, 7, 8 of the security test plan, through the API a person uses: the save is
 * accepted, the background fetch is refused, and a local listener standing in for the internal
 * service records that it was never reached. Rows 3 and 4 (stub resolver, DNS rebinding) need an
 * injected resolver and are unit tests of the one fetcher every path uses
 * (src/modules/extraction/safe-fetch.spec.ts, address-policy.spec.ts).
 */

interface Listener {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

/** Listens on every loopback address (IPv4 and IPv6) and records each request. */
async function internalListener(handler?: http.RequestListener): Promise<Listener> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    if (handler) return handler(request, response);
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<title>instance secrets</title><p>AKIA-SECRET</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function saveAndSettle(testApp: TestApp, agent: ReturnType<TestApp['agent']>, url: string) {
  const saved = await agent.post('/api/content').send({ url });
  expect(saved.status, `${url}: ${saved.text}`).toBe(201);
  await drainJobs(testApp);
  const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
  return item.body as {
    extractionStatus: string;
    extractionError: string | null;
    title: string | null;
    text: string | null;
  };
}

const PRIVATE_MESSAGE = 'The address points to a private network and cannot be fetched';

describe('SSRF: every saved address is fetched only if it is public (default settings)', () => {
  let testApp: TestApp;
  let listener: Listener;

  beforeAll(async () => {
    listener = await internalListener();
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
    await listener.close();
  });

  it('keeps loopback off unless FETCH_ALLOWED_HOSTS names it (the test-only setting)', () => {
    expect(loadConfig({}).fetchAllowedHosts).toEqual([]);
    expect(testApp.config.fetchAllowedHosts).toEqual([]);
  });

  it('row 1: refuses the cloud metadata address; a listener on that path sees nothing', async () => {
    const { agent } = await signUp(testApp);
    const metadata = await saveAndSettle(
      testApp,
      agent,
      'http://169.254.169.254/latest/meta-data/',
    );
    expect(metadata).toMatchObject({
      extractionStatus: 'failed',
      extractionError: PRIVATE_MESSAGE,
    });
    // The same path on a listener the machine really runs.
    const local = await saveAndSettle(
      testApp,
      agent,
      `http://127.0.0.1:${listener.port}/latest/meta-data/`,
    );
    expect(local).toMatchObject({ extractionStatus: 'failed', title: null, text: null });
    expect(listener.hits).toEqual([]);
  });

  const port = () => listener.port;
  it.each([
    (p: number) => `http://127.0.0.1:${p}/`,
    (p: number) => `http://localhost:${p}/`,
    (p: number) => `http://localhost.:${p}/`,
    (p: number) => `http://127.1:${p}/`,
    (p: number) => `http://2130706433:${p}/`,
    (p: number) => `http://0x7f000001:${p}/`,
    (p: number) => `http://0x7f.1:${p}/`,
    (p: number) => `http://0177.0.0.1:${p}/`,
    (p: number) => `http://012.0.0.1:${p}/`,
    (p: number) => `http://0.0.0.0:${p}/`,
    (p: number) => `http://[::]:${p}/`,
    (p: number) => `http://[::1]:${p}/`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/`,
    (p: number) => `http://[::ffff:7f00:1]:${p}/`,
    (p: number) => `http://[::169.254.169.254]:${p}/`,
    (p: number) => `http://[64:ff9b::a9fe:a9fe]:${p}/`,
    (p: number) => `http://[2002:a9fe:a9fe::]:${p}/`,
    (p: number) => `http://[fd00::1]:${p}/`,
    (p: number) => `http://[fe80::1]:${p}/`,
    (p: number) => `http://10.0.0.1:${p}/`,
    (p: number) => `http://172.16.0.1:${p}/`,
    (p: number) => `http://192.168.1.1:${p}/`,
    (p: number) => `http://100.64.0.1:${p}/`,
    (p: number) => `http://198.18.0.1:${p}/`,
  ])('row 2: refuses %s', async (address) => {
    const { agent } = await signUp(testApp);
    const item = await saveAndSettle(testApp, agent, address(port()));
    expect(item).toMatchObject({ extractionStatus: 'failed', extractionError: PRIVATE_MESSAGE });
    expect(item.title).toBeNull();
    expect(listener.hits).toEqual([]);
  });

  it('row 2: refuses an address carrying credentials (user@127.0.0.1) at once', async () => {
    const { agent } = await signUp(testApp);
    const response = await agent
      .post('/api/content')
      .send({ url: `http://user@127.0.0.1:${port()}/` })
      .expect(400);
    expect(response.body).toMatchObject({ message: 'Invalid URL' });
    expect(listener.hits).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'ftp://example.com/file',
    'chrome://settings',
  ])('row 7: refuses %s on create with 400 and a clear message', async (url) => {
    const { agent } = await signUp(testApp);
    const response = await agent.post('/api/content').send({ url }).expect(400);
    expect(response.body).toMatchObject({ message: 'Invalid URL' });
    expect((await agent.get('/api/content').expect(200)).body).toEqual([]);
  });

  it('row 7: an update cannot change the saved address at all', async () => {
    const { agent } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: 'https://example.com/a' })
      .expect(201);
    await agent
      .patch(`/api/content/${saved.body.id}`)
      .send({ url: 'javascript:alert(1)', isRead: true })
      .expect(200);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body.url).toBe('https://example.com/a');
  });
});

describe('SSRF: redirects and limits when a host is allowed for the test', () => {
  let testApp: TestApp;
  let internal: Listener;
  let front: Listener;

  beforeAll(async () => {
    internal = await internalListener();
    // "localhost" stands in for a public site: it is the only allowed name, 127.0.0.1 is not.
    front = await internalListener((request, response) => {
      const url = new URL(request.url ?? '/', 'http://front');
      const status = Number(url.searchParams.get('status'));
      if (url.pathname === '/redirect') {
        response.writeHead(status, { location: `http://127.0.0.1:${internal.port}/admin` });
        return response.end();
      }
      if (url.pathname === '/huge') {
        response.writeHead(200, {
          'content-type': 'text/html',
          'content-length': String(2 * 1024 * 1024 * 1024),
        });
        response.write('<html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        '<title>Healthy page</title><article><p>Still working after the attack.</p></article>',
      );
    });
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: 'localhost' } });
  });
  afterAll(async () => {
    await testApp.close();
    await internal.close();
    await front.close();
  });

  it.each([301, 302, 303, 307, 308])(
    'row 5: a %s to an internal address is refused at that hop; nothing is stored',
    async (status) => {
      const { agent } = await signUp(testApp);
      const item = await saveAndSettle(
        testApp,
        agent,
        `http://localhost:${front.port}/redirect?status=${status}`,
      );
      expect(item).toMatchObject({
        extractionStatus: 'failed',
        extractionError: PRIVATE_MESSAGE,
        title: null,
        text: null,
      });
      expect(internal.hits).toEqual([]);
    },
  );

  it('row 8: a 2 GB body is refused at the size limit and the worker keeps working', async () => {
    const { agent } = await signUp(testApp);
    const huge = await saveAndSettle(testApp, agent, `http://localhost:${front.port}/huge`);
    expect(huge.extractionStatus).toBe('failed');
    expect(huge.extractionError).toBe('The page is larger than the 10 MB limit');
    const next = await saveAndSettle(testApp, agent, `http://localhost:${front.port}/fine`);
    expect(next).toMatchObject({ extractionStatus: 'completed', title: 'Healthy page' });
  });
});
