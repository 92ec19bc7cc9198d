import { DELETE_ACCOUNT_CONFIRMATION, type PageCopyStatus } from '@vault/contracts';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCopyService } from '../../src/modules/archive/index.js';
import { MediaStorage } from '../../src/modules/media/index.js';
import { drainJobs, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { type CopySite, startCopySite, styledPage } from './copy-site.js';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

interface CopyRow {
  state: string;
  source: string | null;
  storage_key: string | null;
  compressed_bytes: number | null;
  original_bytes: number | null;
  screenshot_key: string | null;
  screenshot_bytes: number | null;
}

function binary(
  response: { on(event: string, listener: (chunk?: Buffer) => void): void },
  done: (error: Error | null, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunks.push(chunk as Buffer));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('saved copies of pages', () => {
  let testApp: TestApp;
  let site: CopySite;

  beforeAll(async () => {
    site = await startCopySite();
    // Only the site's own address is exempt from the private-address rule.
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: `127.0.0.1:${site.port}` } });
  });
  afterAll(async () => {
    await testApp?.close();
    await site?.close();
  });

  async function proUser() {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'pro', 250);
    return account;
  }

  async function save(agent: Agent, body: Record<string, unknown>): Promise<number> {
    const saved = await agent.post('/api/content').send(body).expect(201);
    await drainJobs(testApp);
    return (saved.body as { id: number }).id;
  }

  async function row(contentId: number): Promise<CopyRow | undefined> {
    const rows = await sql<CopyRow>(testApp, 'SELECT * FROM page_copies WHERE content_id = $1', [
      contentId,
    ]);
    return rows[0];
  }

  const status = async (agent: Agent, id: number) =>
    (await agent.get(`/api/content/${id}/copy/status`).expect(200)).body as PageCopyStatus;

  it('copies a fetched page after its extraction, with its styles and images inlined and no script', async () => {
    const { agent, user } = await proUser();
    const id = await save(agent, { url: `${site.origin}/page/Fetched%20copy` });
    const item = await agent.get(`/api/content/${id}`).expect(200);
    expect(item.body.extractionStatus).toBe('completed');
    expect(await status(agent, id)).toMatchObject({
      state: 'ready',
      planKeepsCopies: true,
      source: 'fetch',
      hasScreenshot: false,
    });

    const copy = await agent.get(`/api/content/${id}/copy`).expect(200);
    expect(copy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(copy.headers['content-encoding']).toBe('gzip');
    const html = copy.text;
    expect(html).toContain('<h1>Fetched copy</h1>');
    expect(html).toContain('color: rgb(10, 20, 30)');
    expect(html).toContain('border-bottom: 3px solid rgb(40, 50, 60)');
    expect(html).toContain(`src="data:image/png;base64,${site.png.toString('base64')}"`);
    expect(html).toContain(`url("data:image/png;base64,${site.png.toString('base64')}")`);
    expect(html).not.toMatch(/<script|onclick|\/styles\/site\.css|\/images\/pic\.png/);

    // The bytes stored are the bytes recorded, and they count for the user.
    const stored = (await row(id)) as CopyRow;
    expect(stored.compressed_bytes).toBeGreaterThan(0);
    expect(stored.original_bytes).toBe(Buffer.byteLength(html));
    const file = await testApp.app.get(MediaStorage).get(stored.storage_key as string);
    let storedBytes = 0;
    for await (const chunk of file) storedBytes += (chunk as Buffer).length;
    expect(storedBytes).toBe(stored.compressed_bytes);
    expect(await testApp.app.get(PageCopyService).bytesUsed(user.id)).toBe(stored.compressed_bytes);
    // The plan's storage allowance counts the copy beside the media Vault keeps.
    await expect
      .poll(async () => {
        const storage = (await agent.get('/api/storage').expect(200)).body as { usedBytes: number };
        const [files] = await sql<{ bytes: string }>(
          testApp,
          'SELECT COALESCE(SUM(bytes), 0) AS bytes FROM stored_files WHERE user_id = $1',
          [user.id],
        );
        return storage.usedBytes - Number(files?.bytes ?? 0);
      })
      .toBe(stored.compressed_bytes);
  });

  it('serves the copy sandboxed, unpacked for clients without gzip, to its owner only', async () => {
    const { agent } = await proUser();
    const id = await save(agent, { url: `${site.origin}/page/Headers` });
    const copy = await agent
      .get(`/api/content/${id}/copy`)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(copy.headers['content-encoding']).toBeUndefined();
    expect(copy.text).toContain('<h1>Headers</h1>');
    expect(copy.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline' data:; font-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'",
    );
    expect(copy.headers['x-content-type-options']).toBe('nosniff');
    expect(copy.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(copy.headers['referrer-policy']).toBe('no-referrer');
    expect(copy.headers['x-frame-options']).toBe('SAMEORIGIN');

    // The app's own pages may frame same-origin documents only.
    const page = await agent.get('/api/content').expect(200);
    expect(page.headers['content-security-policy']).toMatch(/frame-src 'self'/);

    const stranger = await signUp(testApp);
    for (const path of ['copy', 'copy/status', 'screenshot'])
      await stranger.agent.get(`/api/content/${id}/${path}`).expect(404);
    await testApp.agent().get(`/api/content/${id}/copy`).expect(401);
    await agent.get(`/api/content/${id}/screenshot`).expect(404);
  });

  it('copies from the extension snapshot without fetching the page, then lets the snapshot go', async () => {
    const { agent } = await proUser();
    const before = site.hits.get('/page/Snapshot only') ?? 0;
    const id = await save(agent, {
      url: `${site.origin}/page/Snapshot%20only`,
      html: styledPage('Seen by the browser').replace(
        '</article>',
        '<p>Only the signed-in browser sees this.</p></article>',
      ),
    });
    expect(site.hits.get('/page/Snapshot only') ?? 0).toBe(before);
    expect(await status(agent, id)).toMatchObject({ state: 'ready', source: 'snapshot' });
    const html = (await agent.get(`/api/content/${id}/copy`).expect(200)).text;
    expect(html).toContain('Only the signed-in browser sees this.');
    expect(html).toContain('color: rgb(10, 20, 30)');
    expect(html).toContain(`data:image/png;base64,${site.png.toString('base64')}`);
    expect(
      await sql(testApp, 'SELECT 1 FROM content_snapshots WHERE content_id = $1', [id]),
    ).toHaveLength(0);
  });

  it('keeps the images the extension inlined, counts them toward storage, and extracts without them', async () => {
    const { agent, user } = await proUser();
    // The site has no such image (404): the copy can only have it from the snapshot. Incompressible,
    // so the stored size shows the image was kept.
    const image = Buffer.concat([site.png.subarray(0, 8), randomBytes(300 * 1024)]);
    const dataUri = `data:image/png;base64,${image.toString('base64')}`;
    const id = await save(agent, {
      url: `${site.origin}/page/Members%20gallery`,
      html: styledPage('Members gallery').replace(
        '</article>',
        `<img class="member" src="/members/only.png" data-vault-inline-src="${dataUri}" alt="m"></article>`,
      ),
    });
    expect(await status(agent, id)).toMatchObject({ state: 'ready', source: 'snapshot' });
    const html = (await agent.get(`/api/content/${id}/copy`).expect(200)).text;
    expect(html).toContain(`<img class="member" src="${dataUri}" alt="m">`);
    expect(html).not.toContain('data-vault-inline');
    const stored = (await row(id)) as CopyRow;
    expect(stored.compressed_bytes).toBeGreaterThan(300 * 1024);
    expect(await testApp.app.get(PageCopyService).bytesUsed(user.id)).toBe(stored.compressed_bytes);
    const item = (await agent.get(`/api/content/${id}`).expect(200)).body as {
      text: string;
      readableHtml: string;
    };
    expect(item.text).toContain('The analytical engine weaves algebraic patterns');
    expect(`${item.text}${item.readableHtml}`).not.toMatch(/data-vault-inline|base64/);
  });

  it('never downloads a resource from a private address', async () => {
    const { agent } = await proUser();
    const id = await save(agent, {
      url: `${site.origin}/page/Private`,
      html: `<html><head><title>Private</title></head><body><article><h1>Private</h1>
        <p>${'Words. '.repeat(40)}</p>
        <img id="loopback" src="http://localhost:${site.port}/images/private.png">
        <img id="lan" src="http://10.20.30.40/images/private.png">
        <div style="background: url(http://169.254.169.254/latest/meta-data/)">x</div>
        <img id="public" src="/images/pic.png"></article></body></html>`,
    });
    const html = (await agent.get(`/api/content/${id}/copy`).expect(200)).text;
    expect(site.hits.get('/images/private.png') ?? 0).toBe(0);
    expect(html).toContain('<img id="loopback">');
    expect(html).toContain('<img id="lan">');
    expect(html).not.toContain('169.254.169.254');
    expect(html).toMatch(/<img id="public" src="data:image\/png;base64,/);
  });

  it('keeps no copy on the free plan', async () => {
    const { agent, user } = await signUp(testApp);
    const id = await save(agent, {
      url: `${site.origin}/page/Free%20plan`,
      html: styledPage('Free plan'),
    });
    expect((await agent.get(`/api/content/${id}`).expect(200)).body.extractionStatus).toBe(
      'completed',
    );
    expect(await status(agent, id)).toMatchObject({ state: 'none', planKeepsCopies: false });
    expect(await row(id)).toBeUndefined();
    await agent.get(`/api/content/${id}/copy`).expect(404);
    expect(
      await sql(testApp, 'SELECT 1 FROM content_snapshots WHERE content_id = $1', [id]),
    ).toHaveLength(0);
    expect(await testApp.app.get(PageCopyService).bytesUsed(user.id)).toBe(0);
  });

  it('renders a script-built page with a full-page screenshot', async () => {
    const { agent, user } = await proUser();
    const id = await save(agent, { url: `${site.origin}/app` });
    expect(await status(agent, id)).toMatchObject({
      state: 'ready',
      source: 'render',
      hasScreenshot: true,
    });
    const html = (await agent.get(`/api/content/${id}/copy`).expect(200)).text;
    expect(html).toContain('<h1>Built by script</h1>');
    expect(html).not.toContain('<script');
    const shot = await agent
      .get(`/api/content/${id}/screenshot`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(shot.headers['content-type']).toBe('image/webp');
    const meta = await sharp(shot.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280 });
    const stored = (await row(id)) as CopyRow;
    expect(stored.screenshot_bytes).toBe((shot.body as Buffer).length);
    expect(await testApp.app.get(PageCopyService).bytesUsed(user.id)).toBe(
      (stored.compressed_bytes ?? 0) + (stored.screenshot_bytes ?? 0),
    );
  });

  it('removes the copy files with the item and with the account', async () => {
    const storage = testApp.app.get(MediaStorage);
    const { agent } = await proUser();
    const id = await save(agent, { url: `${site.origin}/page/Deleted` });
    const key = (await row(id))?.storage_key as string;
    await expect(storage.get(key)).resolves.toBeDefined();
    await agent.delete(`/api/content/${id}`).expect(204);
    await expect(storage.get(key)).rejects.toThrow(/No stored media/);
    expect(await row(id)).toBeUndefined();

    const leaving = await proUser();
    const keptId = await save(leaving.agent, { url: `${site.origin}/page/Account%20deleted` });
    const keptKey = (await row(keptId))?.storage_key as string;
    await expect(storage.get(keptKey)).resolves.toBeDefined();
    await leaving.agent
      .post('/api/gdpr/delete-account')
      .send({ confirmDeletion: DELETE_ACCOUNT_CONFIRMATION, password: 'secret123' })
      .expect((response) => expect(response.status).toBeLessThan(300));
    await expect(storage.get(keptKey)).rejects.toThrow(/No stored media/);
  });
});
