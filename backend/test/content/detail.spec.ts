import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const DISCUSSION = {
  totalComments: 2,
  comments: [{ id: 'c1', author: 'ada', text: 'First', score: 3, replies: [] }],
};
const MEDIA = [
  {
    kind: 'image',
    originalUrl: 'https://img.example/1.jpg',
    storedUrl: null,
    notKeptReason: null,
  },
];
const THREAD = [
  { id: 't1', url: null, author: 'Ada', authorHandle: 'ada', text: 'One', postedAt: null },
];
const TRANSCRIPT = {
  lang: 'en',
  source: 'uploaded',
  lines: [{ start: 0, duration: 2, text: 'Hi' }],
};
const CHAPTERS = [{ start: 0, title: 'Intro' }];

describe('GET /api/content/:id: the item with its copies', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the item with its reader view, discussion, thread, media and captions', async () => {
    const { agent, user } = await signUp(testApp);
    const [id] = await seedItems(testApp, user.id, [
      { title: 'With copies', text: 'The whole text.', author: 'Ada', tags: ['x'] },
    ]);
    await sql(
      testApp,
      `UPDATE content_items SET image_url = '/api/content/' || id || '/image', topics = '{Science}',
              metadata = '{"likes": 7}', updated_at = '2026-01-02T03:04:05.678Z' WHERE id = $1`,
      [id],
    );
    await sql(
      testApp,
      `INSERT INTO content_copies (content_id, readable_html, discussion, thread, media, transcript, chapters)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        '<p>Text</p><img src="https://tracker.example/p.gif"><img src="/api/media/1/file">',
        JSON.stringify(DISCUSSION),
        JSON.stringify(THREAD),
        JSON.stringify(MEDIA),
        JSON.stringify(TRANSCRIPT),
        JSON.stringify(CHAPTERS),
      ],
    );
    const { body } = await agent.get(`/api/content/${id}`).expect(200);
    expect(body).toStrictEqual({
      id,
      url: expect.stringContaining('https://seed.example/'),
      platform: 'other',
      title: 'With copies',
      author: 'Ada',
      text: 'The whole text.',
      textTruncated: false,
      summary: null,
      topics: ['Science'],
      imageUrl: `/api/content/${id}/image`,
      extractionStatus: 'completed',
      extractionError: null,
      isFavorite: false,
      isRead: false,
      quickNote: null,
      customTags: ['x'],
      hasAttachments: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: '2026-01-02T03:04:05.678Z',
      metadata: { likes: 7 },
      // Images on other sites would load from the reader's browser; Vault's own stay.
      readableHtml: '<p>Text</p><img src="/api/media/1/file">',
      discussion: DISCUSSION,
      thread: THREAD,
      media: MEDIA,
      transcript: TRANSCRIPT,
      chapters: CHAPTERS,
    });
  });

  it('answers empty copies for an item without any, and hides an image address of another site', async () => {
    const { agent, user } = await signUp(testApp);
    const [id] = await seedItems(testApp, user.id, [{ title: 'Bare' }]);
    await sql(
      testApp,
      `UPDATE content_items SET image_url = 'https://img.example/a.jpg' WHERE id = $1`,
      [id],
    );
    const { body } = await agent.get(`/api/content/${id}`).expect(200);
    expect(body).toMatchObject({
      id,
      title: 'Bare',
      text: null,
      imageUrl: null,
      readableHtml: null,
      discussion: null,
      thread: null,
      media: [],
      transcript: null,
      chapters: [],
    });
  });

  it('answers 404 for another user’s item, copies included, and for an unknown id', async () => {
    const owner = await signUp(testApp);
    const stranger = await signUp(testApp);
    const [id] = await seedItems(testApp, owner.user.id, [{ title: 'Private', text: 'Secret' }]);
    await sql(testApp, `INSERT INTO content_copies (content_id, readable_html) VALUES ($1, $2)`, [
      id,
      '<p>Secret</p>',
    ]);
    await stranger.agent.get(`/api/content/${id}`).expect(404, { message: 'Content not found' });
    await owner.agent.get(`/api/content/2147483000`).expect(404, { message: 'Content not found' });
    expect((await owner.agent.get(`/api/content/${id}`).expect(200)).body.readableHtml).toBe(
      '<p>Secret</p>',
    );
  });
});
