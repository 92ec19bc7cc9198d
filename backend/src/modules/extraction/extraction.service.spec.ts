import { Test } from '@nestjs/testing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/app-config.js';
import { ConfigModule } from '../../config/config.module.js';
import { ExtractionError, ExtractionModule, ExtractionService } from './index.js';

interface Page {
  status?: number;
  type: string;
  body: string | Buffer;
  headers?: http.OutgoingHttpHeaders;
}

const servers: http.Server[] = [];
let hits = 0;

/** A local site serving `pages` by path, counting every request. */
async function site(pages: Record<string, Page>): Promise<string> {
  const server = http.createServer((request, response) => {
    hits += 1;
    const page = pages[request.url ?? ''];
    if (!page) return void response.writeHead(404).end('missing');
    response.writeHead(page.status ?? 200, { 'content-type': page.type, ...page.headers });
    response.end(page.body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  hits = 0;
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** The service as the application builds it, with FETCH_ALLOWED_HOSTS as given. */
async function service(allowedHosts = '127.0.0.1'): Promise<ExtractionService> {
  const config = loadConfig({ NODE_ENV: 'test', FETCH_ALLOWED_HOSTS: allowedHosts });
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), ExtractionModule],
  }).compile();
  return moduleRef.get(ExtractionService);
}

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ExtractionError))
    throw new Error(`expected ExtractionError: ${String(error)}`);
  return error;
}

const ARTICLE = `<!doctype html><html lang="en"><head>
  <title>Night trains return | Rail Weekly</title>
  <meta property="og:site_name" content="Rail Weekly">
  <meta property="og:type" content="article">
  <meta property="og:image" content="/images/train.jpg">
  <meta name="author" content="Mia Rossi">
  <meta name="description" content="Sleeper services are back.">
</head><body><nav>Menu</nav><article><p>${'Sleeper trains are running again across Europe. '.repeat(12)}</p></article></body></html>`;

