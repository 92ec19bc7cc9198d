import { expect, test } from '@playwright/test';
import type { ContentItem, PageCopyStatus } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypassPreview, uniqueCredentials } from './helpers';
import { saveThroughApi, waitForExtractions } from './library-helpers';
import { setPlan } from './support/database';

const PAGE = `<!doctype html><html lang="en"><head><title>Narrow copy</title>
<style>h1 { color: rgb(20, 100, 60); }</style></head><body><article><h1>Narrow copy</h1>
${'<p>Ordinary words of a page saved on a phone, long enough to be its main text. </p>'.repeat(8)}
</article></body></html>`;

test('the saved copy fits a phone screen in light and dark mode', async ({ page, baseURL }) => {
  test.slow();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await bypassPreview(page);
  const user = uniqueCredentials();
  // Signed up through the API: the page shares the cookie.
  const registered = await page.request.post('/api/register', {
    data: user,
    headers: { Origin: baseURL ?? '' },
  });
  expect(registered.status()).toBe(201);
  await setPlan(user.username, 'pro');
  const item: ContentItem = await saveThroughApi(page, baseURL!, `${origin}/narrow`);
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
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));

  await page.goto(`/content/${item.id}`);
  await page.getByRole('radio', { name: 'Saved copy' }).click({ force: true });
  const copy = page.frameLocator('[data-testid="saved-copy-frame"]');
  await expect(copy.locator('h1')).toHaveCSS('color', 'rgb(20, 100, 60)');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${colorScheme} mode`).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath(`saved-copy-375-${colorScheme}.png`) });
  }
});
