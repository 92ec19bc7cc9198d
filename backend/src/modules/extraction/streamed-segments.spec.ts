import { describe, expect, it } from 'vitest';
import { extractMetadata } from './metadata-extractor.js';
import { readableHtml } from './readable-html.js';

const PARAGRAPH = (words: string) =>
  `<p>${words} The interpretability work described here trains a decoder on the model's own activations, and then asks what each learned concept predicts about the next tokens it writes.</p>`;

/** A page streamed by React's server rendering: the article arrives late, after the shell. */
const STREAMED = `<!doctype html><html><head><title>Concept decoders</title></head><body>
<header><a href="/">Forum</a></header>
<main><!--$?--><template id="B:0"></template><div class="spinner">Loading…</div><!--/$--></main>
<footer>About us</footer>
<script>$RC=function(){};</script>
<div hidden id="S:0"><article><h1>Concept decoders</h1>${PARAGRAPH('First, the setup.')}
<template id="P:1"></template></article></div>
<script>$RC("B:0","S:0")</script>
<div hidden id="S:1">${PARAGRAPH('Second, the results.')}${PARAGRAPH('Third, what is left to do.')}</div>
<script>$RS("S:1","P:1")</script></body></html>`;

describe('a page streamed by React', () => {
  it('reads the late parts where their placeholders stand, without the fallback', () => {
    const result = extractMetadata(STREAMED, 'https://forum.example/posts/42');
    const text = result.text ?? '';
    expect(text).toContain('First, the setup.');
    expect(text).toContain('Third, what is left to do.');
    expect(text.indexOf('First, the setup.')).toBeLessThan(text.indexOf('Second, the results.'));
    expect(text).not.toContain('Loading');

    const reader = readableHtml(STREAMED, 'https://forum.example/posts/42') ?? '';
    expect(reader).toContain('Second, the results.');
    expect(reader).not.toContain('Loading');
  });
});

/** The same page saved without its comments, and with React's hexadecimal part numbers. */
const STREAMED_WITHOUT_COMMENTS = `<!doctype html><html><head><title>Index funds</title></head><body>
<main><div class="article-body"><template id="B:0"></template><div>Loading paragraph...</div><template id="B:a"></template><div>Loading paragraph...</div><p>An aside the server sent at once, which every reader sees.</p></div></main>
<div hidden id="S:0">${PARAGRAPH('First, the setup.')}</div>
<div hidden id="S:a">${PARAGRAPH('Second, the results.')}${PARAGRAPH('Third, what is left to do.')}</div>
</body></html>`;

describe('a streamed page saved without its comments', () => {
  it('places every part, hexadecimal numbers included, and keeps what follows each fallback', () => {
    const text =
      extractMetadata(STREAMED_WITHOUT_COMMENTS, 'https://news.example/funds').text ?? '';
    expect(text).toContain('First, the setup.');
    expect(text).toContain('Third, what is left to do.');
    expect(text.indexOf('First, the setup.')).toBeLessThan(text.indexOf('Second, the results.'));
    expect(text).toContain('An aside the server sent at once');
    expect(text).not.toContain('Loading');
  });
});
