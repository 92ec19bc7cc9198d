import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/app-config.js';
import { SIGN_IN_REQUIRED } from '../fetch-error.js';
import { ExtractionService } from '../extraction.service.js';
import { HeadlessRenderer } from './headless-renderer.js';
import { PageRendererService } from './page-renderer.service.js';

// Runs the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against local listeners.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTICLE =
  'Rendered by script. This paragraph exists only after JavaScript runs in the page, '.repeat(8);

interface Listener {
  server: http.Server;
  port: number;
  hits: string[];
}

async function listen(host: string, handler: http.RequestListener): Promise<Listener> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

function html(body: string): string {
  return `<!doctype html><html lang="en"><head><title>App page</title></head><body>${body}</body></html>`;
}

let fixture: Listener;
/** A listener on a private address no page may reach (only "localhost" is allowed below). */
let privateTarget: Listener;
let renderer: HeadlessRenderer;

beforeAll(async () => {
  privateTarget = await listen('127.0.0.1', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    response.end('internal secret');
  });
  const secret = `http://127.0.0.1:${privateTarget.port}/secret`;
  fixture = await listen('localhost', (request, response) => {
    const send = (status: number, body: string, type = 'text/html'): void => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    switch (request.url ?? '') {
      case '/app':
        // An empty mount point filled from an XHR: the shape of a client-rendered app.
        return send(
          200,
          html(`<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>
<script>fetch('/data.json').then((r) => r.json()).then((d) => {
  document.getElementById('root').innerHTML = '<article><h1>' + d.title + '</h1><p>' + d.text + '</p></article>';
});</script>`),
        );
      case '/walled-app':
        // A shell whose script shows a sign-in wall: rendering cannot get past it.
        return send(
          200,
          html(`<div id="root"></div><noscript>JavaScript is not available. Please enable JavaScript to continue.</noscript>
<script>document.getElementById('root').innerHTML = '<h1>See what is happening</h1><a href="/login">Log in</a> <a href="/signup">Sign up</a>';</script>`),
        );
      case '/data.json':
        return send(
          200,
          JSON.stringify({ title: 'Script title', text: ARTICLE }),
          'application/json',
        );
      case '/reach-private':
        return send(
          200,
          html(`<p id="out">waiting</p><img src="${secret}?img"><script src="${secret}?script"></script>
<script>fetch('${secret}?fetch').then(() => 'reached', () => 'blocked')
  .then((outcome) => { document.getElementById('out').textContent = outcome; });</script>`),
        );
      case '/reach-redirect':
        return send(
          200,
          html(`<p id="out">waiting</p><script>fetch('/to-private').then(() => 'reached', () => 'blocked')
  .then((outcome) => { document.getElementById('out').textContent = outcome; });</script>`),
        );
      case '/to-private':
        response.writeHead(302, { location: secret });
        return response.end();
      case '/cookie':
        return send(
          200,
          html(`<p id="out"></p><script>document.getElementById('out').textContent = 'before:' + document.cookie;
document.cookie = 'visited=yes'; localStorage.setItem('seen', '1');</script>`),
        );
      default:
        return send(404, 'missing');
    }
  });
});

afterAll(async () => {
  for (const listener of [fixture, privateTarget]) {
    listener.server.closeAllConnections();
    await new Promise((resolve) => listener.server.close(resolve));
  }
});

afterEach(async () => {
  await renderer?.shutdown();
});

function newRenderer(overrides: Partial<ConstructorParameters<typeof HeadlessRenderer>[0]> = {}) {
  renderer = new HeadlessRenderer({
    chromiumPath: CHROMIUM,
    maxPages: 2,
    timeoutMs: 15_000,
    maxBrowserMb: 4096,
    idleMs: 60_000,
    allowedHosts: ['localhost'],
    ...overrides,
  });
  return renderer;
}

const url = (path: string): string => `http://localhost:${fixture.port}${path}`;

