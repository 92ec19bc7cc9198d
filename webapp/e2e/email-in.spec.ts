import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import { smtpPort } from '../playwright.config';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { solidPng } from './support/png';

function card(page: Page) {
  return page.getByTestId('email-in-card');
}

async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[data-testid="email-in-card"]').analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`),
  ).toEqual([]);
}

/** Delivers a newsletter to the app's SMTP receiver, as the sender's mail server would. */
async function sendNewsletter(to: string, subject: string): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({
      from: 'Loom Letters <issues@letters.test>',
      to,
      subject,
      headers: {
        'List-Unsubscribe': '<https://letters.test/unsubscribe?u=1>',
        'List-Id': 'Loom Letters <loom.letters.test>',
      },
      html: `<h1>${subject}</h1><img src="cid:cover@letters.test" alt="">
        <p>The analytical engine weaves algebraic patterns just as the loom weaves flowers.</p>`,
      attachments: [
        {
          filename: 'cover.png',
          content: solidPng(480, 240, [40, 120, 200]),
          cid: 'cover@letters.test',
        },
      ],
    });
  } finally {
    transport.close();
  }
}

test.describe('Save by e-mail', () => {
  test.beforeEach(async ({ page }) => {
    await bypassPreview(page);
  });

  test('copy the address from Settings, send a newsletter to it, see it in the library with its image', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, uniqueCredentials());
    await page.goto('/settings/integrations');
    const email = card(page);
    await expect(email.getByRole('heading', { name: 'Save by E-mail' })).toBeVisible();
    const shown = email.getByTestId('email-in-address');
    await expect(shown).toHaveText(/^save-[a-z2-7]{52}@mail\.vault\.test$/);
    const address = (await shown.textContent())!.trim();

    await email.getByRole('button', { name: 'Copy' }).click();
    await expect(email.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectNoSeriousAxeFindings(page);

    const subject = `Loom Letters ${Date.now().toString(36)}`;
    await sendNewsletter(address, subject);

    await page.goto('/');
    const title = page.getByRole('heading', { level: 3, name: subject });
    await expect(async () => {
      await page.reload();
      await expect(title).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const image = page.locator('article', { has: title }).locator('img').first();
    await expect(image).toHaveAttribute('src', /\/api\/content\/\d+\/image/);
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await page
      .locator('article', { has: title })
      .getByRole('link', { name: 'View details' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('Newsletter').first()).toBeVisible();
    await expect(page.getByTestId('unsubscribe-link')).toHaveAttribute(
      'href',
      'https://letters.test/unsubscribe?u=1',
    );

    // For review: the saved newsletter and the Settings card at each width, in each colour scheme.
    const detail = page.url();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(detail);
        await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`newsletter-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await page.goto('/settings/integrations');
        await expect(card(page).getByTestId('email-in-address')).toBeVisible();
        await card(page).screenshot({
          path: testInfo.outputPath(`email-in-card-${width}-${colorScheme}.png`),
        });
      }
    }
  });

  test('regenerate asks first, then shows a new address', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/settings/integrations');
    const shown = card(page).getByTestId('email-in-address');
    await expect(shown).toHaveText(/^save-/);
    const before = await shown.textContent();
    await card(page).getByRole('button', { name: 'Regenerate' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Make a new address?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(shown).toHaveText(before!);
    await card(page).getByRole('button', { name: 'Regenerate' }).click();
    await dialog.getByRole('button', { name: 'Make a new address' }).click();
    await expect(shown).not.toHaveText(before!);
    await expect(shown).toHaveText(/^save-[a-z2-7]{52}@/);
  });
});
