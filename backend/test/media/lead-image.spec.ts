import { DELETE_ACCOUNT_CONFIRMATION } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStorage } from '../../src/modules/media/storage/media-storage.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { html as htmlBytes, png, sidewaysJpeg } from './media-fixtures.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/** Reads a binary answer as a Buffer whatever its type. */
function binary(
  response: { on(event: string, listener: (chunk?: Buffer) => void): void },
  done: (error: Error | null, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

const article = (image: string) => `<!doctype html><html><head><title>With an image</title>
<meta property="og:image" content="${image}"></head><body><article><p>${'Words of the article. '.repeat(20)}</p></article></body></html>`;

describe('lead images', () => {
  let testApp: TestApp;
  let server: http.Server;
  let origin: string;
  const files = new Map<string, { type: string; body: Buffer }>();

  beforeAll(async () => {
    files.set('/wide.png', { type: 'image/png', body: await png(2400, 1200) });
    files.set('/photo.jpg', { type: 'image/jpeg', body: await sidewaysJpeg(800, 600) });
    // Declared an image, but the bytes are a web page.
    files.set('/fake.png', { type: 'image/png', body: htmlBytes });
    server = http.createServer((request, response) => {
      const path = request.url ?? '';
      const file = files.get(path);
      if (file) return void response.writeHead(200, { 'content-type': file.type }).end(file.body);
      if (path.startsWith('/page'))
        return void response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(article(new URL(path, 'http://x').searchParams.get('image') ?? ''));
      response.writeHead(404).end();
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

  async function saveWithImage(agent: Agent, image: string) {
    const saved = await agent
      .post('/api/content')
      .send({ url: `${origin}/page-${Math.random()}?image=${encodeURIComponent(image)}` })
      .expect(201);
    await drainJobs(testApp);
    return (await agent.get(`/api/content/${saved.body.id}`).expect(200)).body as {
      id: number;
      imageUrl: string | null;
      metadata: { originalImageUrl?: string };
    };
  }

  const download = (agent: Agent, url: string) => agent.get(url).buffer(true).parse(binary);

  async function storedKey(contentId: number): Promise<string | null> {
    const rows = await sql<{ lead_image_key: string | null }>(
      testApp,
      'SELECT lead_image_key FROM content_copies WHERE content_id = $1',
      [contentId],
    );
    return rows[0]?.lead_image_key ?? null;
  }

  it('stores a PNG as WebP at most 1600 px wide, served to its owner only', async () => {
    const { agent } = await signUp(testApp);
    const item = await saveWithImage(agent, `${origin}/wide.png`);
    expect(item.imageUrl).toBe(`/api/content/${item.id}/image`);
    expect(item.metadata.originalImageUrl).toBe(`${origin}/wide.png`);

    const image = await download(agent, item.imageUrl as string).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const stranger = await signUp(testApp);
    await stranger.agent.get(item.imageUrl as string).expect(404);
    await testApp
      .agent()
      .get(item.imageUrl as string)
      .expect(401);
  });

  it('stores a JPEG upright, without enlarging it', async () => {
    const { agent } = await signUp(testApp);
    const item = await saveWithImage(agent, `${origin}/photo.jpg`);
    const image = await download(agent, item.imageUrl as string).expect(200);
    // The fixture is 800×600 turned by its EXIF orientation: stored upright, 600 wide.
    expect(await sharp(image.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 800,
    });
  });

  it('shows no image when the image is not an image or cannot be fetched', async () => {
    const { agent } = await signUp(testApp);
    for (const address of [`${origin}/fake.png`, `${origin}/missing.png`]) {
      const item = await saveWithImage(agent, address);
      // The page's address is never handed out for the browser to load.
      expect(item.imageUrl).toBeNull();
      expect(item.metadata.originalImageUrl).toBeUndefined();
      expect(await storedKey(item.id)).toBeNull();
      await agent.get(`/api/content/${item.id}/image`).expect(404);
    }
  });

  it('removes the stored image with its item and with its account', async () => {
    const storage = testApp.app.get(MediaStorage);
    const { agent } = await signUp(testApp);
    const item = await saveWithImage(agent, `${origin}/wide.png`);
    const key = (await storedKey(item.id)) as string;
    await expect(storage.get(key)).resolves.toBeDefined();
    await agent.delete(`/api/content/${item.id}`).expect(204);
    await expect(storage.get(key)).rejects.toThrow(/No stored media/);

    const leaving = await signUp(testApp);
    const kept = await saveWithImage(leaving.agent, `${origin}/wide.png`);
    const keptKey = (await storedKey(kept.id)) as string;
    await expect(storage.get(keptKey)).resolves.toBeDefined();
    await leaving.agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: DELETE_ACCOUNT_CONFIRMATION, password: 'secret123' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    await expect(storage.get(keptKey)).rejects.toThrow(/No stored media/);
  });
});
