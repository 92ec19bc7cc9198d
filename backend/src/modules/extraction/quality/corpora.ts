import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeBody } from '../charset.js';
import { type DomNode, ELEMENT_NODE, parseDocument, TEXT_NODE } from '../dom.js';

/**
 * The article corpora in `../shared/data` (see its README), read at run time and never copied
 * into the repository: `readability-pages` (articles) and `wcxb-dev` (7 page kinds).
 */

export interface CorpusPage {
  set: 'readability-pages' | 'wcxb-dev';
  id: string;
  /** The page kind for wcxb-dev (article, forum, product...); `article` for readability-pages. */
  kind: string;
  url: string;
  /** Path of the saved page; `.gz` when compressed. */
  htmlFile: string;
  expectedText: string;
  expectedTitle: string | null;
  expectedAuthor: string | null;
  expectedDate: string | null;
}

// Inline elements join their text to the neighbours'; every other element separates words.
const INLINE = new Set(
  'A ABBR B BDI BDO CITE CODE DATA DFN EM FONT I KBD MARK Q S SAMP SMALL SPAN STRONG SUB SUP TIME U VAR'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

function collect(node: DomNode, parts: string[]): void {
  if (node.nodeType === TEXT_NODE) {
    parts.push(node.textContent ?? '');
    return;
  }
  if (node.nodeType !== ELEMENT_NODE) return;
  const name = node.nodeName.toUpperCase();
  if (SKIPPED.has(name)) return;
  const separate = !INLINE.has(name);
  if (separate) parts.push(' ');
  for (const child of Array.from(node.childNodes)) collect(child, parts);
  if (separate) parts.push(' ');
}

/** The words of an HTML fragment, with block boundaries kept as spaces. */
export function htmlText(html: string): string {
  // A fragment (expected.html is one) is parsed as a body, which linkedom does not do alone.
  const document = parseDocument(
    /<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`,
  );
  const parts: string[] = [];
  const root = document.body ?? document.documentElement;
  if (root) collect(root, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A saved page: UTF-8 when its bytes are valid UTF-8 (saving tools re-encode pages and leave the
 * old `<meta charset>` in place), else decoded by its declaration as a browser would.
 */
export function readHtml(file: string): string {
  const raw = readFileSync(file);
  const bytes = file.endsWith('.gz') ? gunzipSync(raw) : raw;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeBody(bytes, 'text/html');
  }
}

interface ReadabilityMetadata {
  title?: string | null;
  byline?: string | null;
  publishedTime?: string | null;
}

export function readabilityPages(dataDir: string): CorpusPage[] {
  const dir = path.join(dataDir, 'readability-pages');
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'expected.html')))
    .sort()
    .map((name) => {
      const meta = JSON.parse(
        readFileSync(path.join(dir, name, 'expected-metadata.json'), 'utf8'),
      ) as ReadabilityMetadata;
      return {
        set: 'readability-pages',
        id: name,
        kind: 'article',
        // Mozilla's test pages were saved under this address; links resolve against it.
        url: 'http://fakehost/test/page.html',
        htmlFile: path.join(dir, name, 'source.html'),
        expectedText: htmlText(readFileSync(path.join(dir, name, 'expected.html'), 'utf8')),
        expectedTitle: meta.title ?? null,
        expectedAuthor: meta.byline ?? null,
        expectedDate: meta.publishedTime ?? null,
      };
    });
}

interface WcxbTruth {
  url: string;
  ground_truth: {
    title?: string | null;
    author?: string | null;
    publish_date?: string | null;
    main_content?: string;
  };
  _internal?: { page_type?: { primary?: string } };
}

/** The pages with a stated main content (two of 1,497 have none and are left out). */
export function wcxbPages(dataDir: string): CorpusPage[] {
  const dir = path.join(dataDir, 'wcxb-dev');
  return readdirSync(path.join(dir, 'ground-truth'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name): CorpusPage[] => {
      const id = name.replace(/\.json$/, '');
      const truth = JSON.parse(
        readFileSync(path.join(dir, 'ground-truth', name), 'utf8'),
      ) as WcxbTruth;
      if (typeof truth.ground_truth.main_content !== 'string') return [];
      return [
        {
          set: 'wcxb-dev',
          id,
          kind: truth._internal?.page_type?.primary ?? 'unknown',
          url: truth.url,
          htmlFile: path.join(dir, 'html', `${id}.html.gz`),
          expectedText: truth.ground_truth.main_content,
          expectedTitle: truth.ground_truth.title ?? null,
          expectedAuthor: truth.ground_truth.author ?? null,
          expectedDate: truth.ground_truth.publish_date ?? null,
        },
      ];
    });
}
