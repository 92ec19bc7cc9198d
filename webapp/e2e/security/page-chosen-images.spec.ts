import { expect, test } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypassPreview, signUp, uniqueCredentials } from '../helpers';
import { contentCards, saveThroughApi, waitForExtractions } from '../library-helpers';
import { solidPng } from '../support/png';

/**
 * Issue 33, finding 10, in Chromium: a saved page chooses its image addresses (a private one the
 * server's fetcher refuses, pictures inside the article), and the browser showing the library, the
 * detail page and its reader view requests nothing outside the app. The image the server stored
 * is still shown, from the app itself.
 */

const PRIVATE_IMAGE = 'https://10.255.255.1/internal/secret.png';

let server: http.Server;
let origin: string;
const picture = solidPng(64, 48, [59, 130, 246]);

const article = (title: string, image: string) => `<!doctype html><html><head>
<title>${title}</title><meta property="og:title" content="${title}">
<meta property="og:image" content="${image}"></head><body><article><h1>${title}</h1>
<p>${'An article with pictures, with enough ordinary prose to be the main text. '.repeat(6)}</p>
<p><img src="${PRIVATE_IMAGE}" alt="inline private"> <img src="/inline.png" alt="inline own"></p>
<p>${'More words follow the pictures, so the reader view has an article to show. '.repeat(4)}</p>
</article></body></html>`;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.endsWith('.png'))
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      path.startsWith('/stored')
        ? article('A picture the server stored', `${origin}/lead.png`)
        : article('A picture at a private address', PRIVATE_IMAGE),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('a saved page’s image addresses never load in the browser; the stored picture does', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  await bypassPreview(page);
  await signUp(page, uniqueCredentials());
  const refused: ContentItem = await saveThroughApi(page, baseURL!, `${origin}/private`);
  const stored: ContentItem = await saveThroughApi(page, baseURL!, `${origin}/stored`);
  await waitForExtractions(page, 2);

  await page.goto('/');
  await expect(contentCards(page)).toHaveCount(2);
  const storedCard = page.getByRole('article', { name: 'A picture the server stored' });
  const storedImage = storedCard.locator('img').first();
  await expect(storedImage).toHaveAttribute('src', `/api/content/${stored.id}/image`);
  await expect
    .poll(() => storedImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(64);
  await expect(
    page.getByRole('article', { name: 'A picture at a private address' }).locator('img'),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(outside, 'requests from the library').toEqual([]);

  for (const id of [refused.id, stored.id]) {
    await page.goto(`/content/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Reader' }).click({ force: true });
    await expect(page.getByTestId('reader-view')).toContainText('More words follow');
    // No broken picture in the reader view: images of other sites are not in it at all.
    await expect(page.getByTestId('reader-view').locator('img')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  expect(outside, 'requests from the detail pages').toEqual([]);
});
