import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import {
  GITHUB_ISSUE_URL,
  X_QUOTED_TEXT,
  X_SIGNED_OUT_PAGE,
  X_THREAD_TEXTS,
  X_THREAD_URL,
  X_VIDEO,
  YOUTUBE_URL,
  youtubePage,
} from '../support/social-formats.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

describe('social posts: threads, transcripts, comments and walls through the API', () => {
  let testApp: TestApp;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await startFixtureSite();
    // Every platform endpoint answers from the fixture site, in the platform's own format.
    testApp = await startTestApp({
      env: {
        FETCH_ALLOWED_HOSTS: '127.0.0.1',
        TWITTER_SYNDICATION_BASE: site.origin,
        YOUTUBE_OEMBED_BASE: site.origin,
        GITHUB_API_BASE: site.origin,
        REDDIT_BASE: site.origin,
        RENDER_ENABLED: 'false',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await site.close();
  });

  async function saveAndOpen(agent: ReturnType<TestApp['agent']>, url: string, html: string) {
    const saved = await agent.post('/api/content').send({ url, html }).expect(201);
    await drainJobs(testApp);
    return (await agent.get(`/api/content/${saved.body.id}`).expect(200)).body;
  }

  it("keeps an X post's whole thread from the syndication answers, with its quote and media", async () => {
    const { agent } = await signUp(testApp);
    const item = await saveAndOpen(agent, X_THREAD_URL, X_SIGNED_OUT_PAGE);
    expect(item.extractionStatus).toBe('completed');
    expect(item.thread.map((post: { text: string }) => post.text)).toEqual(X_THREAD_TEXTS);
    expect(item.thread[0].media[0]).toMatchObject({ kind: 'video', originalUrl: X_VIDEO.best });
    expect(item.thread[2].quoted.text).toBe(X_QUOTED_TEXT);
    expect(item.media.length).toBe(2);
    // Every post of the thread is searchable.
    const found = await agent.get('/api/content').query({ search: 'cotton swab' }).expect(200);
    expect(found.body.map((hit: { id: number }) => hit.id)).toEqual([item.id]);
  });

  it("keeps a YouTube video's transcript with timestamps and chapters, and finds the video by its words", async () => {
    const { agent } = await signUp(testApp);
    const item = await saveAndOpen(agent, YOUTUBE_URL, youtubePage());
    expect(item.transcript).toMatchObject({ lang: 'en', source: 'uploaded' });
    expect(item.transcript.lines[2]).toEqual({
      start: 65.5,
      duration: 5,
      text: 'Each compartment sleeps one, two or four travellers.',
    });
    expect(item.chapters).toHaveLength(4);
    expect(site.hits.get('/api/timedtext')).toBeGreaterThanOrEqual(1);
    // Words said only in the video find it.
    const found = await agent
      .get('/api/content')
      .query({ search: 'compartment travellers' })
      .expect(200);
    expect(found.body.map((hit: { id: number }) => hit.id)).toEqual([item.id]);
    const other = await signUp(testApp);
    const notTheirs = await other.agent
      .get('/api/content')
      .query({ search: 'compartment' })
      .expect(200);
    expect(notTheirs.body).toEqual([]);
  });

  it("keeps a GitHub issue's comments in order", async () => {
    const { agent } = await signUp(testApp);
    const item = await saveAndOpen(agent, GITHUB_ISSUE_URL, '<title>Issue</title>');
    expect(item.discussion.comments.map((comment: { author: string }) => comment.author)).toEqual([
      'first-commenter',
      'test-owner',
    ]);
  });

  it("fails X's signed-out page when the platform gives nothing, with what to do, and refunds the save", async () => {
    const { agent, user } = await signUp(testApp);
    const item = await saveAndOpen(
      agent,
      'https://x.com/verge/status/111111111111111111',
      X_SIGNED_OUT_PAGE,
    );
    expect(item).toMatchObject({
      extractionStatus: 'failed',
      extractionError:
        'X shows this post only to signed-in visitors: save it with the browser extension while signed in',
      text: null,
      thread: null,
    });
    const [row] = await sql<{ usage_count: number }>(
      testApp,
      'SELECT usage_count FROM users WHERE id = $1',
      [user.id],
    );
    expect(row!.usage_count).toBe(0);
  });
});
