import { describe, expect, it } from 'vitest';
import { needsRendering } from './needs-rendering.js';

const page = (body: string): string =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const LONG_TEXT = 'A sentence of real article text. '.repeat(30);

describe('needsRendering', () => {
  it('renders an empty framework mount point with little text', () => {
    const decision = needsRendering(
      page('<div id="root"></div><script src="/app.js"></script>'),
      '',
    );
    expect(decision).toEqual({ render: true, signs: ['empty-app-root'] });
  });

  it('renders a page whose <noscript> asks for JavaScript', () => {
    const html = page(
      '<noscript>Please enable JavaScript to view this site.</noscript><p>Loading</p>',
    );
    expect(needsRendering(html, 'Loading').signs).toEqual(['noscript-warning']);
  });

  it('renders a page that is mostly script', () => {
    const scripts = Array.from({ length: 9 }, (_, i) => `<script src="/c${i}.js"></script>`).join(
      '',
    );
    expect(needsRendering(page(`<p>Hi</p>${scripts}`), 'Hi').signs).toEqual(['script-heavy']);
  });

  it('never renders a page that already gave enough text, whatever its scripts', () => {
    const html = page(
      `<div id="root"></div><noscript>enable JavaScript</noscript><p>${LONG_TEXT}</p>`,
    );
    expect(needsRendering(html, LONG_TEXT).render).toBe(false);
  });

  it('does not render a short page without signs of a script-built app', () => {
    expect(needsRendering(page('<p>Short note.</p>'), 'Short note.').render).toBe(false);
  });

  it('does not count a filled mount point as empty', () => {
    const html = page(`<div id="app"><p>${LONG_TEXT.slice(0, 300)}</p></div>`);
    expect(needsRendering(html, LONG_TEXT.slice(0, 300)).render).toBe(false);
  });
});
