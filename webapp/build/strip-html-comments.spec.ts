import { describe, expect, it } from 'vitest';
import { stripHtmlComments } from './strip-html-comments';

describe('stripHtmlComments', () => {
  it('drops comments, whole comment lines included, and keeps everything else', () => {
    const html = [
      '<head>',
      '  <!-- one line -->',
      '  <title>Vault</title>',
      '  <!--',
      '    several lines',
      '  -->',
      '  <meta charset="UTF-8" /><!-- after a tag -->',
      '</head>',
    ].join('\n');
    expect(stripHtmlComments(html)).toBe(
      ['<head>', '  <title>Vault</title>', '  <meta charset="UTF-8" />', '</head>'].join('\n'),
    );
  });

  it('leaves script and style bodies alone', () => {
    const html =
      '<script>const marker = "<!-- not a comment -->";</script><style>/* <!-- */</style><!-- x -->';
    expect(stripHtmlComments(html)).toBe(
      '<script>const marker = "<!-- not a comment -->";</script><style>/* <!-- */</style>',
    );
  });
});
