import { describe, expect, it } from 'vitest';
import { genericResult } from '../generic-extraction.js';
import { detectWall } from './detect-wall.js';
import { wallReason } from './wall-reason.js';

const URL = 'https://site.example/posts/42';

/** The wall check as the extraction service runs it: on the page and its extracted main text. */
function wallOf(html: string, finalUrl = URL) {
  return detectWall({ requestedUrl: URL, finalUrl, html, text: genericResult(html, URL).text });
}

const PARAGRAPHS = [
  'The night train from Vienna pulled into the station just after six, its blue carriages dusted with snow from the Alpine passes it had crossed in the dark.',
  'Passengers stepped down onto the platform with the slow care of people who had slept well, and the conductor waved at the cleaners waiting by the bakery.',
  'Sleeper services vanished from most of Europe a decade ago, undercut by cheap flights, but rising demand has brought operators back to routes long abandoned.',
  'The new carriages have compartments for one, two or four travellers, showers at the end of each car, and breakfast served on a tray at the hour you choose.',
].map((text) => `<p>${text}</p>`);

const SIGN_IN_LINKS = `<main><h1>Don't miss what's happening</h1><p>People on the site are the first to know.</p>
<a href="/login" role="button">Log in</a> <a href="/i/flow/signup" role="button">Sign up</a></main>
<nav><a href="/tos">Terms of Service</a> <a href="/privacy">Privacy Policy</a></nav>`;

const PAGES = {
  'sign-in (account links only)': `<html><head><title>Site</title></head><body>${SIGN_IN_LINKS}</body></html>`,
  'sign-in (password form)': `<html><body><h1>Welcome back</h1><form action="/session"><input name="email" autocomplete="username"><input type="password" name="password"><button>Continue</button></form></body></html>`,
  consent: `<html><body><div id="consent-dialog" role="dialog"><h2>Before you continue</h2><p>We use cookies and data to deliver and maintain our services.</p><form action="/save-choices"><button>Reject all</button><button>Accept all</button></form></div></body></html>`,
  captcha: `<html><body><h1>One more step</h1><p>Please complete the security check to access the page.</p><form id="challenge-form" action="/verify" method="post"><div class="h-captcha" data-sitekey="k"></div><iframe src="https://challenges.example/captcha/frame"></iframe></form></body></html>`,
  javascript: `<html><head><title>Site</title><script src="/app.js"></script></head><body><div id="root"></div><noscript>JavaScript is not available. Please enable JavaScript or switch to a supported browser to continue.</noscript></body></html>`,
} as const;

describe('walls: pages that stand in for the content', () => {
  it.each([
    ['sign-in (account links only)', 'sign-in'],
    ['sign-in (password form)', 'sign-in'],
    ['consent', 'consent'],
    ['captcha', 'captcha'],
    ['javascript', 'javascript'],
  ] as const)('recognises a %s page', (name, kind) => {
    expect(wallOf(PAGES[name])).toBe(kind);
  });

  it('recognises a redirect to a sign-in address the visitor did not ask for', () => {
    const html = '<html><body><p>Welcome back</p></body></html>';
    expect(wallOf(html, 'https://site.example/login?next=/posts/42')).toBe('sign-in');
  });

  it('keeps an article with a login link and a sign-up link in its header', () => {
    const html = `<html><body><header><a href="/">Home</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></header>
<article><h1>Night trains return</h1>${PARAGRAPHS.join('')}</article></body></html>`;
    expect(wallOf(html)).toBeNull();
  });

  it('keeps an article with a comment form that asks commenters to sign in', () => {
    const html = `<html><body><article><h1>Night trains return</h1>${PARAGRAPHS.join('')}</article>
<section id="comments"><h2>Comments</h2><form action="/comments"><textarea name="body"></textarea>
<input type="password" name="password"><button>Post</button></form><a href="/login">Sign in to comment</a></section></body></html>`;
    expect(wallOf(html)).toBeNull();
  });

  it('keeps a short post beside a cookie notice, a login link and a noscript tracker', () => {
    const html = `<html><body><header><a href="/login">Log in</a></header><article><h1>Short note</h1>
${PARAGRAPHS.slice(0, 2).join('')}</article>
<noscript><img src="/pixel.gif" alt=""></noscript></body></html>`;
    expect(wallOf(html)).toBeNull();
  });

  it('keeps a short post whose comment form carries a captcha and a consent checkbox', () => {
    const html = `<html><body><article><h1>Short note</h1>${PARAGRAPHS.slice(0, 2).join('')}</article>
<form action="/comments"><textarea name="body"></textarea><label><input type="checkbox" class="consent-box"> Store my name</label>
<div class="g-recaptcha" data-sitekey="k"></div><button>Post</button></form></body></html>`;
    expect(wallOf(html)).toBeNull();
  });

  it('says what to do, naming the platform when it is known', () => {
    expect(wallReason('sign-in', 'twitter')).toBe(
      'X shows this post only to signed-in visitors: save it with the browser extension while signed in',
    );
    expect(wallReason('sign-in', 'other')).toBe(
      'This page needs you to be signed in; save it from the browser extension to keep its content',
    );
    for (const kind of ['consent', 'captcha', 'javascript'] as const) {
      expect(wallReason(kind, 'instagram')).toMatch(/^Instagram .*browser extension/);
      expect(wallReason(kind, 'other')).toMatch(/^The site .*browser extension/);
    }
  });
});
