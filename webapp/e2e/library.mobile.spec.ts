import { expect, test, type Page } from '@playwright/test';
import { ARTICLE, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, uniqueCredentials, type Credentials } from './helpers';
import { contentCards, saveThroughApi, saveThroughDialog } from './library-helpers';

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  test.slow();
  await bypassPreview(page);
});

/** Signs up on a phone-sized screen, where the account lives in the side menu, not the header. */
async function signUpOnPhone(page: Page, user: Credentials): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username', { exact: true }).fill(user.username);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your Vault' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

test('the library at 375 px: the floating Add Content button, the search toggle, no sideways scroll', async ({
  page,
}, testInfo) => {
  await signUpOnPhone(page, uniqueCredentials());

  // Small screens get the floating round button instead of the header's.
  const addContent = page.getByRole('button', { name: 'Add Content' });
  await expect(addContent).toHaveCount(1);
  await expect(addContent).toHaveCSS('position', 'fixed');
  await saveThroughDialog(page, site.articleUrl(testInfo.testId));
  await expect(page.getByRole('article', { name: ARTICLE.title })).toBeVisible({ timeout: 30_000 });

  const search = page.getByRole('searchbox', { name: 'Search content' });
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search).toBeFocused();
  await search.fill(ARTICLE.titleWord);
  await expect(contentCards(page)).toHaveCount(1);
  await search.fill('qzxwvjkplm');
  await expect(page.getByText('No matching content')).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the card on the first screen is laid out with the page; the cards below wait until scrolled near', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpOnPhone(page, uniqueCredentials());
  for (const n of [1, 2, 3]) {
    await saveThroughApi(page, baseURL!, site.articleUrl(`${testInfo.testId}-${n}`));
  }
  await page.reload();
  await expect(contentCards(page)).toHaveCount(3);
  // A skippable card in view is laid out twice in its first frame: without its content, then,
  // found on screen, with it.
  await expect(contentCards(page).first()).toHaveCSS('content-visibility', 'visible');
  await expect(contentCards(page).last()).toHaveCSS('content-visibility', 'auto');
});
