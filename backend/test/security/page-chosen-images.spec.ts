import type { ContentDetail, ContentItem, DataExport } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../media/media-fixtures.js';
import { drainJobs } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 33, finding 10: a page chooses its image addresses, and the fetcher refuses private ones.
 * An address the server did not store must never reach the browser as an image to show: the API
 * hands out only Vault's own copy, the reader view keeps no image of another site, and the
 * Content-Security-Policy lets the app load images from itself only.
 */

/** A private address the fetcher refuses; over https, which the old policy let the browser load. */
const PRIVATE_IMAGE = 'https://10.255.255.1/internal/secret.png';
const TRACKER_IMAGE = 'https://tracker.invalid/pixel.png';

const page = (image: string) => `<!doctype html><html><head><title>Picture page</title>
<meta property="og:image" content="${image}"></head><body><article>
<p>${'Words of an article with pictures in it, enough to be its main text. '.repeat(6)}</p>
<p><img src="${TRACKER_IMAGE}" alt="tracked"> and a picture of the site itself:
<img src="/inline.png" alt="inline"></p>
<p>${'More words after the pictures, so the reader view has an article to show. '.repeat(4)}</p>
</article></body></html>`;

describe('page-chosen images never load in the reader’s browser', () => {
  let testApp: TestApp;
  let server: http.Server;
  let origin: string;
  let picture: Buffer;
  /** Each saved page's og:image, by the page's path (the address itself names no image). */
  const images = new Map<string, string>();

  beforeAll(async () => {
    picture = await png(400, 300);
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fixture.invalid');
      if (url.pathname.endsWith('.png'))
        return void response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(page(images.get(url.pathname) ?? ''));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function save(agent: Awaited<ReturnType<typeof signUp>>['agent'], image: string) {
    const path = `/page-${images.size}`;
    images.set(path, image);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${origin}${path}` })
      .expect(201);
    await drainJobs(testApp);
    return (await agent.get(`/api/content/${saved.body.id}`).expect(200)).body as ContentDetail;
  }

  it('an image the fetcher refused is no display image in the list, the detail or the reader view', async () => {
    const { agent } = await signUp(testApp);
    const item = await save(agent, PRIVATE_IMAGE);
    expect(item.extractionStatus).toBe('completed');
    expect(item.imageUrl).toBeNull();
    const list = (await agent.get('/api/content').expect(200)).body as ContentItem[];
    expect(list.find((entry) => entry.id === item.id)?.imageUrl).toBeNull();
    // The reader view keeps the article and drops images on other sites.
    expect(item.readableHtml).toContain('Words of an article with pictures');
    expect(item.readableHtml).not.toMatch(/<img/);
    for (const answer of [JSON.stringify(item), JSON.stringify(list)]) {
      expect(answer).not.toContain('10.255.255.1');
      expect(answer).not.toContain('tracker.invalid');
    }
    await agent.get(`/api/content/${item.id}/image`).expect(404);
    // The page's address stays the person's data, in their export.
    const exported = (await agent.get('/api/gdpr/export').expect(200)).body as DataExport;
    expect(exported.items.find((entry) => entry.id === item.id)).toMatchObject({
      imageUrl: null,
      imageSourceUrl: PRIVATE_IMAGE,
    });
  });

  it('a stored image is served by Vault itself, and the reader view still drops remote ones', async () => {
    const { agent } = await signUp(testApp);
    const item = await save(agent, `${origin}/lead.png`);
    expect(item.imageUrl).toBe(`/api/content/${item.id}/image`);
    expect(item.metadata.originalImageUrl).toBe(`${origin}/lead.png`);
    expect(item.readableHtml).not.toMatch(/<img/);
    await agent.get(item.imageUrl!).expect(200).expect('Content-Type', 'image/webp');
  });

  it('the Content-Security-Policy loads images and media from the app only', async () => {
    const response = await testApp.agent().get('/api/health').expect(200);
    const csp = response.headers['content-security-policy'] ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(directive('media-src')).toBe("media-src 'self' blob:");
  });
});
