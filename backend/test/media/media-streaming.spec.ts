import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStorage } from '../../src/modules/media/storage/media-storage.js';
import { seedItems, sql } from '../support/library.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FILE_BYTES = 48 * 1024 * 1024;

/** `bytes` of incompressible data, produced a megabyte at a time (never held whole). */
function filler(bytes: number): Readable {
  const megabyte = randomBytes(1024 * 1024);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const chunk = left >= megabyte.length ? megabyte : megabyte.subarray(0, left);
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

/**
 * Media answers are streamed from storage to the client: a large file costs the server a few
 * buffers, not its size (the controller once read lead images and thumbnails whole into memory,
 * twice, before answering). A client that stops reading holds the server's reading back.
 */
describe('media downloads stream', () => {
  let testApp: TestApp;
  let port: number;
  /** Bytes the server has read from storage so far. */
  let readFromStorage = 0;

  beforeAll(async () => {
    testApp = await startTestApp();
    const server = testApp.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
    port = (server.address() as AddressInfo).port;
    // Counts what the real storage hands out, without changing it.
    const storage = testApp.app.get(MediaStorage);
    const get = storage.get.bind(storage);
    storage.get = async (key, range) => {
      const body = await get(key, range);
      body.on('data', (chunk: Buffer) => {
        readFromStorage += chunk.length;
      });
      return body;
    };
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function account() {
    const username = `streamer${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const registered = await testApp
      .agent()
      .post('/api/register')
      .send({ username, email: `${username}@example.com`, password: 'secret123' })
      .expect(201);
    const cookie = (registered.headers['set-cookie'] as unknown as string[])
      .map((entry) => entry.split(';')[0])
      .join('; ');
    return { id: (registered.body as { id: number }).id, cookie };
  }

  /**
   * Reads the first megabyte, then stops reading for a while (noting how much the server had
   * read from storage by then), then reads the rest.
   */
  function slowDownload(path: string, cookie: string) {
    return new Promise<{
      status: number;
      received: number;
      readWhilePaused: number;
      readLateInPause: number;
    }>((resolve, reject) => {
      http
        .get({ port, path, headers: { cookie } }, (response) => {
          let received = 0;
          let paused = false;
          let readWhilePaused = 0;
          let readLateInPause = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (!paused && received >= 1024 * 1024) {
              paused = true;
              response.pause();
              setTimeout(() => {
                readWhilePaused = readFromStorage;
              }, 1_000);
              setTimeout(() => {
                readLateInPause = readFromStorage - readWhilePaused;
                response.resume();
              }, 1_500);
            }
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              received,
              readWhilePaused,
              readLateInPause,
            }),
          );
          response.on('error', reject);
        })
        .on('error', reject);
    });
  }

  async function storeLarge(key: string): Promise<void> {
    await testApp.app.get(MediaStorage).put(key, filler(FILE_BYTES), {
      size: FILE_BYTES,
      contentType: 'application/octet-stream',
    });
    readFromStorage = 0;
  }

  it('an attachment: the server reads ahead of a stalled client by a few buffers only', async () => {
    const user = await account();
    const [contentId] = await seedItems(testApp, user.id, [{ title: 'With a large file' }]);
    await storeLarge('large-attachment-file');
    const [row] = await sql<{ id: number }>(
      testApp,
      `INSERT INTO media_attachments (user_id, content_id, file_name, file_type, mime_type, file_size, storage_key)
       VALUES ($1, $2, 'large.mp4', 'video', 'video/mp4', $3, 'large-attachment-file') RETURNING id`,
      [user.id, contentId, FILE_BYTES],
    );
    const answer = await slowDownload(`/api/media/${row!.id}/file`, user.cookie);
    expect(answer).toMatchObject({ status: 200, received: FILE_BYTES });
    // The kernel's socket buffers take what the client has not read (on loopback they grow to
    // tcp_rmem's maximum, 32 MB on some machines), then the server's reading stops: it never
    // reads the whole file ahead of the client, and reads nothing more while the client waits.
    expect(answer.readWhilePaused).toBeLessThan(FILE_BYTES);
    expect(answer.readLateInPause).toBe(0);
  }, 120_000);

  it('a stored lead image: streamed the same way', async () => {
    const user = await account();
    const [contentId] = await seedItems(testApp, user.id, [{ title: 'With a large image' }]);
    await storeLarge('lead-large-stream-image');
    await sql(
      testApp,
      `INSERT INTO content_copies (content_id, lead_image_key, lead_image_bytes) VALUES ($1, 'lead-large-stream-image', $2)`,
      [contentId, FILE_BYTES],
    );
    const answer = await slowDownload(`/api/content/${contentId}/image`, user.cookie);
    expect(answer).toMatchObject({ status: 200, received: FILE_BYTES });
    // The kernel's socket buffers take what the client has not read (on loopback they grow to
    // tcp_rmem's maximum, 32 MB on some machines), then the server's reading stops: it never
    // reads the whole file ahead of the client, and reads nothing more while the client waits.
    expect(answer.readWhilePaused).toBeLessThan(FILE_BYTES);
    expect(answer.readLateInPause).toBe(0);
  }, 120_000);
});
