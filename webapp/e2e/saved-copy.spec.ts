import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ContentItem, PageCopyStatus } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughApi, waitForExtractions } from './library-helpers';
import { setPlan } from './support/database';
import { solidPng } from './support/png';

/**
 * The saved copy (issue 36): a page saved with its stylesheet and image is shown, styled and with
 * its image, from Vault's copy after its site has gone away.
 */

const PROSE =
  'This page exists so the saved copy can be checked: it carries enough ordinary prose for the ' +
  'extractor to find a main text, a stylesheet of its own and a picture served by its own site. ';

function styledPage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/site.css"></head>
<body><article><h1 class="headline">${title}</h1>
${Array.from({ length: 4 }, () => `<p>${PROSE}</p>`).join('\n')}
<img class="photo" src="/photo.png" alt="A blue rectangle" width="160" height="120">
<div class="banner">Banner with a background picture</div></article></body></html>`;
}

const SITE_CSS = `body { background: rgb(250, 240, 200); font-family: serif; }
.headline { color: rgb(180, 20, 60); }
.banner { height: 40px; background-image: url("/banner.png"); }`;

interface Site {
  origin: string;
  close: () => Promise<void>;
}

async function startSite(): Promise<Site> {
  const photo = solidPng(160, 120, [40, 90, 220]);
  const banner = solidPng(20, 20, [30, 160, 90]);
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site.invalid').pathname;
    const send = (type: string, body: string | Buffer) =>
      void response.writeHead(200, { 'content-type': type }).end(body);
    if (path === '/site.css') return send('text/css', SITE_CSS);
    if (path === '/photo.png') return send('image/png', photo);
    if (path === '/banner.png') return send('image/png', banner);
    if (path.startsWith('/page/'))
      return send('text/html; charset=utf-8', styledPage(decodeURIComponent(path.slice(6))));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function waitForCopy(page: Page, id: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/content/${id}/copy/status`);
        return ((await response.json()) as PageCopyStatus).state;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe('ready');
}

test('a saved page opens from its copy, with its styles and image, after its site has gone', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const site = await startSite();
  await bypassPreview(page);
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');
  const item: ContentItem = await saveThroughApi(
    page,
    baseURL!,
    `${site.origin}/page/Kept%20as%20it%20was`,
  );
  await waitForExtractions(page, 1);
  await waitForCopy(page, item.id);
  await site.close();

  await page.goto(`/content/${item.id}`);
  await page.getByRole('radio', { name: 'Saved copy' }).click({ force: true });
  const frameElement = page.getByTestId('saved-copy-frame');
  await expect(frameElement).toHaveAttribute('sandbox', '');
  const copy = page.frameLocator('[data-testid="saved-copy-frame"]');
  const headline = copy.locator('h1.headline');
  await expect(headline).toHaveText('Kept as it was');
  await expect(headline).toHaveCSS('color', 'rgb(180, 20, 60)');
  await expect(copy.locator('body')).toHaveCSS('background-color', 'rgb(250, 240, 200)');
  const photo = copy.locator('img.photo');
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(160);
  await expect(copy.locator('.banner')).toHaveCSS(
    'background-image',
    /^url\("data:image\/png;base64,/,
  );

  const results = await new AxeBuilder({ page })
    // The copy is the saved site's own page, not Vault's interface.
    .exclude('[data-testid="saved-copy-frame"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`),
  ).toEqual([]);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.getByTestId('saved-copy').screenshot({
      path: test.info().outputPath(`saved-copy-1280-${colorScheme}.png`),
    });
  }
});

test('the free plan sees what a saved copy is and how to get one', async ({ page, baseURL }) => {
  const site = await startSite();
  await bypassPreview(page);
  await signUp(page, uniqueCredentials());
  const item: ContentItem = await saveThroughApi(page, baseURL!, `${site.origin}/page/Free`);
  await waitForExtractions(page, 1);
  await site.close();
  await page.goto(`/content/${item.id}`);
  await page.getByRole('radio', { name: 'Saved copy' }).click({ force: true });
  const tab = page.getByTestId('saved-copy');
  await expect(tab).toContainText('Saved copies are a Pro feature');
  await expect(tab.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByTestId('saved-copy-frame')).toHaveCount(0);
});
