import { SNAPSHOT_INLINED_IMAGES } from '@vault/contracts';
import { parseHTML } from 'linkedom';
import { inlineCssValue, inlineStylesheet } from './css-inliner.js';
import { inBatches, type ResourceInliner, resolveHttpUrl } from './resource-inliner.js';

// linkedom's typings resolve to `any` without the DOM lib; these are the parts used here.
interface CopyNode {
  readonly childNodes: ArrayLike<CopyNode>;
}
interface CopyElement extends CopyNode {
  readonly localName: string;
  textContent: string | null;
  readonly parentElement: CopyElement | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  getAttributeNames(): ArrayLike<string>;
  querySelectorAll(selector: string): ArrayLike<CopyElement>;
  closest(selector: string): CopyElement | null;
  append(...nodes: CopyNode[]): void;
  prepend(...nodes: CopyNode[]): void;
  replaceWith(...nodes: CopyNode[]): void;
  remove(): void;
  readonly outerHTML: string;
}
interface CopyDocument {
  readonly documentElement: CopyElement | null;
  readonly head: CopyElement | null;
  readonly body: CopyElement | null;
  createElement(tagName: string): CopyElement;
  querySelectorAll(selector: string): ArrayLike<CopyElement>;
}

/** Everything that runs, embeds another document, submits or navigates by itself. */
const REMOVED =
  'script, noscript, iframe, frame, frameset, object, embed, applet, portal, base, meta[http-equiv], meta[charset], audio > source, video > source, audio > track, video > track, template';
/** Attributes that load or navigate and are not rewritten to a data: URI below. */
const REMOVED_ATTRIBUTES = new Set([
  'action',
  'formaction',
  'ping',
  'srcdoc',
  'manifest',
  'codebase',
  'archive',
  'lowsrc',
  'dynsrc',
  'longdesc',
  'target',
  'integrity',
  'nonce',
  'http-equiv',
]);
const HREF_ATTRIBUTES = ['href', 'xlink:href'];
/** Images tried by lazy-loading scripts, which never run in a copy. */
const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original'];
const PARALLEL_DOWNLOADS = 6;

function documentOf(html: string): CopyDocument {
  return (parseHTML(html) as unknown as { document: CopyDocument }).document;
}

function parse(html: string): CopyDocument {
  let document = documentOf(html);
  // linkedom makes the first element the root of a fragment; a copy needs html, head and body.
  if (document.documentElement?.localName !== 'html')
    document = documentOf(`<!doctype html><html>${html}</html>`);
  const root = document.documentElement;
  if (root && !document.head) root.prepend(document.createElement('head'));
  return document;
}

function all(root: CopyElement | CopyDocument, selector: string): CopyElement[] {
  return Array.from(root.querySelectorAll(selector));
}

/** The page's own base address: `<base href>` when it has one, else where it was saved from. */
function baseOf(document: CopyDocument, pageUrl: string): string {
  const declared = document.documentElement
    ?.querySelectorAll('base[href]')[0]
    ?.getAttribute('href');
  return (declared && resolveHttpUrl(declared, pageUrl)) ?? pageUrl;
}

/** `srcset` candidates, widest (or densest) last. */
function srcsetCandidates(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter((parts) => parts[0])
    .map((parts) => ({ url: parts[0] ?? '', size: Number.parseFloat(parts[1] ?? '1') || 1 }))
    .sort((a, b) => a.size - b.size)
    .map((candidate) => candidate.url);
}

/** The one address an `<img>` shows: its `src`, else a lazy loader's, else its `srcset`'s or `<picture>`'s. */
function imageSource(image: CopyElement): string | null {
  const src = image.getAttribute('src')?.trim();
  if (src && !src.startsWith('data:')) return src;
  for (const name of LAZY_SOURCES) {
    const lazy = image.getAttribute(name)?.trim();
    if (lazy) return lazy;
  }
  const srcset = image.getAttribute('srcset') ?? image.getAttribute('data-srcset');
  const fromSet = srcset ? srcsetCandidates(srcset).at(-1) : undefined;
  if (fromSet) return fromSet;
  const picture = image.parentElement?.localName === 'picture' ? image.parentElement : null;
  const source = picture?.querySelectorAll('source[srcset]')[0]?.getAttribute('srcset');
  return (source ? srcsetCandidates(source).at(-1) : undefined) ?? src ?? null;
}

