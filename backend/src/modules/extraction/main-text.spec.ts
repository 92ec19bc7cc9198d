import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;

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

  it('keeps a page wrapped in one big form, and drops a search form', () => {
    const text = mainText(`
      <form action="/search"><label>Search the site for anything you like</label></form>
      <form id="aspnetForm">${PARAGRAPH('the form page')}${PARAGRAPH('more of it')}${PARAGRAPH('the end')}${PARAGRAPH('an appendix')}${PARAGRAPH('notes')}</form>`);
    expect(text).toContain('about the form page');
    expect(text).not.toContain('Search the site');
  });

  it('falls back to the largest container for a page with little prose', () => {
    expect(mainText('<main><h1>Price list</h1><p>Tea 2 €</p><p>Coffee 3 €</p></main>')).toContain(
      'Coffee 3 €',
    );
  });
});
