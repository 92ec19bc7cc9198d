import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import type { FixtureSite } from './fixture-site';
import { uniqueCredentials, type Credentials } from './helpers';
import { saveThroughApi, waitForExtractions } from './library-helpers';

/** Signs up at any width (on a phone the account button lives in the side menu). */
export async function signUpAnyWidth(page: Page, user: Credentials): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username', { exact: true }).fill(user.username);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your Vault' })).toBeVisible({ timeout: 30_000 });
}

/** Signs up and saves `count` numbered pages (newest first in the library), extracted. */
export async function libraryOf(
  page: Page,
  site: FixtureSite,
  baseURL: string,
  key: string,
  count: number,
): Promise<{ user: Credentials; items: ContentItem[] }> {
  const user = uniqueCredentials();
  await signUpAnyWidth(page, user);
  const items: ContentItem[] = [];
  for (let n = 1; n <= count; n += 1) {
    items.push(await saveThroughApi(page, baseURL, site.numberedPageUrl(n, key)));
  }
  await waitForExtractions(page, count);
  return { user, items };
}

export async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join('; ')})`,
    ),
    where,
  ).toEqual([]);
}

export function bulkBar(page: Page) {
  return page.getByRole('toolbar', { name: 'Bulk actions' });
}

/** The search box's text typed at a person's pace. */
export async function typeSearch(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search content' }).first();
  await box.click();
  await box.fill('');
  await box.pressSequentially(text, { delay: 20 });
}
