import { LIMITS, SNAPSHOT_INLINED_IMAGES } from '@vault/contracts';
import { browser } from 'wxt/browser';

/** How the snapshot inlines the page's images (`SNAPSHOT_INLINED_IMAGES`). */
export interface ImageInlining {
  imageAttribute: string;
  backgroundAttribute: string;
  imageMaxBytes: number;
  totalMaxChars: number;
  imagesMax: number;
  timeoutMs: number;
  parallelFetches: number;
}

/** An image the snapshot does not carry (the server then tries its address itself), and why. */
export interface ImageLeftOut {
  url: string;
  reason: string;
}

export interface PageSnapshot {
  /** The document's address when it was captured. */
  url: string;
  /** The rendered HTML, or null when even the slimmed-down copy is over the size limit. */
  html: string | null;
  /** Images inlined as `data:` URIs. */
  imagesInlined: number;
  imagesLeftOut: ImageLeftOut[];
}

/**
 * Runs inside the page (through `scripting.executeScript`, so it must use nothing from outside
 * its body): serialises the rendered DOM without scripts, keeping the page's stylesheets (linked
 * ones by address, `<style>` elements with the rules scripts inserted through the CSSOM, and
 * constructed sheets) so the server can make a styled copy of the page as it was seen.
 *
 * When the page fits, its images (each `<img>`'s current source and single CSS background
 * images) are fetched from the page, with the person's cookies, and carried as `data:` URIs in
 * attributes of their own: images only a signed-in browser can see reach the saved copy. What is
 * too large, does not arrive within the time limit or would pass the size limit is left out (and
 * listed); the server fetches what the snapshot does not carry.
 *
 * Each step that is still over `maxBytes` gives up more: first the styles, then SVG, canvases,
 * inline images and style attributes.
 */
