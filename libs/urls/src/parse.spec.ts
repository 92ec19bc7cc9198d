import { describe, expect, it } from 'vitest';
import { INVALID_URL_MESSAGE, MAX_URL_LENGTH, parseWebUrl, toHttpUrl } from './parse.js';

const invalid = { ok: false, message: 'Invalid URL' };

describe('parseWebUrl', () => {
  it('reports failures with the message "Invalid URL"', () => {
    expect(INVALID_URL_MESSAGE).toBe('Invalid URL');
  });

  describe('accepts web URLs and returns the normalised href', () => {
    it.each([
      ['https://example.com', 'https://example.com/'],
      ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
      ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
      ['HtTp://Example.com', 'http://example.com/'],
      ['  "https://example.com/a b"  ', 'https://example.com/ab'],
      ['“https://example.com/x”', 'https://example.com/x'],
      ['<https://example.com/x>', 'https://example.com/x'],
      ['www.example.com', 'https://www.example.com/'],
      ['example.com/a', 'https://example.com/a'],
      ['bbc.co.uk/news', 'https://bbc.co.uk/news'],
      ['example.de/x', 'https://example.de/x'],
      ['redd.it/abc', 'https://redd.it/abc'],
      ['youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
      ['vm.tiktok.com/ZMabc/', 'https://vm.tiktok.com/ZMabc/'],
      ['//example.com/x', 'https://example.com/x'],
      ['https://example.com.', 'https://example.com./'],
      ['https://sub_domain.example.com', 'https://sub_domain.example.com/'],
    ])('%j → %s', (raw, url) => {
      expect(parseWebUrl(raw)).toEqual({ ok: true, url });
    });
  });

  describe('ports', () => {
    it.each([
      ['https://example.com:443/a', 'https://example.com/a'],
      ['http://example.com:80/a', 'http://example.com/a'],
      ['https://example.com:8443/a', 'https://example.com:8443/a'],
      ['http://example.com:443/', 'http://example.com:443/'],
      ['example.com:8080', 'https://example.com:8080/'],
    ])('%s → %s', (raw, url) => {
      expect(parseWebUrl(raw)).toEqual({ ok: true, url });
    });

    it.each(['https://example.com:99999', 'https://example.com:-1', 'https://example.com:abc'])(
      'rejects %s',
      (raw) => {
        expect(parseWebUrl(raw)).toEqual(invalid);
      },
    );
  });

  describe('IDN, IP literals and localhost', () => {
    it.each([
      ['https://münchen.de/', 'https://xn--mnchen-3ya.de/'],
      ['münchen.de', 'https://xn--mnchen-3ya.de/'],
      ['https://xn--mnchen-3ya.de', 'https://xn--mnchen-3ya.de/'],
      ['пример.рф', 'https://xn--e1afmkfd.xn--p1ai/'],
      ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
      ['192.168.0.1', 'https://192.168.0.1/'],
      ['http://[::1]/', 'http://[::1]/'],
      ['https://[2001:DB8::1]:8443/x', 'https://[2001:db8::1]:8443/x'],
      ['http://localhost', 'http://localhost/'],
      ['localhost:3000/api', 'https://localhost:3000/api'],
    ])('%s → %s', (raw, url) => {
      expect(parseWebUrl(raw)).toEqual({ ok: true, url });
    });
  });

  describe('refuses other schemes', () => {
    it.each([
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(document.cookie) ',
      'javascript://example.com/%0Aalert(1)',
      'javascript:80/evil.com',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'file://example.com/share',
      'chrome://settings',
      'chrome-extension://abcdefghijklmnop/popup.html',
      'about:blank',
      'blob:https://example.com/550e8400-e29b-41d4-a716-446655440000',
      'view-source:https://example.com',
      'mailto:someone@example.com',
      'ftp://files.example.com/a',
      'ws://example.com/socket',
      'tel:+441234567890',
    ])('%s', (raw) => {
      expect(parseWebUrl(raw)).toEqual(invalid);
    });
  });

  describe('refuses missing, fake or empty hosts', () => {
    it.each([
      ['empty', ''],
      ['whitespace only', ' \t\n\u00A0 '],
      ['only quotes', '""'],
      ['http:// with no host', 'http://'],
      ['https:// with no host', 'https://'],
      ['scheme and slashes with a path only', 'https:///'],
      ['a bare scheme', 'https:'],
      ['a single-label host', 'http://example'],
      ['a single label with a trailing dot', 'http://example.'],
      ['an empty label', 'https://a..b'],
      ['a leading dot', 'https://.com'],
      ['a wildcard host', 'https://*.example.com'],
      ['a shell character in the host', 'https://exa$mple.com'],
      ['plain words', 'not a url'],
      ['a file name', 'notes.txt'],
      ['a path', '/a/b'],
      ['an invalid IPv4 literal', 'http://1.2.3.999'],
      ['an unclosed IPv6 literal', 'http://[::1'],
    ])('%s: %j', (_case, raw) => {
      expect(parseWebUrl(raw)).toEqual(invalid);
    });
  });

  describe('refuses credentials', () => {
    it.each([
      'https://user:pass@example.com/',
      'https://user@example.com/',
      'https://:pass@example.com/',
      'user@example.com',
      'instagram.com@evil.test',
      'https://youtube.com@evil.test/watch',
      'http://user:pass@',
    ])('%s', (raw) => {
      expect(parseWebUrl(raw)).toEqual(invalid);
    });
  });

  describe('length limit', () => {
    const prefix = 'https://example.com/';

    it('accepts a URL of exactly MAX_URL_LENGTH characters', () => {
      const raw = prefix + 'a'.repeat(MAX_URL_LENGTH - prefix.length);
      expect(MAX_URL_LENGTH).toBe(2048);
      expect(parseWebUrl(raw)).toEqual({ ok: true, url: raw });
    });

    it('rejects a URL one character longer', () => {
      const raw = prefix + 'a'.repeat(MAX_URL_LENGTH - prefix.length + 1);
      expect(parseWebUrl(raw)).toEqual(invalid);
    });

    it('measures after whitespace is removed', () => {
      const raw = `  ${prefix}${'a'.repeat(MAX_URL_LENGTH - prefix.length)}  \n`;
      expect(parseWebUrl(raw).ok).toBe(true);
    });

    it('rejects over-long input even when it would normalise shorter', () => {
      const raw = `${prefix}${'./'.repeat(MAX_URL_LENGTH)}a`;
      expect(parseWebUrl(raw)).toEqual(invalid);
    });

    it('rejects input that only grows past the limit when percent-encoded', () => {
      const raw = prefix + 'é'.repeat(1000);
      expect(raw.length).toBeLessThan(MAX_URL_LENGTH);
      expect(parseWebUrl(raw)).toEqual(invalid);
    });
  });
});

describe('toHttpUrl', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example', 'http://example/'],
    ['https://user@example.com', 'https://user@example.com/'],
  ])('parses %s without the stricter checks', (cleaned, href) => {
    expect(toHttpUrl(cleaned)?.href).toBe(href);
  });

  it.each(['', 'example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://'])(
    'returns null for %j',
    (cleaned) => {
      expect(toHttpUrl(cleaned)).toBeNull();
    },
  );
});
