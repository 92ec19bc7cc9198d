import { expect, type Page } from '@playwright/test';
import { PREVIEW_BYPASS_STORAGE_KEY } from '@vault/contracts';

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** A user no earlier run has created: letters and digits only, within the username limits. */
export function uniqueCredentials(): Credentials {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const username = `e2e${suffix}`;
  return { username, email: `${username}@example.com`, password: 'correct-horse-42' };
}

/** Sets the preview-bypass flag before any page script runs, as the developer shortcut would. */
export async function bypassPreview(page: Page): Promise<void> {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, 'true'),
    PREVIEW_BYPASS_STORAGE_KEY,
  );
}

export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Account menu' });
}

/** The Account card of the signed-out home, recognised by its two tabs. */
export async function expectAccountCard(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
}

export async function signUp(page: Page, user: Credentials): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username', { exact: true }).fill(user.username);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  // Success reloads the app at /, now signed in.
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 30_000 });
}

export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectAccountCard(page);
}

/**
 * Counts the page's requests for `pathname` and holds the app's own chunk (webapp/vite.config.ts)
 * until the first of them has left (5 s at most): only the entry script's early requests can
 * leave before the app runs. `leftBeforeApp` is whether one did.
 */
export async function watchEarlyRequest(
  page: Page,
  pathname: string,
): Promise<{ count: () => number; leftBeforeApp: () => boolean | undefined }> {
  let count = 0;
  let left: () => void = () => undefined;
  const leftOnce = new Promise<void>((resolve) => (left = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== pathname) return;
    count += 1;
    left();
  });
  let leftBeforeApp: boolean | undefined;
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    leftBeforeApp = await Promise.race([
      leftOnce.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await route.continue();
  });
  return { count: () => count, leftBeforeApp: () => leftBeforeApp };
}
