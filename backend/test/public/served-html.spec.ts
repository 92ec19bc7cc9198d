import {
  APP_START_CHUNKS_FILE,
  type AppStartChunks,
  PLAN_CATALOG,
  PRERENDER_DIR,
  PUBLIC_PAGES,
  SITE_FAQ,
} from '@vault/contracts';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../src/common/http/same-origin.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vault</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const APP_START = ['/assets/app-1a2b.js', '/assets/react-3c4d.js'];
const SETTINGS_CHUNKS = ['/assets/SettingsPage-5e6f.js', '/assets/field-7a8b.js'];
const DASHBOARD_CHUNKS = ['/assets/DashboardPage-9c0d.js'];

/** Every JSON-LD block of a page, parsed. */
function jsonLdBlocks(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string },
  );
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'") : null;
}

async function writeWebapp(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-webapp-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), TEMPLATE);
  const script = path.join(dist, 'assets', 'index-abc123.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, gzipSync(SCRIPT));
  const chunks: AppStartChunks = {
    app: APP_START,
    pages: { '': DASHBOARD_CHUNKS, settings: SETTINGS_CHUNKS, kanban: [] },
  };
  await fs.writeFile(path.join(dist, APP_START_CHUNKS_FILE), JSON.stringify(chunks));
  await fs.mkdir(path.join(dist, PRERENDER_DIR));
  await fs.writeFile(path.join(dist, PRERENDER_DIR, 'faqs.html'), '<main><h1>FAQ</h1></main>');
  return dist;
}

