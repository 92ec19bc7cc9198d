import { describe, expect, it } from 'vitest';
import { readableHtml, readableMailHtml } from './readable-html.js';

const PARAGRAPH =
  'The committee met on Tuesday and agreed the new timetable for the night trains. ';
const page = (article: string): string =>
  `<!doctype html><html><head><script>window.bad = 1</script></head><body>
<nav><a href="/">Home</a></nav><article>${article}</article><footer>© Site</footer></body></html>`;

describe('readableHtml', () => {
  it('shows the article a never-closed <aside> swallowed', () => {
    const html = `<!doctype html><html><body><aside class="banner"><div><a href="/">News</a></div></a>
<main><article><p>${PARAGRAPH.repeat(3)}</p></article></main></body></html>`;
    expect(readableHtml(html, 'https://news.example/')).toContain('agreed the new timetable');
  });

  it('shows the page behind a dialog that was open when it was saved', () => {
    const html = `<!doctype html><html><body>
<main aria-hidden="true"><h1>Night trains</h1><p>${PARAGRAPH.repeat(8)}</p></main>
<div role="dialog" aria-modal="true"><p>Sign in to continue</p></div></body></html>`;
    const reader = readableHtml(html, 'https://news.example/');
    expect(reader).toContain('agreed the new timetable');
    expect(reader).not.toContain('Sign in to continue');
  });

  it('shows what the text keeps: a page wrapped in one form, and the answers a button opens', () => {
    const wrapped = `<!doctype html><html><body><form id="page" action="/page.aspx">
<input type="hidden" name="state" value="1"><input type="search" name="q">
<div class="content"><p>${PARAGRAPH.repeat(14)}</p></div></form>
<form action="/subscribe"><p>Get the timetable by mail</p><input type="email" name="email"></form>
</body></html>`;
    const wrappedView = readableHtml(wrapped, 'https://trains.example/') ?? '';
    expect(wrappedView).toContain('agreed the new timetable');
    expect(wrappedView).not.toContain('Get the timetable by mail');

    const faq = page(`<h2>Questions</h2><p>${PARAGRAPH.repeat(2)}</p>
<button aria-controls="answer-1" aria-expanded="false">When do the trains run?</button>
<div id="answer-1" hidden><p>Every night from midnight, on the three lines the committee named.</p></div>
<div id="sign-in" role="dialog" hidden><p>Sign in to keep reading.</p></div>
<div hidden><p>A part no control opens.</p></div>`);
    const faqView = readableHtml(faq, 'https://trains.example/faq') ?? '';
    expect(faqView).toContain('Every night from midnight');
    expect(faqView).not.toContain('Sign in to keep reading');
    expect(faqView).not.toContain('no control opens');
  });

  it('keeps the article structure and drops scripts, handlers, javascript: links and styles', () => {
    const html = page(`<h1 onclick="steal()">Night trains</h1>
<p style="color:red" class="lead" onmouseover="x()">${PARAGRAPH.repeat(3)}</p>
<script>alert(1)</script><style>p{}</style>
<p><a href="javascript:alert(1)">click</a> <a href="/next" onclick="x()">next page</a></p>
<img src="/photo.jpg" onerror="alert(1)" alt="Train">
<svg><script>alert(2)</script><text>svg text</text></svg>`);
    expect(readableHtml(html, 'https://news.example/a/b')).toMatchInlineSnapshot(`
      "<h1>Night trains</h1>
      <p>The committee met on Tuesday and agreed the new timetable for the night trains. The committee met on Tuesday and agreed the new timetable for the night trains. The committee met on Tuesday and agreed the new timetable for the night trains. </p>

      <p><a rel="noopener noreferrer nofollow" target="_blank">click</a> <a href="https://news.example/next" rel="noopener noreferrer nofollow" target="_blank">next page</a></p>
      <img src="https://news.example/photo.jpg" alt="Train" />"
    `);
  });

  it('keeps YouTube and Vimeo players and removes every other iframe', () => {
    const html = page(`<p>${PARAGRAPH.repeat(3)}</p>
<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>
<iframe src="https://player.vimeo.com/video/42"></iframe>
<iframe src="https://evil.example/phish"></iframe>
<iframe src="javascript:alert(1)"></iframe>
<iframe srcdoc="<script>alert(1)</script>"></iframe>`);
    const clean = readableHtml(html, 'https://news.example/') ?? '';
    expect(clean).toContain('<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen>');
    expect(clean).toContain('<iframe src="https://player.vimeo.com/video/42">');
    expect(clean).not.toMatch(/evil\.example|javascript:|srcdoc|<script/);
    expect(clean.match(/<iframe/g)).toHaveLength(2);
  });

  it('leaves out the page furniture around the article', () => {
    const clean =
      readableHtml(page(`<p>${PARAGRAPH.repeat(3)}</p>`), 'https://news.example/') ?? '';
    expect(clean).not.toContain('Home');
    expect(clean).not.toContain('© Site');
  });

  it('leaves out a cookie banner and the site footer when they hold the most prose', () => {
    const html = `<!doctype html><html><body>
<div class="product"><h2>Night train sleeper, two berths</h2><p>From $199. ${PARAGRAPH.repeat(3)}</p></div>
<div class="site-footer"><p>${PARAGRAPH.repeat(4)} Our legal notice.</p></div>
<div class="cookie-banner"><p>We use cookies to improve your experience. ${PARAGRAPH.repeat(5)}</p></div>
</body></html>`;
    const view = readableHtml(html, 'https://trains.example/') ?? '';
    expect(view).toContain('Night train sleeper');
    expect(view).not.toContain('We use cookies');
    expect(view).not.toContain('Our legal notice');
  });

  it('returns null for a page without readable content', () => {
    expect(
      readableHtml('<html><body><div>Menu</div></body></html>', 'https://x.example/'),
    ).toBeNull();
  });
});

