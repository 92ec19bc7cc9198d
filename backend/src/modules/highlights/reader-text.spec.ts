import { describe, expect, it } from 'vitest';
import { readerText } from './reader-text.js';

describe('readerText', () => {
  it('is the text of every node in order, entities decoded, as a browser builds textContent', () => {
    const html =
      '<h2>Tide &amp; pools</h2>\n<p>At <em>low</em> tide.</p><ul><li>one</li><li>two</li></ul>';
    expect(readerText({ readableHtml: html, text: 'ignored' })).toBe(
      'Tide & pools\nAt low tide.onetwo',
    );
  });

  it('drops the newline right after <pre>, as the HTML parser does', () => {
    expect(readerText({ readableHtml: '<pre>\ncode\n</pre>', text: null })).toBe('code\n');
  });

  it('falls back to the plain text when there is no reader view', () => {
    expect(readerText({ readableHtml: null, text: 'Plain text.' })).toBe('Plain text.');
    expect(readerText({ readableHtml: null, text: null })).toBe('');
  });
});
