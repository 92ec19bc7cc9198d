import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe('repeated posts', () => {
  it('keeps the question beside the long answer: both posts have one shape', () => {
    const text = mainText(`
      <div class="site-top"><a href="/">Questions</a> <a href="/tags">Tags</a></div>
      <div id="question"><div class="post-body"><p>Why does my loop block the others?</p>
        <pre>async def count():\n    for x in range(10):\n        print(x)\n        await long_function()\nasync def gather():\n    await asyncio.gather(count(), count())\nasyncio.run(gather())</pre></div></div>
      <div id="answers"><div class="answer"><div class="post-body">
        ${PARAGRAPH('the event loop')}${PARAGRAPH('a sleep of zero')}${PARAGRAPH('the threads')}
      </div></div></div>`);
    expect(text).toContain('Why does my loop block the others?');
    expect(text).toContain('asyncio.run(gather())');
    expect(text).toContain('about the threads');
    expect(text).not.toContain('Tags');
  });

  it('leaves out the short teasers of other posts that share the article body’s shape', () => {
    const teasers = [1, 2, 3]
      .map(
        (n) =>
          `<div class="card"><h3><a href="/p${n}">Another post ${n}</a></h3><div class="entry"><p>A short summary of another post number ${n}, with a few words of prose in it for the reader who wants to know what the other post is about.</p></div></div>`,
      )
      .join('');
    const text = mainText(`
      <article><div class="entry">${PARAGRAPH('the harbour')}${PARAGRAPH('the ships')}${PARAGRAPH('the weather')}${PARAGRAPH('the tide')}</div></article>
      <div class="more">${teasers}</div>`);
    expect(text).toContain('about the tide');
    expect(text).not.toContain('summary of another post');
  });
});
