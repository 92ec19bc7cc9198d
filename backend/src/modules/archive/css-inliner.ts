import postcss, { type AtRule, type ChildNode, type Declaration, type Root } from 'postcss';
import { type ResourceInliner, type ResourceKind, resolveHttpUrl } from './resource-inliner.js';

// `url(…)` with a double-quoted, single-quoted or bare address (CSS Syntax's url token).
const URL_FUNCTION = /url\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|([^)"'\s]*))\s*\)/gi;
const IMPORT_PARAMS =
  /^\s*(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"([^"]*)"|'([^']*)')\s*([\s\S]*)$/i;
/** What stands for a resource that was left out: an empty image, never a request. */
const LEFT_OUT = 'url("data:,")';

function unescapeCss(value: string): string {
  return value.replace(/\\([0-9a-f]{1,6}\s?|[\s\S])/gi, (_, escaped: string) => {
    const hex = escaped.trim();
    return /^[0-9a-f]+$/i.test(hex) && escaped.length > 1
      ? String.fromCodePoint(Number.parseInt(hex, 16))
      : escaped;
  });
}

/**
 * Every `url()` in a CSS value replaced by a `data:` URI of the resource (or an empty one when
 * it is left out); `#fragment` references (SVG filters, masks) stay.
 */
export async function inlineCssValue(
  value: string,
  base: string,
  kind: ResourceKind,
  inliner: ResourceInliner,
): Promise<string> {
  const found = [...value.matchAll(URL_FUNCTION)];
  if (found.length === 0) return value;
  const replacements = await Promise.all(
    found.map(async (match) => {
      const raw = unescapeCss(match[1] ?? match[2] ?? match[3] ?? '').trim();
      if (raw.startsWith('#')) return match[0];
      if (/^data:(?:image|font)\//i.test(raw)) return match[0];
      const url = resolveHttpUrl(raw, base);
      const data = url ? await inliner.dataUri(url, kind) : null;
      return data ? `url("${data}")` : LEFT_OUT;
    }),
  );
  let index = 0;
  return value.replace(URL_FUNCTION, () => replacements[index++] ?? LEFT_OUT);
}

function importTarget(rule: AtRule): { url: string; media: string } | null {
  const match = IMPORT_PARAMS.exec(rule.params);
  if (!match) return null;
  const url = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
  // `layer(…)` and `supports(…)` conditions are dropped; the media query is kept.
  const media = (match[6] ?? '').replace(/\b(?:layer|supports)\([^)]*\)|\blayer\b/gi, '').trim();
  return url ? { url, media } : null;
}

function parsed(css: string): Root | null {
  try {
    return postcss.parse(css);
  } catch {
    return null;
  }
}

function fontFaceOf(declaration: Declaration): boolean {
  const parent = declaration.parent;
  return parent?.type === 'atrule' && (parent as AtRule).name.toLowerCase() === 'font-face';
}

/**
 * A stylesheet with its `@import`s replaced by the imported sheets (to `importDepthMax`) and
 * every `url()` inlined; relative addresses resolve against `base`, the sheet's own address.
 * CSS that does not parse yields an empty sheet.
 */
export async function inlineStylesheet(
  css: string,
  base: string,
  inliner: ResourceInliner,
  depth = 0,
): Promise<string> {
  const root = parsed(css);
  if (!root) return '';
  const imports: AtRule[] = [];
  root.walkAtRules(/^import$/i, (rule) => {
    imports.push(rule);
  });
  for (const rule of imports) {
    const target = importTarget(rule);
    const url = target ? resolveHttpUrl(target.url, base) : null;
    const sheet =
      url && depth < inliner.limits.importDepthMax ? await inliner.stylesheet(url) : null;
    if (!target || !sheet) {
      rule.remove();
      continue;
    }
    const inner = parsed(await inlineStylesheet(sheet.text(), sheet.url, inliner, depth + 1));
    const nodes: ChildNode[] = inner ? [...inner.nodes] : [];
    if (target.media)
      rule.replaceWith(postcss.atRule({ name: 'media', params: target.media, nodes }));
    else rule.replaceWith(...nodes);
  }
  const declarations: Declaration[] = [];
  root.walkDecls((declaration) => {
    if (/url\(/i.test(declaration.value)) declarations.push(declaration);
  });
  await Promise.all(
    declarations.map(async (declaration) => {
      const kind = fontFaceOf(declaration) ? 'font' : 'image';
      declaration.value = await inlineCssValue(declaration.value, base, kind, inliner);
    }),
  );
  return root.toString();
}