describe('readableHtml keeps the article structure (text rule 5)', () => {
  const prose = (topic: string) =>
    `<p>This paragraph is about ${topic}, written as prose with the words prose has, so a reader finds it.</p>`;

  it('keeps headings, lists, quotes, code whitespace, tables and figures with captions', () => {
    const html = page(`<h1>Tide pools at dawn</h1><p>By Marta Quill</p><p>May 3, 2024</p>
${prose('low tide')}<h2>What lives there</h2>
<ul><li>Anemones</li><li>Crabs</li></ul><ol start="3"><li>Third</li></ol>
<blockquote><p>The sea keeps what the land forgets.</p></blockquote>
<pre><code>if (tide &lt; 1) {
    walk();
}</code></pre>
<table><thead><tr><th>Time</th><th>Height</th></tr></thead><tbody><tr><td>06:10</td><td>0.4 m</td></tr></tbody></table>
<figure><img src="/pool.jpg" alt="A pool"><figcaption>A pool at 06:10</figcaption></figure>
${prose('the crabs')}${prose('low tide')}
<div class="share-bar"><a href="/s">Share</a></div><p>© 2024 Shore News. All rights reserved.</p>`);
    const reader = readableHtml(html, 'https://news.example/a', {
      title: 'Tide pools at dawn',
      author: 'Marta Quill',
    })!;
    expect(reader).toContain('<h2>What lives there</h2>');
    expect(reader).toContain('<ul><li>Anemones</li><li>Crabs</li></ul>');
    expect(reader).toContain('<ol start="3">');
    expect(reader).toContain(
      '<blockquote><p>The sea keeps what the land forgets.</p></blockquote>',
    );
    expect(reader).toContain('<pre><code>if (tide &lt; 1) {\n    walk();\n}</code></pre>');
    expect(reader).toContain('<th>Time</th>');
    expect(reader).toContain('<td>0.4 m</td>');
    expect(reader).toMatch(
      /<figure><img src="https:\/\/news.example\/pool.jpg" alt="A pool" \/><figcaption>A pool at 06:10<\/figcaption><\/figure>/,
    );
    // Nothing the text rules drop: title, byline, date, furniture, a paragraph twice.
    expect(reader).not.toContain('Tide pools at dawn');
    expect(reader).not.toContain('Marta Quill');
    expect(reader).not.toContain('May 3, 2024');
    expect(reader).not.toContain('Share');
    expect(reader).not.toContain('©');
    expect(reader.split('about low tide')).toHaveLength(2);
  });
});

describe('readableMailHtml', () => {
  it('keeps a whole message, without script, styles, images or links into our own origin', () => {
    const html = `<html><head><style>p{color:red}</style></head><body>
      <table><tr><td><h1 style="color:red">Issue 12</h1><p onclick="x()">First story</p></td></tr>
      <tr><td><p>Second story <a href="https://news.example/read">read</a>
        <a href="/api/auth/logout">here</a> <a href="javascript:alert(1)">js</a></p>
        <img src="https://tracker.example/pixel.gif" width="1"><img src="cid:logo"></td></tr></table>
      <script>alert(1)</script></body></html>`;
    const clean = readableMailHtml(html)!;
    expect(clean).toContain('<h1>Issue 12</h1>');
    expect(clean).toContain('First story');
    expect(clean).toContain('Second story');
    expect(clean).toContain('href="https://news.example/read"');
    expect(clean).not.toMatch(
      /<img|<script|<style|onclick|style=|javascript:|\/api\/auth|pixel|cid:/,
    );
  });

  it('keeps the images a reader sees, for the media store to keep', () => {
    const clean =
      readableMailHtml(`<p>Story</p><img src="https://news.example/chart.png" alt="Chart">
      <img src="https://news.example/open.gif" height="1"><img src="https://news.example/h.png" style="display: none">`)!;
    expect(clean).toContain('<img src="https://news.example/chart.png" alt="Chart" />');
    expect(clean).not.toMatch(/open\.gif|h\.png/);
  });

  it('is null for a message with nothing to show', () => {
    expect(readableMailHtml('<html><body><img src="https://x.example/a.png"></body></html>')).toBe(
      null,
    );
  });
});

describe('readableMailHtml of a fragment', () => {
  it('keeps a message that is only a fragment of HTML', () => {
    expect(
      readableMailHtml('<table><tr><td><h2>Second story</h2><p>Words.</p></td></tr></table>'),
    ).toBe('<table><tr><td><h2>Second story</h2><p>Words.</p></td></tr></table>');
  });
});