describe('the HTML the server sends for public pages', () => {
  let preview: TestApp;
  let live: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await writeWebapp();
    preview = await startTestApp({ env: { WEBAPP_DIST_DIR: dist, LAUNCH_MODE: 'preview' } });
    live = await startTestApp({ env: { WEBAPP_DIST_DIR: dist, LAUNCH_MODE: 'live' } });
  });
  afterAll(async () => {
    await preview?.close();
    await live?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const get = (app: TestApp, pathname: string) =>
    request(app.app.getHttpServer()).get(pathname).set('Accept-Encoding', 'identity');

  it.each(['/', '/pricing', '/settings'])(
    'preview mode: %s carries the waitlist landing head, structured data and its four questions',
    async (pathname) => {
      const html = (await get(preview, pathname).expect(200)).text;
      expect(html).toContain(`<title>${PUBLIC_PAGES.landing.title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(metaContent(html, 'name', 'description')).toBe(PUBLIC_PAGES.landing.description);
      expect(metaContent(html, 'property', 'og:title')).toBe(PUBLIC_PAGES.landing.title);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/" />`);
      // The preview gate reads it and shows the landing page without waiting for /api/config.
      expect(html).toContain('<meta name="vault-launch-mode" content="preview" />');

      const blocks = jsonLdBlocks(html);
      expect(blocks.map((block) => block['@type'])).toEqual([
        'Organization',
        'WebSite',
        'SoftwareApplication',
        'FAQPage',
      ]);
      const faq = blocks[3] as unknown as { mainEntity: { name: string }[] };
      expect(faq.mainEntity.map((question) => question.name)).toEqual([
        'What is Vault?',
        'Which platforms are supported?',
        'How does the AI organisation work?',
        'Can I save content from a messaging app?',
      ]);
      const app = blocks[2] as unknown as { offers: { price: string }[] };
      expect(app.offers.map((offer) => offer.price)).toEqual(
        PLAN_CATALOG.map((plan) => plan.price.toFixed(2)),
      );
      // Readable without JavaScript, too.
      expect(html).toMatch(/<noscript>.*<h3>Can I save content from a messaging app\?<\/h3>/s);
    },
  );

  it.each(['faqs', 'privacy', 'terms', 'cookies'] as const)(
    '/%s has its own title, description and canonical address',
    async (page) => {
      const meta = PUBLIC_PAGES[page];
      const html = (await get(preview, meta.path).expect(200)).text;
      expect(html).toContain(`<title>${meta.title.replace(/&/g, '&amp;')}</title>`);
      expect(metaContent(html, 'name', 'description')).toBe(meta.description);
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${meta.path}" />`);
      const types = jsonLdBlocks(html).map((block) => block['@type']);
      expect(types.includes('FAQPage')).toBe(page === 'faqs');
    },
  );

  it('/faqs lists all fifteen questions in its structured data', async () => {
    const html = (await get(preview, '/faqs').expect(200)).text;
    const faq = jsonLdBlocks(html).find((block) => block['@type'] === 'FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(15);
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(SITE_FAQ.map((e) => e.question));
  });

  it('live mode: / gets the home head, not the waitlist', async () => {
    const html = (await get(live, '/').expect(200)).text;
    expect(html).toContain(`<title>${PUBLIC_PAGES.home.title}</title>`);
    expect(html).not.toContain('waitlist');
    expect(html).toContain('<meta name="vault-launch-mode" content="live" />');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/" />`);
  });

  it("a page that shows nothing before the app preloads the chunks that start it and the page's own", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
        (match) => match[1],
      );
    const signedInAt = async (pathname: string, status = 200) =>
      preloads(
        (await get(live, pathname).set('Cookie', `${SESSION_COOKIE_NAME}=abc`).expect(status)).text,
      );
    expect(await signedInAt('/settings')).toEqual([...APP_START, ...SETTINGS_CHUNKS]);
    // After the entry script: the browser asks for what starts the page's requests first.
    const html = (await get(live, '/settings').set('Cookie', `${SESSION_COOKIE_NAME}=abc`)).text;
    expect(html.indexOf('<link rel="modulepreload"')).toBeGreaterThan(
      html.indexOf('<script type="module" src="/assets/index-abc123.js">'),
    );
    expect(await signedInAt('/')).toEqual([...APP_START, ...DASHBOARD_CHUNKS]);
    // A page the entry does not load at once, or a path that only looks like one: the app's alone.
    expect(await signedInAt('/kanban/12', 404)).toEqual(APP_START);
    expect(await signedInAt('/admin')).toEqual(APP_START);
    expect(await signedInAt('/toString', 404)).toEqual(APP_START);
    // Signed out, /settings shows the signed-out home (not prerendered in this test's build):
    // the settings page's code is not the visitor's to load.
    expect(preloads((await get(live, '/settings').expect(200)).text)).toEqual(APP_START);
    // A prerendered page paints from its HTML first; its scripts wait for the visitor.
    const faqs = await get(live, '/faqs').set('Cookie', `${SESSION_COOKIE_NAME}=abc`).expect(200);
    expect(faqs.text).toContain('<main><h1>FAQ</h1></main>');
    expect(preloads(faqs.text)).toEqual([]);
  });

  // A private page is no copy of the home: no canonical address pointing crawlers there.
  it.each(['/settings', '/content/123', '/kanban'])(
    'live mode: %s keeps the home title but names no canonical address',
    async (pathname) => {
      const html = (await get(live, pathname).expect(200)).text;
      expect(html).toContain(`<title>${PUBLIC_PAGES.home.title}</title>`);
      expect(html).not.toContain('rel="canonical"');
      expect(metaContent(html, 'property', 'og:url')).toBeNull();
    },
  );

  // The client decompresses, as a browser does; the headers and length show what travelled.
  it('sends the page brotli-compressed when the browser accepts it, never cached', async () => {
    const plain = await get(preview, '/faqs').expect(200);
    const response = await request(preview.app.getHttpServer())
      .get('/faqs')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.text).toBe(plain.text);
    expect(Number(response.headers['content-length'])).toBeLessThan(plain.text.length / 2);
  });

  it('serves hashed assets precompressed, with a year-long immutable cache', async () => {
    const br = await request(preview.app.getHttpServer())
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.text).toBe(SCRIPT);
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 10);

    const gzip = await request(preview.app.getHttpServer())
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);

    const plain = await get(preview, '/assets/index-abc123.js').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('answers a browser that already holds an asset with 304, and a HEAD with its headers only', async () => {
    const first = await get(preview, '/assets/index-abc123.js').expect(200);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(preview, '/assets/index-abc123.js')
      .set('If-None-Match', etag!)
      .expect(304);
    expect(again.text ?? '').toBe('');

    const head = await request(preview.app.getHttpServer())
      .head('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.text ?? '').toBe('');
  });

  it.each(['/no/such/page', '/content', '/settings/nothing'])(
    'answers %s, which the app has no page for, 404 with the app (its Not Found page)',
    async (pathname) => {
      for (const app of [live, preview]) {
        const answer = await get(app, pathname).expect(404);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.text).toContain('<div id="root">');
      }
      // The app's own pages, any case, a trailing slash: found.
      for (const found of ['/settings/', '/Content/12', '/admin/users']) {
        await get(live, found).expect(200);
      }
    },
  );

  it('answers 404 to a chunk the build does not have, not with the app page', async () => {
    const missing = await get(preview, '/assets/SettingsPage-gone.js').expect(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.text).not.toContain('<div id="root">');
    // Files outside assets/ are still served and revalidated.
    const home = await get(live, '/').expect(200);
    expect(home.headers['cache-control']).toBe('no-cache');
  });
});
