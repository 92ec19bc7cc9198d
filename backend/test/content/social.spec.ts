import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import { REDDIT_THREAD_PATH, REDDIT_THREAD_URL } from '../support/reddit-thread.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

/** The old Reddit thread page from `../shared/data`, as the extension's snapshot sends it. */
const OLD_REDDIT_PAGE = readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../../shared/data/social-pages/tests/fixtures/comments--old.reddit.com-r-test-comments-abc123-test_post.html',
  ),
  'utf8',
);

describe('social posts: walls and discussions', () => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    // Reddit's public endpoints answer from the fixture site, as every platform endpoint does in tests.
    testApp = await startTestApp({
      env: { FETCH_ALLOWED_HOSTS: '127.0.0.1', REDDIT_BASE: site.origin, RENDER_ENABLED: 'false' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  const usageCount = async (userId: number) =>
    (
      await sql<{ usage_count: number }>(testApp, 'SELECT usage_count FROM users WHERE id = $1', [
        userId,
      ])
    )[0]!.usage_count;

  it('fails a sign-in wall with what to do, stores none of it and refunds the unit', async () => {
    const { agent, user } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/walls/sign-in` })
      .expect(201);
    await drainJobs(testApp);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body).toMatchObject({
      extractionStatus: 'failed',
      extractionError:
        'This page needs you to be signed in; save it from the browser extension to keep its content',
      text: null,
      readableHtml: null,
    });
    expect(site.hits.get('/walls/sign-in')).toBe(1);
    expect(await usageCount(user.id)).toBe(0);
  });

  it('keeps a Reddit thread with its discussion from the thread JSON', async () => {
    const { agent } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: REDDIT_THREAD_URL, html: OLD_REDDIT_PAGE })
      .expect(201);
    expect(saved.body.platform).toBe('reddit');
    await drainJobs(testApp);
    const item = await agent.get(`/api/content/${saved.body.id}`).expect(200);
    expect(item.body).toMatchObject({
      extractionStatus: 'completed',
      author: 'poster_user',
      metadata: { community: 'r/test' },
    });
    expect(site.hits.get(`${REDDIT_THREAD_PATH.replace(/\/$/, '')}.json`)).toBe(1);
    const { discussion } = item.body;
    expect(discussion.totalComments).toBe(9);
    expect(
      discussion.comments.map((comment: { author: string | null; score: number }) => [
        comment.author,
        comment.score,
      ]),
    ).toEqual([
      ['user_alpha', 42],
      ['user_delta', 20],
      [null, 5],
    ]);
    const [alpha, , deleted] = discussion.comments;
    expect(alpha).toMatchObject({
      text: 'This is a top-level comment with some thoughts on the topic.',
      createdAt: '2025-01-15T10:30:00.000Z',
      replies: [
        { author: 'user_beta', score: 15, replies: [{ author: 'user_alpha', score: 8 }] },
        { author: 'user_gamma', score: 3, replies: [] },
      ],
    });
    // A deleted comment stays only as the place its answer hangs from.
    expect(deleted).toMatchObject({ text: '', replies: [{ author: 'user_epsilon' }] });
    // The list carries no discussion; only the detail does.
    const list = await agent.get('/api/content').expect(200);
    expect(list.body[0].discussion).toBeUndefined();
  });

  it('never answers another account with the discussion', async () => {
    const owner = await signUp(testApp);
    const saved = await owner.agent
      .post('/api/content')
      .send({ url: REDDIT_THREAD_URL, html: OLD_REDDIT_PAGE })
      .expect(201);
    const stranger = await signUp(testApp);
    await stranger.agent.get(`/api/content/${saved.body.id}`).expect(404);
    await testApp.agent().get(`/api/content/${saved.body.id}`).expect(401);
    await drainJobs(testApp);
  });
});
