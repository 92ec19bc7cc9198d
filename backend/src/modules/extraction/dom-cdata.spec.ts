import { describe, expect, it } from 'vitest';
import { withBrowserCdata } from './dom.js';
import { extractMetadata } from './metadata-extractor.js';

const PARAGRAPH =
  '<p>The card arrived on Tuesday, and after a driver update it runs every game I own at twice the frame rate of the old one, without the fans ever getting loud.</p>';

describe('<![CDATA[ in a page', () => {
  it("reads it in the page's content as a browser does: a comment up to the next >", () => {
    const html = `<!doctype html><html><head><title>GPU guide</title></head><body class="forum">
      <![CDATA[
      <div id="jumpToTop"></div>
      <main><article>${PARAGRAPH.repeat(3)}</article></main></body></html>`;
    expect(extractMetadata(html, 'https://forum.example/threads/gpu').text).toContain(
      'The card arrived on Tuesday',
    );
  });

  it('leaves scripts, styles, SVG and comments as they are', () => {
    const untouched = [
      '<script>//<![CDATA[\nvar a = 1 > 0;\n//]]></script>',
      '<script type="application/ld+json"><![CDATA[{"headline":"A > B"}]]></script>',
      '<svg><style><![CDATA[ .a > .b { fill: red } ]]></style></svg>',
      '<!-- <![CDATA[ a > b ]]> -->',
    ].join('\n');
    const html = `<html><body>${untouched}<![CDATA[ <div id="top"><p>Text</p></body></html>`;
    expect(withBrowserCdata(html)).toBe(
      `<html><body>${untouched}<!--[CDATA[ <div id="top"--><p>Text</p></body></html>`,
    );
    expect(withBrowserCdata(`<html><body>${untouched}</body></html>`)).toBe(
      `<html><body>${untouched}</body></html>`,
    );
  });
});
