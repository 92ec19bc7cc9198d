import { describe, expect, it } from 'vitest';
import { canonicalizeUrl } from './canonical.js';

describe('canonicalizeUrl', () => {
  describe('scheme, host, port and fragment', () => {
    it.each([
      ['lowercases scheme and host', 'HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
      ['keeps www. on ordinary hosts', 'https://WWW.Example.com/a', 'https://www.example.com/a'],
      ['keeps http on ordinary hosts', 'http://example.com/a', 'http://example.com/a'],
      ['drops a trailing host dot', 'https://example.com./a', 'https://example.com/a'],
      ['drops :443 on https', 'https://example.com:443/a', 'https://example.com/a'],
      ['drops :80 on http', 'http://example.com:80/a', 'http://example.com/a'],
      ['keeps other ports', 'https://example.com:8443/a', 'https://example.com:8443/a'],
      ['keeps :443 on http', 'http://example.com:443/a', 'http://example.com:443/a'],
      ['removes the fragment', 'https://example.com/a#section-2', 'https://example.com/a'],
      ['removes an empty fragment', 'https://example.com/a#', 'https://example.com/a'],
      ['removes an empty query', 'https://example.com/a?', 'https://example.com/a'],
      ['punycodes IDN hosts', 'https://MÜNCHEN.de/a', 'https://xn--mnchen-3ya.de/a'],
      ['keeps IPv4 hosts', 'http://127.0.0.1:8080/a/', 'http://127.0.0.1:8080/a'],
      ['keeps IPv6 hosts', 'http://[2001:DB8::1]/a', 'http://[2001:db8::1]/a'],
      ['cleans raw input', ' "www.example.com/a/" ', 'https://www.example.com/a'],
    ])('%s', (_case, url, expected) => {
      expect(canonicalizeUrl(url)).toBe(expected);
    });
  });

  describe('paths', () => {
    it.each([
      ['https://example.com', 'https://example.com/'],
      ['https://example.com/', 'https://example.com/'],
      ['https://example.com//', 'https://example.com/'],
      ['https://example.com/a/', 'https://example.com/a'],
      ['https://example.com/a/b//', 'https://example.com/a/b'],
      ['https://example.com/a/?q=1', 'https://example.com/a?q=1'],
      ['https://example.com/A/b', 'https://example.com/A/b'],
      ['https://example.com/a%20b', 'https://example.com/a%20b'],
    ])('%s → %s', (url, expected) => {
      expect(canonicalizeUrl(url)).toBe(expected);
    });
  });

  describe('query parameters', () => {
    it.each([
      ['sorts by name', 'https://example.com/?b=2&a=1&c=3', 'https://example.com/?a=1&b=2&c=3'],
      [
        'keeps the order of repeated names',
        'https://example.com/?b=1&a=2&a=1',
        'https://example.com/?a=2&a=1&b=1',
      ],
      [
        'drops utm_* in any case',
        'https://example.com/a?utm_source=x&UTM_MEDIUM=y&id=7',
        'https://example.com/a?id=7',
      ],
      [
        'drops click ids',
        'https://example.com/?fbclid=a&gclid=b&dclid=c&msclkid=d&yclid=e&twclid=f&q=1',
        'https://example.com/?q=1',
      ],
      [
        'drops mailing and marketing ids',
        'https://example.com/?mc_cid=a&mc_eid=b&_hsenc=c&_hsmi=d&mkt_tok=e&li_fat_id=f',
        'https://example.com/',
      ],
      [
        'drops Facebook __cft__ keys',
        'https://example.com/?__cft__[0]=a&__tn__=R&x=1',
        'https://example.com/?x=1',
      ],
      [
        'drops percent-encoded tracking names',
        'https://example.com/?utm%5Fsource=a&k=1',
        'https://example.com/?k=1',
      ],
      [
        'keeps si, s, t and feature off their platforms',
        'https://example.com/?t=1&si=2&s=3&feature=4',
        'https://example.com/?feature=4&s=3&si=2&t=1',
      ],
      [
        'keeps ref on GitHub',
        'https://github.com/a/b/blob/main/x?ref=dev',
        'https://github.com/a/b/blob/main/x?ref=dev',
      ],
      [
        'keeps encoding as given',
        'https://example.com/?q=a+b&r=a%20b&s=%2B',
        'https://example.com/?q=a+b&r=a%20b&s=%2B',
      ],
      [
        'keeps valueless parameters',
        'https://example.com/?flag&a=1',
        'https://example.com/?a=1&flag',
      ],
      ['drops empty pairs', 'https://example.com/?&a=1&&b=2&', 'https://example.com/?a=1&b=2'],
      [
        'survives malformed escapes',
        'https://example.com/?b=%E0%A4%A&a=%',
        'https://example.com/?a=%&b=%E0%A4%A',
      ],
    ])('%s', (_case, url, expected) => {
      expect(canonicalizeUrl(url)).toBe(expected);
    });
  });

  describe('YouTube', () => {
    it.each([
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['http://youtu.be/dQw4w9WgXcQ/', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['https://youtu.be/abc?t=42&si=x', 'https://www.youtube.com/watch?t=42&v=abc'],
      ['https://youtu.be/', 'https://youtu.be/'],
      ['https://youtu.be/abc?v=zzz', 'https://www.youtube.com/watch?v=abc&v=zzz'],
      ['https://m.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
      ['https://youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
      ['http://www.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
      ['https://www.youtube.com/watch?v=abc&feature=share', 'https://www.youtube.com/watch?v=abc'],
      [
        'https://www.youtube.com/watch?feature=youtu.be&v=abc&si=x&pp=y&ab_channel=Z',
        'https://www.youtube.com/watch?v=abc',
      ],
      [
        'https://www.youtube.com/watch?v=abc&list=PL1&index=2&t=10s',
        'https://www.youtube.com/watch?index=2&list=PL1&t=10s&v=abc',
      ],
      ['https://music.youtube.com/watch?v=abc&si=x', 'https://music.youtube.com/watch?v=abc'],
      ['https://www.youtube.com/shorts/abc?feature=share', 'https://www.youtube.com/shorts/abc'],
    ])('%s → %s', (url, expected) => {
      expect(canonicalizeUrl(url)).toBe(expected);
    });

    it('makes every way of linking one video the same key', () => {
      const keys = new Set(
        [
          'https://youtu.be/abc?si=1',
          'youtu.be/abc',
          'https://m.youtube.com/watch?v=abc&feature=share',
          'http://youtube.com/watch?v=abc#t=1',
          'HTTPS://WWW.YOUTUBE.COM./watch?v=abc&utm_source=x',
        ].map(canonicalizeUrl),
      );
      expect([...keys]).toEqual(['https://www.youtube.com/watch?v=abc']);
    });
  });

  describe('other platforms', () => {
    it.each([
      ['https://twitter.com/jack/status/20', 'https://x.com/jack/status/20'],
      ['http://mobile.twitter.com/jack/status/20/', 'https://x.com/jack/status/20'],
      ['https://www.x.com/jack', 'https://x.com/jack'],
      ['http://twitter.com:443/jack', 'https://x.com/jack'],
      ['https://x.com/jack/status/20?s=20&t=abc', 'https://x.com/jack/status/20'],
      ['https://x.com/jack/status/20?ref_src=twsrc%5Etfw', 'https://x.com/jack/status/20'],
      ['https://old.reddit.com/r/x/comments/1/t/', 'https://www.reddit.com/r/x/comments/1/t'],
      ['https://reddit.com/r/x?share_id=a&rdt=1', 'https://www.reddit.com/r/x'],
      ['https://redd.it/abc', 'https://redd.it/abc'],
      ['https://www.instagram.com/p/abc/?igsh=x', 'https://www.instagram.com/p/abc'],
      ['https://instagram.com/p/abc/?igshid=x', 'https://www.instagram.com/p/abc'],
      [
        'https://www.tiktok.com/@u/video/1?is_from_webapp=1&sender_device=pc&_r=1&_t=x',
        'https://www.tiktok.com/@u/video/1',
      ],
      ['https://vm.tiktok.com/ZMabc/', 'https://vm.tiktok.com/ZMabc'],
      [
        'https://linkedin.com/posts/a?trk=public&trackingId=x&rcm=y',
        'https://www.linkedin.com/posts/a',
      ],
      ['https://www.github.com/a/b/', 'https://github.com/a/b'],
      ['https://open.spotify.com/track/abc?si=xyz', 'https://open.spotify.com/track/abc'],
      ['https://www.threads.net/@u/post/abc?xmt=x', 'https://www.threads.net/@u/post/abc'],
      ['https://t.co/abc?s=1', 'https://t.co/abc?s=1'],
    ])('%s → %s', (url, expected) => {
      expect(canonicalizeUrl(url)).toBe(expected);
    });
  });

  describe('input parseWebUrl rejects comes back cleaned', () => {
    it.each([
      ['', ''],
      ['   ', ''],
      [' javascript:alert(1) ', 'javascript:alert(1)'],
      ['data:text/html,x', 'data:text/html,x'],
      ['http://', 'http://'],
      ['"not a url"', 'notaurl'],
      ['instagram.com@evil.test', 'https://instagram.com@evil.test'],
    ])('%j → %j', (url, expected) => {
      expect(canonicalizeUrl(url)).toBe(expected);
    });
  });

  describe('is idempotent', () => {
    it.each([
      'https://example.com',
      'HTTPS://EXAMPLE.COM./a/?b=2&a=1&utm_source=x#f',
      'https://youtu.be/abc?t=42&si=x',
      'https://m.youtube.com/watch?v=abc&feature=share',
      'http://mobile.twitter.com/jack/status/20?s=20&t=abc',
      'https://old.reddit.com/r/x/',
      'https://example.com/?q=a+b&r=a%20b&flag',
      'https://example.com/?b=%E0%A4%A&a=%',
      'https://example.com/a%2Fb/',
      'https://MÜNCHEN.de/straße?ä=ö',
      'http://[::1]:8080/a/',
      'www.example.co.uk/a/',
      'javascript:alert(1)',
      '',
    ])('%j', (url) => {
      const once = canonicalizeUrl(url);
      expect(canonicalizeUrl(once)).toBe(once);
    });
  });
});
