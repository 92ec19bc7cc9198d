import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('search operators in GET /api/content', () => {
  let testApp: TestApp;
  let agent: Awaited<ReturnType<typeof signUp>>['agent'];
  let items: {
    aiVideo: number;
    aiArticle: number;
    cooking: number;
    oldNote: number;
    failed: number;
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    const account = await signUp(testApp);
    agent = account.agent;
    const [aiVideo, aiArticle, cooking, oldNote, failed] = await seedItems(
      testApp,
      account.user.id,
      [
        { title: 'Neural networks lecture', platform: 'youtube', tags: ['AI'], favorite: true },
        { title: 'Large language models overview', tags: ['ai', 'reading'], read: true },
        { title: 'Cooking pasta at home', platform: 'youtube', tags: ['food'] },
        { title: 'Old notes on networks', text: 'the borrow checker explained' },
        { title: 'A page that failed' },
      ],
    );
    items = { aiVideo, aiArticle, cooking, oldNote, failed };
    await sql(testApp, `UPDATE content_items SET saved_at = '2025-12-15T12:00:00Z' WHERE id = $1`, [
      oldNote,
    ]);
    await sql(testApp, `UPDATE content_items SET topics = '{Science}' WHERE id = ANY($1)`, [
      [aiVideo, aiArticle],
    ]);
    await sql(testApp, `UPDATE content_items SET extraction_status = 'failed' WHERE id = $1`, [
      failed,
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function search(text: string): Promise<number[]> {
    const answer = await agent.get('/api/content').query({ search: text }).expect(200);
    return (answer.body as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
  }
  const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

  it('tag: matches whatever the case, and -tag: excludes', async () => {
    expect(await search('tag:ai')).toEqual(sorted(items.aiVideo, items.aiArticle));
    expect(await search('tag:AI -tag:reading')).toEqual([items.aiVideo]);
  });

  it('platform:, topic:, is: and the words combine', async () => {
    expect(await search('platform:youtube')).toEqual(sorted(items.aiVideo, items.cooking));
    expect(await search('platform:youtube pasta')).toEqual([items.cooking]);
    expect(await search('topic:science is:read')).toEqual([items.aiArticle]);
    expect(await search('is:fav')).toEqual([items.aiVideo]);
    expect(await search('is:unread tag:ai')).toEqual([items.aiVideo]);
    expect(await search('is:failed')).toEqual([items.failed]);
  });

  it('before: and after: take days, and phrases and exclusions still work', async () => {
    expect(await search('before:2026-01-01')).toEqual([items.oldNote]);
    expect(await search('after:2025-12-16 networks')).toEqual([items.aiVideo]);
    expect(await search('"borrow checker"')).toEqual([items.oldNote]);
    expect(await search('networks -lecture')).toEqual([items.oldNote]);
  });

  it('answers a bad operator with 400 and the reason', async () => {
    const date = await agent.get('/api/content').query({ search: 'before:2026-02-30' }).expect(400);
    expect(date.body.message).toBe(
      'before:2026-02-30 is not a date: write it as YYYY-MM-DD, for example before:2026-01-01',
    );
    const platform = await agent
      .get('/api/content')
      .query({ search: 'platform:myspace' })
      .expect(400);
    expect(platform.body.message).toMatch(/^Unknown platform "myspace"/);
  });

  it('finds none of another account’s items', async () => {
    const other = await signUp(testApp);
    const answer = await other.agent.get('/api/content').query({ search: 'tag:ai' }).expect(200);
    expect(answer.body).toEqual([]);
  });
});
