import { type DataExport, MEDIA_MESSAGES } from '@vault/contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaService } from '../../src/modules/media/media.service.js';
import { seedItems, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import {
  filesUnder,
  html,
  mp4,
  pdf,
  pixelBombPng,
  png,
  sidewaysJpeg,
  webm,
} from './media-fixtures.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

interface Attachment {
  id: number;
  contentId: number;
  fileName: string;
  fileType: string;
  mimeType: string;
  fileSize: number;
  cloudinaryUrl: string;
  thumbnailUrl: string | null;
  duration: number | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
}

/** Reads a binary answer as a Buffer whatever its type (supertest only buffers known types). */
function binary(
  response: { on(event: string, listener: (chunk?: Buffer) => void): void },
  done: (error: Error | null, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('media attachments', () => {
  let testApp: TestApp;
  let mediaDir: string;
  let uploadTempDir: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    mediaDir = path.join(testApp.config.dataDir, 'media');
    uploadTempDir = path.join(testApp.config.dataDir, 'tmp', 'media-uploads');
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function proUserWithItem(title = 'With media') {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'pro', 250);
    const [itemId] = await seedItems(testApp, account.user.id, [{ title }]);
    return { ...account, itemId };
  }

  function upload(agent: Agent, itemId: number, files: [Buffer, string, string][]) {
    const request = agent.post(`/api/content/${itemId}/media`);
    for (const [bytes, filename, contentType] of files) {
      request.attach('files', bytes, { filename, contentType });
    }
    return request;
  }

  const download = (agent: Agent, url: string) => agent.get(url).buffer(true).parse(binary);

  async function rowsOf(itemId: number) {
    return sql(testApp, 'SELECT id FROM media_attachments WHERE content_id = $1', [itemId]);
  }

  it('uploads several files in one request and reads their metadata from the bytes', async () => {
    const { agent, itemId } = await proUserWithItem();
    const response = await upload(agent, itemId, [
      [await png(800, 600), 'holiday.png', 'image/png'],
      [await sidewaysJpeg(400, 300), 'sideways.jpg', 'image/jpeg'],
      [mp4({ timescale: 1000, duration: 2500, width: 320, height: 240 }), 'clip.mp4', 'video/mp4'],
      [
        mp4({
          brand: 'qt  ',
          timescale: 600,
          duration: 1800,
          width: 1920,
          height: 1080,
          quarterTurn: true,
        }),
        'phone.mov',
        'video/quicktime',
      ],
      [webm({ durationMs: 1500, width: 640, height: 360 }), 'screen.webm', 'video/webm'],
      [await pdf(3), 'report.pdf', 'application/pdf'],
    ]).expect(201);

    const attachments = response.body.attachments as Attachment[];
    expect(attachments.map((a) => [a.fileName, a.fileType, a.mimeType])).toEqual([
      ['holiday.png', 'image', 'image/png'],
      ['sideways.jpg', 'image', 'image/jpeg'],
      ['clip.mp4', 'video', 'video/mp4'],
      ['phone.mov', 'video', 'video/quicktime'],
      ['screen.webm', 'video', 'video/webm'],
      ['report.pdf', 'document', 'application/pdf'],
    ]);
    const [image, sideways, clip, phone, screen, report] = attachments;
    expect(image).toMatchObject({ width: 800, height: 600, duration: null, pageCount: null });
    expect(image?.thumbnailUrl).toBe(`/api/media/${image?.id}/thumbnail`);
    expect(image?.cloudinaryUrl).toBe(`/api/media/${image?.id}/file`);
    expect(sideways).toMatchObject({ width: 300, height: 400 });
    expect(clip).toMatchObject({ duration: 2.5, width: 320, height: 240, thumbnailUrl: null });
    expect(phone).toMatchObject({ duration: 3, width: 1080, height: 1920 });
    expect(screen).toMatchObject({ duration: 1.5, width: 640, height: 360 });
    expect(report).toMatchObject({ pageCount: 3, width: null, thumbnailUrl: null });

    const listed = await agent.get(`/api/content/${itemId}/media`).expect(200);
    expect((listed.body as Attachment[]).map((a) => a.id)).toEqual(attachments.map((a) => a.id));
    const item = await agent.get(`/api/content/${itemId}`).expect(200);
    expect(item.body.hasAttachments).toBe(true);
    // Stored under random keys, never under the uploader's names; temporary files are gone.
    const stored = await filesUnder(mediaDir);
    expect(stored.length).toBeGreaterThanOrEqual(8);
    expect(stored.some((file) => /holiday|report|clip/.test(file))).toBe(false);
    expect(await filesUnder(uploadTempDir)).toEqual([]);
  });

  it('serves files to their owner with their checked type, a safe disposition and nosniff', async () => {
    const { agent, itemId } = await proUserWithItem();
    const picture = await png(64, 48);
    const document = await pdf(1);
    const clip = mp4({ timescale: 1000, duration: 1000, width: 16, height: 16 });
    const { body } = await upload(agent, itemId, [
      [picture, 'my "photo".png', 'image/png'],
      [document, 'notes.pdf', 'application/pdf'],
      [clip, 'clip.mp4', 'video/mp4'],
    ]).expect(201);
    const [image, pdfFile, video] = body.attachments as Attachment[];

    const file = await download(agent, image!.cloudinaryUrl).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="my _photo_.png"; filename*=UTF-8''my%20%22photo%22.png`,
    );
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(file.body as Buffer, picture)).toBe(0);

    const thumbnail = await download(agent, image!.thumbnailUrl!).expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const thumbnailInfo = await sharp(thumbnail.body as Buffer).metadata();
    expect([thumbnailInfo.format, thumbnailInfo.width, thumbnailInfo.height]).toEqual([
      'webp',
      64,
      48,
    ]);

    const pdfAnswer = await download(agent, pdfFile!.cloudinaryUrl).expect(200);
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    expect(pdfAnswer.headers['content-disposition']).toMatch(/^attachment; filename="notes.pdf"/);
    expect(Buffer.compare(pdfAnswer.body as Buffer, document)).toBe(0);
    await agent.get(`/api/media/${pdfFile!.id}/thumbnail`).expect(404);

    // Video players seek with ranges.
    const part = await download(agent, video!.cloudinaryUrl).set('Range', 'bytes=4-11').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${clip.length}`);
    expect((part.body as Buffer).toString('latin1')).toBe('ftypisom');
    await agent.get(video!.cloudinaryUrl).set('Range', `bytes=${clip.length}-`).expect(416);
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name and declared type', async () => {
    const { agent, itemId } = await proUserWithItem();
    const response = await upload(agent, itemId, [[html, 'cat.png', 'image/png']]).expect(415);
    expect(response.body).toEqual({
      message: MEDIA_MESSAGES.invalidType,
      code: 'invalid_file_type',
    });
    // An SVG is markup too, and an image sharp cannot decode is not an image.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await upload(agent, itemId, [[svg, 'logo.png', 'image/png']]).expect(415);
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(100)]);
    await upload(agent, itemId, [[broken, 'broken.png', 'image/png']]).expect(415);
    await upload(agent, itemId, [[Buffer.alloc(0), 'empty.png', 'image/png']]).expect(415);
    await upload(agent, itemId, [[pixelBombPng(), 'bomb.png', 'image/png']]).expect(415);
    expect(await rowsOf(itemId)).toEqual([]);
  });

  it('stores nothing when one file of a selection is refused', async () => {
    const { agent, itemId } = await proUserWithItem();
    const before = await filesUnder(mediaDir);
    const response = await upload(agent, itemId, [
      [await png(20, 20), 'good.png', 'image/png'],
      [await pdf(1), 'good.pdf', 'application/pdf'],
      [html, 'bad.jpg', 'image/jpeg'],
    ]).expect(415);
    expect(response.body.message).toBe(MEDIA_MESSAGES.invalidType);
    expect(await rowsOf(itemId)).toEqual([]);
    expect(await filesUnder(mediaDir)).toEqual(before);
    expect(await filesUnder(uploadTempDir)).toEqual([]);
    const item = await agent.get(`/api/content/${itemId}`).expect(200);
    expect(item.body.hasAttachments).toBe(false);
  });

  it('refuses a file over 50 MB while it streams, keeping nothing on disk', async () => {
    const { agent, itemId } = await proUserWithItem();
    const before = await filesUnder(mediaDir);
    const bigPath = path.join(testApp.config.dataDir, 'big-upload.png');
    // A sparse 51 MB file that starts like a PNG, streamed from disk by the client.
    const handle = await fs.open(bigPath, 'w');
    await handle.write(await png(8, 8), 0);
    await handle.truncate(51 * 1024 * 1024);
    await handle.close();
    try {
      const response = await agent
        .post(`/api/content/${itemId}/media`)
        .attach('files', await png(10, 10), { filename: 'small.png', contentType: 'image/png' })
        .attach('files', bigPath, { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(response.body).toEqual({ message: MEDIA_MESSAGES.tooLarge, code: 'file_too_large' });
    } finally {
      await fs.rm(bigPath, { force: true });
    }
    expect(await rowsOf(itemId)).toEqual([]);
    expect(await filesUnder(mediaDir)).toEqual(before);
    expect(await filesUnder(uploadTempDir)).toEqual([]);
  });

  it('takes exactly 50 MB, and refuses more than ten files or none', async () => {
    const { agent, itemId } = await proUserWithItem();
    const exact = Buffer.alloc(50 * 1024 * 1024);
    (await pdf(1)).copy(exact);
    const ok = await upload(agent, itemId, [[exact, 'exact.pdf', 'application/pdf']]).expect(201);
    expect(ok.body.attachments[0].fileSize).toBe(50 * 1024 * 1024);

    const tiny = await png(2, 2);
    const eleven = Array.from({ length: 11 }, (_, i): [Buffer, string, string] => [
      tiny,
      `${i}.png`,
      'image/png',
    ]);
    const tooMany = await upload(agent, itemId, eleven).expect(413);
    expect(tooMany.body.code).toBe('too_many_files');
    const none = await agent
      .post(`/api/content/${itemId}/media`)
      .field('note', 'no file')
      .expect(400);
    expect(none.body.message).toBe(MEDIA_MESSAGES.noFiles);
    await agent.post(`/api/content/${itemId}/media`).send({ files: [] }).expect(400);
    expect(await rowsOf(itemId)).toHaveLength(1);
  });

  it('is a paid feature for uploads; free users still list, download and delete what they have', async () => {
    const { agent, user, itemId } = await proUserWithItem();
    const { body } = await upload(agent, itemId, [
      [await png(30, 30), 'kept.png', 'image/png'],
    ]).expect(201);
    const [kept] = body.attachments as Attachment[];
    await setPlan(testApp, user.id, 'free', 10);

    const refused = await upload(agent, itemId, [
      [await png(30, 30), 'more.png', 'image/png'],
    ]).expect(403);
    expect(refused.body).toEqual({
      message: 'Media attachments are part of the Pro and Premium plans. Upgrade to add them.',
      code: 'upgrade_required',
    });
    const listed = await agent.get(`/api/content/${itemId}/media`).expect(200);
    expect(listed.body).toHaveLength(1);
    await download(agent, kept!.cloudinaryUrl).expect(200);
    await agent.delete(`/api/media/${kept!.id}`).expect(204);
    expect(await rowsOf(itemId)).toEqual([]);

    // A past-due subscription counts as free.
    await setPlan(testApp, user.id, 'premium', 750);
    await sql(testApp, "UPDATE users SET subscription_status = 'past_due' WHERE id = $1", [
      user.id,
    ]);
    await upload(agent, itemId, [[await png(30, 30), 'x.png', 'image/png']]).expect(403);
    await sql(testApp, "UPDATE users SET subscription_status = 'active' WHERE id = $1", [user.id]);
    await upload(agent, itemId, [[await png(30, 30), 'x.png', 'image/png']]).expect(201);
  });

  it("answers 404 for another user's item and media, exactly as for unknown ids", async () => {
    const owner = await proUserWithItem();
    const { body } = await upload(owner.agent, owner.itemId, [
      [await png(30, 30), 'private.png', 'image/png'],
    ]).expect(201);
    const [secret] = body.attachments as Attachment[];
    const other = await proUserWithItem('Other');
    const unknown = 2_000_000_000;

    const pairs: [string, (id: number) => ReturnType<Agent['get']>][] = [
      ['list', (id) => other.agent.get(`/api/content/${id}/media`)],
      ['upload', (id) => upload(other.agent, id, [[html, 'x.png', 'image/png']])],
    ];
    for (const [, call] of pairs) {
      const theirs = await call(owner.itemId).expect(404);
      const missing = await call(unknown).expect(404);
      expect(theirs.text).toBe(missing.text);
    }
    const mediaCalls: ((id: number) => ReturnType<Agent['get']>)[] = [
      (id) => other.agent.get(`/api/media/${id}/file`),
      (id) => other.agent.get(`/api/media/${id}/thumbnail`),
      (id) => other.agent.delete(`/api/media/${id}`),
    ];
    for (const call of mediaCalls) {
      const theirs = await call(secret!.id).expect(404);
      const missing = await call(unknown).expect(404);
      expect(theirs.text).toBe(missing.text);
    }
    expect(await rowsOf(owner.itemId)).toHaveLength(1);
    await testApp.agent().get(`/api/media/${secret!.id}/file`).expect(401);
  });

  it('deleting an attachment removes its files; the Media marker follows the last one', async () => {
    const { agent, itemId } = await proUserWithItem();
    const before = await filesUnder(mediaDir);
    const { body } = await upload(agent, itemId, [
      [await png(30, 30), 'one.png', 'image/png'],
      [await pdf(1), 'two.pdf', 'application/pdf'],
    ]).expect(201);
    const [one, two] = body.attachments as Attachment[];
    expect((await filesUnder(mediaDir)).length).toBe(before.length + 3);

    await agent.delete(`/api/media/${one!.id}`).expect(204);
    await agent.delete(`/api/media/${one!.id}`).expect(404);
    await agent.get(one!.cloudinaryUrl).expect(404);
    expect((await filesUnder(mediaDir)).length).toBe(before.length + 1);
    expect((await agent.get(`/api/content/${itemId}`)).body.hasAttachments).toBe(true);

    await agent.delete(`/api/media/${two!.id}`).expect(204);
    expect(await filesUnder(mediaDir)).toEqual(before);
    expect((await agent.get(`/api/content/${itemId}`)).body.hasAttachments).toBe(false);
  });

  it("deleting an item removes its attachments' rows and stored files", async () => {
    const { agent, itemId } = await proUserWithItem();
    const before = await filesUnder(mediaDir);
    await upload(agent, itemId, [
      [await png(30, 30), 'a.png', 'image/png'],
      [await pdf(2), 'b.pdf', 'application/pdf'],
    ]).expect(201);
    expect((await filesUnder(mediaDir)).length).toBe(before.length + 3);
    await agent.delete(`/api/content/${itemId}`).expect(204);
    expect(await rowsOf(itemId)).toEqual([]);
    expect(await filesUnder(mediaDir)).toEqual(before);
  });

  it('puts attachments in the data export and removes their files with the account', async () => {
    const { agent, user, itemId } = await proUserWithItem();
    const [secondItem] = await seedItems(testApp, user.id, [{ title: 'Second' }]);
    await upload(agent, itemId, [[await png(30, 30), 'a.png', 'image/png']]).expect(201);
    await upload(agent, secondItem, [[await pdf(4), 'b.pdf', 'application/pdf']]).expect(201);
    const other = await proUserWithItem('Untouched');
    await upload(other.agent, other.itemId, [[await png(30, 30), 'c.png', 'image/png']]).expect(
      201,
    );
    const before = await filesUnder(mediaDir);
    const media = testApp.app.get(MediaService);

    const exported = (await agent.get('/api/gdpr/export').expect(200)).body as DataExport;
    expect(
      exported.media.map((entry) => [entry.contentId, entry.fileName, entry.pageCount]),
    ).toEqual([
      [itemId, 'a.png', null],
      [secondItem, 'b.pdf', 4],
    ]);
    expect(exported.media[1]?.downloadPath).toBe(`/api/media/${exported.media[1]?.id}/file`);

    await agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: 'DELETE_MY_ACCOUNT', password: 'secret123' })
      .expect(200);
    expect(await media.listForExport(user.id)).toEqual([]);
    expect((await filesUnder(mediaDir)).length).toBe(before.length - 3);
    expect(await media.listForExport(other.user.id)).toHaveLength(1);
    await other.agent
      .get(`/api/media/${(await media.listForExport(other.user.id))[0]!.id}/file`)
      .expect(200);
  });
});
