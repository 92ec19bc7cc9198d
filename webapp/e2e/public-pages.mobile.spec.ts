import { expect, test } from '@playwright/test';
import { bypassPreview } from './helpers';
import {
  COLOR_SCHEMES,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  LEGAL_PAGES,
  pathOf,
} from './public-helpers';

// Runs in the "mobile" project: a 375 px wide touch screen.
const WIDTH = 375;

for (const scheme of COLOR_SCHEMES) {
  test.describe(`public pages on a phone, ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    });

    test('the waitlist landing page fits and passes axe', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
      await expectNoHorizontalScroll(page, WIDTH);
      await expectNoSeriousAxeViolations(page);
    });

    test('the signed-out home fits and passes axe', async ({ page }) => {
      await bypassPreview(page);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
      await expectNoHorizontalScroll(page, WIDTH);
      await expectNoSeriousAxeViolations(page);
    });

    for (const { key, heading } of LEGAL_PAGES) {
      test(`${pathOf(key)} fits and passes axe`, async ({ page }) => {
        await page.goto(pathOf(key));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoHorizontalScroll(page, WIDTH);
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}

test('the footer links are tap targets at least 44 px tall on a phone', async ({ page }) => {
  await page.goto(pathOf('faqs'));
  const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect(box?.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
});
