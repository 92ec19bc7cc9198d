import { describe, expect, it } from 'vitest';
import { cleanFileName, decodeFormFileName } from './file-name.js';

describe('cleanFileName', () => {
  it('drops directories, control characters and empty names', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('bad\u0000name\n.png')).toBe('badname.png');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
  });

  it('keeps at most 255 characters and the extension', () => {
    const name = cleanFileName(`${'é'.repeat(300)}.jpeg`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('é.jpeg')).toBe(true);
  });
});

describe('decodeFormFileName', () => {
  it('undoes the escapes browsers apply to quotes and line breaks only', () => {
    expect(decodeFormFileName('my %22photo%22%0D%0A.png')).toBe('my "photo".png');
    expect(decodeFormFileName('100%25 real.png')).toBe('100%25 real.png');
  });
});
