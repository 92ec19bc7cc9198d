import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMetadata } from './metadata-extractor.js';
import { quotedCodeOf } from './quoted-code.js';
import { readableHtml } from './readable-html.js';
import { recleanText } from './reader-text.js';
import { cleanMainText, hygieneBreaks } from './text-hygiene.js';

const PROSE = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text, and then some more of it.</p>`;

function page(head: string, body: string): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

function extract(html: string) {
  return extractMetadata(html, 'https://news.example/story');
}

describe('text hygiene', () => {
  it('rule 1: no markup from noscript or escaped HTML, no undecoded entities', () => {
    const result = extract(
      page(
        '<title>Tide pools</title>',
        `<article>${PROSE('the tide')}
        <p>&lt;img height="1" width="1" style="display:none" src="https://px.example/t.gif"&gt;</p>
        <p>Rock pools &amp;amp; their crabs &amp;#8217;s shells, and the words a sentence has around them.</p>
        ${PROSE('the crabs')}</article>`,
      ),
    );
    expect(result.text).toContain('about the tide');
    expect(result.text).not.toContain('<img');
    expect(result.text).toContain('Rock pools & their crabs ’s shells');
    expect(hygieneBreaks(result.text, result)).toEqual([]);
  });

  it('rule 1 keeps the tags and entities the page quotes in its code, and still drops stray ones', () => {
    const html = page(
      '<title>Coverage in the browser</title>',
      `<article>${PROSE('test coverage')}
      <pre><code>&lt;script src="vendor/cover.js"
        data-cover-only="src/"&gt;&lt;/script&gt;</code></pre>
      <p>Give the card <code>&lt;div class="card" data-id="7"&gt;</code> its own id, and escape an ampersand as <code>&amp;amp;</code> in the markup around it.</p>
      <p>&lt;img height="1" width="1" style="display:none" src="https://px.example/t.gif"&gt;</p>
      ${PROSE('the report')}</article>`,
    );
    const result = extract(html);
    expect(result.text).toContain('<script src="vendor/cover.js" data-cover-only="src/"></script>');
    expect(result.text).toContain(
      'Give the card <div class="card" data-id="7"> its own id, and escape an ampersand as &amp; in',
    );
    expect(result.text).not.toContain('<img');
    const quotedCode = quotedCodeOf(parseDocument(html));
    expect(hygieneBreaks(result.text, { ...result, quotedCode })).toEqual([]);
    // Without the page's code, the same text reads as leaked markup: the check is not blind.
    expect(hygieneBreaks(result.text, result)).toEqual(['markup']);

    const reader = readableHtml(html, 'https://news.example/story') ?? '';
    expect(reader).toContain('<code>&lt;div class="card" data-id="7"&gt;</code>');
    expect(reader).toContain('data-cover-only="src/"&gt;&lt;/script&gt;</code></pre>');
    expect(reader).not.toContain('px.example');
    // Cleaned again later from the stored reader view, the quoted tags stay.
    const recleaned = recleanText(reader, result.text, result);
    expect(recleaned.text).toContain('<div class="card" data-id="7">');
    expect(recleaned.text).toContain('data-cover-only="src/"></script>');
  });

  it('rule 2: the title, byline and date lines are not at the start of the text', () => {
    const result = extract(
      page(
        '<title>Tide pools at dawn</title><meta name="author" content="Marta Quill">',
        `<article><h1>Tide pools at dawn</h1><p>By Marta Quill</p><p>May 3, 2024</p>
        ${PROSE('low tide')}${PROSE('the anemones')}</article>`,
      ),
    );
    expect(result.text?.startsWith('This is a paragraph about low tide')).toBe(true);
    expect(result.author).toBe('Marta Quill');
    expect(hygieneBreaks(result.text, result)).toEqual([]);
  });

  it('rule 3: furniture blocks beside and after the article are left out', () => {
    const result = extract(
      page(
        '<title>Harbour news</title>',
        `<div class="account-bar"><a href="/logout">Log Out</a> <span>Subscribe for our daily newsletter</span></div>
        <article>${PROSE('the harbour')}${PROSE('the ships')}${PROSE('the weather')}
          <div class="newsletter-box"><p>Subscribe for our daily newsletter and never miss a story from the harbour again.</p></div>
          <h3>Most Popular Videos</h3>
          <p><a href="/v/1">A video of the harbour</a></p><p><a href="/v/2">Another video</a></p>
          <p>© 2024 Harbour News. All rights reserved.</p>
        </article>`,
      ),
    );
    expect(result.text).toContain('about the weather');
    for (const furniture of ['Log Out', 'newsletter', 'Most Popular Videos', 'Another video', '©'])
      expect(result.text).not.toContain(furniture);
    expect(hygieneBreaks(result.text, result)).toEqual([]);
  });

  it("rule 3: a skip link's label left alone on a line is furniture", () => {
    const prose =
      'The harbour opened at dawn, and the first boats were out before the tide turned.';
    for (const label of ['Skip to content', 'Skip to main content', 'Skip navigation']) {
      const text = `${label}\n\n${prose}`;
      expect(hygieneBreaks(text, {})).toEqual(['furniture']);
      expect(cleanMainText(text)).toBe(prose);
    }
    expect(cleanMainText(`Skip to the end: ${prose}`)).toBe(`Skip to the end: ${prose}`);
  });

  it('rule 4: no paragraph twice', () => {
    const quote = 'The sea keeps what the land forgets, and it gives it back at low tide.';
    const result = extract(
      page(
        '<title>The sea</title>',
        `<article>${PROSE('the shore')}<p>${quote}</p>${PROSE('the dunes')}<blockquote><p>${quote}</p></blockquote>${PROSE('the birds')}</article>`,
      ),
    );
    expect(result.text?.split(quote)).toHaveLength(2);
    expect(hygieneBreaks(result.text, result)).toEqual([]);
  });

  it('rule 4: a long paragraph the body itself repeats, one copy after another, stays', () => {
    const result = extract(
      page(
        '<title>Exercises</title>',
        `<article>${PROSE('the drill')}<h2>Second set</h2>${PROSE('the drill')}${PROSE('the drill')}
        <aside class="teasers"><div>${PROSE('the drill')}</div></aside><div>${PROSE('the rest')}</div>${PROSE('the drill')}</article>`,
      ),
    );
    // The three copies in one stretch stay; the one said again after other text goes.
    expect(result.text?.split('about the drill')).toHaveLength(4);
    expect(hygieneBreaks(result.text, result)).toEqual([]);
  });

  it('rule 2: a long title, and the heading it starts with, are not repeated at the start', () => {
    const title =
      'Tide pools at dawn on the northern shore. What the rangers of the northern shore see before sunrise, and why they ask visitors to lift no stone and leave every shell where it lies';
    const result = extract(
      page(
        `<title>${title}</title>`,
        `<article><h2>${title}</h2><h1>Tide pools at dawn on the northern shore</h1>${PROSE('low tide')}${PROSE('the crabs')}</article>`,
      ),
    );
    expect(result.text?.startsWith('This is a paragraph about low tide')).toBe(true);
    expect(hygieneBreaks(result.text, result)).toEqual([]);
  });

  it('reports each broken rule of a dirty text', () => {
    const dirty =
      'Tide pools at dawn\n\nA paragraph with &amp; in it, and more.\n\nA paragraph with &amp; in it, and more.\n\n© 2024 News';
    expect(hygieneBreaks(dirty, { title: 'Tide pools at dawn', author: null })).toEqual([
      'markup',
      'head',
      'furniture',
      'repeat',
    ]);
  });

  it('prints the text of a news page without its header, byline, date, paywall, videos and footer', () => {
    const result = extract(EXAMPLE_PAGE);
    expect(result.text?.startsWith('At low tide the pools')).toBe(true);
    expect(result.text).toContain("the feet of a summer's crowds.");
    for (const furniture of [
      'Log Out',
      'Subscribe for our daily newsletter',
      'Tide pools at dawn',
      'JERUSALEM POST STAFF',
      'May 3, 2024',
      '<img',
      'To Read the Full Story',
      'Most Popular Videos',
      'Customer service',
      'All rights reserved',
    ])
      expect(result.text).not.toContain(furniture);
  });
});

const EXAMPLE_PAGE = `<!doctype html><html><head><title>Tide pools at dawn | Shore Post</title>
<meta property="og:site_name" content="Shore Post"><meta name="author" content="JERUSALEM POST STAFF">
<meta property="article:published_time" content="2024-05-03T06:00:00Z"></head><body>
<header class="site-header"><div class="account-links"><a href="/account">My account</a> <a href="/logout">Log Out</a></div>
<div class="newsletter-signup"><p>Subscribe for our daily newsletter</p></div></header>
<main><article>
<h1>Tide pools at dawn</h1>
<div class="byline">By JERUSALEM POST STAFF</div>
<p class="date">May 3, 2024</p>
<noscript>&lt;img height="1" width="1" style="display:none" src="https://px.example/tr?id=1"&gt;</noscript>
<p>At low tide the pools along the northern shore fill with life that most visitors never see, and the rangers who walk them before sunrise have learned where to look for it first.</p>
<p>The anemones close when the water leaves them and open again as the sea returns, while the crabs wait under the weed for the next wave to bring them something to eat.</p>
<p>Rangers ask visitors to step only on bare rock, to lift no stone and to leave every shell where it lies, because the pools recover slowly from the feet of a summer's crowds.</p>
<div class="paywall-teaser"><h3>To Read the Full Story</h3><p>Subscribe now and get unlimited access to every article.</p></div>
<section class="most-popular"><h2>Most Popular Videos</h2><ul><li><a href="/v/1">Whales off the coast</a></li><li><a href="/v/2">Storm over the harbour</a></li></ul></section>
</article></main>
<div class="customer-service"><p>Customer service: call 555-0100, Monday to Friday, 9 to 5.</p></div>
<p>© 2024 Shore Post. All rights reserved. Terms of use.</p>
</body></html>
`;
