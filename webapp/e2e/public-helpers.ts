import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '@vault/contracts';

export const LEGAL_PAGES = [
  { key: 'faqs', heading: 'Frequently Asked Questions' },
  { key: 'privacy', heading: 'Privacy Policy' },
  { key: 'terms', heading: 'Terms of Use' },
  { key: 'cookies', heading: 'Cookie Policy' },
] as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;

export function pathOf(key: keyof typeof PUBLIC_PAGES): string {
  return PUBLIC_PAGES[key].path;
}

/** Fails on any axe violation of serious or critical impact (WCAG 2 A and AA rules). */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join('; ')})`,
    ),
  ).toEqual([]);
}

/** Nothing sticks out sideways (the page scrolls only vertically). */
export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

export function toast(page: Page, title: string) {
  return page.getByRole('status', { name: title });
}

/**
 * Opens a prerendered public page, acts on it as a visitor would and waits until the app has
 * hydrated it (AppStarted marks `<html data-app-started>`): the HTML paints before the scripts run,
 * and the app starts at the visitor's first interaction.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await startUsing(page);
  await expectAppStarted(page);
}

/**
 * What a visitor does first on a page, moving the pointer over it: a prerendered page starts the
 * app on the first interaction (src/main.tsx), not before.
 */
export async function startUsing(page: Page): Promise<void> {
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 60);
}

/** The app has hydrated or rendered the page and handles input (AppStarted). */
export async function expectAppStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 30_000 });
}

/**
 * Holds the app's entry script until `release` is called, so a test can act on the prerendered
 * page before any script of the app runs. Navigate with `waitUntil: 'commit'`: DOMContentLoaded
 * waits for the held module script.
 */
export async function holdEntryScript(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return { release };
}
