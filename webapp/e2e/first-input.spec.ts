import { expect, test } from '@playwright/test';

/**
 * What a person types while the app starts is never lost: the signed-out home arrives
 * prerendered and its scripts start as the visitor acts, on a phone-like slow CPU.
 */
test('a person who taps Sign Up and types their name at once keeps every key', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/?dev=true');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  // A person does not wait: they tap where the name goes and type, 60 ms between keys.
  await page.getByLabel('Username', { exact: true }).filter({ visible: true }).click();
  await page.keyboard.type('ada1815lovelace', { delay: 60 });

  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue('ada1815lovelace');
  await expect(form.getByLabel('Username', { exact: true })).toBeFocused();
  // Still typing after the app has started goes into the same field.
  await page.keyboard.type('42', { delay: 60 });
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue('ada1815lovelace42');
});

test('a visitor who types their address on the landing page at once keeps every key and joins', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  const address = form.getByRole('textbox', { name: 'Email address' });
  // The tap into the field starts the app; the keys arrive while it loads and hydrates.
  await address.click();
  const email = `typed${Date.now().toString(36)}@example.com`;
  await page.keyboard.type(email, { delay: 60 });
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 30_000 });
  await expect(address).toHaveValue(email);
  await expect(address).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: "You're on the list!" })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