describe('ExtractionService', () => {
  it('reads the extension snapshot without fetching anything', async () => {
    const origin = await site({ '/story': { type: 'text/html', body: '<title>Live</title>' } });
    const result = await (await service()).extract({ url: `${origin}/story`, html: ARTICLE });
    expect(hits).toBe(0);
    expect(result).toMatchObject({
      title: 'Night trains return',
      author: 'Mia Rossi',
      description: 'Sleeper services are back.',
      imageUrl: `${origin}/images/train.jpg`,
      canonicalUrl: null,
      metadata: {
        mediaType: 'article',
        siteName: 'Rail Weekly',
        lang: 'en',
        readingMinutes: 1,
        description: 'Sleeper services are back.',
      },
    });
    expect(result.text).toMatch(/^Sleeper trains are running again/);
    // Unknown facts are left out rather than null, so merging cannot erase stored values.
    expect(result.metadata).not.toHaveProperty('publishedAt');
  });

  it('fetches a local page through FETCH_ALLOWED_HOSTS, following redirects', async () => {
    const origin = await site({
      '/old': { status: 301, type: 'text/html', body: '', headers: { location: '/new/page' } },
      '/new/page': { type: 'text/html; charset=utf-8', body: ARTICLE },
    });
    const result = await (await service()).extract({ url: `${origin}/old`, html: null });
    expect(result.title).toBe('Night trains return');
    expect(result.imageUrl).toBe(`${origin}/images/train.jpg`);
    expect(result.text).not.toContain('Menu');
  });

  it('refuses the same local page when it is not allowed', async () => {
    const origin = await site({ '/new/page': { type: 'text/html', body: ARTICLE } });
    const error = await failure((await service('')).extract({ url: `${origin}/new/page` }));
    expect(error).toMatchObject({ kind: 'blocked', transient: false });
    expect(error.message).toBe('The address points to a private network and cannot be fetched');
    expect(hits).toBe(0);
  });

  it('saves an image URL as an image', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const origin = await site({ '/photos/cat%20one.png': { type: 'image/png', body: png } });
    const url = `${origin}/photos/cat%20one.png`;
    expect(await (await service()).extract({ url })).toEqual({
      title: 'cat one.png',
      author: null,
      text: null,
      description: null,
      imageUrl: url,
      canonicalUrl: null,
      metadata: { mediaType: 'image' },
    });
  });

  it('saves a PDF as a document named after its file', async () => {
    const origin = await site({
      '/dl?id=7': {
        type: 'application/pdf',
        body: '%PDF-1.4',
        headers: { 'content-disposition': 'attachment; filename="Annual Report.pdf"' },
      },
    });
    const result = await (await service()).extract({ url: `${origin}/dl?id=7` });
    expect(result).toMatchObject({
      title: 'Annual Report.pdf',
      metadata: { mediaType: 'document' },
    });
  });

  it('refuses content it cannot read, permanently', async () => {
    const origin = await site({ '/a.zip': { type: 'application/zip', body: 'PK' } });
    const error = await failure((await service()).extract({ url: `${origin}/a.zip` }));
    expect(error).toMatchObject({ kind: 'unsupported', transient: false });
    expect(error.message).toContain('application/zip');
  });

  it('names the failures people can act on', async () => {
    const origin = await site({
      '/forbidden': { status: 403, type: 'text/html', body: 'no' },
      '/private': { status: 401, type: 'text/html', body: 'who are you' },
      '/a.zip': { type: 'application/zip', body: 'PK' },
    });
    const extraction = await service();
    const message = async (path: string): Promise<string> =>
      (await failure(extraction.extract({ url: `${origin}${path}` }))).message;
    expect(await message('/forbidden')).toBe('The site refused our request (403)');
    expect(await message('/missing')).toBe('Not found (404)');
    expect(await message('/a.zip')).toBe('Not a web page (application/zip)');
    expect(await message('/private')).toBe(
      'This page needs you to be signed in; save it from the browser extension to keep its content',
    );
  });

  it('recognises a sign-in wall: a redirect to a login page, or a short page asking for a password', async () => {
    const login =
      '<html><body><form><input name="user"><input type="password"></form></body></html>';
    const origin = await site({
      '/members/post': {
        status: 302,
        type: 'text/html',
        body: '',
        headers: { location: '/login?next=/members/post' },
      },
      '/login?next=/members/post': {
        type: 'text/html',
        body: '<html><body><p>Welcome back</p></body></html>',
      },
      '/walled': { type: 'text/html', body: login },
      '/article': { type: 'text/html', body: ARTICLE },
    });
    const extraction = await service();
    for (const path of ['/members/post', '/walled']) {
      const error = await failure(extraction.extract({ url: `${origin}${path}` }));
      expect(error.message).toBe(
        'This page needs you to be signed in; save it from the browser extension to keep its content',
      );
      expect(error.transient).toBe(false);
    }
    // The extension's snapshot of the same page is what the signed-in user saw: it is kept.
    const snapshot = await extraction.extract({ url: `${origin}/walled`, html: ARTICLE });
    expect(snapshot.title).toBe('Night trains return');
    expect((await extraction.extract({ url: `${origin}/article` })).text).toContain(
      'Sleeper trains',
    );
  });

  it("refuses a platform's signed-out page, snapshot or fetched, naming the platform", async () => {
    const signedOut = `<html><head><title>X</title></head><body><main><h1>Don't miss what's happening</h1>
<p>People on X are the first to know.</p><a href="/login">Log in</a> <a href="/i/flow/signup">Sign up</a></main></body></html>`;
    const extraction = await service();
    const error = await failure(
      extraction.extract({ url: 'https://x.com/someone/status/1234567890', html: signedOut }),
    );
    expect(error.message).toBe(
      'X shows this post only to signed-in visitors: save it with the browser extension while signed in',
    );
    expect(error.transient).toBe(false);
  });

  it('turns a 404 into a permanent ExtractionError and a 503 into a transient one', async () => {
    const origin = await site({ '/down': { status: 503, type: 'text/html', body: 'busy' } });
    const extraction = await service();
    const notFound = await failure(extraction.extract({ url: `${origin}/gone` }));
    expect(notFound).toMatchObject({ transient: false, status: 404, kind: 'http' });
    expect(notFound.message).toBe('Not found (404)');
    expect((await failure(extraction.extract({ url: `${origin}/down` }))).transient).toBe(true);
  });

  it.each(['not a url', 'ftp://example.com/file', 'javascript:alert(1)'])(
    'refuses %s before doing anything',
    async (url) => {
      expect((await failure((await service()).extract({ url, html: ARTICLE }))).transient).toBe(
        false,
      );
    },
  );
});
