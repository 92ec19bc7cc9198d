import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_MESSAGES } from '@vault/contracts';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { filesUnder, html, pdf, png } from './media-fixtures.js';

const BUCKET = 'vault-media';
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

/** The same API against S3-compatible object storage: a local s3rver, reached with the real AWS SDK. */
describe('media on S3-compatible storage', () => {
  let server: S3rver;
  let serverDir: string;
  let testApp: TestApp;
  let s3: S3Client;

  beforeAll(async () => {
    serverDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: serverDir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    testApp = await startTestApp({
      env: {
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
    });
  });
  afterAll(async () => {
    s3?.destroy();
    await testApp?.close();
    await server?.close();
    await fs.rm(serverDir, { recursive: true, force: true });
  });

  async function objectKeys(): Promise<string[]> {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  it('stores, serves and deletes files as objects under random keys, nothing on local disk', async () => {
    const { agent, user } = await signUp(testApp);
    await setPlan(testApp, user.id, 'premium', 750);
    const [itemId] = await seedItems(testApp, user.id, [{ title: 'In the bucket' }]);
    const picture = await png(120, 90);
    const document = await pdf(2);

    const { body } = await agent
      .post(`/api/content/${itemId}/media`)
      .attach('files', picture, { filename: 'bucket.png', contentType: 'image/png' })
      .attach('files', document, { filename: 'bucket.pdf', contentType: 'application/pdf' })
      .expect(201);
    const [image, report] = body.attachments as {
      id: number;
      cloudinaryUrl: string;
      thumbnailUrl: string | null;
      width: number;
      pageCount: number;
    }[];
    expect(image).toMatchObject({ width: 120 });
    expect(report).toMatchObject({ pageCount: 2 });
    const keys = await objectKeys();
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => /^[0-9a-f-]{36}(-thumb)?$/.test(key))).toBe(true);
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: keys.find((k) => !k.endsWith('-thumb')) }),
    );
    expect(['image/png', 'application/pdf']).toContain(head.ContentType);
    expect(await filesUnder(path.join(testApp.config.dataDir, 'media'))).toEqual([]);

    const file = await agent
      .get(image!.cloudinaryUrl)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, picture)).toBe(0);
    const part = await agent.get(report!.cloudinaryUrl).set('Range', 'bytes=0-4').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-4/${document.length}`);
    await agent.get(image!.thumbnailUrl!).expect(200).expect('Content-Type', 'image/webp');

    // A refused selection leaves no object behind.
    await agent
      .post(`/api/content/${itemId}/media`)
      .attach('files', picture, { filename: 'ok.png', contentType: 'image/png' })
      .attach('files', html, { filename: 'no.png', contentType: 'image/png' })
      .expect(415);
    expect(await objectKeys()).toEqual(keys);

    await agent.delete(`/api/media/${report!.id}`).expect(204);
    expect(await objectKeys()).toHaveLength(2);
    await agent.delete(`/api/content/${itemId}`).expect(204);
    expect(await objectKeys()).toEqual([]);
  });

  it('answers 503 with the media-service message when the object store cannot be reached', async () => {
    const unreachable = await startTestApp({
      env: { S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: BUCKET, S3_FORCE_PATH_STYLE: 'true' },
    });
    try {
      const { agent, user } = await signUp(unreachable);
      await setPlan(unreachable, user.id, 'pro', 250);
      const [itemId] = await seedItems(unreachable, user.id, [{ title: 'Nowhere to go' }]);
      const response = await agent
        .post(`/api/content/${itemId}/media`)
        .attach('files', await png(10, 10), { filename: 'a.png', contentType: 'image/png' })
        .expect(503);
      expect(response.body).toEqual({
        message: MEDIA_MESSAGES.unavailable,
        code: 'media_unavailable',
      });
      const listed = await agent.get(`/api/content/${itemId}/media`).expect(200);
      expect(listed.body).toEqual([]);
    } finally {
      await unreachable.close();
    }
  });
});
