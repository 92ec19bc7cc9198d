import { describe, expect, it } from 'vitest';
import { NotAFeedError, parseFeedDocument } from './feed-document.js';

const BASE = 'https://blog.example/feed';

describe('parseFeedDocument', () => {
  it('reads RSS 2.0 with its ttl, newest first by date', () => {
    const document = parseFeedDocument(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title>
<link>https://blog.example/</link><ttl>120</ttl>
<item><title>Older</title><link>https://blog.example/a</link><guid>a</guid>
<pubDate>Mon, 05 Jan 2026 10:00:00 GMT</pubDate><description>&lt;p&gt;About &lt;b&gt;engines&lt;/b&gt;&lt;/p&gt;</description></item>
<item><title>Newer</title><link>https://blog.example/b</link><guid>b</guid>
<pubDate>Tue, 06 Jan 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`,
      BASE,
    );
    expect(document).toMatchObject({
      title: 'Blog',
      siteUrl: 'https://blog.example/',
      ttlMinutes: 120,
    });
    expect(document.entries.map((entry) => [entry.id, entry.link, entry.title])).toEqual([
      ['b', 'https://blog.example/b', 'Newer'],
      ['a', 'https://blog.example/a', 'Older'],
    ]);
    expect(document.entries[1]!.text).toContain('engines');
    expect(document.entries[1]!.text).not.toContain('<b>');
  });

  it('reads Atom, relative links made absolute', () => {
    const document = parseFeedDocument(
      `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom blog</title>
<id>urn:blog</id><updated>2026-01-01T00:00:00Z</updated>
<entry><title>Post</title><id>urn:post:1</id><link href="/posts/1"/><updated>2026-01-01T00:00:00Z</updated>
<summary>Summary text</summary></entry></feed>`,
      BASE,
    );
    expect(document.title).toBe('Atom blog');
    expect(document.ttlMinutes).toBeNull();
    expect(document.entries).toMatchObject([
      {
        id: 'urn:post:1',
        link: 'https://blog.example/posts/1',
        title: 'Post',
        text: 'Summary text',
      },
    ]);
  });

  it('reads JSON Feed', () => {
    const document = parseFeedDocument(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'JSON blog',
        home_page_url: 'https://blog.example/',
        items: [{ id: '1', url: 'https://blog.example/1', title: 'One', content_text: 'Text' }],
      }),
      BASE,
    );
    expect(document).toMatchObject({
      title: 'JSON blog',
      entries: [{ id: '1', link: 'https://blog.example/1', title: 'One', text: 'Text' }],
    });
  });

  it('keeps entries without a web link out of saving, and refuses what is not a feed', () => {
    const document = parseFeedDocument(
      `<rss version="2.0"><channel><title>T</title><item><title>Mail</title><guid>x</guid>
<link>mailto:someone@example.com</link></item></channel></rss>`,
      BASE,
    );
    expect(document.entries).toMatchObject([{ id: 'x', link: null }]);
    expect(() => parseFeedDocument('{"version":"1","items":[]}', BASE)).toThrow(NotAFeedError);
    expect(() => parseFeedDocument('<html><body>hi</body></html>', BASE)).toThrow(NotAFeedError);
    expect(() => parseFeedDocument('<rss><channel>', BASE)).toThrow(
      'The feed is not well-formed XML',
    );
    expect(() => parseFeedDocument('plain text', BASE)).toThrow(NotAFeedError);
    // An Atom feed with no entry yet is a feed all the same.
    expect(
      parseFeedDocument(
        '<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>New</title></feed>',
        BASE,
      ).entries,
    ).toEqual([]);
  });
});
