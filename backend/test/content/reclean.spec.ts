import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../src/queue/job-queue.js';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site.js';
import { drainJobs, sql } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const PROSE = (topic: string) =>
  `This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text, and then some more of it.`;

// What an item saved before the text rules kept: the title, byline and date at the start, a
// tracking pixel from a noscript block as text, a paragraph twice and a copyright line.
const DIRTY_TEXT = [
  'Tide pools at dawn',
  'By Marta Quill',
  'May 3, 2024',
  PROSE('low tide'),
  '<img height="1" width="1" style="display:none" src="https://px.example/t.gif">',
  PROSE('the anemones'),
  PROSE('low tide'),
  PROSE('the crabs'),
  '© 2024 Shore News. All rights reserved.',
].join('\n\n');
const READER_HTML = `<h1>Tide pools at dawn</h1><p>By Marta Quill</p><p>May 3, 2024</p>
  <p>${PROSE('low tide')}</p><p>&lt;img height="1" width="1" style="display:none" src="https://px.example/t.gif"&gt;</p>
  <p>${PROSE('the anemones')}</p><blockquote><p>${PROSE('low tide')}</p></blockquote>
  <p>${PROSE('the crabs')}</p><p>© 2024 Shore News. All rights reserved.</p>`;

describe('npm run admin -- reclean', () => {
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

  it('cleans an item stored with dirty text from its reader HTML, without fetching', async () => {
    const { agent } = await signUp(testApp);
    const saved = await agent
      .post('/api/content')
      .send({ url: `${site.origin}/article?title=Tide-pools-at-dawn` })
      .expect(201);
    await drainJobs(testApp);
    await sql(
      testApp,
      `UPDATE content_items SET title = 'Tide pools at dawn', author = 'Marta Quill', text = $2 WHERE id = $1`,
      [saved.body.id, DIRTY_TEXT],
    );
    await sql(testApp, 'UPDATE content_copies SET readable_html = $2 WHERE content_id = $1', [
      saved.body.id,
      READER_HTML,
    ]);
    // The page is gone: the text can only come from what is stored.
    await site.close();

    await testApp.app.get(JobQueue).enqueue('reclean', { afterId: 0 });
    await drainJobs(testApp);

    const item = (await agent.get(`/api/content/${saved.body.id}`).expect(200)).body as {
      text: string;
      metadata: { wordCount?: number };
    };
    expect(item.text.startsWith('This is a paragraph about low tide')).toBe(true);
    expect(item.text).not.toContain('<img');
    expect(item.text).not.toContain('©');
    expect(item.text.split('about low tide')).toHaveLength(2);
    expect(item.text).toContain('about the crabs');
    expect(item.metadata.wordCount).toBe(item.text.split(/\s+/).length);
  });
});