/** A base64 `data:` image as the extension inlines them: nothing that could leave a CSS `url("…")`. */
const INLINED_DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/=]+$/i;

/**
 * Moves the images the extension inlined into its snapshot (SNAPSHOT_INLINED_IMAGES) to where
 * they show: an image's `data:` URI replaces its source (no download), a background's joins
 * the element's style. The attributes go either way; the inliner counts what is kept.
 */
function placeInlinedImages(document: CopyDocument, inliner: ResourceInliner): void {
  const { imageAttribute, backgroundAttribute } = SNAPSHOT_INLINED_IMAGES;
  for (const element of all(document, `[${imageAttribute}], [${backgroundAttribute}]`)) {
    const image = element.getAttribute(imageAttribute)?.trim();
    const background = element.getAttribute(backgroundAttribute)?.trim();
    element.removeAttribute(imageAttribute);
    element.removeAttribute(backgroundAttribute);
    if (image && element.localName === 'img' && INLINED_DATA_IMAGE.test(image)) {
      if (!inliner.keepInlined(image)) continue;
      for (const name of ['srcset', 'sizes', 'data-srcset', ...LAZY_SOURCES])
        element.removeAttribute(name);
      // It shows the source the browser chose; a <picture>'s others would be fetched instead.
      if (element.parentElement?.localName === 'picture')
        for (const source of all(element.parentElement, 'source')) source.remove();
      element.setAttribute('src', image);
    }
    if (background && INLINED_DATA_IMAGE.test(background) && inliner.keepInlined(background)) {
      const style = (element.getAttribute('style') ?? '').trim().replace(/;?$/, ';');
      element.setAttribute(
        'style',
        `${style === ';' ? '' : style} background-image: url("${background}");`,
      );
    }
  }
}

function isSafeDataImage(value: string): boolean {
  return (
    /^data:image\/(?!svg)[a-z0-9.+-]+[;,]/i.test(value.trim()) ||
    /^data:image\/svg\+xml[;,]/i.test(value.trim())
  );
}

/** Removes handlers and every attribute that could run, load or navigate on its own. */
function disarmAttributes(element: CopyElement, base: string): void {
  for (const name of Array.from(element.getAttributeNames())) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on') || REMOVED_ATTRIBUTES.has(lower)) element.removeAttribute(name);
  }
  for (const name of HREF_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null || value.trim().startsWith('#')) continue;
    element.removeAttribute(name);
    // A link shows where it led (on hover); the copy itself opens nothing.
    const address =
      element.localName === 'a' || element.localName === 'area'
        ? resolveHttpUrl(value, base)
        : null;
    if (address && !element.getAttribute('title')) element.setAttribute('title', address);
  }
  // SVG animation can set an href to a script address at run time.
  if (element.localName === 'set' || element.localName === 'animate') {
    const target = element.getAttribute('attributeName') ?? element.getAttribute('attributename');
    if (target && /href/i.test(target)) element.remove();
  }
}

/** Forms become plain blocks: their fields stay visible, nothing can be submitted. */
function unwrapForms(document: CopyDocument): void {
  for (const form of all(document, 'form')) {
    const block = document.createElement('div');
    const kept = form.getAttribute('class');
    if (kept) block.setAttribute('class', kept);
    block.append(...Array.from(form.childNodes));
    form.replaceWith(block);
  }
}

function styleElement(document: CopyDocument, css: string, media: string | null): CopyElement {
  const style = document.createElement('style');
  if (media) style.setAttribute('media', media);
  // A sheet must not close its own element.
  style.textContent = css.replace(/<\/(style)/gi, '<\\/$1');
  return style;
}

/**
 * A saved copy of a page: a static document with the page's stylesheets and images inlined as
 * `data:` URIs (through `inliner`, which downloads them) and nothing that runs, submits, frames
 * another document or navigates by itself. The copy is served with a sandboxing
 * Content-Security-Policy as well (archive.controller.ts); this is the first of the two walls.
 */
