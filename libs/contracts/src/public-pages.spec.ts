import { describe, expect, it, vi } from 'vitest';
import { findPlan, TOP_UP } from './plans.js';
import { formatUsd, PUBLIC_PAGES } from './public-page-meta.js';
import { LANDING_FAQ, SITE_FAQ } from './public-pages.js';

describe('public page copy', () => {
  it('has fifteen distinct FAQ questions, four on the landing page, all of them in the FAQ', () => {
    expect(SITE_FAQ).toHaveLength(15);
    expect(new Set(SITE_FAQ.map((entry) => entry.question)).size).toBe(15);
    expect(LANDING_FAQ).toHaveLength(4);
    for (const entry of LANDING_FAQ) expect(SITE_FAQ).toContainEqual(entry);
  });

  it('quotes prices and allowances from the plan catalog', () => {
    const answers = SITE_FAQ.map((entry) => entry.answer).join(' ');
    for (const name of ['free', 'pro', 'premium']) {
      const plan = findPlan(name);
      expect(answers).toContain(`${plan.label} (${formatUsd(plan.price)}`);
      expect(answers).toContain(`${plan.extractionLimit} `);
    }
    expect(answers).toContain(`${TOP_UP.credits} extra extractions for ${formatUsd(TOP_UP.price)}`);
    expect(PUBLIC_PAGES.landing.description).toContain(
      `${findPlan('free').extractionLimit} saves a month`,
    );
  });

  it('formats whole dollars without cents and others with them', () => {
    expect(formatUsd(9)).toBe('$9');
    expect(formatUsd(4.99)).toBe('$4.99');
  });

  it('gives every page its own title and description', () => {
    const pages = Object.values(PUBLIC_PAGES);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length).toBeLessThanOrEqual(170);
  });

  it('makes no number formatter until a description is read', async () => {
    vi.resetModules();
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      const fresh = await import('./public-page-meta.js');
      expect(fresh.PUBLIC_PAGES.faqs.path).toBe('/faqs');
      expect(made).toBe(0);
      expect(fresh.PUBLIC_PAGES.faqs.description).toContain('$0');
      expect(made).toBeGreaterThan(0);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
