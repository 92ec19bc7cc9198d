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
