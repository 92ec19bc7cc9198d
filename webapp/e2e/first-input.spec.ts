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
