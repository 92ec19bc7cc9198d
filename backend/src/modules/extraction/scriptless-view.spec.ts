import { describe, expect, it } from 'vitest';
import { extractMetadata } from './metadata-extractor.js';
import { readableHtml } from './readable-html.js';

const POST = (author: string, words: string) =>
  `<div class="topic-post"><span class="author">${author}</span><div class="post"><p>${words} I have been trying this for a week now and the setup still fails after every restart, with the same message each time, so I am asking here what others did about it.</p></div></div>`;

/** A forum app's page: an empty shell its scripts fill, and the server's view in a <noscript>. */
const APP_SHELL = `<!doctype html><html><head><title>Stuck on restart - Community</title></head><body>
<section id="splash"><div class="dots"></div></section>
<noscript><img height="1" width="1" src="https://px.example/p.gif"></noscript>
<section id="main"></section>
<noscript data-path="/t/stuck-on-restart/42">
  <header><a href="/">Community</a></header>
  <div id="main-outlet" role="main"><h1>Stuck on restart</h1>
  ${POST('raoul', 'The update went in fine.')}${POST('marta', 'Same here on two machines.')}${POST('li', 'Rolling back helped me.')}
  </div>
  <footer><a href="/privacy">Privacy</a></footer>
</noscript>
<script>window.app.start()</script></body></html>`;

describe("a page's scriptless view", () => {
  it('reads the <noscript> view of an app that builds its page in the browser', () => {
    const result = extractMetadata(APP_SHELL, 'https://forum.example/t/stuck-on-restart/42');
    expect(result.text).toContain('The update went in fine.');
    expect(result.text).toContain('Rolling back helped me.');
    expect(result.text).not.toContain('Privacy');
    const reader = readableHtml(APP_SHELL, 'https://forum.example/t/stuck-on-restart/42') ?? '';
    expect(reader).toContain('Same here on two machines.');
    expect(reader).not.toContain('px.example');
  });

  it('leaves a <noscript> out when the page shows its content in the open', () => {
    const open = `<!doctype html><html><head><title>Notes</title></head><body><article>
      ${POST('raoul', 'The update went in fine.')}${POST('marta', 'Same here on two machines.')}
      ${POST('li', 'Rolling back helped me.')}</article>
      <noscript><p>${'Please turn on JavaScript to see the comments and the editor of this page. '.repeat(8)}</p></noscript>
      </body></html>`;
    const result = extractMetadata(open, 'https://forum.example/notes');
    expect(result.text).toContain('Rolling back helped me.');
    expect(result.text).not.toContain('turn on JavaScript');
  });
});
