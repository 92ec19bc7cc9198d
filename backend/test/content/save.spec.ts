import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { usageResetDate, usageResetDateSql } from '../../src/modules/users/usage-period.js';

const DAY_MS = 86_400_000;

/**
 * A period start that renews at `target`, or where no start renews on that day (a 31st after a
 * shorter month), at the nearest moment a few days `later` or earlier.
 */
function periodRenewingAt(target: Date, later: boolean): Date {
  for (let days = 0; days <= 3; days += 1) {
    const renewal = new Date(target.getTime() + (later ? days : -days) * DAY_MS);
    const start = new Date(renewal);
    start.setUTCMonth(renewal.getUTCMonth() - 1);
    if (usageResetDate(start).getTime() === renewal.getTime()) return start;
  }
  throw new Error(`no period renews near ${target.toISOString()}`);
}

describe('saving links', () => {
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

  const usage = async (userId: number) =>
    (
      await sql<{ usage_count: number; credits_balance: number }>(
        testApp,
        'SELECT usage_count, credits_balance FROM users WHERE id = $1',
        [userId],
      )
    )[0]!;

  it('answers at once with a queued item, then extracts the page in the background', async () => {
    const { agent, user } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Loom` })
      .expect(201);
    expect(saved.body).toMatchObject({ platform: 'other', isFavorite: false, isRead: false });
    expect(['queued', 'processing', 'completed']).toContain(saved.body.extractionStatus);
    await drainJobs(testApp);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body).toMatchObject({
      extractionStatus: 'completed',
      title: 'Loom',
      author: 'Ada Lovelace',
      // The fixture's lead image is missing: nothing stored, nothing to show.
      imageUrl: null,
    });
    expect(item.body.text).toContain('analytical engine');
    expect((await usage(user.id)).usage_count).toBe(1);
  });

  it('answers a new link as the stored item, the database’s defaults included', async () => {
    const { agent, user } = await signUp(testApp);
    const url = `${site.origin}/article?title=Defaults`;
    const saved = await agent
      .post('/api/content')
      .send({ url, title: '  Given title ' })
      .expect(201);
    const [row] = await sql<{ created_at: Date; updated_at: Date; charged_with: string }>(
      testApp,
      'SELECT created_at, updated_at, charged_with FROM content_items WHERE id = $1',
      [saved.body.id],
    );
    expect(saved.body).toStrictEqual({
      id: expect.any(Number),
      url,
      platform: 'other',
      title: 'Given title',
      author: null,
      text: null,
      textTruncated: false,
      summary: null,
      topics: [],
      imageUrl: null,
      extractionStatus: 'queued',
      extractionError: null,
      isFavorite: false,
      isRead: false,
      quickNote: null,
      customTags: null,
      hasAttachments: false,
      createdAt: row!.created_at.toISOString(),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      metadata: {},
    });
    expect(row!.charged_with).toBe('allowance');
    await drainJobs(testApp);
    const [counts] = await sql<{ content_count: number; usage_count: number }>(
      testApp,
      'SELECT content_count, usage_count FROM users WHERE id = $1',
      [user.id],
    );
    expect(counts).toEqual({ content_count: 1, usage_count: 1 });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'chrome://settings',
    'not a url at all',
    '',
  ])('refuses %j with 400 Invalid URL and charges nothing', async (url) => {
    const { agent, user } = await signUp(testApp);
    const response = await agent.post('/api/content').send({ url }).expect(400);
    expect(response.body.message).toBe('Invalid URL');
    expect((await usage(user.id)).usage_count).toBe(0);
  });

  it('cleans what people paste (quotes, spaces, missing scheme) and detects the platform', async () => {
    const { agent } = await signUp(testApp);
    const response = await agent
      .post('/api/content')
      .send({ url: '  "www.youtube.com/watch?v=dQw4w9WgXcQ"  ' })
      .expect(201);
    expect(response.body.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(response.body.platform).toBe('youtube');
  });

  it('returns the existing item for a link saved twice, without a second charge, and moves it to the top', async () => {
    const { agent, user } = await signUp(testApp);
    const first = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Twice` })
      .expect(201);
    await agent
      .post('/api/content')
      .send({ url: `${site.origin}/other` })
      .expect(201);
    const again = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Twice&utm_source=newsletter#section` })
      .expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await usage(user.id)).usage_count).toBe(2);
    const list = await agent.get('/api/content').expect(200);
    expect(list.body.map((item: { id: number }) => item.id)[0]).toBe(first.body.id);
    expect(list.body).toHaveLength(2);
    await drainJobs(testApp);
  });

  it('lets exactly one of two concurrent saves through when one unit is left', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(testApp, 'UPDATE users SET usage_count = usage_limit - 1 WHERE id = $1', [user.id]);
    const [a, b] = await Promise.all([
      agent.post('/api/content').send({ url: `${site.origin}/race-a` }),
      agent.post('/api/content').send({ url: `${site.origin}/race-b` }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 402]);
    const refused = a.status === 402 ? a : b;
    expect(refused.body.code).toBe('limit_reached');
    expect(refused.body.message).toMatch(/used all 10 saves.*Upgrade your plan or buy a top-up/);
    const after = await usage(user.id);
    expect(after.usage_count).toBe(10);
    await drainJobs(testApp);
  });

  it('keeps one item, charged once, when the same new link is saved twice at once', async () => {
    const { agent, user } = await signUp(testApp);
    const url = `${site.origin}/article?title=At%20once`;
    const answers = await Promise.all([
      agent.post('/api/content').send({ url }),
      agent.post('/api/content').send({ url }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect((await usage(user.id)).usage_count).toBe(1);
    const list = await agent.get('/api/content').expect(200);
    expect(list.body).toHaveLength(1);
    const counted = await sql<{ content_count: number }>(
      testApp,
      'SELECT content_count FROM users WHERE id = $1',
      [user.id],
    );
    expect(counted[0]!.content_count).toBe(1);
    await drainJobs(testApp);
  });

  it('counts a save in the period it falls in, up to the last minute before the renewal', async () => {
    const { agent, user } = await signUp(testApp);
    // A period that renews in a minute: the save counts in it, on top of the four before.
    const endsSoon = periodRenewingAt(new Date(Date.now() + 60_000), true);
    await sql(testApp, 'UPDATE users SET usage_count = 4, usage_period_start = $2 WHERE id = $1', [
      user.id,
      endsSoon,
    ]);
    await agent
      .post('/api/content')
      .send({ url: `${site.origin}/last-minute` })
      .expect(201);
    const inPeriod = await sql<{ usage_count: number; usage_period_start: Date }>(
      testApp,
      'SELECT usage_count, usage_period_start FROM users WHERE id = $1',
      [user.id],
    );
    expect(inPeriod[0]).toEqual({ usage_count: 5, usage_period_start: endsSoon });

    // A period that renewed a minute ago: the save is the first of the new one.
    const endedJustNow = periodRenewingAt(new Date(Date.now() - 60_000), false);
    await sql(testApp, 'UPDATE users SET usage_count = 4, usage_period_start = $2 WHERE id = $1', [
      user.id,
      endedJustNow,
    ]);
    await agent
      .post('/api/content')
      .send({ url: `${site.origin}/first-of-the-month` })
      .expect(201);
    const renewed = await sql<{ usage_count: number; usage_period_start: Date }>(
      testApp,
      'SELECT usage_count, usage_period_start FROM users WHERE id = $1',
      [user.id],
    );
    expect(renewed[0]).toEqual({
      usage_count: 1,
      usage_period_start: usageResetDate(endedJustNow),
    });
    await drainJobs(testApp);
  });

  it('computes the renewal date in SQL as the app does, month ends and leap days included', async () => {
    const starts = [
      '2026-01-31T10:00:00.000Z',
      '2026-01-30T23:59:59.999Z',
      '2028-01-31T00:00:00.000Z',
      '2028-02-29T12:30:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
      '2026-05-15T08:00:00.000Z',
    ].map((text) => new Date(text));
    const rows = await sql<{ reset: Date }>(
      testApp,
      `SELECT ${usageResetDateSql('start')} AS reset
         FROM unnest($1::timestamptz[]) WITH ORDINALITY AS s(start, n) ORDER BY n`,
      [starts],
    );
    expect(rows.map((row) => row.reset)).toEqual(starts.map((start) => usageResetDate(start)));
  });

  it('uses credits after the monthly allowance, recording each in the ledger', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      'UPDATE users SET usage_count = usage_limit, credits_balance = 1 WHERE id = $1',
      [user.id],
    );
    await agent
      .post('/api/content')
      .send({ url: `${site.origin}/paid-by-credit` })
      .expect(201);
    expect(await usage(user.id)).toEqual({ usage_count: 10, credits_balance: 0 });
    const ledger = await sql(
      testApp,
      'SELECT transaction_type, credit_amount, balance_after FROM credit_transactions WHERE user_id = $1',
      [user.id],
    );
    expect(ledger).toEqual([{ transaction_type: 'usage', credit_amount: -1, balance_after: 0 }]);
    await agent
      .post('/api/content')
      .send({ url: `${site.origin}/one-too-many` })
      .expect(402);
    await drainJobs(testApp);
  });

  it('renews the allowance when the period has passed', async () => {
    const { agent, user } = await signUp(testApp);
    await sql(
      testApp,
      "UPDATE users SET usage_count = usage_limit, usage_period_start = now() - interval '40 days' WHERE id = $1",
      [user.id],
    );
    await agent
      .post('/api/content')
      .send({ url: `${site.origin}/new-month` })
      .expect(201);
    expect((await usage(user.id)).usage_count).toBe(1);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(new Date(me.body.usageResetsAt).getTime()).toBeGreaterThan(Date.now());
    await drainJobs(testApp);
  });

  it('stores a failed extraction with its reason, refunds the unit, and retries without a second charge', async () => {
    const { agent, user } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/missing` })
      .expect(201);
    await drainJobs(testApp);
    const failed = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(failed.body.extractionStatus).toBe('failed');
    expect(failed.body.extractionError).toMatch(/404/);
    expect((await usage(user.id)).usage_count).toBe(0);
    expect(site.hits.get('/missing')).toBe(1);

    const retried = await agent.post(`/api/content/${saved.body.id}/retry`).expect(200);
    expect(retried.body.extractionStatus).toBe('queued');
    // The in-process queue may already have run the retry; once it has, its failure is refunded.
    expect((await usage(user.id)).usage_count).toBeLessThanOrEqual(1);
    await drainJobs(testApp);
    expect(site.hits.get('/missing')).toBe(2);
    expect((await usage(user.id)).usage_count).toBe(0);
    await agent.post(`/api/content/${saved.body.id}/retry`).expect(200);
    await drainJobs(testApp);

    const ok = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Fine` })
      .expect(201);
    await drainJobs(testApp);
    const retryDone = await agent.post(`/api/content/${ok.body.id}/retry`).expect(409);
    expect(retryDone.body.message).toBe(
      'Only failed items, or items waiting for extraction, can be retried',
    );
  });

  it("retries all of a user's failed items at once, and only theirs", async () => {
    const { agent } = await signUp(testApp);
    const stranger = await signUp(testApp);
    const failedIds: number[] = [];
    for (const path of ['/missing?n=1', '/missing?n=2']) {
      const saved = await agent
        .post('/api/content')
        .send({ url: `${site.origin}${path}` })
        .expect(201);
      failedIds.push(saved.body.id as number);
    }
    const theirs = await stranger.agent
      .post('/api/content')
      .send({ url: `${site.origin}/missing?n=3` })
      .expect(201);
    await drainJobs(testApp);
    for (const id of failedIds) {
      expect((await agent.get(`/api/content/${id}`).expect(200)).body.extractionStatus).toBe(
        'failed',
      );
    }

    const hitsBefore = site.hits.get('/missing') ?? 0;
    const answer = await agent.post('/api/content/retry-failed').expect(200);
    expect(answer.body).toEqual({ retried: 2, remaining: 0 });
    await drainJobs(testApp);
    // Two fetches: the user's two items, not the other user's.
    expect(site.hits.get('/missing')).toBe(hitsBefore + 2);
    const stillFailed = await stranger.agent.get(`/api/content/${theirs.body.id}`).expect(200);
    expect(stillFailed.body.extractionStatus).toBe('failed');
    // Nothing failed any more until the retries fail again: an empty answer, not an error.
    await agent.post('/api/content/retry-failed').expect(200);
  });

  it('retries transient failures with backoff and then succeeds', async () => {
    const { agent } = await signUp(testApp);
    site.setFlakyFailures(1);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/flaky` })
      .expect(201);
    await drainJobs(testApp);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body).toMatchObject({
      extractionStatus: 'completed',
      title: 'Eventually Consistent',
    });
    expect(site.hits.get('/flaky')).toBe(2);
  });

  it('extracts from the browser extension snapshot instead of fetching', async () => {
    const { agent } = await signUp(testApp);
    const before = site.hits.get('/snapshotted') ?? 0;
    const saved = await agent
      .post('/api/content')
      .send({
        url: `${site.origin}/snapshotted`,
        title: 'Tab title',
        html: '<html><head><title>Seen by the browser</title><meta property="og:title" content="Seen by the browser"></head><body><article><p>Only the signed-in browser sees this text.</p></article></body></html>',
      })
      .expect(201);
    expect(saved.body.title).toBe('Tab title');
    await drainJobs(testApp);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body.title).toBe('Seen by the browser');
    expect(item.body.text).toContain('Only the signed-in browser sees this text.');
    expect(site.hits.get('/snapshotted') ?? 0).toBe(before);
  });

  it('parses the snapshot without running it, and keeps a sanitised reader view on the detail only', async () => {
    const { agent } = await signUp(testApp);
    const paragraph =
      'Only the signed-in browser sees this text, kept for the reader view. '.repeat(4);
    const saved = await agent
      .post('/api/content')
      .send({
        url: `${site.origin}/snapshotted`,
        html: `<html><head><title>Snapshot</title><script>document.title = 'RAN'</script></head>
<body onload="document.body.innerHTML = 'RAN'"><article><h2>Section</h2><p>${paragraph}</p>
<img src="/x.png" onerror="fetch('/stolen')"><a href="javascript:alert(1)">link</a>
<script>document.querySelector('article').innerHTML = 'RAN'</script>
<iframe src="https://tracker.example/frame"></iframe></article></body></html>`,
      })
      .expect(201);
    await drainJobs(testApp);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body.title).toBe('Snapshot');
    expect(item.body.text).toContain('Only the signed-in browser sees this text');
    expect(item.body.text).not.toContain('RAN');
    expect(item.body.metadata.wordCount).toBeGreaterThan(40);
    const reader: string = item.body.readableHtml;
    expect(reader).toContain('<h2>Section</h2>');
    // Images of other sites are dropped when served: the browser would fetch them.
    expect(reader).not.toContain('<img');
    expect(reader).not.toMatch(/<script|onerror|onload|javascript:|<iframe|RAN/);
    expect(site.hits.get('/stolen')).toBeUndefined();
    const list = await agent.get('/api/content').expect(200);
    expect(list.body[0]).not.toHaveProperty('readableHtml');
  });

  it('never fetches private addresses that are not explicitly allowed', async () => {
    const strict = await startTestApp();
    try {
      const { agent } = await signUp(strict);
      const saved = await agent
        .post('/api/content')
        .send({ url: `${site.origin}/private-target` })
        .expect(201);
      await strict.app.get((await import('../../src/queue/job-queue.js')).JobQueue).drain();
      const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
      expect(item.body.extractionStatus).toBe('failed');
      expect(site.hits.get('/private-target')).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('needs a signed-in user', async () => {
    await request(testApp.app.getHttpServer())
      .post('/api/content')
      .send({ url: 'https://example.com' })
      .expect(401);
    await request(testApp.app.getHttpServer()).get('/api/content').expect(401);
  });
});
