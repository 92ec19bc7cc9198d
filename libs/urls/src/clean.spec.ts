import { describe, expect, it } from 'vitest';
import { cleanUrlInput } from './clean.js';

describe('cleanUrlInput', () => {
  describe('removes all whitespace, inside the URL too', () => {
    it.each([
      ['leading and trailing spaces', '  https://example.com/a  ', 'https://example.com/a'],
      ['a space inside', 'https://exam ple.com/a b', 'https://example.com/ab'],
      ['tabs and newlines', '\thttps://example.com/\n  path\r\n', 'https://example.com/path'],
      ['a no-break space', 'https://example.com/\u00A0a', 'https://example.com/a'],
      ['an ideographic space', 'https://example.com/\u3000a', 'https://example.com/a'],
      ['a zero-width space', 'https://exa\u200Bmple.com', 'https://example.com'],
      ['a byte-order mark', '\uFEFFhttps://example.com', 'https://example.com'],
      ['a line separator', 'https://example.com/\u2028a', 'https://example.com/a'],
    ])('%s', (_case, raw, expected) => {
      expect(cleanUrlInput(raw)).toBe(expected);
    });
  });

  describe('strips wrapping quotes and angle brackets', () => {
    it.each([
      ['"https://example.com"', 'https://example.com'],
      ["'https://example.com'", 'https://example.com'],
      ['`https://example.com`', 'https://example.com'],
      ['“https://example.com”', 'https://example.com'],
      ['‘https://example.com’', 'https://example.com'],
      ['„https://example.com“', 'https://example.com'],
      ['«https://example.com»', 'https://example.com'],
      ['<https://example.com>', 'https://example.com'],
      ['"<https://example.com>"', 'https://example.com'],
      ['<"https://example.com">', 'https://example.com'],
      ['<<https://example.com>>', 'https://example.com'],
      ['  " https://example.com/a "  ', 'https://example.com/a'],
      ['"https://example.com', 'https://example.com'],
      ['https://example.com\'"', 'https://example.com'],
    ])('%s', (raw, expected) => {
      expect(cleanUrlInput(raw)).toBe(expected);
    });

    it('keeps quotes inside the URL', () => {
      expect(cleanUrlInput('"https://example.com/it\'s"')).toBe("https://example.com/it's");
    });

    it.each(['https://example.com/<b>', 'https://example.com/a>'])(
      'strips angle brackets only as a pair around the whole text: %s',
      (raw) => {
        expect(cleanUrlInput(raw)).toBe(raw);
      },
    );
  });

  describe('leaves http(s) URLs alone, whatever the scheme case', () => {
    it.each([
      'https://example.com',
      'http://example.com/a?b=c#d',
      'HTTPS://EXAMPLE.COM/A',
      'Http://example.com',
      'https:example.com',
      'http://localhost:3000',
    ])('%s', (raw) => {
      expect(cleanUrlInput(raw)).toBe(raw);
    });
  });

  describe('adds https:// by the product spec rule', () => {
    it.each([
      ['www. prefix', 'www.example.de/path', 'https://www.example.de/path'],
      ['WWW. prefix in capitals', 'WWW.EXAMPLE.DE', 'https://WWW.EXAMPLE.DE'],
      ['.com', 'example.com', 'https://example.com'],
      ['.com in capitals', 'EXAMPLE.COM/A', 'https://EXAMPLE.COM/A'],
      ['.net', 'example.net/x', 'https://example.net/x'],
      ['.org', 'example.org', 'https://example.org'],
      ['.edu', 'mit.edu/courses', 'https://mit.edu/courses'],
      ['.co.uk', 'bbc.co.uk/news', 'https://bbc.co.uk/news'],
      ['.io', 'vitest.io', 'https://vitest.io'],
      ['.com not at the end', 'example.com.au/page', 'https://example.com.au/page'],
      ['quoted, with spaces', ' "www.example.com / a" ', 'https://www.example.com/a'],
      ['a host with a port', 'example.com:8080/x', 'https://example.com:8080/x'],
    ])('%s: %s', (_case, raw, expected) => {
      expect(cleanUrlInput(raw)).toBe(expected);
    });
  });

  describe('adds https:// to anything shaped like host.tld/path', () => {
    it.each([
      ['example.de/x', 'https://example.de/x'],
      ['redd.it/abc', 'https://redd.it/abc'],
      ['youtu.be/xyz', 'https://youtu.be/xyz'],
      ['vm.tiktok.com/ZMabc/', 'https://vm.tiktok.com/ZMabc/'],
      ['x.com/jack', 'https://x.com/jack'],
      ['lnkd.in/abc', 'https://lnkd.in/abc'],
      ['instagr.am/p/x', 'https://instagr.am/p/x'],
      ['blog.example.dev', 'https://blog.example.dev'],
      ['example.app?q=1', 'https://example.app?q=1'],
      ['shop.example.store/item', 'https://shop.example.store/item'],
      ['Example.XYZ', 'https://Example.XYZ'],
      ['example.fr#top', 'https://example.fr#top'],
      ['münchen.de', 'https://münchen.de'],
      ['xn--mnchen-3ya.de', 'https://xn--mnchen-3ya.de'],
      ['xn--e1afmkfd.xn--p1ai', 'https://xn--e1afmkfd.xn--p1ai'],
      ['пример.рф/путь', 'https://пример.рф/путь'],
      ['example.de.', 'https://example.de.'],
      ['localhost:3000/x', 'https://localhost:3000/x'],
      ['localhost', 'https://localhost'],
      ['192.168.0.1/admin', 'https://192.168.0.1/admin'],
      ['127.0.0.1:8080', 'https://127.0.0.1:8080'],
      ['[::1]:8080/x', 'https://[::1]:8080/x'],
      ['[2001:db8::1]', 'https://[2001:db8::1]'],
      ['//example.de/x', 'https://example.de/x'],
    ])('%s', (raw, expected) => {
      expect(cleanUrlInput(raw)).toBe(expected);
    });
  });

  describe('never adds https:// in front of another scheme', () => {
    it.each([
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'chrome://settings',
      'chrome-extension://abcdef/popup.html',
      'about:blank',
      'blob:https://example.com/uuid',
      'view-source:https://example.com',
      'mailto:someone@example.com',
      'ftp://files.example.com/a',
      'tel:+441234567890',
      'ws://example.com/socket',
    ])('%s', (raw) => {
      expect(cleanUrlInput(raw)).toBe(raw);
    });

    it('joins a scheme split by whitespace and still adds nothing', () => {
      expect(cleanUrlInput(' java\nscript:alert(1) ')).toBe('javascript:alert(1)');
    });
  });

  describe('leaves text that is not a web address without a scheme', () => {
    it.each([
      ['plain words', 'hello world', 'helloworld'],
      ['a single label', 'example', 'example'],
      ['a file name', 'notes.txt', 'notes.txt'],
      ['a number', '1234', '1234'],
      ['a version', '1.2.3', '1.2.3'],
      ['a path', '/just/a/path', '/just/a/path'],
      ['a label ending in a hyphen', 'bad-.de', 'bad-.de'],
      ['credentials without a spec hint', 'user@example.de', 'user@example.de'],
    ])('%s', (_case, raw, expected) => {
      expect(cleanUrlInput(raw)).toBe(expected);
    });
  });

  describe('empty input', () => {
    it.each(['', '   ', '\t\n', '\u00A0', '""', "''", '“ ”', '<>'])('%j becomes ""', (raw) => {
      expect(cleanUrlInput(raw)).toBe('');
    });
  });

  describe('is idempotent', () => {
    it.each([
      ' "www.example.com" ',
      'example.de/x',
      '<https://example.com/a>',
      '//example.com',
      'javascript:alert(1)',
      'localhost:3000',
      'notes.txt',
      '"https://example.com/a\'"',
    ])('%j', (raw) => {
      const once = cleanUrlInput(raw);
      expect(cleanUrlInput(once)).toBe(once);
    });
  });
});
