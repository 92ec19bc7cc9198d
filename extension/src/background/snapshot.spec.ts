import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApis } from '../testing/fake-apis';
import { captureSnapshot, serializeDocument } from './snapshot';

const PAGE = 'https://blog.example/post';

/** The page the injected function runs in: a real DOM (linkedom) as the tab's globals. */
function openPage(html: string): Document {
  const { document } = parseHTML(html) as unknown as { document: Document };
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', { href: PAGE });
  return document;
}

const STYLED = `<!doctype html><html><head><title>Post</title>
<link rel="stylesheet" href="/site.css"><link rel="preload" href="/font.woff2">
<style>h1 { color: rgb(200, 0, 0); }</style>
<script>window.tracker = 1</script></head>
<body><h1>Post</h1><p>${'Words of the post. '.repeat(20)}</p>
<img src="/photo.jpg" alt="Photo"><noscript>Enable JavaScript</noscript></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serializeDocument', () => {
  it('keeps the stylesheets and images for the saved copy, and no script', () => {
    openPage(STYLED);
    const snapshot = serializeDocument(1024 * 1024);
    expect(snapshot.url).toBe(PAGE);
    expect(snapshot.html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(snapshot.html).toContain('h1 { color: rgb(200, 0, 0); }');
    expect(snapshot.html).toContain('<img src="/photo.jpg" alt="Photo">');
    expect(snapshot.html).not.toMatch(/<script|tracker|preload|<noscript/);
  });

  it('gives up the styles first, then the heavy parts, to stay under the size limit', () => {
    openPage(STYLED.replace('</style>', `${'p { margin: 0 } '.repeat(200)}</style>`));
    const full = serializeDocument(1024 * 1024).html ?? '';
    const limit = full.length - 100;
    const smaller = serializeDocument(limit);
    expect(smaller.html).not.toBeNull();
    expect(new TextEncoder().encode(smaller.html ?? '').length).toBeLessThanOrEqual(limit);
    expect(smaller.html).not.toMatch(/<style|stylesheet/);
    expect(smaller.html).toContain('Words of the post.');
    expect(serializeDocument(100).html).toBeNull();
  });
});

describe('captureSnapshot', () => {
  it('hands the tab’s serialised page, styles included, to the save', async () => {
    const fakes = installFakeApis();
    openPage(STYLED);
    const runInTab = (injection: { func: (maxBytes: number) => unknown; args: [number] }) =>
      Promise.resolve([{ frameId: 0, result: injection.func(...injection.args) }]);
    fakes.scripting.executeScript.mockImplementation(runInTab as () => Promise<unknown[]>);
    const html = await captureSnapshot(3, `${PAGE}#comments`);
    expect(html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(html).not.toContain('<script');
  });
});
