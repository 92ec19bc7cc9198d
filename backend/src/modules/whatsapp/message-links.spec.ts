import { describe, expect, it } from 'vitest';
import { extractLinks, MAX_LINKS_PER_MESSAGE } from './message-links.js';

describe('extractLinks', () => {
  it('finds every link of a forwarded message, in order', () => {
    expect(
      extractLinks(
        'Must read: https://example.com/a and also\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ 🎉',
      ),
    ).toEqual(['https://example.com/a', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
  });

  it.each([
    ['Read this: https://example.com/post.', 'https://example.com/post'],
    ['(see https://example.com/x)', 'https://example.com/x'],
    ['"https://example.com/q?a=1",', 'https://example.com/q?a=1'],
    ['Wow!!! https://example.com/wow!?', 'https://example.com/wow'],
    ['<https://example.com/angle>', 'https://example.com/angle'],
    ['*https://example.com/bold*', 'https://example.com/bold'],
    ['link:https://example.com/glued', 'https://example.com/glued'],
    ['«https://example.com/fr»…', 'https://example.com/fr'],
    ['https://en.wikipedia.org/wiki/Foo_(bar)', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['(https://en.wikipedia.org/wiki/Foo_(bar))', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
    ['Café ☕ www.example.org/menu', 'https://www.example.org/menu'],
    ['check youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
    ['bit.ly/3abc', 'https://bit.ly/3abc'],
    ['see example.com', 'https://example.com/'],
    ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['https://münchen.de/stadt', 'https://xn--mnchen-3ya.de/stadt'],
  ])('reads %j as %s', (text, link) => {
    expect(extractLinks(text)).toEqual([link]);
  });

  it.each([
    'hello there',
    'see you at 5.30, ok?',
    'I love node.js and e.g. vue',
    'mail me at ada@example.com',
    'javascript:alert(1)',
    'ftp://example.com/file',
    'https://',
    '',
  ])('finds no link in %j', (text) => {
    expect(extractLinks(text)).toEqual([]);
  });

  it('saves a link once, however it is written', () => {
    expect(
      extractLinks(
        'https://example.com/a https://example.com/a?utm_source=x https://EXAMPLE.com/a#top',
      ),
    ).toEqual(['https://example.com/a']);
  });

  it(`keeps at most ${MAX_LINKS_PER_MESSAGE} links`, () => {
    const text = Array.from({ length: 15 }, (_, i) => `https://example.com/${i}`).join(' ');
    expect(extractLinks(text)).toHaveLength(MAX_LINKS_PER_MESSAGE);
  });
});
