import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe('chart labels', () => {
  it('drops the axis labels of a chart drawn in HTML and keeps a lone price', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the debt')}
        <div class="chart">
          <div>$915</div><div>600</div><div>$263</div>
          <div>’18</div><div>’22</div><div>’28</div>
        </div>
        ${PARAGRAPH('the interest')}
        <div>$1,200</div>
        ${PARAGRAPH('the budget')}
      </div>`);
    expect(text).toContain('about the interest');
    expect(text).not.toContain('$915');
    expect(text).not.toContain('’22');
    expect(text).toContain('$1,200');
  });
});
