import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;
const paragraphs = (topic: string, count: number) =>
  Array.from({ length: count }, (_, index) => PARAGRAPH(`${topic} ${index + 1}`)).join('');
const LEAD =
  'The harbour reopened on Monday after three weeks of repairs, and the first ships came in with the morning tide.';

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe("the article's lead", () => {
  it('keeps the lead set between the title and the body, before the body', () => {
    const text = mainText(`
      <article>
        <header class="story-header">
          <h1>The harbour reopens</h1>
          <p class="story-intro">${LEAD}</p>
          <p class="story-byline">By Anna Quill, harbour correspondent of the paper, with reporting from the coast</p>
          <figure><img src="/a.jpg" alt=""><figcaption>Ships waiting outside the harbour wall on Sunday evening, before it opened again to traffic.</figcaption></figure>
        </header>
        <div class="story-body">${paragraphs('the harbour', 20)}</div>
      </article>`);
    expect(text.startsWith(LEAD)).toBe(true);
    expect(text).toContain('about the harbour 20');
    expect(text).not.toContain('By Anna Quill');
    expect(text).not.toContain('Ships waiting');
  });

  it('keeps a deck set as a subheading under the title, and no short section title', () => {
    const text = mainText(`
      <article>
        <header>
          <h1>The harbour reopens</h1>
          <h2 class="article-deck">${LEAD}</h2>
          <h2>Live updates</h2>
        </header>
        <div class="story-body">${paragraphs('the harbour', 20)}</div>
      </article>`);
    expect(text.startsWith(LEAD)).toBe(true);
    expect(text).not.toContain('Live updates');
    expect(text).toContain('about the harbour 20');
  });

  it("takes no lead from the site's header outside the article", () => {
    const text = mainText(`
      <div class="site">
        <div class="masthead"><h1>Harbour News</h1><p>${LEAD}</p></div>
        <div class="story-body">${paragraphs('the harbour', 5)}</div>
      </div>`);
    expect(text).toContain('about the harbour 5');
    expect(text).not.toContain('The harbour reopened');
  });
});
