import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe('link-rich blocks inside the content', () => {
  it('keeps link paragraphs set between paragraphs of text', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the interview')}
        <p><a href="/transcript">Read the full transcript of his interview</a></p>
        ${PARAGRAPH('the visit')}
        <p><a href="/a">Another story on the same subject</a></p>
        <p><a href="/b">And a second story on the subject</a></p>
        ${PARAGRAPH('the end')}
      </div>`);
    expect(text).toContain('Read the full transcript of his interview');
    expect(text).toContain('And a second story on the subject');
  });

  it('drops a labelled cross-reference between paragraphs and the label of a link list', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the interview')}
        <p><strong>Read more:</strong> <a href="/other">Another story on the same subject</a></p>
        ${PARAGRAPH('the visit')}
        <h3>Also interesting</h3>
        <ul><li><a href="/a">A third story on the subject</a></li><li><a href="/b">A fourth story</a></li></ul>
        ${PARAGRAPH('the end')}
        <p>What to bring:</p><ul><li>A map of the shore</li><li>Boots for the rocks</li></ul>
        ${PARAGRAPH('the way back')}
      </div>`);
    expect(text).toContain('about the visit');
    for (const furniture of ['Read more', 'Another story', 'Also interesting', 'fourth story'])
      expect(text).not.toContain(furniture);
    expect(text).toContain('What to bring:');
    expect(text).toContain('Boots for the rocks');
  });

  it('drops a list of link paragraphs at the end of the article', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the interview')}${PARAGRAPH('the visit')}${PARAGRAPH('the end')}
        <p><a href="/a">Average costs in the first city</a></p>
        <p><a href="/b">Average costs in the second city</a></p>
      </div>`);
    expect(text).toContain('about the end');
    expect(text).not.toContain('Average costs');
  });

  it('keeps the linked titles in a data table and drops a grid of links without headers', () => {
    const row = (title: string) =>
      `<tr><th><a href="/${title}">${title}</a></th><td>A film about the same day lived again</td></tr>`;
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the films that live one day again')}${PARAGRAPH('the loops in time that they show')}${PARAGRAPH('the list of films below')}
        <table><tr><th>Film</th><th>Description</th></tr>${row('Repeat Performance')}${row('Groundhog Day')}</table>
        <table><tr><td><a href="/a">Contact us today</a></td><td><a href="/b">Careers at the company</a></td></tr></table>
      </div>`);
    expect(text).toContain('Groundhog Day');
    expect(text).not.toContain('Careers at the company');
  });
  it('keeps the linked terms of a definition list with descriptions, not those of short fields', () => {
    const text = mainText(`
      <main>
        ${PARAGRAPH('the socket interface')}
        <h2>Instance properties</h2>
        <dl>
          <dt><a href="/binaryType"><code>Socket.binaryType</code></a></dt>
          <dd>The type of binary data being received over the connection, as a string.</dd>
          <dt><a href="/readyState"><code>Socket.readyState</code></a></dt>
          <dd>The current state of the connection, one of the four constants below.</dd>
        </dl>
        ${PARAGRAPH('the events')}
        <dl><dt><a href="/u/ann">ann_the_poster</a></dt><dd>Joined: 2012</dd></dl>
        ${PARAGRAPH('the examples')}
      </main>`);
    expect(text).toContain('Instance properties');
    expect(text).toContain('Socket.binaryType');
    expect(text).toContain('Socket.readyState');
    expect(text).not.toContain('ann_the_poster');
  });
});

describe('linked section headings', () => {
  it('keeps a heading that is a link over a section of prose', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the games')}
        <h3><a href="https://example.com/game">“The First Game” ($30)</a></h3>
        ${PARAGRAPH('the first game')}
        <h3><a href="https://example.com/other">“The Second Game” ($20)</a></h3>
        ${PARAGRAPH('the second game')}
      </div>`);
    expect(text).toContain('“The First Game” ($30)');
    expect(text).toContain('“The Second Game” ($20)');
  });

  it('drops a linked heading over a short summary', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the games')}
        ${PARAGRAPH('the first game')}
        <h3><a href="/other-story">Another story of the site</a></h3>
        <p>A summary of it, short as summaries are.</p>
      </div>`);
    expect(text).toContain('the first game');
    expect(text).not.toContain('Another story of the site');
  });
});

describe('references', () => {
  it('keeps list items shaped like a label and a link', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the film')}
        ${PARAGRAPH('the reviews')}
        <ol>
          <li>^ Rotten, Doc. <a href="https://example.com/r">"Film Review: Haunter (2013)"</a></li>
          <li>^ Moore, Roger. <a href="https://example.com/m">"Review: When We First Met"</a></li>
        </ol>
        ${PARAGRAPH('the sequel')}
      </div>`);
    expect(text).toContain('Film Review: Haunter (2013)');
  });
});

describe('cited addresses', () => {
  it('keeps a closing list of sources written out as their addresses', () => {
    const text = mainText(`
      <div class="story">
        ${PARAGRAPH('the profiler')}
        ${PARAGRAPH('the memory leak')}
        <h3>Sources</h3>
        <ul>
          <li><a href="https://nodejs.org/api/inspector.html">https://nodejs.org/api/inspector.html</a></li>
          <li><a href="https://example.com/flames">https://example.com/flames</a></li>
        </ul>
      </div>`);
    expect(text).toContain('https://nodejs.org/api/inspector.html');
    expect(text).toContain('https://example.com/flames');
  });
});
