import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText } from './main-text.js';

const PARAGRAPH = (topic: string) =>
  `<p>This is a paragraph about ${topic}, and it is written as prose with the words that prose has, so that a reader who comes to the page for it finds what they were looking for in the text of the article.</p>`;

function mainText(body: string): string {
  return extractMainText(parseDocument(`<!doctype html><html><body>${body}</body></html>`)) ?? '';
}

describe('link items of a list of text', () => {
  it('keeps link items beside items of text and the links under a point of the text', () => {
    const text = mainText(`
      <div class="post">
        ${PARAGRAPH('the release')}
        <ul>
          <li>Ann <a href="/bug/1">fixed an issue with revoked permissions of extensions</a></li>
          <li>Bob removed an attribute from the dialogs <a href="/bug/2">where it was not needed</a></li>
          <li>Work in progress on the player:
            <ul>
              <li><a href="/bug/3">Bug 3 – Fullscreen window is affected by the video source</a></li>
              <li><a href="/bug/4">Bug 4 – Add telemetry for the use of several windows</a></li>
            </ul>
          </li>
        </ul>
        ${PARAGRAPH('the next release')}
      </div>`);
    expect(text).toContain('fixed an issue with revoked permissions');
    expect(text).toContain('Bug 3 – Fullscreen window');
    expect(text).toContain('Bug 4 – Add telemetry');
  });

  it('keeps the links nested under a short item of text', () => {
    const text = mainText(`
      <div class="post">
        ${PARAGRAPH('the release')}
        <ul>
          <li>In progress:
            <ul>
              <li><a href="/bug/3">Bug 3 – Fullscreen window is affected by the video source</a></li>
              <li><a href="/bug/4">Bug 4 – Add telemetry for the use of several windows</a></li>
            </ul>
          </li>
        </ul>
        ${PARAGRAPH('the next release')}
      </div>`);
    expect(text).toContain('Bug 3 – Fullscreen window');
  });

  it('drops a list made of links alone', () => {
    const text = mainText(`
      <div class="post">
        ${PARAGRAPH('the release')}
        <ul>
          <li><a href="/a">Another story on the same subject as this one</a></li>
          <li><a href="/b">A second story on the same subject as this one</a></li>
        </ul>
        ${PARAGRAPH('the next release')}
      </div>`);
    expect(text).toContain('the next release');
    expect(text).not.toContain('Another story');
  });
});
