import { LIMITS } from '@vault/contracts';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { setPlan } from '../support/library.js';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';
import { asBuffer, importFile, libraryOf, upload } from './import-helpers.js';

function zipStream(zip: yazl.ZipFile): Promise<Buffer> {
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** `bytes` of spaces, produced a megabyte at a time (the test never holds them whole). */
function spaces(bytes: number): Readable {
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const chunk = left >= megabyte.length ? megabyte : megabyte.subarray(0, left);
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

describe('POST /api/import: malformed and hostile files', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function account() {
    const created = await signUp(testApp);
    await setPlan(testApp, created.user.id, 'free', 0);
    return created;
  }

  it('refuses a file over 100 MB with 413 and imports nothing', async () => {
    const { agent, user } = await account();
    const line = 'https://example.com/a-long-enough-path-for-a-line\n';
    const big = Buffer.alloc(LIMITS.importMaxBytes + 1, line);
    const response = await upload(agent, big, 'big.txt').expect(413);
    expect(response.body.message).toContain('larger than 100 MB');
    expect(await libraryOf(testApp, user.id)).toEqual([]);
    expect((await agent.get('/api/import').expect(200)).body).toEqual([]);
  }, 60_000);

  it('stops a zip bomb while inflating it, and imports nothing', async () => {
    const { agent, user } = await account();
    const bomb = new yazl.ZipFile();
    bomb.addReadStream(spaces(LIMITS.importZipUnpackedMaxBytes + 1024 * 1024), 'metadata_0.json');
    const archive = await zipStream(bomb);
    expect(archive.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(agent, archive, 'omnivore.zip').expect(413);
    expect(response.body.message).toContain('unpacks to more than');
    expect(await libraryOf(testApp, user.id)).toEqual([]);
  }, 60_000);

  it('refuses a zip with more entries than allowed', async () => {
    const { agent } = await account();
    const many = new yazl.ZipFile();
    for (let index = 0; index <= LIMITS.importZipEntriesMax; index += 1)
      many.addBuffer(Buffer.from('[]'), `metadata_${index}.json`, { compress: false });
    await upload(agent, await zipStream(many), 'many.zip').expect(413);
  }, 60_000);

  it('reads HTML without running it: scripts never reach a title, unsafe links are skipped', async () => {
    const { agent, user } = await account();
    const html = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<script>fetch('/api/content', { method: 'POST' })</script>
<TITLE>Bookmarks</TITLE>
<DL><p>
  <DT><A HREF="https://safe.example.com/page" ADD_DATE="1600000000">Safe<script>alert(1)</script> page</A>
  <DT><A HREF="javascript:alert(document.cookie)">Click me</A>
  <DT><A HREF="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data link</A>
  <DT><A HREF="file:///etc/passwd">Local file</A>
  <DT><A HREF="https://other.example.com/" onclick="alert(1)">&lt;img src=x onerror=alert(1)&gt;</A>
</DL><p>`;
    const detail = await importFile(testApp, agent, html);
    expect(detail).toMatchObject({ total: 5, done: 2, skipped: 3 });
    expect(detail.skippedRows).toEqual([
      {
        line: 2,
        url: 'javascript:alert(document.cookie)',
        title: 'Click me',
        reason: 'javascript: links are not saved',
      },
      {
        line: 3,
        url: expect.stringMatching(/^data:/),
        title: 'Data link',
        reason: 'data: links are not saved',
      },
      {
        line: 4,
        url: 'file:///etc/passwd',
        title: 'Local file',
        reason: 'file: links are not saved',
      },
    ]);
    const library = await libraryOf(testApp, user.id);
    expect(library.map((row) => [row.url, row.title])).toEqual([
      ['https://safe.example.com/page', 'Safe page'],
      // Markup written as text stays text: it is shown escaped, never parsed.
      ['https://other.example.com/', '<img src=x onerror=alert(1)>'],
    ]);
  });

  it('skips rows carrying spreadsheet formulas and reports them, formula-safe', async () => {
    const { agent, user } = await account();
    const csv = [
      'title,url,time_added,tags,status',
      '"=HYPERLINK(""http://evil.example/steal"",""Click"")",https://example.com/one,1700000000,,unread',
      'Fine title,https://example.com/two,1700000000,,unread',
      'Bad tag,https://example.com/three,1700000000,@SUM(1+1),unread',
      "\"=cmd|' /C calc'!A0\",=cmd|' /C calc'!A0,1700000000,,unread",
      'Script link,javascript:alert(1),1700000000,,unread',
    ].join('\n');
    const detail = await importFile(testApp, agent, csv);
    expect(detail).toMatchObject({ format: 'pocket-csv', total: 5, done: 1, skipped: 4 });
    expect((await libraryOf(testApp, user.id)).map((row) => row.url)).toEqual([
      'https://example.com/two',
    ]);
    const report = await agent
      .get(`/api/import/${detail.id}/report`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    const text = (report.body as Buffer).toString('utf8');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('line,url,title,reason');
    expect(lines).toHaveLength(5);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/steal"",""Click"")"`);
    expect(text).toContain('A cell holds a spreadsheet formula');
    expect(text).toContain('javascript: links are not saved');
    // No cell of the report starts a formula.
    for (const line of lines.slice(1)) {
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@]/);
    }
  });

  it('skips javascript: lines of a URL list and imports the rest', async () => {
    const { agent, user } = await account();
    const detail = await importFile(
      testApp,
      agent,
      'https://example.com/ok-one\njavascript:alert(1)\nhttps://example.com/ok-two\nnot a link at all\n',
    );
    expect(detail).toMatchObject({ format: 'url-list', total: 4, done: 2, skipped: 2 });
    expect(detail.skippedRows.map((row) => [row.line, row.reason])).toEqual([
      [2, 'javascript: links are not saved'],
      [4, 'Not a web address (http or https)'],
    ]);
    expect((await libraryOf(testApp, user.id)).map((row) => row.url)).toEqual([
      'https://example.com/ok-one',
      'https://example.com/ok-two',
    ]);
  });

  it('refuses an upload without a file, and an empty file', async () => {
    const { agent } = await account();
    await agent.post('/api/import').send({ url: 'x' }).expect(400);
    const empty = await upload(agent, Buffer.alloc(0)).expect(400);
    expect(empty.body.message).toMatch(/No links|Send the file/);
  });
});
