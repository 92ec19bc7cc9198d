import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';
import { readableHtml } from './readable-html.js';

const PROSE =
  'The listing describes a chain for a motorcycle, its length, its links and how it is fitted, in the words a buyer reads before ordering one from the seller. ';
const OBFUSCATED_LABEL = [
  '<span class="a">S</span>',
  '<span class="h">f2f260c3-bf1f-466a-b856-6f031758a086</span>',
  '<span class="a">p</span>',
  '<span class="h">16207f0d-5442-4472-ad51-162a45a841c3</span>',
  '<span class="a">o</span><span class="a">n</span><span class="a">s</span><span class="a">o</span><span class="a">r</span><span class="a">e</span><span class="a">d</span>',
].join('');
const PAGE = `<!doctype html><html><body><article><h1>Chain 520</h1>
<div class="label">${OBFUSCATED_LABEL}</div>
<p>${PROSE.repeat(3)}</p>
<p>Order number <code>9303097a-d3e5-41e1-baf5-303640756ebf</code> is shown in the receipt.</p>
</article></body></html>`;

describe('identifiers hidden among letters', () => {
  it('leaves the UUIDs of an obfuscated label out of the text, and a quoted one in', () => {
    const text = extractMainText(parseDocument(PAGE)) ?? '';
    expect(text).toContain('Sponsored');
    expect(text).not.toContain('f2f260c3');
    expect(text).not.toContain('16207f0d');
    expect(text).toContain('9303097a-d3e5-41e1-baf5-303640756ebf');
  });

  it('leaves them out of the reader view too', () => {
    const view = readableHtml(PAGE, 'https://shop.example/') ?? '';
    expect(view).toContain('a motorcycle');
    expect(view).not.toContain('f2f260c3');
    expect(view).toContain('9303097a-d3e5-41e1-baf5-303640756ebf');
  });
});
