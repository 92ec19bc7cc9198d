import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;

// One paragraph long enough to be all the classifier finds to be prose on a page.
const LONG_PARAGRAPH = `<p>${'This is one long paragraph of prose, with the words that prose has, so that a reader finds it. '.repeat(4)}</p>`;

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe('main text', () => {
  it('keeps the article prose with its short parts and drops link lists around it', () => {
    const text = mainText(`
      <div class="top"><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></div>
      <div class="layout">
        <div class="story">
          <h2>What happened</h2>
          ${PARAGRAPH('the harbour')}
          <p>A short line.</p>
          ${PARAGRAPH('the ships')}
          <ul><li>First point of the list</li><li>Second point of the list</li></ul>
          ${PARAGRAPH('the weather')}
        </div>
        <div class="related"><a href="/a">Another story with a long title here</a><a href="/b">And one more story with a long title</a></div>
      </div>
      <div class="legal">© 2024 Example News. All rights reserved.</div>`);
    expect(text).toContain('What happened');
    expect(text).toContain('about the harbour');
    expect(text).toContain('A short line.');
    expect(text).toContain('Second point of the list');
    expect(text).toContain('about the weather');
    expect(text).not.toContain('Sport');
    expect(text).not.toContain('Another story');
    expect(text).not.toContain('All rights reserved');
    // Paragraphs stay apart.
    expect(text).toMatch(/harbour[^\n]*\n\nA short line\./);
  });

  it('keeps every post of a thread, not only the longest', () => {
    const text = mainText(`
      <div class="thread">
        <div class="post">${PARAGRAPH('the question')}</div>
        <div class="post">${PARAGRAPH('the first answer')}</div>
        <div class="post">${PARAGRAPH('the second answer')}</div>
      </div>`);
    for (const part of ['question', 'first answer', 'second answer']) expect(text).toContain(part);
  });

  it('drops menus, toolbars, dialogs and the site banner marked by their roles', () => {
    const text = mainText(`
      <div role="banner"><p>Harbour News, the paper of the northern shore since the year it was founded</p></div>
      <div role="toolbar"><span>Print this page for later</span> <span>Text size of this page</span></div>
      <div class="story">${PARAGRAPH('the harbour')}${PARAGRAPH('the ships')}${PARAGRAPH('the tide')}</div>
      <div role="dialog" aria-modal="true"><p>We value your privacy and ask for your consent to use cookies on this site.</p></div>`);
    expect(text).toContain('about the tide');
    for (const furniture of ['paper of the northern shore', 'Print this page', 'your privacy'])
      expect(text).not.toContain(furniture);
  });

  it('drops the few words of buttons and counters set straight in layout elements', () => {
    const text = mainText(`
      <div class="story">${PARAGRAPH('the harbour')}
        <div class="tools"><div>Pin it</div><div><span>12 comments</span></div></div>
        <p><a href="/a">Another story on the same subject</a></p>
        ${PARAGRAPH('the ships')}<h3>Low tide</h3><ul><li>Boots</li></ul>${PARAGRAPH('the tide')}</div>`);
    expect(text).toContain('about the tide');
    expect(text).toContain('Low tide');
    expect(text).toContain('Boots');
    for (const furniture of ['Pin it', '12 comments']) expect(text).not.toContain(furniture);
  });

  it('keeps the headings of steps and lists set in spans', () => {
    const step = (label: string, topic: string) =>
      `<div class="step"><div class="content"><span class="headline">${label}</span>${PARAGRAPH(topic)}</div></div>`;
    const text = mainText(`
      <div class="steps">${PARAGRAPH('a terrarium')}
        <ul class="reading"><li><a href="/a">A shelf of succulents</a></li><li><a href="/b">Moss walls</a></li></ul>
        <div class="step"><div class="content"><span class="headline">What You'll Need:</span>
          <ul><li>Cloche</li><li>Moss</li><li>Ruler</li><li>Spoon</li><li>Tweezers</li></ul></div></div>
        ${step('Step 1', 'the foam')}${step('Step 2', 'the plant')}</div>`);
    for (const label of ["What You'll Need:", 'Step 1', 'Step 2', 'Cloche', 'about the plant'])
      expect(text).toContain(label);
  });

  it('keeps the content a broken page left inside its unclosed site header', () => {
    const text = mainText(
      `<header role="banner"><p>Harbour News</p><main>${PARAGRAPH('the harbour')}${PARAGRAPH('the tide')}</main>`,
    );
    expect(text).toContain('about the tide');
  });

  it('keeps a page wrapped in one big form, and drops a search form', () => {
    const text = mainText(`
      <form action="/search"><label>Search the site for anything you like <input type="search" name="q"></label></form>
      <form id="aspnetForm">${PARAGRAPH('the form page')}${PARAGRAPH('more of it')}${PARAGRAPH('the end')}${PARAGRAPH('an appendix')}${PARAGRAPH('notes')}</form>`);
    expect(text).toContain('about the form page');
    expect(text).not.toContain('Search the site');
  });

  it('keeps replies whose text sits in forms with nothing to fill in, and drops a sign-up form', () => {
    const reply = (topic: string) =>
      `<div class="comment"><form class="usertext"><input type="hidden" name="thing_id" value="t1"><div class="md">${PARAGRAPH(topic)}</div></form></div>`;
    const text = mainText(`
      <div class="thread">${PARAGRAPH('the question')}${reply('the first reply')}${reply('the second reply')}${reply('the third reply')}</div>
      <form action="/subscribe"><p>Get our weekly newsletter in your inbox</p><input type="email" name="email"></form>`);
    expect(text).toContain('about the second reply');
    expect(text).toContain('about the third reply');
    expect(text).not.toContain('weekly newsletter');
  });

  it("keeps the article's short sign-off and drops the tag and share lines after it", () => {
    const text = mainText(`
      <div class="entry">${PARAGRAPH('the harbour')}${PARAGRAPH('the ships')}${PARAGRAPH('the tide')}<p>Best wishes, Anna</p>
        <div class="post-tags"><p>Filed under <a href="/tag/harbour">harbour</a></p><p>Share this</p></div></div>`);
    expect(text).toContain('about the tide');
    expect(text).toContain('Best wishes, Anna');
    expect(text).not.toContain('Filed under');
    expect(text).not.toContain('Share this');
  });

  it('drops a comment section and related posts beside the article', () => {
    const text = mainText(`
      <div class="entry">${PARAGRAPH('the harbour')}${PARAGRAPH('the ships')}${PARAGRAPH('the tide')}</div>
      <div class="jp-relatedposts"><p>Another story we wrote about the same subject, which you might also like to read.</p></div>
      <div id="comments">
        <div class="comment">${PARAGRAPH('what a reader thinks')}</div>
        <div class="comment">${PARAGRAPH('what another reader thinks')}</div>
      </div>`);
    expect(text).toContain('about the tide');
    expect(text).not.toContain('Another story');
    expect(text).not.toContain('reader thinks');
  });

  it('keeps the comments of a thread when they are most of the page', () => {
    const text = mainText(`
      <div class="question">${PARAGRAPH('the question')}</div>
      <div class="comments">
        <div>${PARAGRAPH('the first answer')}</div>
        <div>${PARAGRAPH('the second answer')}</div>
        <div>${PARAGRAPH('the third answer')}</div>
      </div>`);
    for (const part of ['question', 'first answer', 'third answer']) expect(text).toContain(part);
  });

  it('keeps prose with inline links and headings that link to their own anchor', () => {
    const link = (word: string) => `<a href="/docs/${word}">${word} reference page</a>`;
    const text = mainText(`
      <div class="menu"><a href="/a">Guides</a> <a href="/b">Reference</a> <a href="/c">Blog</a></div>
      <div class="doc">
        <h2><a href="#setup">Setting up the project</a></h2>
        <p>Before you start, read the ${link('install')} and the ${link('config')}, which explain what you need and how it is set up on your machine.</p>
        ${PARAGRAPH('the setup')}
        ${PARAGRAPH('the first steps')}
      </div>`);
    expect(text).toContain('Setting up the project');
    expect(text).toContain('Before you start, read the install reference page');
    expect(text).not.toContain('Guides');
  });

  it('takes the whole <article> of a page whose text is short definitions and tables', () => {
    const rows = ['id', 'name', 'price', 'brand', 'colour']
      .map((field) => `<tr><td>${field}</td><td>The ${field} of the product</td><td>yes</td></tr>`)
      .join('');
    const text = mainText(`
      <div class="menu"><a href="/a">Docs</a> <a href="/b">API</a></div>
      <article>
        ${LONG_PARAGRAPH}
        <h2>Fields</h2>
        <table>${rows}</table>
        <dl><dt>format</dt><dd>CSV or XML</dd></dl>
      </article>`);
    expect(text).toContain('The colour of the product');
    expect(text).toContain('CSV or XML');
    expect(text).not.toContain('API');
  });

  it('widens a one-paragraph container to the list it is part of', () => {
    const items = ['Set up the tool', 'Run your first job', 'Publish the result']
      .map((item) => `<li>${item}</li>`)
      .join('');
    const text = mainText(`
      <div class="menu"><a href="/a">Docs</a> <a href="/b">API</a></div>
      <div class="guide">${LONG_PARAGRAPH}<ul>${items}</ul></div>`);
    expect(text).toContain('Publish the result');
    expect(text).toContain('one long paragraph');
    expect(text).not.toContain('API');
  });

  it('reads the paragraphs of a heading the page left unclosed as prose, not as a heading', () => {
    // An <h2> whose end tag is missing: the parser puts the whole article inside it.
    const text = mainText(`
      <div class="top"><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></div>
      <main>
        <p>Ten years on, the harbour has changed more than anyone in the town expected it to.</p>
        <figure><img src="a.jpg"><figcaption>The harbour at dawn, seen from the lighthouse on the northern shore, where the ferries used to leave from.</figcaption></figure>
        <h2 class="summary">What the harbour has become in the last ten years, and what the town thinks it should become next.
        <div class="body">${PARAGRAPH('the harbour')}${PARAGRAPH('the ships')}${PARAGRAPH('the tide')}</div>
      </main>`);
    expect(text).toContain('about the harbour');
    expect(text).toContain('about the tide');
    expect(text).not.toContain('Sport');
  });

  it('falls back to the largest container for a page with little prose', () => {
    expect(mainText('<main><h1>Price list</h1><p>Tea 2 €</p><p>Coffee 3 €</p></main>')).toContain(
      'Coffee 3 €',
    );
  });
  it('reads a page whose content a never-closed <aside> swallowed, and drops whole asides', () => {
    const text = mainText(`
      <aside class="announcement"><div><a href="/news">Announcement: we joined a larger company</a></div>
      </div></a>
      <main><article>${PARAGRAPH('the first lesson')}${PARAGRAPH('the second lesson')}</article></main>
      <aside class="more"><p>Read our other stories about founders and their companies, every week.</p></aside>`);
    expect(text).toContain('about the first lesson');
    expect(text).toContain('about the second lesson');
    expect(text).not.toContain('other stories');
  });
});
