import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { findPlan, LANDING_FAQ, PUBLIC_PAGES, SITE_FAQ } from '@vault/contracts';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import {
  COLOR_SCHEMES,
  expectNoSeriousAxeViolations,
  LEGAL_PAGES,
  openHydrated,
  pathOf,
  toast,
} from './public-helpers';
import { setRole } from './support/admin-db';
import { withDatabase } from './support/database';

const uniqueEmail = () =>
  `wait${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

async function waitlistRows(email: string): Promise<number> {
  return withDatabase(async (client) => {
    const result = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM waitlist_entries WHERE lower(email) = lower($1)',
      [email],
    );
    return result.rows[0]!.n;
  });
}

test.describe('the waitlist landing page', () => {
  test('a visitor joins the waitlist once; joining again is still a success', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Lose Valuable Content Again' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Supported platforms' })).toContainText('GitHub');
    await expect(page.getByRole('heading', { name: 'See How It Works' })).toBeVisible();
    await expect(
      page.getByText('Content automatically organized by platform, type, and date'),
    ).toBeVisible();
    for (const title of [
      'Multi-Platform',
      'AI-Powered',
      'Kanban Boards',
      'WhatsApp Save',
      'Secure & Private',
      'Lightning Fast',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Your content, always accessible' }),
    ).toBeVisible();
    // Below the default threshold of 500 sign-ups the page claims no number.
    await expect(page.getByText(/early adopters/)).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toast(page, 'Email required')).toBeVisible();
    await expect(toast(page, 'Email required')).toContainText(
      'Please enter your email to join the waitlist',
    );

    const email = uniqueEmail();
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toast(page, "You're on the list!")).toBeVisible();
    await expect(page.getByText(/You're on the list! We'll e-mail you/)).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(await waitlistRows(email)).toBe(1);

    // Someone else in another browser with the same address in capitals: success, no second row.
    const other = await browser.newPage();
    await other.goto('/');
    const otherForm = other.getByRole('form', { name: 'Join the waitlist' });
    await otherForm.getByLabel('Email address').fill(email.toUpperCase());
    await otherForm.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(toast(other, "You're on the list!")).toBeVisible();
    await other.close();
    expect(await waitlistRows(email)).toBe(1);
  });

  test('the four questions open one at a time', async ({ page }) => {
    await openHydrated(page, '/');
    const first = page.getByRole('button', { name: LANDING_FAQ[0]!.question });
    const second = page.getByRole('button', { name: LANDING_FAQ[1]!.question });
    await first.click();
    await expect(page.getByText(LANDING_FAQ[0]!.answer)).toBeVisible();
    await second.click();
    await expect(page.getByText(LANDING_FAQ[1]!.answer)).toBeVisible();
    await expect(page.getByText(LANDING_FAQ[0]!.answer)).toBeHidden();
  });

  for (const scheme of COLOR_SCHEMES) {
    test(`has no serious accessibility violations in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('public pages', () => {
  for (const { key, heading } of LEGAL_PAGES) {
    for (const scheme of COLOR_SCHEMES) {
      test(`${pathOf(key)} reads well in ${scheme} mode with no serious axe violations`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(pathOf(key));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(PUBLIC_PAGES[key].title);
        await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test('/faqs: fifteen questions, one answer open at a time, figures from the plan catalog', async ({
    page,
  }) => {
    await openHydrated(page, '/faqs');
    const questions = page.locator('[data-scope="accordion"][data-part="item-trigger"]');
    await expect(questions).toHaveCount(15);
    await expect(questions).toHaveText(SITE_FAQ.map((entry) => entry.question));

    await page.getByRole('button', { name: 'What does each plan cost and include?' }).click();
    const plans = page.getByText(/^Free \(\$0\): 10 saves per month; Pro \(\$9 per month\)/);
    await expect(plans).toBeVisible();
    await page.getByRole('button', { name: 'Is there a free plan?' }).click();
    await expect(
      page.getByText(`A free account saves ${findPlan('free').extractionLimit} links a month`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(plans).toBeHidden();
  });

  test('/cookies: four categories; Accept only shows the choice', async ({ page }) => {
    await openHydrated(page, '/cookies');
    for (const name of ['Essential', 'Analytics', 'Marketing', 'Preferences']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('Always on')).toBeVisible();
    const analytics = page.getByRole('region', { name: 'Analytics' });
    await analytics.getByRole('button', { name: 'Accept' }).click();
    await expect(analytics.getByRole('button', { name: 'Accepted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual([]);
  });

  test('the footer links lead to each public page, at its top, and the title follows', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const { key, heading } of LEGAL_PAGES) {
      await footer
        .getByRole('link', {
          name: new RegExp(heading === 'Frequently Asked Questions' ? 'FAQs' : heading),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pathOf(key)}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(PUBLIC_PAGES[key].title);
      // The link was clicked at the bottom of the last page; the new page starts at its top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});

test.describe('the HTML the server sends, read without JavaScript', () => {
  test('the landing page carries its head, structured data and four questions', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<title>${PUBLIC_PAGES.landing.title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
    for (const type of ['Organization', 'WebSite', 'SoftwareApplication', 'FAQPage'])
      expect(html).toContain(`"@type":"${type}"`);
    for (const entry of LANDING_FAQ) expect(html).toContain(entry.question);
  });

  for (const { key } of LEGAL_PAGES) {
    test(`${pathOf(key)} has its own title, description and canonical link`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(pathOf(key));
      expect(response.ok()).toBe(true);
      const html = await response.text();
      expect(html).toContain(`<title>${PUBLIC_PAGES[key].title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${pathOf(key)}" />`);
    });
  }
});

test.describe('the signed-out home', () => {
  test('Features, Platform Support and Get Started; Start Free Trial opens sign-up', async ({
    page,
  }) => {
    await bypassPreview(page);
    await page.goto('/');
    for (const title of ['Features', 'Platform Support', 'Get Started']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      page.getByText(`Free account: ${findPlan('free').extractionLimit} saves per month`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What people say' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Built on open web standards' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the waitlist export', () => {
  test('an administrator downloads the waitlist as CSV from the dashboard', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail();
    // The API accepts state changes only from its own origin, as a browser on the page sends.
    const joined = await request.post('/api/waitlist', {
      data: { email },
      headers: { Origin: baseURL! },
    });
    expect(joined.status()).toBe(201);

    await bypassPreview(page);
    const admin = uniqueCredentials();
    await signUp(page, admin);
    await setRole(admin.username, 'admin');
    await page.goto('/admin');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Waitlist (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vault-waitlist-\d{4}-\d\d-\d\d\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\n')[0]).toBe('email,joined_at');
    expect(text).toContain(`\n${email},`);
  });
});
