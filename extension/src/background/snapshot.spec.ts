import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApis } from '../testing/fake-apis';
import { SNAPSHOT_INLINED_IMAGES } from '@vault/contracts';
import { captureSnapshot, type ImageInlining, serializeDocument } from './snapshot';

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

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pngDataUri = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
const pngResponse = () => new Response(PNG, { headers: { 'content-type': 'image/png' } });

const INLINING: ImageInlining = { ...SNAPSHOT_INLINED_IMAGES, imageMaxBytes: 64, timeoutMs: 200 };

const GALLERY = `<!doctype html><html><head><title>Gallery</title></head><body>
<p>${'Words of the gallery. '.repeat(20)}</p>
<img src="/members/one.png" alt="One"><img src="/members/one.png" alt="One again">
<img src="/members/huge.png" alt="Huge"><img src="/members/page.html" alt="Not an image">
<img src="/members/gone.png" alt="Gone"><img src="/members/slow.png" alt="Slow">
<img src="data:image/gif;base64,R0lGOD" alt="Already inline"></body></html>`;

/** The site's answers to the tab's image requests, with the options each was made with. */
function stubSite() {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    requests.push({ url, init });
    const path = new URL(url).pathname;
    if (path === '/members/one.png') return Promise.resolve(pngResponse());
    if (path === '/members/huge.png')
      return Promise.resolve(
        new Response(new Uint8Array(65), { headers: { 'content-type': 'image/png' } }),
      );
    if (path === '/members/page.html')
      return Promise.resolve(new Response('<p>', { headers: { 'content-type': 'text/html' } }));
    if (path === '/members/gone.png') return Promise.resolve(new Response('', { status: 403 }));
    // Never answers: only the time limit ends it.
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      ),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serializeDocument', () => {
  it('keeps the stylesheets and images for the saved copy, and no script', async () => {
    openPage(STYLED);
    const snapshot = await serializeDocument(1024 * 1024, null);
    expect(snapshot.url).toBe(PAGE);
    expect(snapshot.html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(snapshot.html).toContain('h1 { color: rgb(200, 0, 0); }');
    expect(snapshot.html).toContain('<img src="/photo.jpg" alt="Photo">');
    expect(snapshot.html).not.toMatch(/<script|tracker|preload|<noscript/);
  });

  it('gives up the styles first, then the heavy parts, to stay under the size limit', async () => {
    openPage(STYLED.replace('</style>', `${'p { margin: 0 } '.repeat(200)}</style>`));
    const full = (await serializeDocument(1024 * 1024, null)).html ?? '';
    const limit = full.length - 100;
    const smaller = await serializeDocument(limit, null);
    expect(smaller.html).not.toBeNull();
    expect(new TextEncoder().encode(smaller.html ?? '').length).toBeLessThanOrEqual(limit);
    expect(smaller.html).not.toMatch(/<style|stylesheet/);
    expect(smaller.html).toContain('Words of the post.');
    expect((await serializeDocument(100, null)).html).toBeNull();
  });
});

describe('serializeDocument inlining images', () => {
  it('carries the images it could fetch with the cookies as data: URIs, and says what it left out', async () => {
    openPage(GALLERY);
    const requests = stubSite();
    const started = Date.now();
    const snapshot = await serializeDocument(1024 * 1024, INLINING);
    expect(Date.now() - started).toBeLessThan(2000);

    const attribute = INLINING.imageAttribute;
    const inlined = snapshot.html?.match(new RegExp(`${attribute}="([^"]+)"`, 'g')) ?? [];
    expect(inlined).toEqual([`${attribute}="${pngDataUri}"`, `${attribute}="${pngDataUri}"`]);
    // The page's own addresses stay, for the extraction and for the server to try the rest.
    expect(snapshot.html).toMatch(/<img [^>]*src="\/members\/one.png" alt="One"/);
    expect(snapshot.imagesInlined).toBe(2);
    // Fetched once each, with the person's cookies.
    expect(requests.filter((request) => request.url.endsWith('/one.png'))).toHaveLength(1);
    expect(requests.every((request) => request.init?.credentials === 'include')).toBe(true);
    expect(requests.some((request) => request.url.startsWith('data:'))).toBe(false);
    expect(snapshot.imagesLeftOut).toEqual(
      expect.arrayContaining([
        { url: 'https://blog.example/members/huge.png', reason: 'larger than 64 bytes' },
        { url: 'https://blog.example/members/page.html', reason: 'not an image' },
        { url: 'https://blog.example/members/gone.png', reason: 'answered 403' },
        { url: 'https://blog.example/members/slow.png', reason: 'not fetched within 200 ms' },
      ]),
    );
    expect(snapshot.imagesLeftOut).toHaveLength(4);
  });

  it('stops inlining where the snapshot would pass its size limit', async () => {
    openPage(GALLERY);
    stubSite();
    const bare = (await serializeDocument(1024 * 1024, null)).html ?? '';
    const room = pngDataUri.length + INLINING.imageAttribute.length + 4;
    const snapshot = await serializeDocument(bare.length + room + 10, INLINING);
    expect(snapshot.imagesInlined).toBe(1);
    expect(snapshot.imagesLeftOut).toContainEqual({
      url: 'https://blog.example/members/one.png',
      reason: 'the snapshot is full',
    });
    expect(new TextEncoder().encode(snapshot.html ?? '').length).toBeLessThanOrEqual(
      bare.length + room + 10,
    );
  });
});

describe('captureSnapshot', () => {
  it('hands the tab’s serialised page, styles included, to the save', async () => {
    const fakes = installFakeApis();
    openPage(STYLED);
    vi.stubGlobal('fetch', () => Promise.resolve(pngResponse()));
    const runInTab = async (injection: {
      func: (maxBytes: number, inlining: ImageInlining) => Promise<unknown>;
      args: [number, ImageInlining];
    }) => [{ frameId: 0, result: await injection.func(...injection.args) }];
    fakes.scripting.executeScript.mockImplementation(runInTab as () => Promise<unknown[]>);
    const html = await captureSnapshot(3, `${PAGE}#comments`);
    expect(html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(html).not.toContain('<script');
    expect(html).toContain(`${SNAPSHOT_INLINED_IMAGES.imageAttribute}="data:image/png;base64,`);
  });
});
