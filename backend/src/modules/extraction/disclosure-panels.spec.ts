import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText, noiseElements } from './main-text.js';

const answer = (n: number) =>
  `The answer to question ${n} is written out in full, as a sentence or two that the reader opens the panel to read and that is part of what the page has to say.`;
/** Each panel hidden as pages do it: from assistive technology, by attribute or by style. */
const HIDING = ['aria-hidden="false"', 'aria-hidden="true"', 'hidden', 'style="display: none"'];
const item = (n: number) =>
  `<li><h3><button aria-controls="faq-${n}" aria-expanded="${n === 0}">Question ${n}?</button></h3>
   <div id="faq-${n}" role="region" ${HIDING[n]}><p>${answer(n)}</p></div></li>`;

describe('disclosure panels', () => {
  const page = `<!doctype html><html><body><main>
    <h1>Frequently asked questions</h1>
    <p>These are the questions our readers ask most often about the service, with the answers that we have written for them.</p>
    <ul>${[0, 1, 2, 3].map(item).join('')}</ul>
    <div id="icon" aria-hidden="true">Decorative text that no button opens</div>
    <div id="later" hidden>A part shown later by a script</div>
  </main></body></html>`;

  it('keeps the collapsed answers of a FAQ, which a button opens', () => {
    const text = extractMainText(parseDocument(page)) ?? '';
    for (const n of [0, 1, 2, 3]) expect(text).toContain(answer(n));
  });

  it('still drops hidden elements that no control opens', () => {
    const noise = noiseElements(parseDocument(page)).map((element) => element.getAttribute('id'));
    expect(noise).toContain('icon');
    expect(noise).toContain('later');
    for (const n of [1, 2, 3]) expect(noise).not.toContain(`faq-${n}`);
  });

  it('keeps a panel whose collapsed wrapper, not the panel, is hidden', () => {
    const accordion = `<!doctype html><html><body><main><h1>Trail pack</h1>
      <p>A light pack for day hikes, with room for a jacket, water and lunch, and pockets you can reach.</p>
      <button aria-controls="panel-description" aria-expanded="false">Description</button>
      <div class="collapse" style="overflow:hidden;display:none;height:0px">
        <div id="panel-description" role="region"><p>${answer(1)}</p></div></div>
      <button aria-controls="panel-specs" aria-expanded="false">Specifications</button>
      <div class="collapse" style="display:none"><div id="panel-specs"><p>${answer(2)}</p></div></div>
    </main></body></html>`;
    const text = extractMainText(parseDocument(accordion)) ?? '';
    for (const n of [1, 2]) expect(text).toContain(answer(n));
  });

  it('keeps the hidden panels of tabs', () => {
    const tabs = `<!doctype html><html><body><main><h1>Install</h1>
      <div role="tablist"><a role="tab" href="#mac">macOS</a><a role="tab" href="#linux">Linux</a></div>
      <div role="tabpanel" id="mac"><p>${answer(1)}</p></div>
      <div role="tabpanel" id="linux" hidden><p>${answer(2)}</p></div>
      <div role="tabpanel" style="display:none"><p>${answer(3)}</p></div>
    </main></body></html>`;
    const text = extractMainText(parseDocument(tabs)) ?? '';
    for (const n of [1, 2, 3]) expect(text).toContain(answer(n));
  });

  it('still drops a hidden dialog or menu, though a button opens it', () => {
    const page = `<!doctype html><html><body>
      <header><button aria-controls="sign-in">Sign in</button>
        <button aria-controls="site-menu">Menu</button></header>
      <div id="sign-in" role="dialog" hidden><p>Sign in to keep reading. Enter your email address and password, or create an account in a minute.</p></div>
      <ul id="site-menu" role="menu" style="display:none"><li>News</li><li>Sport</li></ul>
      <main><h1>Tide pools</h1><p>${answer(1)}</p><p>${answer(2)}</p></main>
    </body></html>`;
    const noise = noiseElements(parseDocument(page)).map((element) => element.getAttribute('id'));
    expect(noise).toEqual(expect.arrayContaining(['sign-in', 'site-menu']));
    expect(extractMainText(parseDocument(page))).not.toContain('Sign in to keep reading');
  });
});
