import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { DataExport } from '@vault/contracts';
import { promises as fs } from 'node:fs';
import {
  accountMenuButton,
  bypassPreview,
  type Credentials,
  expectAccountCard,
  signOut,
  signUp,
  uniqueCredentials,
  watchEarlyRequest,
} from './helpers';
import { withDatabase } from './support/database';

/** A 2 × 2 red PNG: a real picture for the avatar upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page, title: string) {
  return page.getByRole('status', { name: title });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join('; ')})`,
    ),
  ).toEqual([]);
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('Account Settings and Privacy & Data', () => {
  test.beforeEach(async ({ page }) => {
    await bypassPreview(page);
  });

  test('signed out, Account Settings asks to log in', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccountCard(page);
  });

  test('edit the profile and picture, change the password, then sign in with the new one', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const user = uniqueCredentials();
    await signUp(page, user);
    await page.goto('/settings');

    await expect(page.getByTestId('profile-username')).toHaveText(user.username);
    await expect(page.getByTestId('profile-email')).toHaveText(user.email);
    await expect(page.getByTestId('profile-plan')).toHaveText('Free');
    await expect(page.getByTestId('profile-usage')).toHaveText(
      '0 saved this month · 10 of 10 extractions left',
    );
    await expect(page.getByTestId('profile-credits')).toHaveText('0 credits');
    await expectNoAxeViolations(page);
    // Each section has its own address, reached from the section links.
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(sections.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sections.getByRole('link', { name: 'Integrations' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations$/);
    await expect(page.getByTestId('api-tokens-empty')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/settings/security');
    await expect(page.getByRole('heading', { name: 'Security Tips' })).toBeVisible();
    await expect(page.getByText('Use 8 or more characters')).toBeVisible();
    await expect(page.getByTestId('profile-username')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page).toHaveURL(/\/settings$/);

    const profileForm = page.getByRole('form', { name: 'Edit profile' });
    await profileForm.getByLabel('First name').fill('Ada');
    await profileForm.getByLabel('Last name').fill('Lovelace');
    await profileForm.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Profile', exact: true }).getByText('Ada Lovelace'),
    ).toBeVisible();

    await page.getByTestId('avatar-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(toast(page, 'Picture updated')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute('src', /^\/api\/avatars\/\d+-[a-f0-9]{32}\.webp$/);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(256);

    await page.goto('/settings/security');
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    const changeButton = passwordForm.getByRole('button', { name: 'Change Password' });
    await changeButton.click();
    await expect(passwordForm.getByText('Current password is required')).toBeVisible();
    await expect(passwordForm.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(passwordForm.getByText('Password confirmation is required')).toBeVisible();

    const newPassword = 'a-brand-new-password';
    await passwordForm.getByLabel('Current password').fill('not-my-password');
    await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await changeButton.click();
    await expect(passwordForm.getByText("Passwords don't match")).toBeVisible();

    await passwordForm.getByLabel('Confirm new password').fill(newPassword);
    await changeButton.click();
    await expect(toast(page, 'Failed to change password')).toContainText(
      'Current password is incorrect',
    );

    await passwordForm.getByLabel('Current password').fill(user.password);
    await changeButton.click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(passwordForm.getByLabel('Current password')).toHaveValue('');

    // This browser stays signed in.
    await page.reload();
    await expect(passwordForm).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Please log in' })).toHaveCount(0);

    await page.goto('/');
    await signOut(page);
    await signIn(page, user.username, user.password);
    await expect(toast(page, 'Error')).toContainText('Invalid username or password');
    await signIn(page, user.username, newPassword);
    await expect(accountMenuButton(page)).toBeVisible({ timeout: 30_000 });
  });

  test('export my data, then delete the account and fail to sign in again', async ({ page }) => {
    test.setTimeout(180_000);
    const user: Credentials = uniqueCredentials();
    await signUp(page, user);
    await withDatabase((client) =>
      client.query(
        `INSERT INTO content_items (user_id, url, canonical_url, platform, title, quick_note, custom_tags, extraction_status)
         SELECT id, 'https://example.com/kept', 'https://example.com/kept', 'other', 'An item to export',
                'my note', ARRAY['mine'], 'completed'
           FROM users WHERE username = $1`,
        [user.username],
      ),
    );

    await page.goto('/privacy-settings');
    await expect(page.getByRole('heading', { name: 'Data Retention' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'Active accounts and their library' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Cookie Policy' }),
    ).toHaveAttribute('href', '/cookies');
    await expect(page.getByRole('link', { name: 'contact our privacy team' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const download = await downloading;
    await expect(toast(page, 'Data Export Started')).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^vault-export-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/);
    const file = await download.path();
    const data = JSON.parse(await fs.readFile(file, 'utf8')) as DataExport;
    expect(data.profile.username).toBe(user.username);
    expect(data.profile.email).toBe(user.email);
    expect(data.items).toEqual([
      expect.objectContaining({
        title: 'An item to export',
        quickNote: 'my note',
        customTags: ['mine'],
      }),
    ]);

    const danger = page.getByRole('form', { name: 'Delete account' });
    const confirmation = danger.getByLabel('Type DELETE_MY_ACCOUNT to confirm');
    const deleteButton = danger.getByRole('button', { name: 'Delete My Account' });
    await expect(deleteButton).toBeDisabled();
    await confirmation.fill('delete_my_account');
    await expect(deleteButton).toBeDisabled();
    await confirmation.fill('DELETE_MY_ACCOUNT');
    // The password is asked every time; a wrong one deletes nothing.
    await expect(deleteButton).toBeDisabled();
    const password = danger.getByLabel('Your password');
    await password.fill('not-my-password');
    await deleteButton.click();
    await expect(toast(page, 'Deletion Failed')).toContainText('Current password is incorrect');
    await password.fill(user.password);
    await expect(deleteButton).toBeEnabled();
    await deleteButton.click();
    await expect(toast(page, 'Account Deleted')).toBeVisible();
    // Home after 2 seconds, signed out.
    await expect(page).toHaveURL(/\/$/);
    await expectAccountCard(page);

    await signIn(page, user.username, user.password);
    await expect(toast(page, 'Error')).toContainText('Invalid username or password');
    await expect(accountMenuButton(page)).toHaveCount(0);
  });
});

test.describe('the first load of a signed-in page', () => {
  // Requests the service worker would answer from its cache never reach page.route.
  test.use({ serviceWorkers: 'block' });

  test.beforeEach(async ({ page }) => {
    await bypassPreview(page);
  });

  test('asks for the configuration once, without waiting for the app to run', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    const config = await watchEarlyRequest(page, '/api/config');
    await page.goto('/privacy-settings');
    await expect(page.getByRole('heading', { name: 'Privacy & Data' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(config.leftBeforeApp()).toBe(true);
    // The early answer is taken by the app, not asked for a second time.
    expect(config.count()).toBe(1);
  });
});
