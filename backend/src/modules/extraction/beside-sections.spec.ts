import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;
const paragraphs = (topic: string, count: number) =>
  Array.from({ length: count }, (_, index) => PARAGRAPH(`${topic} ${index + 1}`)).join('');

function mainText(body: string, head = ''): string {
  return (
    extractMainText(
      parseDocument(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`),
    ) ?? ''
  );
}

describe('sections beside the article', () => {
  it('drops furniture named by a leading word or with a build hash after its name', () => {
    const text = mainText(`
      <article class="ArticleBody-container-3xQk1">
        ${paragraphs('the harbour', 4)}
        <div class="RelatedCoverage-container-3AnSP"><p>Related Coverage</p>${PARAGRAPH('another story')}</div>
        <div class="popular-stories"><p>Most read</p>${PARAGRAPH('a popular story')}</div>
        ${PARAGRAPH('the tide')}
      </article>`);
    expect(text).toContain('about the harbour 4');
    expect(text).toContain('about the tide');
    for (const furniture of ['Related Coverage', 'another story', 'a popular story'])
      expect(text).not.toContain(furniture);
  });

  it("drops a single related post's list and an article's sidebar", () => {
    const text = mainText(`
      <article class="post">
        ${paragraphs('the harbour', 4)}
        <ul class="related_post"><li>${PARAGRAPH('another story')}</li></ul>
        <div class="journal-buybox-articleSidebar"><p>Instant access to the full article PDF.</p>${PARAGRAPH('the subscription')}</div>
        ${PARAGRAPH('the tide')}
      </article>`);
    expect(text).toContain('about the harbour 4');
    expect(text).toContain('about the tide');
    for (const furniture of ['another story', 'full article PDF', 'the subscription'])
      expect(text).not.toContain(furniture);
  });

  it('keeps an article whose wrapper is named like furniture, beside a long block of quotes', () => {
    const quotes = Array.from(
      { length: 20 },
      (_, index) =>
        `<div role="listitem"><blockquote>This newsletter is one of the best things in my inbox, reader ${index + 1} wrote, and I learn something useful from every issue.</blockquote></div>`,
    ).join('');
    const text = mainText(`
      <main>
        <div class="newsletter-wrapper"><article class="newsletter-content">${paragraphs('the training protocol', 20)}</article></div>
        <section><h2>What readers say</h2><div role="list">${quotes}</div></section>
      </main>`);
    expect(text).toContain('about the training protocol 1,');
    expect(text).toContain('about the training protocol 20');
  });

  it('drops a photo gallery whose captions are stories of their own', () => {
    const captions = [1, 2, 3, 4]
      .map((n) => `<li><img src="/${n}.jpg" alt="">${PARAGRAPH(`the pictured event ${n}`)}</li>`)
      .join('');
    const text = mainText(`
      <article class="story">
        ${paragraphs('the harbour', 6)}
        <div class="full-gallery"><ul class="legends">${captions}</ul></div>
        ${PARAGRAPH('the tide')}
      </article>`);
    expect(text).toContain('about the harbour 6');
    expect(text).toContain('about the tide');
    expect(text).not.toContain('pictured event');
  });

  it('keeps a block named gallery that is a text beside one picture', () => {
    const feature = (n: number) =>
      `<div class="feature-gallery"><img src="/${n}.jpg" alt="">${PARAGRAPH(`feature ${n}`)}</div>`;
    const text = mainText(
      `<div class="product">${PARAGRAPH('the product')}${feature(1)}${feature(2)}</div>`,
    );
    expect(text).toContain('about feature 1');
    expect(text).toContain('about feature 2');
  });

  it('drops a long comment thread under an article long enough to stand alone', () => {
    const text = mainText(`
      <main>
        <article class="post">${paragraphs('the article', 10)}</article>
        <div class="comments-area">
          ${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
            .map((n) => `<div class="comment">${PARAGRAPH(`what reader ${n} thinks`)}</div>`)
            .join('')}
        </div>
      </main>`);
    expect(text).toContain('about the article 10');
    expect(text).not.toContain('reader 1 thinks');
  });

  it('drops a comment section named in German under the article', () => {
    const text = mainText(`
      <main>
        <article class="post">${paragraphs('the article', 10)}</article>
        <section id="kommentare">
          <p>Keine Kommentare bisher.</p>
          ${[1, 2, 3].map((n) => `<div class="eintrag">${PARAGRAPH(`what reader ${n} thinks`)}</div>`).join('')}
        </section>
      </main>`);
    expect(text).toContain('about the article 10');
    expect(text).not.toContain('Keine Kommentare');
    expect(text).not.toContain('reader 1 thinks');
  });

  it('keeps the replies nested in a thread that is the page', () => {
    const text = mainText(`
      <ol class="comments">
        <li>${PARAGRAPH('the first post')}
          <ol class="comments"><li>${PARAGRAPH('a reply to it')}</li></ol>
        </li>
        <li>${PARAGRAPH('the second post')}
          <ol class="comments"><li>${PARAGRAPH('another reply')}</li></ol>
        </li>
      </ol>`);
    for (const part of ['first post', 'a reply to it', 'second post', 'another reply'])
      expect(text).toContain(part);
  });

  it('drops the post-meta, author and fact boxes named after the post they belong to', () => {
    const text = mainText(`
      <article class="post">
        <div class="entry-content">
          ${paragraphs('the harbour', 3)}
          <div class="article-factbox">${PARAGRAPH('the box set into the article')}</div>
          ${paragraphs('the ships', 3)}
        </div>
        <div class="entry-utility">${PARAGRAPH('the categories and tags of the post')}</div>
        <div class="postmetadata">${PARAGRAPH('the date and the author of the post')}</div>
        <div class="post-author-box">${PARAGRAPH('the author who wrote it')}</div>
      </article>`);
    expect(text).toContain('about the harbour 3');
    expect(text).toContain('about the ships 3');
    for (const furniture of [
      'box set into',
      'categories and tags',
      'date and the author',
      'author who',
    ])
      expect(text).not.toContain(furniture);
  });

  it('drops a box set inline into the text', () => {
    const text = mainText(`
      <article class="post">
        <div class="entry-content">
          ${paragraphs('the harbour', 3)}
          <div class="a-inline-textbox"><p>${'From the magazine: the issue with every harbour story of the year. '.repeat(3)}</p></div>
          ${paragraphs('the ships', 3)}
        </div>
      </article>`);
    expect(text).toContain('about the harbour 3');
    expect(text).toContain('about the ships 1');
    expect(text).not.toContain('From the magazine');
  });

  it('keeps the parts of the content whose names only describe their style', () => {
    const text = mainText(`
      <article class="post">
        <div class="entry-content">${paragraphs('the harbour', 4)}
          <div class="font-utility-2">${PARAGRAPH('the styled part')}</div>
          <div class="inline-block">${PARAGRAPH('the inline part')}</div>
          <div class="entry-text">${PARAGRAPH('the text part')}</div>
        </div>
      </article>`);
    expect(text).toContain('about the styled part');
    expect(text).toContain('about the inline part');
    expect(text).toContain('about the text part');
  });
  it('keeps a page built of "widget" panels whose text is the content', () => {
    const panels = [1, 2, 3, 4, 5, 6]
      .map(
        (n) =>
          `<div class="so-panel widget widget_text">${PARAGRAPH(`the negotiation step ${n}`)}</div>`,
      )
      .join('');
    const text = mainText(`
      <div class="header-widget"><a href="/">Home</a> <a href="/jobs">Jobs</a></div>
      <div class="panel-layout">${panels}</div>`);
    expect(text).toContain('about the negotiation step 1');
    expect(text).toContain('about the negotiation step 6');
    expect(text).not.toContain('Jobs');
  });
});

describe('sections that close an article', () => {
  it("leaves out the author's box and the teasers under a closing title, up to the next section", () => {
    const text = mainText(`
      <article>
        <h2>Training</h2>${paragraphs('training', 6)}
        <h2>About the Author</h2><p>Maureen is the executive editor of the newsletter and writes about health for several magazines.</p>
        <h2>Recovery</h2>${PARAGRAPH('recovery')}
        <h2>You might also be interested in…</h2>
        <h3>An Introduction to Yoga</h3><p>Yoga is more than just a workout: a combination of four practices, explained for beginners.</p>
      </article>`);
    expect(text).toContain('about training 6');
    expect(text).toContain('about recovery');
    for (const furniture of ['About the Author', 'Maureen', 'might also', 'Introduction to Yoga'])
      expect(text).not.toContain(furniture);
  });
});

describe('consent banners and the site footer', () => {
  const PRODUCT = `
    <main class="product">
      <h1>Trail pack, 25 litres</h1>
      <div class="price">$99.95</div>
      <button>Add to cart</button>
      <ul class="sizes"><li>S</li><li>M</li><li>L</li></ul>
    </main>`;

  it('never takes a cookie banner for the text of a page with little prose', () => {
    const text = mainText(`${PRODUCT}
      <section id="gdpr-banner" class="page-notice"><p>We use cookies and other technologies that are essential to provide you our services and site functionality, as described in our Cookie Notice. If you agree and click Accept all, we will also allow the use of cookies for analytics and advertising.</p></section>`);
    expect(text).toContain('Trail pack');
    expect(text).not.toContain('We use cookies');
  });

  it("never takes the site footer's legal notice for the text", () => {
    const text = mainText(`${PRODUCT}
      <div class="Footer-styled__Footer-sc-d11cfc8d-0 hVXgzm"><div class="Footer-styled__Notice-sc-d11cfc8d-19"><p>Notice to Consumers: the company may collect identifiers, commercial information and internet activity under California, federal or other applicable law, for the purposes described in our privacy policy, which you can read at any time.</p></div></div>`);
    expect(text).toContain('Trail pack');
    expect(text).not.toContain('Notice to Consumers');
  });

  it('keeps a page wrapper named after the consent state', () => {
    const text = mainText(`
      <div class="cookie-consent-given">
        <article>${paragraphs('the harbour', 3)}</article>
      </div>`);
    expect(text).toContain('about the harbour 3');
  });
});

describe("a product's reviews", () => {
  const review = (n: number) =>
    `<div class="review-item"><p>Verified buyer ${n}</p><p>I have used this kettle every morning for a month now, it boils quickly and quietly, and the handle stays cool, so I would buy it again without a second thought, reviewer ${n} wrote.</p></div>`;
  const page = `
    <main>
      <h1>The Harbour Kettle</h1>
      ${paragraphs('the kettle', 4)}
      <section id="product-reviews"><h2>Customer Reviews</h2><div class="reviews-list">${[1, 2, 3].map(review).join('')}</div></section>
    </main>`;

  it('go from a product page, whether its Open Graph type or its JSON-LD says so', () => {
    const product = [
      '<meta property="og:type" content="product">',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"The Harbour Kettle"}</script>',
    ];
    for (const head of product) {
      const text = mainText(page, head);
      expect(text).toContain('about the kettle 4');
      expect(text).not.toContain('reviewer 1 wrote');
      expect(text).not.toContain('Verified buyer');
    }
  });

  it("stay on other pages: an article's readers' reviews, a review site's rated product", () => {
    const others = [
      '',
      '<meta property="og:type" content="article"><script type="application/ld+json">{"@type":"Product","name":"The Harbour Kettle","review":{"@type":"Review"}}</script>',
    ];
    for (const head of others) expect(mainText(page, head)).toContain('reviewer 3 wrote');
  });
});
