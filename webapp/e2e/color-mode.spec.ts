import { expect, test, type Page } from '@playwright/test';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';

interface StyleRecord {
  /** Stylesheets put in the head that switch every transition off, when they were added. */
  transitionsOff: number;
  /** Of those, how many are still in the document. */
  transitionsOffNow: number;
  /** The `<html>` class as each change left it. */
  htmlClasses: string[];
}

/** Watches, from before the page's own scripts, what the app does to the document's styles. */
async function watchDocumentStyles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { added: [] as HTMLStyleElement[], htmlClasses: [] as string[] };
    (window as unknown as { styleRecord: typeof record }).styleRecord = record;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target === document.documentElement) {
          record.htmlClasses.push(document.documentElement.className);
        }
        for (const node of mutation.addedNodes) {
          if (
            node instanceof HTMLStyleElement &&
            /transition:\s*none/.test(node.textContent ?? '')
          ) {
            record.added.push(node);
          }
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

async function styleRecord(page: Page): Promise<StyleRecord> {
  return page.evaluate(() => {
    const record = (
      window as unknown as { styleRecord: { added: HTMLStyleElement[]; htmlClasses: string[] } }
    ).styleRecord;
    return {
      transitionsOff: record.added.length,
      transitionsOffNow: record.added.filter((style) => style.isConnected).length,
      htmlClasses: record.htmlClasses,
    };
  });
}

test('the app starts without restyling the page, and a colour-mode switch changes every colour at once', async ({
  page,
}) => {
  await bypassPreview(page);
  await signUp(page, uniqueCredentials());
  await watchDocumentStyles(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Toggle color mode' });
  await expect(toggle).toBeVisible();
  // Some time for everything the dashboard starts after its first paint.
  await page.waitForTimeout(1_000);
  const atStart = await styleRecord(page);
  // A stylesheet that turns transitions off, added and removed, restyles every element twice.
  expect(atStart.transitionsOff).toBe(0);
  expect(atStart.htmlClasses.every((name) => name === 'light')).toBe(true);
  await expect(page.locator('html')).toHaveClass('light');

  await toggle.click();
  await expect(page.locator('html')).toHaveClass('dark');
  // While the colours change, no element animates its own way to the new ones; then transitions
  // (menus, buttons) work again.
  await expect.poll(async () => (await styleRecord(page)).transitionsOff).toBe(1);
  await expect.poll(async () => (await styleRecord(page)).transitionsOffNow).toBe(0);

  await page.reload();
  await expect(page.locator('html')).toHaveClass('dark');
  await expect(toggle).toBeVisible();
  await page.waitForTimeout(1_000);
  expect((await styleRecord(page)).transitionsOff).toBe(0);
});
