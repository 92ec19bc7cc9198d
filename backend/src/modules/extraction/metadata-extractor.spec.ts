import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_CHARS } from './main-text.js';
import { extractMetadata, type PageMetadata } from './metadata-extractor.js';

// backend/src/modules/extraction → the repository's parent, where CI checks out shared/ beside main/.
const DATA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data',
);

function words(text: string): string[] {
  return (text.match(/[\p{L}\p{N}_]+/gu) ?? []).map((word) => word.toLowerCase());
}

/** Share of the expected text's 4-word sequences found in the extracted text (README scoring). */
function shingleRecall(extracted: string, expected: string): number {
  const shingles = (list: string[]): string[] =>
    list.slice(3).map((_, index) => list.slice(index, index + 4).join(' '));
  const found = new Set(shingles(words(extracted)));
  const wanted = shingles(words(expected));
  return wanted.filter((shingle) => found.has(shingle)).length / wanted.length;
}

/**
 * Where Vault's title differs from Readability's on purpose: the page's headline (its h1) without
 * what the share title adds after it (page-title.ts).
 */
const READER_TITLES: Record<string, string> = {
  // Readability keeps the author's name the share title adds: "… | Eleanor Ainge Roy".
  'guardian-1': "'What is the sea telling us?': Māori tribes fearful over whale strandings",
};