export async function buildPageCopy(
  html: string,
  pageUrl: string,
  inliner: ResourceInliner,
): Promise<string> {
  const document = parse(html);
  const base = baseOf(document, pageUrl);
  for (const element of all(document, REMOVED)) element.remove();
  unwrapForms(document);
  placeInlinedImages(document, inliner);

  // Sources are read first: disarming drops every href that is not a link's.
  const work: (() => Promise<void>)[] = [];
  for (const link of all(document, 'link')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const href = link.getAttribute('href');
    const url =
      href && rel.includes('stylesheet') && !rel.includes('alternate')
        ? resolveHttpUrl(href, base)
        : null;
    if (!url) {
      link.remove();
      continue;
    }
    work.push(async () => {
      const sheet = await inliner.stylesheet(url);
      const css = sheet ? await inlineStylesheet(sheet.text(), sheet.url, inliner) : '';
      link.replaceWith(styleElement(document, css, link.getAttribute('media')));
    });
  }
  for (const style of all(document, 'style')) {
    work.push(async () => {
      style.textContent = (await inlineStylesheet(style.textContent ?? '', base, inliner)).replace(
        /<\/(style)/gi,
        '<\\/$1',
      );
    });
  }
  for (const element of all(document, '[style]')) {
    const value = element.getAttribute('style') ?? '';
    if (!/url\(/i.test(value)) continue;
    work.push(async () => {
      element.setAttribute('style', await inlineCssValue(value, base, 'image', inliner));
    });
  }
  const images = all(document, 'img, input[type]').filter(
    (element) =>
      element.localName === 'img' || element.getAttribute('type')?.toLowerCase() === 'image',
  );
  for (const image of images) {
    const source = imageSource(image);
    for (const name of ['srcset', 'sizes', 'data-srcset', ...LAZY_SOURCES])
      image.removeAttribute(name);
    image.removeAttribute('loading');
    work.push(() => inlineImageAttribute(image, 'src', source, base, inliner));
  }
  // Each <picture> shows its <img>, which now carries the chosen source.
  for (const source of all(document, 'picture > source')) source.remove();
  for (const element of all(document, 'video[poster]')) {
    work.push(() =>
      inlineImageAttribute(element, 'poster', element.getAttribute('poster'), base, inliner),
    );
  }
  for (const element of all(document, 'audio[src], video[src]')) element.removeAttribute('src');
  for (const element of all(document, '[background]')) {
    work.push(() =>
      inlineImageAttribute(
        element,
        'background',
        element.getAttribute('background'),
        base,
        inliner,
      ),
    );
  }
  for (const element of all(document, 'svg image')) {
    const source = element.getAttribute('href') ?? element.getAttribute('xlink:href');
    element.removeAttribute('xlink:href');
    work.push(() => inlineImageAttribute(element, 'href', source, base, inliner));
  }
  for (const element of all(document, 'svg use')) {
    for (const name of HREF_ATTRIBUTES) {
      if (!(element.getAttribute(name) ?? '').trim().startsWith('#')) element.removeAttribute(name);
    }
  }
  for (const element of all(document, '*')) disarmAttributes(element, base);
  await inBatches(work, PARALLEL_DOWNLOADS, (step) => step());

  const head = document.head;
  if (head) {
    const charset = document.createElement('meta');
    charset.setAttribute('charset', 'utf-8');
    const referrer = document.createElement('meta');
    referrer.setAttribute('name', 'referrer');
    referrer.setAttribute('content', 'no-referrer');
    head.prepend(charset, referrer);
  }
  return `<!DOCTYPE html>\n${document.documentElement?.outerHTML ?? ''}`;
}

async function inlineImageAttribute(
  element: CopyElement,
  attribute: string,
  source: string | null,
  base: string,
  inliner: ResourceInliner,
): Promise<void> {
  const value = source?.trim() ?? '';
  if (value && value.startsWith('data:') && isSafeDataImage(value)) {
    element.setAttribute(attribute, value);
    return;
  }
  const url = value ? resolveHttpUrl(value, base) : null;
  const data = url ? await inliner.dataUri(url, 'image') : null;
  if (data) element.setAttribute(attribute, data);
  else element.removeAttribute(attribute);
}
