import { expect, test } from '@playwright/test';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';

// A desktop's classic scrollbar takes width, and Playwright hides scrollbars unless told not to.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test.beforeEach(async ({ page }) => {
  await bypassPreview(page);
});

// Privacy & Data's later cards arrive a frame after the first ones, and any page grows past the
// window as its content loads: whether the page scrolls must not move what is on screen sideways.
test('a page stays in place whether or not it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await signUp(page, uniqueCredentials());
  await page.goto('/privacy-settings');
  await expect(page.getByText('Danger Zone')).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Privacy & Data', level: 1 });
  const scrolling = await heading.boundingBox();
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  expect(await pageHeight()).toBeGreaterThan(940);
  // A window taller than the page: nothing to scroll.
  await page.setViewportSize({ width: 1350, height: 4000 });
  expect(await pageHeight()).toBeLessThanOrEqual(4000);
  expect((await heading.boundingBox())?.x).toBe(scrolling?.x);
});
