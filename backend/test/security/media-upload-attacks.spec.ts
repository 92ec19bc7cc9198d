import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, html, pdf, pixelBombPng, png } from '../media/media-fixtures.js';
import { seedItems, setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Rows 11-13 beyond what test/media/media-api.spec.ts already proves (HTML or SVG renamed .png,
 * the 50,000 x 50,000 pixel bomb, 50 MB + 1 refused while streaming with no temporary file left,
 * served type, nosniff, Content-Disposition and sandbox CSP): polyglots, a PDF carrying
 * JavaScript, hostile file names, and the served headers of every kind of file.
 */

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

function binary(
  response: { on(event: string, listener: (chunk?: Buffer) => void): void },
  done: (error: Error | null, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A PDF whose open action runs JavaScript. */
function pdfWithJavaScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /Type /Action /S /JavaScript /JS (app.alert\\("pwned"\\)) >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('media upload attacks', () => {
  let testApp: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    mediaDir = path.join(testApp.config.dataDir, 'media');
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function proUserWithItem() {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'pro', 250);
    const [itemId] = await seedItems(testApp, account.user.id, [{ title: 'Target' }]);
    return { ...account, itemId: itemId };
  }

  const upload = (agent: Agent, itemId: number, bytes: Buffer, filename: string, type: string) =>
    agent
      .post(`/api/content/${itemId}/media`)
      .attach('files', bytes, { filename, contentType: type });

  function expectSafeHeaders(headers: Record<string, string>, mimeType: string) {
    expect(headers['content-type']).toBe(mimeType);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(headers['content-disposition']).toMatch(/^(inline|attachment); filename=/);
  }

  it('row 11: a JPEG/HTML polyglot is kept only as an image, served as image/jpeg and sandboxed', async () => {
    const { agent, itemId } = await proUserWithItem();
    const jpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#ff0000' },
    })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, html]);
    const response = await upload(agent, itemId, polyglot, 'polyglot.html', 'text/html');
    expect([201, 415]).toContain(response.status);
    if (response.status === 201) {
      const [attachment] = response.body.attachments as {
        cloudinaryUrl: string;
        mimeType: string;
      }[];
      expect(attachment!.mimeType).toBe('image/jpeg');
      const file = await agent
        .get(attachment!.cloudinaryUrl)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expectSafeHeaders(file.headers, 'image/jpeg');
    }
  });

  it('row 11: a PDF carrying JavaScript is only ever downloaded, never shown as a page', async () => {
    const { agent, itemId } = await proUserWithItem();
    const response = await upload(
      agent,
      itemId,
      pdfWithJavaScript(),
      'invoice.pdf',
      'application/pdf',
    );
    expect([201, 415]).toContain(response.status);
    if (response.status === 201) {
      const [attachment] = response.body.attachments as { cloudinaryUrl: string }[];
      const file = await agent
        .get(attachment!.cloudinaryUrl)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expectSafeHeaders(file.headers, 'application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    }
  });

  it.each([
    ['HTML renamed .png', html, 'cat.png', 'image/png'],
    [
      'SVG with onload renamed .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'logo.png',
      'image/png',
    ],
    [
      'SVG declared as SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a 50,000 x 50,000 pixel PNG', pixelBombPng(), 'bomb.png', 'image/png'],
  ])('row 11: refuses %s with 415 and stores nothing', async (_label, bytes, name, type) => {
    const { agent, itemId } = await proUserWithItem();
    const before = await filesUnder(mediaDir);
    const response = await upload(agent, itemId, bytes, name, type).expect(415);
    expect(response.body.code).toBe('invalid_file_type');
    expect(await filesUnder(mediaDir)).toEqual(before);
  });

  it.each([
    ['../../x.png', 'x.png'],
    ['..\\..\\evil.png', 'evil.png'],
    ['a%00b.png', 'a%00b.png'],
    [`${'é'.repeat(300)}.png`, `${'é'.repeat(251)}.png`],
  ])(
    'row 13: the file name %j is stored under a random key and kept only as text',
    async (name, shown) => {
      const { agent, itemId } = await proUserWithItem();
      const before = new Set(await filesUnder(mediaDir));
      const response = await upload(agent, itemId, await png(4, 4), name, 'image/png').expect(201);
      const [attachment] = response.body.attachments as {
        fileName: string;
        cloudinaryUrl: string;
      }[];
      expect(attachment!.fileName).toBe(shown);
      const added = (await filesUnder(mediaDir)).filter((file) => !before.has(file));
      expect(added.length).toBeGreaterThan(0);
      for (const file of added) {
        // Inside the media directory, named by a random key that owes nothing to the upload.
        expect(path.relative(mediaDir, file).startsWith('..')).toBe(false);
        expect(path.basename(file)).not.toContain('x.png');
        expect(path.basename(file)).not.toContain('é');
        expect(path.basename(file)).toMatch(/^[A-Za-z0-9_-]{16,}(\.[a-z0-9]+)?$/);
      }
      // Nothing was written outside it.
      await expect(fs.stat(path.join(mediaDir, '..', '..', 'x.png'))).rejects.toThrow();
      const file = await agent
        .get(attachment!.cloudinaryUrl)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(file.headers['content-disposition']).not.toMatch(/[\r\n]/);
      expect(file.headers['content-disposition']).not.toContain('../');
    },
  );

  it('row 11: a real PDF is still accepted and downloaded as an attachment', async () => {
    const { agent, itemId } = await proUserWithItem();
    const response = await upload(agent, itemId, await pdf(1), 'ok.pdf', 'application/pdf').expect(
      201,
    );
    const [attachment] = response.body.attachments as { cloudinaryUrl: string }[];
    const file = await agent.get(attachment!.cloudinaryUrl).buffer(true).parse(binary).expect(200);
    expectSafeHeaders(file.headers, 'application/pdf');
  });
});
