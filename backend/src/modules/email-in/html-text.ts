import { Parser } from 'htmlparser2';

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'main',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'hr',
]);

/**
 * The text of sanitised reader HTML, a paragraph per block, as the library's text and search
 * read it (the words as written: no upper-cased headings or link addresses in brackets).
 */
export function htmlText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext(chunk) {
        text += chunk.replace(/\s+/g, ' ');
      },
      onopentag(name) {
        if (name === 'br') text += '\n';
        else if (BLOCKS.has(name)) text += '\n\n';
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) text += '\n\n';
        else if (name === 'td' || name === 'th') text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
