import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('inline', 'photo.png')).toBe(
      `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
    );
  });

  it('cannot be broken out of by quotes, separators or line breaks', () => {
    const value = contentDisposition('attachment', 'a"; filename="evil.html\r\nX-Bad: 1.pdf');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.startsWith('attachment; filename="a__ filename=_evil.html__X-Bad: 1.pdf";')).toBe(
      true,
    );
    expect(value).toContain(
      `filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%0D%0AX-Bad%3A%201.pdf`,
    );
  });

  it('gives an ASCII fallback and the exact UTF-8 name for other scripts', () => {
    expect(contentDisposition('inline', 'Café 東京.jpg')).toBe(
      `inline; filename="Cafe __.jpg"; filename*=UTF-8''Caf%C3%A9%20%E6%9D%B1%E4%BA%AC.jpg`,
    );
  });
});
