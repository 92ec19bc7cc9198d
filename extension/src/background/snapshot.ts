import { LIMITS } from '@vault/contracts';
import { browser } from 'wxt/browser';

export interface PageSnapshot {
  /** The document's address when it was captured. */
  url: string;
  /** The rendered HTML, or null when even the slimmed-down copy is over the size limit. */
  html: string | null;
}

/**
 * Runs inside the page (through `scripting.executeScript`, so it must use nothing from outside
 * its body): serialises the rendered DOM without scripts, keeping the page's stylesheets (linked
 * ones by address, `<style>` elements with the rules scripts inserted through the CSSOM, and
 * constructed sheets) so the server can make a styled copy of the page as it was seen; the server
 * downloads and inlines what they and the images point to. Each step that is still over
 * `maxBytes` gives up more: first the styles, then SVG, canvases, inline images and style
 * attributes.
 */
export function serializeDocument(maxBytes: number): PageSnapshot {
  const doctype = document.doctype ? `<!doctype ${document.doctype.name}>` : '';
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  const remove = (selector: string) => {
    for (const element of Array.from(copy.querySelectorAll(selector))) element.remove();
  };
  const fits = (html: string) => new TextEncoder().encode(html).length <= maxBytes;
  const rulesOf = (sheet: CSSStyleSheet | null | undefined): string => {
    try {
      return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
    } catch {
      // A sheet from another origin keeps its rules to itself.
      return '';
    }
  };

  remove(
    'script, noscript, template, link[rel~="preload"], link[rel~="modulepreload"], link[rel~="prefetch"]',
  );
  // CSS-in-JS libraries insert their rules through the CSSOM, leaving their elements empty.
  const originalStyles = Array.from(document.querySelectorAll('style'));
  Array.from(copy.querySelectorAll('style')).forEach((style, index) => {
    const rules = rulesOf(originalStyles[index]?.sheet);
    if (!style.textContent?.trim() && rules) style.textContent = rules;
  });
  const adopted = (document.adoptedStyleSheets ?? []).map(rulesOf).filter(Boolean);
  if (adopted.length) {
    const style = document.createElement('style');
    style.textContent = adopted.join('\n');
    copy.querySelector('head')?.append(style);
  }
  let html = `${doctype}${copy.outerHTML}`;
  if (fits(html)) return { url: location.href, html };

  remove('style, link[rel~="stylesheet"]');
  html = `${doctype}${copy.outerHTML}`;
  if (fits(html)) return { url: location.href, html };

  remove('svg, canvas, img[src^="data:"], source[srcset^="data:"]');
  for (const element of Array.from(copy.querySelectorAll('[style]'))) {
    element.removeAttribute('style');
  }
  html = `${doctype}${copy.outerHTML}`;
  return { url: location.href, html: fits(html) ? html : null };
}

function withoutHash(url: string): string {
  return url.split('#', 1)[0] ?? url;
}

/**
 * The rendered HTML of the tab, if it still shows `expectedUrl`; `undefined` when it cannot be
 * captured (no permission for the tab, a browser page, too large, navigated away). A missing
 * snapshot never stops a save: the server then fetches the address itself.
 */
export async function captureSnapshot(
  tabId: number,
  expectedUrl: string,
): Promise<string | undefined> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId },
      func: serializeDocument,
      args: [LIMITS.snapshotHtmlMaxBytes],
    });
    const snapshot = injection?.result;
    if (!snapshot?.html || withoutHash(snapshot.url) !== withoutHash(expectedUrl)) return undefined;
    return snapshot.html;
  } catch {
    return undefined;
  }
}
