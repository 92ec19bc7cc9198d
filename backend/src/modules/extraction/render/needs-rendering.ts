import { all, parseDocument } from '../dom.js';

/** Below this much main text a page may be an empty shell waiting for its scripts. */
export const MIN_STATIC_TEXT_CHARS = 500;
/** Inline and linked script weight that marks a script-built page (linked scripts counted by tag). */
const HEAVY_INLINE_SCRIPT_CHARS = 50_000;
const HEAVY_SCRIPT_TAGS = 8;
// Mount points of the common client-side frameworks (React, Next, Nuxt, Vue, Angular, Svelte, Ember…).
const APP_ROOTS =
  '#root, #app, #__next, #__nuxt, #___gatsby, #q-app, #svelte, #main-app, [data-reactroot], [ng-version], app-root, [id^="ember"]';
const ENABLE_JS =
  /(enable|turn on|activate|requires?|need)\s+(your\s+)?javascript|javascript\s+(is\s+)?(required|disabled|needed)/i;

export type RenderSign = 'empty-app-root' | 'noscript-warning' | 'script-heavy';

export interface RenderDecision {
  render: boolean;
  /** Why; empty when the page does not need rendering. */
  signs: RenderSign[];
}

/**
 * The rule for headless rendering: the static HTML gave too little main text AND it carries
 * at least one sign of a page its scripts build (an empty framework mount point, a
 * <noscript> asking for JavaScript, or far more script than text). Short pages without those
 * signs are simply short; pages with enough text never pay for a browser.
 */
export function needsRendering(html: string, extractedText: string | null): RenderDecision {
  if ((extractedText?.trim().length ?? 0) >= MIN_STATIC_TEXT_CHARS)
    return { render: false, signs: [] };
  const document = parseDocument(html);
  const signs: RenderSign[] = [];
  const roots = all(document, APP_ROOTS);
  if (roots.some((root) => (root.textContent ?? '').trim().length < 50))
    signs.push('empty-app-root');
  if (all(document, 'noscript').some((element) => ENABLE_JS.test(element.textContent ?? '')))
    signs.push('noscript-warning');
  const scripts = all(document, 'script');
  const inlineChars = scripts.reduce(
    (sum, script) => sum + (script.hasAttribute('src') ? 0 : (script.textContent ?? '').length),
    0,
  );
  const linked = scripts.filter((script) => script.hasAttribute('src')).length;
  if (inlineChars >= HEAVY_INLINE_SCRIPT_CHARS || linked >= HEAVY_SCRIPT_TAGS)
    signs.push('script-heavy');
  return { render: signs.length > 0, signs };
}