describe('extractMetadata on recorded article pages (Readability corpus)', () => {
  it.each(['guardian-1', 'ars-1', 'nytimes-1', 'lemonde-1', 'cnet-svg-classes'])(
    '%s: title, byline, language, site name and main text',
    (name) => {
      const folder = path.join(DATA, 'readability-pages', name);
      const expected = JSON.parse(
        fs.readFileSync(path.join(folder, 'expected-metadata.json'), 'utf8'),
      ) as { title: string; byline: string; lang: string; siteName: string | null };
      const html = fs.readFileSync(path.join(folder, 'source.html'), 'utf8');
      const page = extractMetadata(html, 'http://fakehost/test/page.html');

      expect(page.title).toBe(READER_TITLES[name] ?? expected.title);
      expect(page.author).toBe(expected.byline);
      expect(page.lang?.toLowerCase()).toBe(expected.lang.toLowerCase());
      if (expected.siteName) expect(page.siteName).toBe(expected.siteName);
      const expectedText = extractMetadata(
        fs.readFileSync(path.join(folder, 'expected.html'), 'utf8'),
        'http://fakehost/',
      ).text;
      expect(shingleRecall(page.text ?? '', expectedText ?? '')).toBeGreaterThan(0.8);
      expect(page.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    },
  );
});

interface PlatformCase {
  url: string;
  fixture: string;
  expected: Record<string, string | null>;
}

const FIELDS: Record<string, keyof PageMetadata> = {
  title: 'title',
  author: 'author',
  image: 'imageUrl',
  lang: 'lang',
};

describe('extractMetadata on recorded platform pages (metascraper corpus)', () => {
  it.each([
    ['github/integration/github', ['title', 'author', 'image', 'lang']],
    ['medium/integration/medium', ['title', 'author', 'image', 'lang']],
    ['linkedin/integration/linkedin-pulse', ['title', 'author', 'image', 'lang']],
    ['instagram/integration/instagram', ['title', 'image', 'lang']],
    ['x/integration/twitter-image', ['title', 'image', 'lang']],
    ['youtube/plugin/test', ['title', 'author']],
  ])('%s: %j match the recorded values', (folder, fields) => {
    const cases = JSON.parse(
      fs.readFileSync(path.join(DATA, 'platform-pages', folder, 'expected.json'), 'utf8'),
    ) as PlatformCase[];
    const [first] = cases;
    if (!first) throw new Error(`no case in ${folder}`);
    const html = fs.readFileSync(path.join(DATA, 'platform-pages', first.fixture), 'utf8');
    const page = extractMetadata(html, first.url);
    for (const field of fields) {
      expect({ field, value: page[FIELDS[field] ?? 'title'] }).toEqual({
        field,
        value: first.expected[field],
      });
    }
  });
});

const doc = (head: string, body = ''): string =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('extractMetadata on small pages', () => {
  const url = 'https://example.com/news/story.html';

  it('decodes entities, including double-encoded ones, and strips markup', () => {
    const page = extractMetadata(
      doc(
        '<title>Tom &amp; Jerry &ndash; &#8220;Cats&#8221;</title>' +
          '<meta name="description" content="Fish &amp;amp; Chips &lt;b&gt;bold&lt;/b&gt; claim">',
      ),
      url,
    );
    expect(page.title).toBe('Tom & Jerry – “Cats”');
    expect(page.description).toBe('Fish & Chips bold claim');
  });

  it('resolves relative images against the page, or the <base> element', () => {
    const relative = extractMetadata(doc('<meta property="og:image" content="../img/a.jpg">'), url);
    expect(relative.imageUrl).toBe('https://example.com/img/a.jpg');
    const based = extractMetadata(
      doc('<base href="https://cdn.example.net/assets/"><link rel="image_src" href="b.png">'),
      url,
    );
    expect(based.imageUrl).toBe('https://cdn.example.net/assets/b.png');
    const unsafe = extractMetadata(
      doc(
        '<meta property="og:image" content="javascript:alert(1)">' +
          '<meta name="twitter:image" content="//cdn.example.org/c.webp">',
      ),
      url,
    );
    expect(unsafe.imageUrl).toBe('https://cdn.example.org/c.webp');
  });

  it('reads JSON-LD: author arrays, @graph and @id references', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Example News' },
        { '@type': 'Person', '@id': '#bob', name: 'Bob &amp; Co' },
        {
          '@type': ['NewsArticle'],
          headline: 'Graph headline',
          author: [{ '@type': 'Person', name: 'Ann Lee' }, { '@id': '#bob' }, 'Cy'],
          datePublished: '2024-03-01T10:00:00+02:00',
          image: [{ '@type': 'ImageObject', url: '/lead.jpg' }],
        },
      ],
    };
    const page = extractMetadata(
      doc(
        `<meta property="article:author" content="https://example.com/staff/ann">` +
          `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      ),
      url,
    );
    expect(page).toMatchObject({
      title: 'Graph headline',
      author: 'Ann Lee, Bob & Co, Cy',
      publishedAt: '2024-03-01T08:00:00.000Z',
      imageUrl: 'https://example.com/lead.jpg',
      mediaType: 'article',
    });
  });

  it.each([
    ['Story title | Example News', 'Story title'],
    ['Story title - Example News', 'Story title'],
    ['Example News » Story title', 'Story title'],
    ['Example News', 'Example News'],
    ['A title about Example News', 'A title about Example News'],
  ])('trims the site name from "%s"', (title, expected) => {
    const page = extractMetadata(
      doc(`<title>${title}</title><meta property="og:site_name" content="Example News">`),
      url,
    );
    expect(page.title).toBe(expected);
  });

  it('keeps script, style and page furniture out of the main text', () => {
    const body =
      '<nav>Home About</nav><style>p { color: red }</style>' +
      '<article><h1>Heading</h1><p>First paragraph with enough words to count as the main content of the page.</p>' +
      '<script>var secret = "tracking";</script><p>Second   paragraph,\n spread over\tlines.</p>' +
      `<p>${'More words here. '.repeat(20)}</p><aside>Related links</aside></article>` +
      '<footer>Copyright</footer>';
    const page = extractMetadata(doc('<title>t</title>', body), url);
    expect(page.text).toMatch(/^Heading\n\nFirst paragraph with enough words/);
    expect(page.text).toContain('\n\nSecond paragraph, spread over lines.\n\n');
    expect(page.text).not.toMatch(/secret|color|Home About|Related links|Copyright/);
    expect(page.readingMinutes).toBe(1);
  });

  it('falls back to the largest block of paragraphs when there is no <article> or <main>', () => {
    const teaser = '<div class="sidebar"><p>Short teaser.</p></div>';
    const story = `<div class="story">${'<p>Body sentence that carries the story forward.</p>'.repeat(10)}</div>`;
    const page = extractMetadata(doc('', teaser + story), url);
    expect(page.text).toMatch(/^Body sentence/);
    expect(page.text).not.toContain('Short teaser');
  });

  it('caps the text and derives reading time at 200 words a minute', () => {
    const page = extractMetadata(
      doc('', `<article><p>${'word '.repeat(30_000)}</p></article>`),
      url,
    );
    expect(page.text?.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(page.readingMinutes).toBe(100);
  });

  it('treats empty values as missing and reads type, dates, canonical and language', () => {
    const page = extractMetadata(
      doc(
        '<meta property="og:title" content="   "><title>Fallback</title>' +
          '<meta property="og:type" content="video.other"><meta property="og:url" content="/canonical">',
        '<time datetime="2023-05-06">May 6</time>',
      ),
      url,
    );
    expect(page).toMatchObject({
      title: 'Fallback',
      description: null,
      author: null,
      imageUrl: null,
      mediaType: 'video',
      publishedAt: '2023-05-06T00:00:00.000Z',
      canonicalUrl: 'https://example.com/canonical',
      lang: 'en',
    });
  });

  it('survives an empty document', () => {
    expect(extractMetadata('', url)).toMatchObject({
      title: null,
      text: null,
      mediaType: 'website',
    });
  });
});
