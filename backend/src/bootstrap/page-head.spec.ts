import { describe, expect, it } from 'vitest';
import { headTags, pageForPath, renderIndexHtml, showsCanonicalPage } from './page-head.js';

describe('page head', () => {
  it('picks the page by path, case and trailing slash aside', () => {
    expect(pageForPath('/faqs', 'preview')).toBe('faqs');
    expect(pageForPath('/Privacy/', 'live')).toBe('privacy');
    expect(pageForPath('/cookies', 'live')).toBe('cookies');
    expect(pageForPath('/', 'preview')).toBe('landing');
    expect(pageForPath('/kanban', 'preview')).toBe('landing');
    expect(pageForPath('/', 'live')).toBe('home');
    // `?dev=true` opens the app in preview mode: the signed-out home, not the landing page.
    expect(pageForPath('/', 'preview', true)).toBe('home');
    expect(pageForPath('/faqs', 'preview', true)).toBe('faqs');
  });

  it('names a canonical address only where the path shows that page', () => {
    expect(showsCanonicalPage('/', 'home')).toBe(true);
    expect(showsCanonicalPage('/FAQs/', 'faqs')).toBe(true);
    expect(showsCanonicalPage('/kanban', 'landing')).toBe(true);
    expect(showsCanonicalPage('/settings', 'home')).toBe(false);
    expect(showsCanonicalPage('/content/42', 'home')).toBe(false);
    const appPage = headTags('home', 'https://vault.example', 'live', { canonical: false });
    expect(appPage).not.toContain('rel="canonical"');
    expect(appPage).not.toContain('og:url');
    expect(appPage).toContain('<title>');
    const home = headTags('home', 'https://vault.example', 'live');
    expect(home).toContain('<link rel="canonical" href="https://vault.example/" />');
    expect(home).toContain('<meta property="og:url" content="https://vault.example/" />');
  });

  it('escapes the address it writes into attributes and keeps JSON-LD from closing its script', () => {
    const tags = headTags('faqs', 'https://x.example/"><script>', 'preview');
    expect(tags).not.toContain('"><script>');
    expect(tags).toContain('https://x.example/&quot;&gt;&lt;script&gt;/faqs');
    const jsonBlocks = tags.match(/<script type="application\/ld\+json">.*?<\/script>/g) ?? [];
    expect(jsonBlocks.length).toBe(4);
    const bodies = jsonBlocks.map((block) => block.replace(/^<script[^>]*>|<\/script>$/g, ''));
    for (const body of bodies) expect(body).not.toContain('<');
    expect(bodies.join('')).toContain('https://x.example/\\">\\u003cscript>/');
  });

  it('replaces the template title once and adds the noscript copy at the top of body', () => {
    const html = renderIndexHtml(
      '<html><head><title>Vault</title></head><body class="x"><div id="root"></div></body></html>',
      'terms',
      'https://vault.example',
      'live',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Terms of Use · Vault</title>');
    expect(html).toContain('<meta name="vault-launch-mode" content="live" />');
    expect(html).toMatch(/<body class="x">\s*<noscript>.*<h1>Terms of Use · Vault<\/h1>/s);
  });

  it('says when the visitor is signed out and puts a prerendered page into #root', () => {
    const template =
      '<html><head><title>Vault</title></head><body><div id="root"></div></body></html>';
    const signedOut = renderIndexHtml(template, 'landing', 'https://vault.example', 'preview', {
      signedOut: true,
      prerendered: '<h1>Never Lose Valuable Content Again</h1>',
    });
    expect(signedOut).toContain('<meta name="vault-session" content="none" />');
    expect(signedOut).toContain(
      '<div id="root" data-prerendered="landing"><h1>Never Lose Valuable Content Again</h1></div>',
    );
    expect(signedOut).not.toContain('<noscript>');
    const plain = renderIndexHtml(template, 'landing', 'https://vault.example', 'preview');
    expect(plain).not.toContain('vault-session');
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).toContain('<noscript>');
  });
});
