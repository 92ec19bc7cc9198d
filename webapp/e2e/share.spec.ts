import { expect, test } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test.describe('Share to Vault (Web Share Target)', () => {
  test.beforeEach(async ({ page }) => {
    // Sign-up, upload and the import queue: more than the default budget on a busy machine.
    test.slow();
    await bypassPreview(page);
  });

  test('signed out: asks to sign in, then saves the shared link and shows it', async ({ page }) => {
    const link = site.numberedPageUrl(7, `share-${Date.now()}`);
    // As Android's share sheet sends it: the link inside the text.
    await page.goto(
      `/share?title=${encodeURIComponent('A page')}&text=${encodeURIComponent(`Have a look: ${link} !`)}`,
    );
    await expect(page.getByRole('heading', { name: 'Sign in to save this link' })).toBeVisible();
    await expect(page.getByTestId('shared-link')).toHaveText(link);

    const user = uniqueCredentials();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username', { exact: true }).fill(user.username);
    await form.getByLabel('Email', { exact: true }).fill(user.email);
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    // Signed up, the share carries on: saved, and the saved item is shown.
    await expect(page).toHaveURL(/\/content\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Fixture page number 7' })).toBeVisible({
      timeout: 30_000,
    });
    const items = (await (await page.request.get('/api/content')).json()) as { url: string }[];
    expect(items.map((item) => item.url)).toEqual([link]);
  });

  test('signed in: the shared url is saved at once', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    const link = site.numberedPageUrl(8, `share-${Date.now()}`);
    await page.goto(`/share?url=${encodeURIComponent(link)}`);
    await expect(page).toHaveURL(/\/content\/\d+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Fixture page number 8' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('nothing to save when no link was shared', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    await page.goto(`/share?text=${encodeURIComponent('just words')}`);
    await expect(page.getByText('There was no web link in what was shared')).toBeVisible();
  });
});
