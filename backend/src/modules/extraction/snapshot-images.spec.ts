import { describe, expect, it } from 'vitest';
import { withoutInlinedImages } from './snapshot-images.js';

describe('withoutInlinedImages', () => {
  it('drops the inlined images and keeps the page as it was', () => {
    const data = `data:image/png;base64,${'A'.repeat(5000)}`;
    const html = `<p>Text</p><img data-vault-inline-src="${data}" src="/a.png" alt="a">
<div class="hero" data-vault-inline-background="${data}">Hero</div>
<img src="/b.png" data-vault-inline-src="${data}">`;
    expect(withoutInlinedImages(html)).toBe(`<p>Text</p><img src="/a.png" alt="a">
<div class="hero">Hero</div>
<img src="/b.png">`);
  });
});
