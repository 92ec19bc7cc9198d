import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';
import { teaserBlocks } from './teaser-cards.js';
import { textBlocks } from './text-blocks.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;
const teasers = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<li><h3><a href="/story-${index}">Headline of another story ${index}</a></h3>${PARAGRAPH(`another story ${index}`)}</li>`,
  ).join('');

function document(body: string) {
  return parseDocument(`<!doctype html><html><body>${body}</body></html>`);
}

describe('teaser cards', () => {
  it('finds the summaries of three or more cards with linked headlines side by side', () => {
    const root = document(`<ul>${teasers(3)}</ul>${PARAGRAPH('the article')}`).body!;
    // The classifier's good blocks: the paragraphs (headlines, all links, are boilerplate).
    const blocks = textBlocks(root).filter((block) => block.owner.nodeName === 'P');
    const found = [...teaserBlocks(blocks)].map((block) => block.text);
    expect(found).toHaveLength(3);
    expect(found.join(' ')).not.toContain('about the article');
  });

  it('does not take two cards, or list items without a linked headline, for teasers', () => {
    const plain = [1, 2, 3].map((n) => `<li>${PARAGRAPH(`point ${n}`)}</li>`).join('');
    const root = document(`<ul>${teasers(2)}</ul><ul>${plain}</ul>`).body!;
    const blocks = textBlocks(root).filter((block) => block.owner.nodeName === 'P');
    expect(teaserBlocks(blocks).size).toBe(0);
  });

  it('places the content on the article, not on a longer stream of teasers beside it', () => {
    const article = Array.from({ length: 10 }, (_, n) => PARAGRAPH(`the article ${n}`)).join('');
    const text =
      extractMainText(
        document(
          `<div id="main"><section class="story">${article}</section><ul class="stream">${teasers(14)}</ul></div>`,
        ),
      ) ?? '';
    expect(text).toContain('about the article 9');
    expect(text).not.toContain('another story');
  });

  it('keeps the teasers of a page that is nothing else (a front page)', () => {
    const text = extractMainText(document(`<ul>${teasers(6)}</ul>`)) ?? '';
    expect(text).toContain('about another story 5');
  });
});
