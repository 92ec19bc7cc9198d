import { expect, test } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

  test('a link or script on another site opens the share page, but nothing is saved until the person clicks Save', async ({
    page,
    baseURL,
  }) => {
    await signUp(page, uniqueCredentials());
    const link = site.numberedPageUrl(9, `share-csrf-${Date.now()}`);
    const target = `${baseURL}/share?url=${encodeURIComponent(link)}`;
    // Another origin (127.0.0.1 against the app's localhost): a link, without a referrer, and a
    // script that navigates the top window by itself.
    const attacker = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        request.url === '/script'
          ? `<!doctype html><script>location.href = ${JSON.stringify(target)};</script>`
          : `<!doctype html><a id="go" rel="noreferrer" href="${target}">Win a prize</a>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    const attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    try {
      const saved = async () =>
        ((await (await page.request.get('/api/content')).json()) as { url: string }[]).map(
          (item) => item.url,
        );

      await page.goto(`${attackerOrigin}/script`);
      await expect(
        page.getByRole('heading', { name: 'Save this link to your library?' }),
      ).toBeVisible();
      await page.goto(`${attackerOrigin}/link`);
      await page.locator('#go').click();
      await expect(page).toHaveURL(/\/share\?.*review=1/);
      await expect(
        page.getByRole('heading', { name: 'Save this link to your library?' }),
      ).toBeVisible();
      await expect(page.getByTestId('shared-link')).toHaveText(link);
      // Give an automatic save every chance to happen.
      await page.waitForTimeout(1_500);
      expect(await saved()).toEqual([]);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(/\/content\/\d+$/, { timeout: 30_000 });
      expect(await saved()).toEqual([link]);
    } finally {
      await new Promise<void>((resolve) => attacker.close(() => resolve()));
    }
  });

  test('nothing to save when no link was shared', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    await page.goto(`/share?text=${encodeURIComponent('just words')}`);
    await expect(page.getByText('There was no web link in what was shared')).toBeVisible();
  });
});
