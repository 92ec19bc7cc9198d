import { describe, expect, it } from 'vitest';
import { anchorQuote, contextAround } from './anchoring.js';

const TEXT =
  'The tide goes out twice a day. At low tide the pools fill with anemones and small crabs. ' +
  'Children come with buckets. At low tide the pools fill with anemones and small crabs, again.';

function selectorAt(text: string, quote: string, occurrence = 0) {
  let start = -1;
  for (let seen = 0; seen <= occurrence; seen += 1) start = text.indexOf(quote, start + 1);
  return { quote, ...contextAround(text, start, start + quote.length, 32), start };
}

describe('anchorQuote', () => {
  it('keeps a quote that is still where it was', () => {
    const selector = selectorAt(TEXT, 'pools fill with anemones', 1);
    expect(anchorQuote(TEXT, selector)).toEqual({
      start: selector.start,
      end: selector.start + selector.quote.length,
      exact: true,
    });
  });

  it('follows text that moved, choosing the occurrence whose context is intact', () => {
    const selector = selectorAt(TEXT, 'pools fill with anemones', 1);
    const moved = 'A new first paragraph came in front of everything.\n\n' + TEXT;
    const anchor = anchorQuote(moved, selector)!;
    expect(anchor.exact).toBe(true);
    // The second occurrence (after "buckets."), not the first.
    expect(anchor.start).toBe(moved.lastIndexOf('pools fill with anemones'));
  });

  it('finds the quote exactly when only its context changed', () => {
    const selector = selectorAt(TEXT, 'Children come with buckets.');
    const changed = 'Entirely different words now. Children come with buckets. And other words.';
    const anchor = anchorQuote(changed, selector)!;
    expect(changed.slice(anchor.start, anchor.end)).toBe('Children come with buckets.');
  });

  it('re-attaches a quote whose wording changed a little, where its context still is', () => {
    const selector = selectorAt(TEXT, 'Children come with buckets.');
    const edited = TEXT.replace('Children come with buckets.', 'Children came with buckets!');
    const anchor = anchorQuote(edited, selector)!;
    expect(anchor.exact).toBe(false);
    expect(edited.slice(anchor.start, anchor.end)).toContain('Children came with buckets');
  });

  it('gives up when the quote is gone, rather than guess a place', () => {
    const selector = selectorAt(TEXT, 'Children come with buckets.');
    const without = TEXT.replace('Children come with buckets. ', '');
    expect(anchorQuote(without, selector)).toBeNull();
  });

  it('does not match a look-alike passage whose context is elsewhere', () => {
    const selector = {
      quote: 'Children come with buckets.',
      prefix: 'anemones and small crabs. ',
      suffix: ' At low tide',
      start: 90,
    };
    const unrelated = 'A page about something else where children came with baskets instead.';
    expect(anchorQuote(unrelated, selector)).toBeNull();
  });
});

describe('anchorQuote across white space', () => {
  it('finds a selection whose line breaks and spaces differ from the stored text', () => {
    const stored = 'First paragraph.\n\nAt low tide the pools\n   fill with anemones.';
    const anchor = anchorQuote(stored, {
      quote: 'the pools fill with anemones',
      prefix: 'At low tide ',
      suffix: '.',
      start: null,
    })!;
    expect(stored.slice(anchor.start, anchor.end)).toBe('the pools\n   fill with anemones');
  });
});