describe('HeadlessRenderer', { timeout: 60_000 }, () => {
  it('gets the text a page writes with JavaScript, its XHR answered through the safe fetcher', async () => {
    const result = await newRenderer().render(url('/app'));
    expect(result.html).toContain('Rendered by script.');
    expect(result.html).toContain('<h1>Script title</h1>');
    expect(fixture.hits).toContain('/data.json');
  });

  it('blocks a script, image and fetch aimed at 127.0.0.1: the listener is never reached', async () => {
    privateTarget.hits.length = 0;
    const outcomes: string[] = [];
    const result = await newRenderer().render(url('/reach-private'), {
      onRequest: (address, outcome) => {
        if (address.includes('/secret')) outcomes.push(outcome);
      },
    });
    expect(result.html).toContain('<p id="out">blocked</p>');
    expect(privateTarget.hits).toEqual([]);
    // The image is refused as a type a text render never needs; the script and fetch by address.
    expect(outcomes.filter((outcome) => outcome === 'blocked').length).toBeGreaterThanOrEqual(2);
  });

  it('blocks a redirect to a private address', async () => {
    privateTarget.hits.length = 0;
    const result = await newRenderer().render(url('/reach-redirect'));
    expect(result.html).toContain('<p id="out">blocked</p>');
    expect(fixture.hits).toContain('/to-private');
    expect(privateTarget.hits).toEqual([]);
  });

  it('reuses one browser with a fresh context per render, and restarts it after it is killed', async () => {
    const pages = newRenderer();
    const first = await pages.render(url('/cookie'));
    const second = await pages.render(url('/cookie'));
    expect(first.html).toContain('<p id="out">before:</p>');
    // The first render's cookie did not survive into the second's context.
    expect(second.html).toContain('<p id="out">before:</p>');
    expect(pages.launches).toBe(1);

    const pid = await pages.browserPid();
    expect(pid).toBeTypeOf('number');
    process.kill(pid as number, 'SIGKILL');
    await expect.poll(() => pages.running, { timeout: 10_000 }).toBe(false);
    const third = await pages.render(url('/app'));
    expect(third.html).toContain('Rendered by script.');
    expect(pages.launches).toBe(2);
    expect(await pages.browserPid()).not.toBe(pid);
  });

  it('closes the browser after the idle period, and restarts it past the memory limit', async () => {
    const idle = newRenderer({ idleMs: 1000 });
    await idle.render(url('/app'));
    expect(idle.running).toBe(true);
    await expect.poll(() => idle.running, { timeout: 10_000 }).toBe(false);
    await idle.shutdown();

    // A limit no browser fits under: each render's browser is closed once the render ends.
    const small = newRenderer({ maxBrowserMb: 100 });
    await small.render(url('/app'));
    await expect.poll(() => small.running, { timeout: 10_000 }).toBe(false);
    await small.render(url('/app'));
    expect(small.launches).toBe(2);
  });

  it('lets renders still running in a browser past the limit finish before closing it', async () => {
    const small = newRenderer({ maxBrowserMb: 100, maxPages: 2 });
    const results = await Promise.all([small.render(url('/app')), small.render(url('/app'))]);
    expect(results.every((result) => result.html.includes('Rendered by script.'))).toBe(true);
    expect(small.launches).toBe(1);
    await expect.poll(() => small.running, { timeout: 10_000 }).toBe(false);
  });

  it('keeps at most maxPages renders at once', async () => {
    const single = newRenderer({ maxPages: 1 });
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, single.activeRenders)), 5);
    const results = await Promise.all([single.render(url('/app')), single.render(url('/app'))]);
    clearInterval(watch);
    expect(results.every((result) => result.html.includes('Rendered by script.'))).toBe(true);
    expect(peak).toBe(1);
  });
});

describe('ExtractionService with the renderer', { timeout: 60_000 }, () => {
  it('renders a client-rendered page and keeps its script-written text', async () => {
    const config = loadConfig({ FETCH_ALLOWED_HOSTS: 'localhost', CHROMIUM_PATH: CHROMIUM });
    const pages = new PageRendererService(config);
    try {
      const result = await new ExtractionService(config, pages).extract({ url: url('/app') });
      expect(result.renderedWithBrowser).toBe(true);
      expect(result.text).toContain('Rendered by script.');
      expect(result.title).toBe('App page');
    } finally {
      await pages.onModuleDestroy();
    }
  });

  it('fails an enable-JavaScript page whose render is a sign-in wall with the sign-in reason', async () => {
    const config = loadConfig({ FETCH_ALLOWED_HOSTS: 'localhost', CHROMIUM_PATH: CHROMIUM });
    const pages = new PageRendererService(config);
    try {
      const extraction = new ExtractionService(config, pages).extract({ url: url('/walled-app') });
      await expect(extraction).rejects.toMatchObject({
        message: SIGN_IN_REQUIRED,
        transient: false,
      });
      // Without the browser the page stays the JavaScript wall it was fetched as.
      const plain = new ExtractionService(config, null).extract({ url: url('/walled-app') });
      await expect(plain).rejects.toMatchObject({ message: /only with JavaScript/ });
    } finally {
      await pages.onModuleDestroy();
    }
  });
});
