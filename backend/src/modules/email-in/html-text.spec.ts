import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text.js';

describe('htmlText', () => {
  it('reads the words as written, a paragraph per block', () => {
    expect(
      htmlText(
        '<h1>Issue 12</h1><p>The engine &amp; the loom.</p><table><tr><td>One</td><td>Two</td></tr></table><p>See <a href="https://x.example">gears</a><br>now</p>',
      ),
    ).toBe('Issue 12\n\nThe engine & the loom.\n\nOne Two\n\nSee gears\nnow');
  });
});
