import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { pageHeadings, readerTitle } from './page-title.js';

const URL = 'https://www.flatworldsolutions.com/blog/photography-trends.php';

describe('readerTitle', () => {
  it('keeps the part of the title that is the page headline', () => {
    expect(
      readerTitle(
        'Wedding Planning Tools - Caterer Comparison Spreadsheet',
        ['Wedding Planning Tools'],
        null,
        URL,
      ),
    ).toBe('Wedding Planning Tools');
    expect(
      readerTitle('Leadfeeder | State of SEO in 2026', ['State of SEO in 2026'], null, URL),
    ).toBe('State of SEO in 2026');
  });

  it("keeps the title's own wording when the heading is restyled", () => {
    expect(readerTitle('Tips for Online Success', ['TIPS FOR ONLINE SUCCESS'], null, URL)).toBe(
      'Tips for Online Success',
    );
    expect(
      readerTitle(
        'Why Hasn’t Tutoring Been More Effective? | Edutopia',
        ["Why Hasn't Tutoring Been More Effective?"],
        null,
        URL,
      ),
    ).toBe('Why Hasn’t Tutoring Been More Effective?');
  });

  it("drops the site's name, from its og:site_name or its address", () => {
    expect(readerTitle('8 Recent Trends in Photography - Flatworld Solutions', [], null, URL)).toBe(
      '8 Recent Trends in Photography',
    );
    expect(
      readerTitle('Healthy Eating Plate • The Nutrition Source', [], 'The Nutrition Source', URL),
    ).toBe('Healthy Eating Plate');
  });

  it('leaves a title alone when nothing in it is the headline or the site', () => {
    expect(readerTitle('Top 10 Tips - Part 2', ['Something else'], 'Example', URL)).toBe(
      'Top 10 Tips - Part 2',
    );
    // A one-word heading matching a part is too weak a sign (a section name, "News").
    expect(readerTitle('Breaking news and more - News', ['News'], null, URL)).toBe(
      'Breaking news and more - News',
    );
  });

  it("never keeps only the site's name, even when the site set its name as a heading", () => {
    const document = parseDocument(
      '<h1 class="topbar__logo__title">Daily Blog Hub</h1><h1><a href="/"><img src="/logo.png" alt="My Blog"></a></h1><main><h1>A walk in autumn</h1></main>',
    );
    expect(pageHeadings(document)).toEqual(['A walk in autumn']);
    expect(
      readerTitle(
        'A walk in the hills (2) :: Daily Blog Hub',
        pageHeadings(document),
        null,
        'https://dailybloghub.net/p/1',
      ),
    ).toBe('A walk in the hills (2)');
  });
});
