import type { ImportJobDetail } from '@vault/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, setPlan, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { upload } from './import-helpers.js';

const LINES = 20_000;
const DUPLICATES = 200;

describe('a 20,000-line import', () => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    testApp = await startTestApp({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  it('completes with the right counts while an interactive save goes through at normal speed', async () => {
    const importer = await signUp(testApp);
    await setPlan(testApp, importer.user.id, 'free', 0);
    const lines = Array.from(
      { length: LINES - DUPLICATES },
      (_, index) => `https://bulk.example.com/item/${index}`,
    );
    // Some links twice, with different tracking parameters: merged, not doubled.
    for (let index = 0; index < DUPLICATES; index += 1)
      lines.push(`https://bulk.example.com/item/${index}?utm_source=newsletter`);
    const started = await upload(importer.agent, lines.join('\n')).expect(202);
    const id = (started.body as { id: number }).id;

    // Someone saves a link while the import runs: its extraction must not wait behind the import.
    const saver = await signUp(testApp);
    const progressAtSave = (await importer.agent.get(`/api/import/${id}`).expect(200))
      .body as ImportJobDetail;
    expect(progressAtSave.status).not.toBe('completed');
    const savedAt = Date.now();
    const saved = await saver.agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Saved-During-Import` })
      .expect(201);
    await expect
      .poll(
        async () => (await saver.agent.get(`/api/content/${saved.body.id}`)).body.extractionStatus,
        { timeout: 10_000, interval: 100 },
      )
      .toBe('completed');
    const saveSeconds = (Date.now() - savedAt) / 1000;
    const progressAfterSave = (await importer.agent.get(`/api/import/${id}`).expect(200))
      .body as ImportJobDetail;
    expect(saveSeconds).toBeLessThan(5);
    // The save was extracted before the import had finished: it was not queued behind it.
    expect(progressAfterSave.status).not.toBe('completed');
    expect(progressAfterSave.done).toBeLessThan(LINES);

    await drainJobs(testApp);
    const detail = (await importer.agent.get(`/api/import/${id}`).expect(200))
      .body as ImportJobDetail;
    expect(detail).toMatchObject({
      status: 'completed',
      total: LINES,
      done: LINES,
      merged: DUPLICATES,
      failed: 0,
      skipped: 0,
      awaitingQuota: LINES - DUPLICATES,
    });
    const [counts] = await sql<{ items: string; content_count: number }>(
      testApp,
      `SELECT (SELECT count(*) FROM content_items WHERE user_id = $1) AS items, content_count FROM users WHERE id = $1`,
      [importer.user.id],
    );
    expect(Number(counts!.items)).toBe(LINES - DUPLICATES);
    expect(counts!.content_count).toBe(LINES - DUPLICATES);
  }, 180_000);
});
