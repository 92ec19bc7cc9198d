import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';
import { extractMetadata } from './metadata-extractor.js';

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

const SENTENCE =
  'This is a line of prose with the words that prose has, written so that a reader finds what they came for in the text of the article';

describe('paragraphs written with line breaks', () => {
  it('keeps the lines of a short text in one paragraph until two breaks', () => {
    const text = mainText(`
      <article><h1>Notes</h1>
        <div>First line<br/>second line<br/> <br/>next paragraph</div>
      </article>`);
    expect(text).toContain('First line\nsecond line\n\nnext paragraph');
  });

  it('keeps the lines of prose in one paragraph', () => {
    const text = mainText(`
      <div class="post">
        <p>${SENTENCE}, the first.<br>${SENTENCE}, the second.<br><br>${SENTENCE}, the third.</p>
        <p>${SENTENCE}, the fourth.</p>
      </div>`);
    expect(text).toContain('the first.\nThis is');
    expect(text).toContain('the second.\n\nThis is');
  });
});

describe('a poem in the stored text', () => {
  it('keeps its lines as lines after the text rules', () => {
    const poem = `<!doctype html><html><head><title>Tide pools</title></head><body><article>
      <h1>Tide pools</h1>
      <p>${SENTENCE}, an introduction to the poem below.</p>
      <p>At low tide the rocks lie open,<br>anemones close their hands,<br>the gulls keep count of what is left.</p>
      <p>${SENTENCE}, a note after it.</p></article></body></html>`;
    const text = extractMetadata(poem, 'https://poems.example/tide-pools').text ?? '';
    expect(text).toContain(
      'At low tide the rocks lie open,\nanemones close their hands,\nthe gulls keep count of what is left.',
    );
  });
});
