import { expect, test } from '@playwright/test';
import { accountMenuButton, bypassPreview, signOut, signUp, uniqueCredentials } from './helpers';
import { toast } from './library-helpers';
import { setRole } from './support/admin-db';

test.beforeEach(async ({ page }) => {
  await bypassPreview(page);
});

test.describe('the administrator area', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member sees no Analytics entry and a Not authorised page', async ({ page }) => {
    const member = uniqueCredentials();
    await signUp(page, member);
    // The first account of a fresh database is an administrator; this one must not be.
    await setRole(member.username, 'user');
    await page.reload();
    await accountMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Analytics' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  });

  test('an administrator grants credits and upgrades a user', async ({ page }) => {
    const member = uniqueCredentials();
    await signUp(page, member);
    await signOut(page);
    const admin = uniqueCredentials();
    await signUp(page, admin);
    await setRole(admin.username, 'admin');
    await page.reload();

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Users')).toBeVisible();

    await page.getByRole('link', { name: 'Credit Management' }).click();
    await expect(page.getByRole('heading', { name: 'Credit Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Grant Credits' }).click();
    await expect(toast(page, 'Invalid Input')).toBeVisible();
    await page.getByPlaceholder('Search by username or e-mail').fill(member.username);
    const userSelect = page.getByRole('combobox', { name: 'User' });
    await expect(userSelect.locator('option')).toHaveCount(2);
    await userSelect.selectOption({ index: 1 });
    await page.getByRole('button', { name: '250', exact: true }).click();
    await page.getByRole('button', { name: 'Grant Credits' }).click();
    await expect(toast(page, 'Credits Granted!')).toBeVisible();
    await expect(page.getByText('Admin granted 250 credits')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.getByRole('button', { name: 'Upgrade User' }).click();
    await expect(toast(page, 'Selection Required')).toBeVisible();
    await page.getByPlaceholder('Search by username or e-mail').first().fill(member.username);
    const picker = page.getByRole('combobox', { name: 'User' });
    await expect(picker.locator('option')).toHaveCount(2);
    await picker.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('pro');
    await page.getByRole('button', { name: 'Upgrade User' }).click();
    await expect(toast(page, 'User Upgraded')).toBeVisible();
  });

  test('signed out, /admin says Unauthorized and shows the sign-in card', async ({ page }) => {
    await page.goto('/admin');
    await expect(toast(page, 'Unauthorized')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
