import { expect, test } from '@playwright/test';
import { bypassPreview, expectAccountCard, uniqueCredentials } from './helpers';

// Runs in the "mobile" project: a 375 px wide touch screen.
test.describe('the signed-in shell on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await bypassPreview(page);
  });

  test('the side menu shows the user and plan, and signs out', async ({ page }) => {
    const user = uniqueCredentials();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username', { exact: true }).fill(user.username);
    await form.getByLabel('Email', { exact: true }).fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
    const bodyWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(bodyWidth).toBeLessThanOrEqual(375);

    await openMenu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toContainText(user.username);
    await expect(drawer.getByText('Free', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Upgrade/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Kanban/ })).toHaveCount(0);

    await drawer.getByRole('button', { name: /Sign Out/ }).click();
    await expectAccountCard(page);
  });

  test('the signed-out home fits the screen, its sections in the order of its HTML', async ({
    page,
  }) => {
    await page.goto('/');
    await expectAccountCard(page);
    const bodyWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(bodyWidth).toBeLessThanOrEqual(375);
    // A phone may paint the page before it has read all of it: a section shown above one that
    // comes earlier in the HTML would push that one down when it arrives (a layout shift).
    const tops = await page
      .locator('main h2')
      .evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(3);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });
});
