import { expect, test } from '@playwright/test';
import { bypassPreview } from './helpers';

test('an address the app has no page for answers 404 with the Not Found page', async ({ page }) => {
  await bypassPreview(page);
  const answer = await page.goto('/no/such/page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The app's own pages are found, even under an address with a trailing slash.
  expect((await page.goto('/faqs/'))?.status()).toBe(200);
});
