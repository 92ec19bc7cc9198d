import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { seedItems, setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { asBuffer, importFile, libraryOf, type Agent } from './import-helpers.js';

function download(agent: Agent, format: string) {
  return agent.get(`/api/export?format=${format}`).buffer(true).parse(asBuffer);
}

/** Every entry of a zip, name to text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('GET /api/export', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function libraryWithTrickyText() {
    const account = await signUp(testApp);
    await seedItems(testApp, account.user.id, [
      {
        title: 'Plain <b>bold</b> & "quoted"',
        tags: ['web', 'a,b'],
        note: 'note <script>x</script>',
      },
      {
        title: '=HYPERLINK("http://evil.example","x")',
        tags: ['+cmd'],
        favorite: true,
        read: true,
      },
      { title: 'Third', tags: [] },
    ]);
    return account;
  }

  it('round-trips through Netscape HTML: a fresh account gets the same URLs, titles and tags', async () => {
    const source = await libraryWithTrickyText();
    const response = await download(source.agent, 'netscape')
      .expect(200)
      .expect('Content-Type', /text\/html/)
      .expect('Content-Disposition', /attachment; filename="vault-netscape-.*\.html"/);
    const html = (response.body as Buffer).toString('utf8');
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    // Escaped for HTML: no markup from a title or note reaches the file as markup.
    expect(html).toContain('Plain &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).not.toContain('<script>');

    const target = await signUp(testApp);
    await setPlan(testApp, target.user.id, 'free', 0);
    const detail = await importFile(
      testApp,
      target.agent,
      response.body as Buffer,
      'bookmarks.html',
    );
    expect(detail).toMatchObject({ format: 'netscape', done: 3, skipped: 0 });
    const before = await libraryOf(testApp, source.user.id);
    const after = await libraryOf(testApp, target.user.id);
    const shape = (rows: typeof before) =>
      rows
        .map((row) => ({
          url: row.url,
          title: row.title,
          tags: (row.custom_tags ?? []).map((tag) => tag.replace(/,/g, ' ')),
          favorite: row.is_favorite,
          read: row.is_read,
          savedAt: Math.floor(row.saved_at.getTime() / 1000),
        }))
        .sort((a, b) => a.url.localeCompare(b.url));
    expect(shape(after)).toEqual(shape(before));
    expect(after.find((row) => row.title === 'Third')?.custom_tags).toBeNull();
  });

  it('writes CSV whose cells cannot run as formulas', async () => {
    const { agent } = await libraryWithTrickyText();
    const response = await download(agent, 'csv')
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const lines = (response.body as Buffer).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('url,title,tags,favorite,read,note,saved_at,platform,author');
    expect(lines).toHaveLength(4);
    const formulaRow = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(formulaRow).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(formulaRow).toContain(`'+cmd`);
  });

  it('writes Markdown, one file per item with front matter, zipped', async () => {
    const { agent } = await libraryWithTrickyText();
    const response = await download(agent, 'markdown')
      .expect(200)
      .expect('Content-Type', 'application/zip');
    const files = await unzip(response.body as Buffer);
    expect(files.size).toBe(3);
    const third = [...files.entries()].find(([name]) => name.includes('-third-'));
    expect(third?.[0]).toMatch(/^\d{4}-\d\d-\d\d-third-\d+\.md$/);
    expect(third?.[1]).toMatch(/^---\ntitle: "Third"\nurl: "https:\/\/seed\.example\/.+"\n/);
    const plain = [...files.values()].find((text) => text.includes('Plain'))!;
    expect(plain).toContain('tags: ["web", "a,b"]');
    expect(plain).toContain('## Note\n\nnote <script>x</script>');
  });

  it('refuses an unknown format', async () => {
    const { agent } = await signUp(testApp);
    const response = await agent.get('/api/export?format=pdf').expect(400);
    expect(response.body.message).toContain('netscape, csv, markdown');
  });
});
