import { expect, test, type Page } from '@playwright/test';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { lastOutboxCode } from './support/whatsapp-db';

/** A number no other test uses: +1 415 and seven digits from the clock and a random part. */
function uniquePhone(): string {
  const digits = `${Date.now() % 1e4}${Math.floor(Math.random() * 1e3)}`.padStart(7, '0');
  return `+1415${digits.slice(-7)}`;
}

function card(page: Page) {
  return page.getByTestId('whatsapp-card');
}

function toast(page: Page, title: string) {
  return page.getByRole('status', { name: title });
}

test.describe('WhatsApp in Account Settings', () => {
  test.beforeEach(async ({ page }) => {
    await bypassPreview(page);
  });

  test('connect a number with the code, then disconnect it', async ({ page }) => {
    // The whole flow, with two reloads, in one test.
    test.setTimeout(180_000);
    await signUp(page, uniqueCredentials());
    await page.goto('/settings/integrations');
    const whatsapp = card(page);
    await expect(whatsapp.getByRole('heading', { name: 'WhatsApp Integration' })).toBeVisible();
    const phoneField = whatsapp.getByLabel('Phone number');
    await expect(phoneField).toHaveAttribute('placeholder', /^\+\d/);
    await expect(whatsapp.getByText('Include your country code')).toBeVisible();
    const sendCode = whatsapp.getByRole('button', { name: 'Send Verification Code' });

    await sendCode.click();
    await expect(whatsapp.getByText('Phone number is required')).toBeVisible();

    await phoneField.fill('415 555 0123');
    await sendCode.click();
    await expect(toast(page, 'Setup Failed')).toContainText(
      'Enter the number in international format, starting with + and the country code',
    );

    const phone = uniquePhone();
    await phoneField.fill(phone);
    await sendCode.click();
    await expect(toast(page, 'Verification Code Sent')).toBeVisible();
    // A code is pending: the setup button waits, and the code entry appears.
    await expect(whatsapp.getByRole('button', { name: 'Send a New Code' })).toBeDisabled();
    const codeField = whatsapp.getByLabel('Verification code');
    await expect(codeField).toHaveAttribute('maxlength', '6');
    const verify = whatsapp.getByRole('button', { name: 'Verify' });

    await verify.click();
    await expect(toast(page, 'Verification Code Required')).toContainText(
      'Please enter the code you received on WhatsApp',
    );

    const code = await lastOutboxCode(page, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await verify.click();
    await expect(toast(page, 'Verification Failed')).toContainText(
      'Invalid verification code. 4 attempts left.',
    );

    await codeField.fill(code);
    await verify.click();
    await expect(toast(page, 'WhatsApp Connected!')).toBeVisible();
    // The page reloads and shows the connected number.
    await expect(whatsapp.getByTestId('whatsapp-number')).toHaveText(phone, { timeout: 10_000 });
    await expect(whatsapp.getByText('Connected', { exact: true })).toBeVisible();
    await page.reload();
    await expect(whatsapp.getByTestId('whatsapp-number')).toHaveText(phone);

    await whatsapp.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'WhatsApp Disconnected')).toBeVisible();
    await expect(whatsapp.getByLabel('Phone number')).toBeVisible({ timeout: 10_000 });
    await expect(whatsapp.getByTestId('whatsapp-number')).toHaveCount(0);
  });
});
