import { expect, test, type Page } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from './fixture-site';
import { accountMenuButton, bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughApi, toast, waitForExtractions } from './library-helpers';

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

async function failPasswordChange(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await form.getByLabel('Confirm new password').fill('a-brand-new-password');
  await form.getByRole('button', { name: 'Change Password' }).click();
}

test('the newest toast shows at once beside older ones (three at most); errors stay, successes leave after 4 s', async ({
  page,
}) => {
  await signUp(page, uniqueCredentials());
  await page.goto('/settings/security');
  await failPasswordChange(page);
  const failure = toast(page, 'Failed to change password');
  await expect(failure).toBeVisible();

  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await sections.getByRole('link', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Edit profile' });
  await profile.getByLabel('First name').fill('Ada');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  const success = toast(page, 'Profile updated');
  // At once, beside the error: not queued behind it.
  await expect(success).toBeVisible();
  await expect(failure).toBeVisible();
  const shownAt = Date.now();
  await expect(success).toBeHidden({ timeout: 15_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2_500);
  expect(shownFor).toBeLessThan(9_000);
  // The error is still there well after a success has gone: it waits to be closed.
  await page.waitForTimeout(2_000);
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(failure).toBeHidden();

  // Four errors in a row: the three newest show, none waits in a queue.
  await sections.getByRole('link', { name: 'Security' }).click();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await failPasswordChange(page);
    await expect(page.getByRole('status', { name: 'Failed to change password' })).toHaveCount(
      Math.min(attempt + 1, 3),
    );
  }
});

test('Settings → Profile lays its facts out as two columns on a desktop', async ({ page }) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await expect(page.getByTestId('profile-username')).toHaveText(user.username);
  const labels = profile.locator('dt');
  const values = profile.locator('dd');
  const count = await labels.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const cardBox = (await profile.boundingBox())!;
  const labelLefts: number[] = [];
  const valueLefts: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const label = (await labels.nth(index).boundingBox())!;
    const value = (await values.nth(index).boundingBox())!;
    // Label and value share a line, the value in a column to the right of the labels.
    expect(Math.abs(label.y - value.y), `row ${index}`).toBeLessThan(6);
    expect(value.x).toBeGreaterThanOrEqual(label.x + label.width);
    labelLefts.push(label.x);
    valueLefts.push(value.x);
  }
  // Both columns start at one edge: labels at the card's content edge, not centred in it.
  expect(new Set(labelLefts.map(Math.round)).size).toBe(1);
  expect(new Set(valueLefts.map(Math.round)).size).toBe(1);
  expect(labelLefts[0]! - cardBox.x).toBeLessThan(48);
});

test('usage reads the same on every screen and says failed and duplicate saves are free', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUp(page, uniqueCredentials());
  const link = site.articleUrl(testInfo.testId);
  await saveThroughApi(page, baseURL!, link);
  await waitForExtractions(page, 1);
  // The same link again: a duplicate, not charged.
  await saveThroughApi(page, baseURL!, link);
  const free = 'Failed and duplicate saves are free.';

  await page.goto('/');
  await expect(page.getByRole('group', { name: 'Saved this month' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Saved this month' })).toContainText(free);
  await expect(page.getByRole('group', { name: 'Extractions left' })).toContainText('9 of 10');

  await accountMenuButton(page).click();
  const summary = page.getByTestId('user-summary');
  await expect(summary).toContainText('1 saved this month');
  await expect(summary).toContainText('9 of 10 extractions left');
  await expect(summary).toContainText(free);
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByTestId('profile-usage')).toHaveText(
    '1 saved this month · 9 of 10 extractions left',
  );
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toContainText(free);
});
