import {
  type ContentDetail,
  DELETE_ACCOUNT_CONFIRMATION,
  type StorageUsage,
} from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recleanBatch } from '../../src/modules/content/reclean.processor.js';
import { MediaStorage } from '../../src/modules/media/storage/media-storage.js';
import { drainJobs, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { mp4, png } from '../media/media-fixtures.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

function binary(
  response: { on(event: string, listener: (chunk?: Buffer) => void): void },
  done: (error: Error | null, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A media site that can be stopped, so a test can show Vault's copies outlive it. */
interface MediaSite {
  origin: string;
  hits: Map<string, number>;
  stop(): Promise<void>;
}

const PROSE =
  '<p>A post of pictures with enough words to be read as the main text of the page. </p>';

/**
 * A post page declaring its media the Open Graph way (several images and a video file), with
 * images in its text for the reader view.
 */
function postPage(origin: string, images: string[], extra: string[] = [], readerImages = images) {
  return `<!doctype html><html lang="en"><head><title>A gallery post</title>
${images.map((image) => `<meta property="og:image" content="${image}">`).join('\n')}
<meta property="og:video" content="${origin}/files/clip.mp4"><meta property="og:video:type" content="video/mp4">
${extra.join('\n')}
</head><body><article><h1>A gallery post</h1>${PROSE.repeat(6)}
${readerImages.map((image) => `<figure><img src="${image}" alt="A picture"><figcaption>Seen on the walk.</figcaption></figure>`).join('\n')}
${PROSE.repeat(3)}</article></body></html>`;
}

async function startMediaSite(
  files: Map<string, { type: string; body: Buffer }>,
): Promise<MediaSite> {
  const hits = new Map<string, number>();
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/refused.png') return void response.writeHead(403).end('no');
    if (url.pathname === '/files/huge.mp4') {
      // Declares more than the video cap; the download stops before reading any of it.
      response.writeHead(200, {
        'content-type': 'video/mp4',
        'content-length': String(300 * 1024 * 1024),
      });
      return void response.end();
    }
    const file = files.get(url.pathname);
    if (file) return void response.writeHead(200, { 'content-type': file.type }).end(file.body);
    if (url.pathname.startsWith('/post')) {
      const images = (url.searchParams.get('images') ?? '').split(',').filter(Boolean);
      const extra =
        (url.searchParams.get('video') ?? '') === 'huge'
          ? [`<meta property="og:video" content="${origin}/files/huge.mp4">`]
          : [];
      const page = postPage(
        origin,
        images
          .map((image) => `${origin}${image}`)
          .concat((url.searchParams.get('also') ?? '').split(',').filter(Boolean)),
        extra,
      );
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('stored media: a saved post keeps its files', () => {
  let testApp: TestApp;
  let site: MediaSite;
  const files = new Map<string, { type: string; body: Buffer }>();
  const video = mp4({ timescale: 1000, duration: 4000, width: 640, height: 360 });

  beforeAll(async () => {
    files.set('/files/red.png', { type: 'image/png', body: await png(320, 200) });
    files.set('/files/wide.png', { type: 'image/png', body: await png(800, 300) });
    files.set('/files/tall.png', { type: 'image/png', body: await png(200, 500) });
    files.set('/files/clip.mp4', { type: 'video/mp4', body: video });
    site = await startMediaSite(files);
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await site.stop().catch(() => undefined);
  });

  async function save(agent: Agent, query: string): Promise<ContentDetail> {
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/post-${Math.random()}?${query}` })
      .expect(201);
    await drainJobs(testApp);
    return (await agent.get(`/api/content/${saved.body.id}`).expect(200)).body as ContentDetail;
  }

  async function pro() {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'pro', 250);
    return account;
  }

  const download = (agent: Agent, url: string) => agent.get(url).buffer(true).parse(binary);
  const storedCount = async (userId: number) =>
    Number(
      (
        await sql<{ n: string }>(
          testApp,
          'SELECT count(*) AS n FROM stored_files WHERE user_id = $1',
          [userId],
        )
      )[0]!.n,
    );

  it('keeps a post’s images, video and reader images, served by Vault after the site stops', async () => {
    const { agent, user } = await pro();
    const item = await save(agent, 'images=/files/red.png,/files/wide.png,/files/tall.png');
    expect(item.extractionStatus).toBe('completed');
    expect(item.media.map((entry) => [entry.kind, entry.originalUrl])).toEqual([
      ['image', `${site.origin}/files/red.png`],
      ['image', `${site.origin}/files/wide.png`],
      ['image', `${site.origin}/files/tall.png`],
      ['video', `${site.origin}/files/clip.mp4`],
    ]);
    for (const entry of item.media) {
      expect(entry.storedUrl).toMatch(/^\/api\/media\/stored\/\d+$/);
      expect(entry.notKeptReason).toBeNull();
    }
    expect(item.media[1]).toMatchObject({ mimeType: 'image/png', width: 800, height: 300 });
    expect(item.media[3]).toMatchObject({
      mimeType: 'video/mp4',
      bytes: video.length,
      duration: 4,
    });
    expect(item.media[3]?.storedPosterUrl).toBe(item.media[0]?.storedUrl);
    expect(item.metadata.mediaNotKept).toBeUndefined();
    // The reader view's images point at Vault's copies, not the site.
    expect(item.readableHtml).toContain(`src="${item.media[0]?.storedUrl}"`);
    expect(item.readableHtml).not.toContain(site.origin);

    await site.stop();
    const image = await download(agent, item.media[1]!.storedUrl!).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.body as Buffer, files.get('/files/wide.png')!.body)).toBe(0);

    // Video seeking: one range of the stored file.
    const part = await download(agent, item.media[3]!.storedUrl!)
      .set('Range', 'bytes=100-199')
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(part.body as Buffer, video.subarray(100, 200))).toBe(0);
    await agent.get(item.media[3]!.storedUrl!).set('Range', `bytes=${video.length}-`).expect(416);

    // The reader's images load from Vault too.
    const readerSource = /src="(\/api\/media\/stored\/\d+)"/.exec(item.readableHtml ?? '')?.[1];
    await download(agent, readerSource!).expect(200);

    // Only the owner: anyone else gets the answer of an unknown id.
    const stranger = await signUp(testApp);
    await stranger.agent.get(item.media[0]!.storedUrl!).expect(404);
    await testApp.agent().get(item.media[0]!.storedUrl!).expect(401);

    // The allowance counts the files and the page's saved copy (Pro keeps one).
    const bytes = [...files.values()].reduce((sum, file) => sum + file.body.length, 0);
    await expect
      .poll(async () => {
        const usage = (await agent.get('/api/storage').expect(200)).body as StorageUsage;
        const [copy] = await sql<{ bytes: string }>(
          testApp,
          `SELECT COALESCE(SUM(COALESCE(compressed_bytes, 0) + COALESCE(screenshot_bytes, 0)), 0)
                  AS bytes FROM page_copies WHERE user_id = $1`,
          [user.id],
        );
        return { ...usage, usedBytes: usage.usedBytes - Number(copy?.bytes ?? 0) };
      })
      .toEqual({ usedBytes: bytes, allowanceBytes: 10 * 1024 ** 3, files: 4 });
    expect(await storedCount(user.id)).toBe(4);

    // Re-cleaning the text from the reader HTML keeps the stored addresses.
    const dataSource = testApp.app.get<DataSource>(getDataSourceToken());
    await recleanBatch(dataSource, 0, new Logger('test'));
    const after = (await agent.get(`/api/content/${item.id}`).expect(200)).body as ContentDetail;
    expect(after.readableHtml).toBe(item.readableHtml);

    site = await startMediaSite(files);
  });

  it('stores the same file once for two items, and removes it with the last one', async () => {
    const storage = testApp.app.get(MediaStorage);
    const { agent, user } = await pro();
    const first = await save(agent, 'images=/files/red.png,/files/wide.png');
    const second = await save(agent, 'images=/files/wide.png,/files/red.png');
    expect(await storedCount(user.id)).toBe(3);
    expect(second.media[0]?.storedUrl).toBe(first.media[1]?.storedUrl);
    const keys = await sql<{ storage_key: string }>(
      testApp,
      'SELECT storage_key FROM stored_files WHERE user_id = $1',
      [user.id],
    );

    await agent.delete(`/api/content/${first.id}`).expect(204);
    expect(await storedCount(user.id)).toBe(3);
    await download(agent, second.media[0]!.storedUrl!).expect(200);

    await agent.delete(`/api/content/${second.id}`).expect(204);
    expect(await storedCount(user.id)).toBe(0);
    for (const { storage_key } of keys)
      await expect(storage.get(storage_key)).rejects.toThrow(/No stored media/);
    await agent.get(second.media[0]!.storedUrl!).expect(404);
  });

  it('says why a file was not kept: private address, refusal, size; the text is saved', async () => {
    const { agent } = await pro();
    const port = new URL(site.origin).port;
    const privateImage = `http://localhost:${port}/files/red.png`;
    const before = site.hits.get('/files/red.png') ?? 0;
    const item = await save(
      agent,
      `images=/files/tall.png,/refused.png&video=huge&also=${encodeURIComponent(privateImage)}`,
    );
    expect(item.extractionStatus).toBe('completed');
    expect(item.text).toContain('A post of pictures');
    const reasons = Object.fromEntries(
      item.media.map((entry) => [entry.originalUrl, entry.notKeptReason]),
    );
    expect(reasons).toEqual({
      [`${site.origin}/files/tall.png`]: null,
      [`${site.origin}/refused.png`]: 'The site refused the download',
      [privateImage]: 'The address points to a private network',
      [`${site.origin}/files/clip.mp4`]: null,
      [`${site.origin}/files/huge.mp4`]: 'Larger than 200 MB',
    });
    // The private address was never asked.
    expect(site.hits.get('/files/red.png') ?? 0).toBe(before);
    expect(item.metadata.mediaNotKept).toBe(
      '3 files not kept: The site refused the download; The address points to a private network; Larger than 200 MB',
    );
    // The card (the list) carries the notice too.
    const list = (await agent.get('/api/content').expect(200)).body as {
      id: number;
      metadata: { mediaNotKept?: string };
    }[];
    expect(list.find((entry) => entry.id === item.id)?.metadata.mediaNotKept).toMatch(
      /^3 files not kept/,
    );
  });

  it('keeps nothing more once the allowance is used, and saves the text', async () => {
    const { agent, user } = await pro();
    // Ten gigabytes already kept (a row standing for earlier saves).
    await sql(
      testApp,
      `INSERT INTO stored_files (user_id, kind, sha256, bytes, mime_type, storage_key, original_url)
       VALUES ($1, 'post-media', repeat('a', 64), $2, 'video/mp4', 'earlier-file-key', 'https://earlier.test/v.mp4')`,
      [user.id, 10 * 1024 ** 3],
    );
    const item = await save(agent, 'images=/files/red.png,/files/wide.png');
    expect(item.text).toContain('A post of pictures');
    for (const entry of item.media) {
      expect(entry.storedUrl).toBeNull();
      expect(entry.notKeptReason).toBe('Storage allowance full: 10 GB of 10 GB used');
    }
    // The reader images are left out as before, never hot-linked.
    expect(item.readableHtml).not.toContain('<img');
    expect(item.metadata.mediaNotKept).toBe(
      '5 files not kept: Storage allowance full: 10 GB of 10 GB used',
    );
    await sql(testApp, `DELETE FROM stored_files WHERE storage_key = 'earlier-file-key'`);
  });

  it('keeps the lead image only on the free plan, downloading nothing else', async () => {
    const { agent, user } = await signUp(testApp);
    const before = site.hits.get('/files/tall.png') ?? 0;
    const item = await save(agent, 'images=/files/wide.png,/files/tall.png');
    // The lead image is Vault's own copy, as on every plan.
    expect(item.imageUrl).toBe(`/api/content/${item.id}/image`);
    for (const entry of item.media) {
      expect(entry.storedUrl).toBeNull();
      expect(entry.notKeptReason).toBe('Your plan keeps the lead image only');
    }
    expect(site.hits.get('/files/tall.png') ?? 0).toBe(before);
    expect(item.readableHtml).not.toContain('<img');
    expect(await storedCount(user.id)).toBe(0);
    const usage = (await agent.get('/api/storage').expect(200)).body as StorageUsage;
    expect(usage).toEqual({ usedBytes: 0, allowanceBytes: 0, files: 0 });
  });

  it('lists the files in the export and removes them with the account', async () => {
    const storage = testApp.app.get(MediaStorage);
    const { agent, user } = await pro();
    const item = await save(agent, 'images=/files/red.png,/files/tall.png');
    const exported = (await agent.get('/api/gdpr/export').expect(200)).body as {
      storedFiles: { originalUrl: string; downloadPath: string; sha256: string; bytes: number }[];
    };
    expect(exported.storedFiles.map((file) => file.originalUrl).sort()).toEqual(
      [
        `${site.origin}/files/clip.mp4`,
        `${site.origin}/files/red.png`,
        `${site.origin}/files/tall.png`,
      ].sort(),
    );
    expect(exported.storedFiles.map((file) => file.downloadPath)).toContain(
      item.media[0]?.storedUrl,
    );
    const keys = await sql<{ storage_key: string }>(
      testApp,
      'SELECT storage_key FROM stored_files WHERE user_id = $1',
      [user.id],
    );
    expect(keys).toHaveLength(3);
    await agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: DELETE_ACCOUNT_CONFIRMATION, password: 'secret123' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    for (const { storage_key } of keys)
      await expect(storage.get(storage_key)).rejects.toThrow(/No stored media/);
    expect(await storedCount(user.id)).toBe(0);
  });
});
