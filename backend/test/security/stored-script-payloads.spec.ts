import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Rows 9 and 10 on the server side: an extracted page keeps no markup, script or script URL, and
 * text fields carrying markup come back exactly as typed, as JSON text (the webapp shows them as
 * text: webapp/e2e/security/stored-script-payloads.spec.ts).
 */

const PAYLOAD = '"><img src=x onerror=alert(1)>';

const HOSTILE_PAGE = `<!doctype html><html><head>
<title>Hostile page</title>
<meta property="og:image" content="javascript:alert('og')">
<meta name="author" content="<script>alert('author')</script>Eve">
<script>alert('head')</script>
</head><body><article>
<h1>Hostile page</h1>
<p>Readable words before the payloads, enough of them to count as the article's main text.</p>
<script>alert('body')</script>
<img src="x" onerror="alert('img')">
<svg onload="alert('svg')"><circle r="1"/></svg>
<p><a href="javascript:alert('link')">a link that runs script</a> and more ordinary prose after it.</p>
<iframe src="javascript:alert('frame')"></iframe>
<p onclick="alert('click')">Closing paragraph with an inline handler on it.</p>
</article></body></html>`;

describe('script payloads in stored content', () => {
  let testApp: TestApp;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(HOSTILE_PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('row 9: an extracted article is stored without markup, scripts or script URLs', async () => {
    const { agent } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${origin}/hostile` })
      .expect(201);
    await drainJobs(testApp);
    const { body: item } = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.extractionStatus).toBe('completed');
    expect(item.text).toContain('Readable words before the payloads');
    expect(item.text).toContain('a link that runs script');
    const stored = JSON.stringify({
      title: item.title,
      author: item.author,
      text: item.text,
      imageUrl: item.imageUrl,
      metadata: item.metadata,
    });
    for (const forbidden of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      '<svg',
      '<iframe',
    ]) {
      expect(stored, forbidden).not.toContain(forbidden);
    }
    // Script elements' code is not text of the page.
    expect(item.text).not.toContain("alert('body')");
    expect(item.text).not.toContain("alert('head')");
    expect(item.imageUrl).toBeNull();
  });

  it('row 10: title-like fields carrying markup come back exactly as typed, as text', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 250);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${origin}/typed`, title: PAYLOAD })
      .expect(201);
    await drainJobs(testApp);
    const patched = await agent
      .patch(`/api/content/${saved.body.id}`)
      .send({ quickNote: PAYLOAD, customTags: [PAYLOAD.slice(0, 30)] });
    expect([200, 400]).toContain(patched.status);
    const detail = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    if (patched.status === 200) expect(detail.body.quickNote).toBe(PAYLOAD);
    // The data export is JSON, downloaded as a file: markup stays inert text there too.
    const exported = await agent.get('/api/gdpr/export').expect(200);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toMatch(/^attachment;/);
    expect(exported.headers['x-content-type-options']).toBe('nosniff');
  });

  it('row 10: a board name and profile names carrying markup are stored as text', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'pro', 250);
    const board = await agent.post('/api/kanban/boards').send({ name: PAYLOAD }).expect(201);
    expect(board.body.name).toBe(PAYLOAD);
    const profile = await agent
      .patch('/api/auth/user')
      .send({ firstName: PAYLOAD, lastName: '<script>alert(1)</script>' })
      .expect(200);
    expect(profile.body).toMatchObject({
      firstName: PAYLOAD,
      lastName: '<script>alert(1)</script>',
    });
  });

  it('row 10: a username carrying markup is refused at sign-up', async () => {
    const response = await testApp
      .agent()
      .post('/api/register')
      .send({ username: PAYLOAD, email: 'markup@example.com', password: 'secret123' })
      .expect(400);
    expect(response.body.message).toMatch(/username/i);
  });
});