export async function serializeDocument(
  maxBytes: number,
  inlining: ImageInlining | null,
): Promise<PageSnapshot> {
  const doctype = document.doctype ? `<!doctype ${document.doctype.name}>` : '';
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  // The clone has the same elements in the same order, so the live page's can be paired with it.
  const liveImages = Array.from(document.querySelectorAll('img'));
  const copiedImages = Array.from(copy.querySelectorAll('img'));
  const liveElements = Array.from(document.body?.querySelectorAll('*') ?? []);
  const copiedElements = Array.from(copy.querySelector('body')?.querySelectorAll('*') ?? []);
  const remove = (selector: string) => {
    for (const element of Array.from(copy.querySelectorAll(selector))) element.remove();
  };
  const sizeOf = (html: string) => new TextEncoder().encode(html).length;
  const fits = (html: string) => sizeOf(html) <= maxBytes;
  const serialized = () => `${doctype}${copy.outerHTML}`;
  const rulesOf = (sheet: CSSStyleSheet | null | undefined): string => {
    try {
      return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
    } catch {
      // A sheet from another origin keeps its rules to itself.
      return '';
    }
  };
  const snapshot = (
    html: string | null,
    imagesInlined = 0,
    imagesLeftOut: ImageLeftOut[] = [],
  ) => ({
    url: location.href,
    html,
    imagesInlined,
    imagesLeftOut,
  });

  /** The image at `url` as a `data:` URI, read from the page with its cookies; throws why not. */
  const fetchImage = async (url: string, settings: ImageInlining, signal: AbortSignal) => {
    const response = await fetch(url, { credentials: 'include', cache: 'force-cache', signal });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (!type || !/^image\/[a-z0-9.+-]+$/.test(type)) throw new Error('not an image');
    const tooLarge = `larger than ${settings.imageMaxBytes} bytes`;
    if (Number(response.headers.get('content-length') ?? 0) > settings.imageMaxBytes)
      throw new Error(tooLarge);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const chunks: Uint8Array[] = [];
    let length = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      length += read.value.length;
      if (length > settings.imageMaxBytes) {
        await reader.cancel();
        throw new Error(tooLarge);
      }
      chunks.push(read.value);
    }
    let binary = '';
    for (const chunk of chunks) {
      for (let at = 0; at < chunk.length; at += 0x8000)
        binary += String.fromCharCode(...chunk.subarray(at, at + 0x8000));
    }
    return `data:${type};base64,${btoa(binary)}`;
  };

  /** Puts the page's images into the copy as data: URIs, within `budget` characters. */
  const inlineImages = async (settings: ImageInlining, budget: number) => {
    const targets: { element: Element; attribute: string; url: string }[] = [];
    const address = (value: string) => {
      try {
        const url = new URL(value, location.href);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
      } catch {
        return null;
      }
    };
    liveImages.forEach((image, index) => {
      const url = address(image.currentSrc || image.src);
      const element = copiedImages[index];
      if (url && element) targets.push({ element, attribute: settings.imageAttribute, url });
    });
    if (typeof getComputedStyle === 'function') {
      liveElements.forEach((live, index) => {
        // Only the simple case: one url() and nothing else (no gradients or layers).
        const single = /^url\("([^"]+)"\)$/.exec(getComputedStyle(live).backgroundImage);
        const url = single?.[1] ? address(single[1]) : null;
        const element = copiedElements[index];
        if (url && element) targets.push({ element, attribute: settings.backgroundAttribute, url });
      });
    }
    const leftOut: ImageLeftOut[] = [];
    const unique = [...new Set(targets.map((target) => target.url))];
    for (const url of unique.slice(settings.imagesMax))
      leftOut.push({ url, reason: 'too many images' });
    const wanted = unique.slice(0, settings.imagesMax);
    const results = new Map<string, string>();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    let next = 0;
    const lane = async () => {
      while (next < wanted.length && !controller.signal.aborted) {
        const url = wanted[next] ?? '';
        next += 1;
        try {
          results.set(url, await fetchImage(url, settings, controller.signal));
        } catch (error) {
          const reason = controller.signal.aborted
            ? `not fetched within ${settings.timeoutMs} ms`
            : error instanceof Error
              ? error.message
              : String(error);
          leftOut.push({ url, reason });
        }
      }
    };
    await Promise.all(Array.from({ length: settings.parallelFetches }, lane));
    clearTimeout(timer);
    for (const url of wanted.slice(next))
      leftOut.push({ url, reason: `not fetched within ${settings.timeoutMs} ms` });

    let used = 0;
    let inlined = 0;
    const full = new Set<string>();
    for (const target of targets) {
      const data = results.get(target.url);
      if (!data) continue;
      // Each use carries the bytes again: attribute, quotes and the space before it.
      const cost = data.length + target.attribute.length + 4;
      if (used + cost > budget) {
        if (!full.has(target.url))
          leftOut.push({ url: target.url, reason: 'the snapshot is full' });
        full.add(target.url);
        continue;
      }
      target.element.setAttribute(target.attribute, data);
      used += cost;
      inlined += 1;
    }
    return { inlined, leftOut };
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
  let html = serialized();
  if (fits(html)) {
    if (!inlining) return snapshot(html);
    const budget = Math.min(inlining.totalMaxChars, maxBytes - sizeOf(html));
    const { inlined, leftOut } = await inlineImages(inlining, budget);
    const withImages = serialized();
    if (fits(withImages)) return snapshot(withImages, inlined, leftOut);
    return snapshot(html, 0, [{ url: location.href, reason: 'the images did not fit' }]);
  }

  remove('style, link[rel~="stylesheet"]');
  html = serialized();
  if (fits(html)) return snapshot(html);

  remove('svg, canvas, img[src^="data:"], source[srcset^="data:"]');
  for (const element of Array.from(copy.querySelectorAll('[style]'))) {
    element.removeAttribute('style');
  }
  html = serialized();
  return snapshot(fits(html) ? html : null);
}

function withoutHash(url: string): string {
  return url.split('#', 1)[0] ?? url;
}

/**
 * The rendered HTML of the tab, with its images inlined where they fit, if it still shows
 * `expectedUrl`; `undefined` when it cannot be captured (no permission for the tab, a browser
 * page, too large, navigated away). A missing snapshot never stops a save: the server then
 * fetches the address itself.
 */
export async function captureSnapshot(
  tabId: number,
  expectedUrl: string,
): Promise<string | undefined> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId },
      func: serializeDocument,
      args: [LIMITS.snapshotHtmlMaxBytes, { ...SNAPSHOT_INLINED_IMAGES }],
    });
    const snapshot = injection?.result;
    if (!snapshot?.html || withoutHash(snapshot.url) !== withoutHash(expectedUrl)) return undefined;
    if (snapshot.imagesLeftOut.length) {
      console.info(
        `Vault: ${snapshot.imagesInlined} images inlined in the snapshot; left to the server:`,
        snapshot.imagesLeftOut,
      );
    }
    return snapshot.html;
  } catch {
    return undefined;
  }
}
