import { expect, test } from '@playwright/test';
import { PREVIEW_BYPASS_STORAGE_KEY } from '@vault/contracts';
import {
  accountMenuButton,
  bypassPreview,
  expectAccountCard,
  signOut,
  signUp,
  uniqueCredentials,
} from './helpers';
import { openHydrated } from './public-helpers';

const WAITLIST_HEADLINE = 'Never Lose Valuable Content Again';

test.describe('signing up, in and out', () => {
  test.beforeEach(async ({ page }) => {
    await bypassPreview(page);
  });

  test('a new user signs up and stays signed in after a reload', async ({ page }) => {
    const user = uniqueCredentials();
    await signUp(page, user);

    await page.reload();
    await accountMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(user.username);
    await expect(menu).toContainText(user.email);
    await expect(menu.getByText('Free', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Vault' })).toBeVisible();
  });

  test('signing out returns to the Account card', async ({ page }) => {
    await signUp(page, uniqueCredentials());

    await signOut(page);

    await expect(accountMenuButton(page)).toHaveCount(0);
    await page.reload();
    await expectAccountCard(page);
  });

  test('a wrong password shows the server message in an Error toast', async ({ page }) => {
    const user = uniqueCredentials();
    await signUp(page, user);
    await signOut(page);

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username', { exact: true }).fill(user.username);
    await form.getByLabel('Password', { exact: true }).fill(`${user.password}-wrong`);
    await form.getByRole('button', { name: 'Sign In' }).click();

    const toast = page.getByRole('status', { name: 'Error' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Invalid username or password');
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  test('the sign-up form checks its fields before sending', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username', { exact: true }).fill('someone');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/');
    const password = page
      .getByRole('form', { name: 'Sign in' })
      .getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('preview mode (the server runs in its default launch mode, preview)', () => {
  test('the home page is the waitlist, while the public pages stay reachable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: WAITLIST_HEADLINE })).toBeVisible();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveCount(0);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: WAITLIST_HEADLINE })).toBeVisible();

    await page.goto('/faqs');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: WAITLIST_HEADLINE })).toHaveCount(0);
  });

  test('dev=true in the query string opens the app', async ({ page }) => {
    await page.goto('/?dev=true');
    await expectAccountCard(page);
    await expect(page.getByRole('heading', { name: WAITLIST_HEADLINE })).toHaveCount(0);
  });

  test('the developer shortcut sets the flag and reloads into the app', async ({ page }) => {
    // The landing page paints before its scripts run: the shortcut works once it is hydrated.
    await openHydrated(page, '/');
    await expect(page.getByRole('heading', { name: WAITLIST_HEADLINE })).toBeVisible();

    await page.keyboard.press('ControlOrMeta+Shift+R');

    await expect(
      page.getByText('Developer Mode Activated! Redirecting to the app...'),
    ).toBeVisible();
    await expectAccountCard(page);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), PREVIEW_BYPASS_STORAGE_KEY),
    ).toBe('true');
  });

  test('an unknown path shows Page Not Found once the gate is open', async ({ page }) => {
    await bypassPreview(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectAccountCard(page);
  });
});
