import type { ImportJob } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { EXPECTED } from './fixtures/expected.js';
import { importFile, libraryOf, readFixture, upload } from './import-helpers.js';

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('POST /api/import: every supported format', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A free account with no allowance left: imported items must wait, uncharged. */
  async function emptyAllowanceUser() {
    const account = await signUp(testApp);
    await setPlan(testApp, account.user.id, 'free', 0);
    return account;
  }

  for (const fixture of EXPECTED) {
    it(`reads ${fixture.file} as ${fixture.format}, keeping tags, notes, flags and dates`, async () => {
      const { agent, user } = await emptyAllowanceUser();
      // The name says nothing: the format must come from the content.
      const detail = await importFile(
        testApp,
        agent,
        await readFixture(fixture.file),
        'upload.bin',
      );
      expect(detail).toMatchObject({
        format: fixture.format,
        total: fixture.items.length + (fixture.skipped?.length ?? 0),
        done: fixture.items.length,
        merged: 0,
        failed: 0,
        skipped: fixture.skipped?.length ?? 0,
        awaitingQuota: fixture.items.length,
      });
      expect(detail.skippedRows.map(({ line, reason }) => ({ line, reason }))).toEqual(
        fixture.skipped ?? [],
      );
      const library = await libraryOf(testApp, user.id);
      expect(
        library.map((row) => ({
          url: row.url,
          title: row.title,
          tags: row.custom_tags,
          favorite: row.is_favorite,
          read: row.is_read,
          note: row.quick_note,
          savedAt: row.saved_at.toISOString(),
        })),
      ).toEqual(
        fixture.items.map((item) => ({
          ...item,
          savedAt: item.savedAt ?? expect.any(String),
        })),
      );
      // Stored at once without charge; their extraction waits for allowance.
      expect(library.every((row) => row.extraction_status === 'pending')).toBe(true);
    });
  }

  it('reads an Omnivore export zip (metadata_*.json entries, Markdown beside them)', async () => {
    const { agent, user } = await emptyAllowanceUser();
    const omnivore = (await readFixture('omnivore.json')).toString('utf8');
    const archive = await zipOf({
      'metadata_0_to_2.json': omnivore,
      'content/first-omnivore-article-18c.md': '# First',
      'highlights/first-omnivore-article-18c.md': '> a highlight',
    });
    const detail = await importFile(testApp, agent, archive, 'omnivore-export.zip');
    expect(detail).toMatchObject({ format: 'omnivore', total: 2, done: 2 });
    expect((await libraryOf(testApp, user.id)).map((row) => row.title)).toEqual([
      'First Omnivore Article',
      'Second Omnivore Article',
    ]);
  });

  it('lists the recent imports of the signed-in user only', async () => {
    const { agent } = await emptyAllowanceUser();
    const other = await emptyAllowanceUser();
    const detail = await importFile(testApp, agent, await readFixture('urls.txt'));
    const mine = (await agent.get('/api/import').expect(200)).body as ImportJob[];
    expect(mine.map((job) => job.id)).toEqual([detail.id]);
    expect((await other.agent.get('/api/import').expect(200)).body).toEqual([]);
    await other.agent.get(`/api/import/${detail.id}`).expect(404);
    await other.agent.get(`/api/import/${detail.id}/report`).expect(404);
    await other.agent.delete(`/api/import/${detail.id}`).expect(404);
  });

  it('refuses a file of no known format, and imports nothing', async () => {
    const { agent, user } = await emptyAllowanceUser();
    const response = await upload(agent, 'Dear diary,\nToday I read a great article.\n').expect(
      400,
    );
    expect(response.body.message).toContain('not an export Vault can read');
    const broken = await upload(agent, '{"bookmarks": [ {"content": ').expect(400);
    expect(broken.body.message).toContain('could not be read');
    expect(await libraryOf(testApp, user.id)).toEqual([]);
    expect((await agent.get('/api/import').expect(200)).body).toEqual([]);
  });
});
