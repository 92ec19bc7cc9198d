import { PLATFORMS, type Platform } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform.js';

describe('detectPlatform', () => {
  const cases: ReadonlyArray<readonly [Platform, readonly string[]]> = [
    [
      'linkedin',
      [
        'https://linkedin.com/in/someone',
        'https://www.linkedin.com/posts/someone_activity-123',
        'https://m.linkedin.com/in/someone',
        'https://uk.linkedin.com/in/someone',
        'https://lnkd.in/abc123',
      ],
    ],
    [
      'twitter',
      [
        'https://x.com/jack/status/20',
        'https://www.x.com/jack',
        'https://twitter.com/jack/status/20',
        'https://mobile.twitter.com/jack',
        'https://fxtwitter.com/jack/status/20',
        'https://vxtwitter.com/jack/status/20',
        'https://fixupx.com/jack/status/20',
      ],
    ],
    [
      'tiktok',
      [
        'https://www.tiktok.com/@user/video/123',
        'https://tiktok.com/@user',
        'https://vm.tiktok.com/ZMabc/',
        'https://vt.tiktok.com/ZSabc/',
        'https://m.tiktok.com/v/123.html',
      ],
    ],
    [
      'instagram',
      [
        'https://www.instagram.com/p/abc/',
        'https://instagram.com/reel/abc',
        'https://instagr.am/p/abc',
      ],
    ],
    [
      'reddit',
      [
        'https://www.reddit.com/r/typescript/comments/abc/title/',
        'https://reddit.com/r/x',
        'https://old.reddit.com/r/x',
        'https://new.reddit.com/r/x',
        'https://np.reddit.com/r/x',
        'https://redd.it/abc',
      ],
    ],
    [
      'youtube',
      [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtube.com/shorts/abc',
        'https://m.youtube.com/watch?v=abc',
        'https://music.youtube.com/watch?v=abc',
        'https://www.youtube-nocookie.com/embed/abc',
        'https://youtu.be/dQw4w9WgXcQ',
      ],
    ],
    ['github', ['https://github.com/nrwl/nx', 'https://gist.github.com/someone/abc']],
    [
      'medium',
      [
        'https://medium.com/@someone/post-123',
        'https://someone.medium.com/post-123',
        'https://blog.medium.com/',
      ],
    ],
  ];

  describe.each(cases)('%s', (platform, urls) => {
    it.each(urls)('%s', (url) => {
      expect(detectPlatform(url)).toBe(platform);
    });
  });

  it('has a case for every platform an address can name', () => {
    // Newsletters come by e-mail, never from an address; everything else is `other`.
    expect(cases.map(([platform]) => platform).concat('newsletter', 'other')).toEqual([
      ...PLATFORMS,
    ]);
  });

  describe('is case-insensitive and ignores a trailing dot', () => {
    it.each([
      ['HTTPS://WWW.YOUTUBE.COM/watch?v=abc', 'youtube'],
      ['https://YouTu.Be/abc', 'youtube'],
      ['https://youtube.com./watch?v=abc', 'youtube'],
      ['https://X.COM./jack', 'twitter'],
      ['https://GitHub.com/a', 'github'],
    ] as const)('%s → %s', (url, platform) => {
      expect(detectPlatform(url)).toBe(platform);
    });
  });

  describe('cleans raw input first', () => {
    it.each([
      [' "youtu.be/abc" ', 'youtube'],
      ['www.reddit.com/r/x', 'reddit'],
      ['redd.it/abc', 'reddit'],
      ['vm.tiktok.com/ZMabc', 'tiktok'],
      ['x.com/jack', 'twitter'],
      ['“https://www.instagram.com/p/abc”', 'instagram'],
      ['https://www.link edin.com/in/a', 'linkedin'],
      ['<github.com/a/b>', 'github'],
    ] as const)('%j → %s', (raw, platform) => {
      expect(detectPlatform(raw)).toBe(platform);
    });
  });

  describe('look-alikes are other', () => {
    it.each([
      'https://notyoutube.com/watch?v=abc',
      'https://youtube.com.evil.test/watch?v=abc',
      'https://evil-youtube.com/',
      'https://youtube.co/',
      'https://youtu.be.evil.test/abc',
      'https://xx.com/jack',
      'https://x.com.evil.test/jack',
      'https://ax.com/',
      'https://myreddit.com/r/x',
      'https://reddit.com.evil.test/r/x',
      'https://linkedin.co/in/someone',
      'https://linkedin.com-evil.test/',
      'https://fakemedium.com/post',
      'https://medium.co/post',
      'https://github.io/',
      'https://someone.github.io/',
      'https://tiktok.co/@user',
      'https://instagram.com.br.evil.test/',
      'instagram.com@evil.test',
      'https://instagram.com@evil.test/p/abc',
      'https://evil.test/?next=https://youtube.com',
      'https://evil.test/youtube.com/watch',
      'https://evil.test#youtube.com',
    ])('%s', (url) => {
      expect(detectPlatform(url)).toBe('other');
    });
  });

  it('judges the real host, not the credentials, of a URL with userinfo', () => {
    expect(detectPlatform('https://evil.test@instagram.com/p/abc')).toBe('instagram');
  });

  describe('shorteners and unrelated sites are other', () => {
    it.each([
      'https://t.co/abc',
      'https://bit.ly/abc',
      'https://example.com/',
      'https://facebook.com/someone',
      'https://open.spotify.com/track/abc',
      'http://127.0.0.1/',
      'http://[::1]/',
      'http://localhost:3000/',
    ])('%s', (url) => {
      expect(detectPlatform(url)).toBe('other');
    });
  });

  describe('invalid input is other', () => {
    it.each([
      '',
      '   ',
      'not a url',
      'javascript:alert(1)//youtube.com',
      'JaVaScRiPt:alert("x.com")',
      'data:text/html,https://youtube.com',
      'file:///home/user/youtube.com',
      'chrome://settings',
      'view-source:https://www.youtube.com/',
      'ftp://github.com/a',
      'http://',
    ])('%j', (raw) => {
      expect(detectPlatform(raw)).toBe('other');
    });
  });
});
