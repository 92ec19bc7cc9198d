import { describe, expect, it } from 'vitest';
import { remoteImageOf } from './remote-image.js';

describe('remoteImageOf', () => {
  it('skips pixels, spacers and inline references for the first real image', () => {
    const html = `<img src="https://t.example/open.gif" width="1" height="1">
      <img src="cid:logo"><img src="https://cdn.example/spacer.png" height="10">
      <img src="https://cdn.example/hero.jpg" width="600"><img src="https://cdn.example/second.jpg">`;
    expect(remoteImageOf(html)).toBe('https://cdn.example/hero.jpg');
  });

  it('is null without one', () => {
    expect(remoteImageOf('<p>No pictures</p><img src="data:image/png;base64,AAAA">')).toBeNull();
  });
});
