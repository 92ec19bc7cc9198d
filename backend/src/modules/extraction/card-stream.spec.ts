import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

/** A listing's card: a linked headline, a one-line summary and a byline, no prose to classify. */
const card = (
  index: number,
  summary = `A summary of story ${index}, which tells the reader in a line or two what the story is about and why it is worth the time to read it.`,
) =>
  `<article class="card"><h2><a href="/story-${index}">Headline of story number ${index} on the front page</a></h2><p>${summary}</p><div>Author ${index} – 3/7/2026</div></article>`;

function text(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe('a stream of article cards', () => {
  it('keeps every card of a listing, not only its largest', () => {
    const cards = [1, 2, 3, 4, 5].map((index) => card(index)).join('');
    const longest = card(
      6,
      'A summary of story 6, which tells the reader in two lines what the story is about, why it matters and why it is worth the time to read it.',
    );
    const result = text(
      `<nav><a href="/">Home</a></nav><main><div class="grid">${cards}${longest}</div></main>`,
    );
    for (const index of [1, 2, 3, 4, 5, 6]) expect(result).toContain(`story number ${index}`);
    expect(result).not.toContain('Home');
  });

  it('keeps to the article when it stands out from the cards beside it', () => {
    const article = `<article><h1>The article</h1><p>${'The article has a body much longer than any card. '.repeat(4)}</p></article>`;
    const cards = [1, 2, 3].map((index) => card(index, '')).join('');
    const result = text(`<div>${article}<div class="more">${cards}</div></div>`);
    expect(result).toContain('much longer than any card');
    expect(result).not.toContain('story number');
  });
});

/** A shop's product tile: a name and a few short lines, no <article> and no prose to classify. */
const tile = (index: number, blurb: string) =>
  `<div class="product-item"><a href="/arm-${index}"><img src="/arm-${index}.jpg" alt=""></a><div class="details"><h3>Monitor arm model ${index}</h3><div class="specs"><p>For monitors: 5-${10 + index} lbs</p><p>${blurb}</p><p>Starting at $${400 + index}</p></div></div></div>`;

describe('a list of like cards without <article>s', () => {
  it('keeps every tile when the largest block of paragraphs is one of them', () => {
    const tiles = [1, 2, 3, 4, 5]
      .map((index) => tile(index, `Screen size: up to ${30 + index} inches`))
      .join('');
    const largest = tile(
      6,
      'Scalable multi-monitor arm system designed to support up to six monitors on a single post, with a slider that moves each screen four inches to either side and cables kept inside the arm.',
    );
    const result = text(
      `<header><a href="/">Home</a></header><div class="page"><h1>Monitor arms</h1><div class="product-items">${tiles}${largest}</div></div><div class="promo"><p>Free shipping on orders over $50</p></div>`,
    );
    for (const index of [1, 2, 3, 4, 5, 6]) expect(result).toContain(`Monitor arm model ${index}`);
    expect(result).not.toContain('Free shipping');
  });
});
