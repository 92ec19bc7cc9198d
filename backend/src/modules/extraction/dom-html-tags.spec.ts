import { describe, expect, it } from 'vitest';
import { parseDocument, withOneHtmlTag } from './dom.js';
import { extractMetadata } from './metadata-extractor.js';

const PARAGRAPH =
  '<p>The city renamed three streets after the leaders of movements against colonial rule, and the first of the new signs went up on a Monday morning in front of a small crowd.</p>';

/** One `<html>` start tag per Internet Explorer version, each out of its conditional comment. */
const IE_PROLOGUE = ['ie6', 'ie7', 'ie8']
  .map((version) => `<!--[if IE]><!--><html lang="en" class="${version}"><!--<![endif]-->`)
  .join('\n');

describe('several <html> start tags', () => {
  it("reads the page's body when it prints one <html> tag per browser version", () => {
    const html = `<!DOCTYPE html>\n${IE_PROLOGUE}\n<html lang="en"><head><title>Streets</title></head>
      <body><main><article><h1>Streets</h1>${PARAGRAPH.repeat(3)}</article></main></body></html>`;
    expect(parseDocument(html).body?.textContent).toContain('The city renamed');
    expect(extractMetadata(html, 'https://news.example/streets').text).toContain(
      'The city renamed',
    );
  });

  it('keeps the first tag, tags inside comments and tags after the head', () => {
    const html =
      '<!DOCTYPE html><!--[if IE 8]><html class="ie8"><![endif]--><html lang="en"><html class="js"><head></head><body><pre><html></pre></body></html>';
    expect(withOneHtmlTag(html)).toBe(
      '<!DOCTYPE html><!--[if IE 8]><html class="ie8"><![endif]--><html lang="en"><head></head><body><pre><html></pre></body></html>',
    );
    const single = '<html><head></head><body><p>Text</p></body></html>';
    expect(withOneHtmlTag(single)).toBe(single);
  });
});

describe('an element before the head', () => {
  it('reads the page in one body, as a browser does', () => {
    const html = `<!DOCTYPE html><html lang="en"><link rel="alternate" hreflang="en" href="/en"><head><title>Streets</title></head>
      <body><main><article><h1>Streets</h1>${PARAGRAPH.repeat(3)}</article></main></body></html>`;
    const document = parseDocument(html);
    expect(document.body?.textContent).toContain('The city renamed');
    expect(document.querySelectorAll('body')).toHaveLength(1);
    expect(extractMetadata(html, 'https://news.example/streets').text).toContain(
      'The city renamed',
    );
  });

  it('reads the page in its body when an element stands between the head and the body', () => {
    const html = `<!DOCTYPE html><html><head><title>Streets</title></head><div id="holder">
      <body><main><article><h1>Streets</h1>${PARAGRAPH.repeat(3)}</article></main></body></div></html>`;
    expect(parseDocument(html).body?.textContent).toContain('The city renamed');
  });
});
