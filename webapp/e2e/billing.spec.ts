import { expect, test, type Locator, type Request } from '@playwright/test';
import { PLAN_CATALOG } from '@vault/contracts';
import { ARTICLE, startFixtureSite, type FixtureSite } from './fixture-site';
import { accountMenuButton, bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughApi, toast } from './library-helpers';
import { setStripeSubscription, setUsage } from './support/billing-db';

/** The month's extractions in the account summary (a paid plan's storage bar says its own). */
const extractionsLeft = (summary: Locator) =>
  summary.getByTestId('usage-count').filter({ hasText: 'extractions' });

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  await bypassPreview(page);
});

/** The e2e server runs without STRIPE_SECRET_KEY: development mode, where upgrades apply at once. */
test.describe('plans and billing', () => {
  // Whole journeys across several pages (sign-up, pricing, home, detail).
  test.describe.configure({ timeout: 180_000 });

  test('a free user at the limit is offered an upgrade, upgrades, then adds notes and tags', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = uniqueCredentials();
    await signUp(page, user);
    const item = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await setUsage(user.username, 10);
    await page.reload();

    // The avatar menu shows the month's usage, the credits and the reset date.
    await accountMenuButton(page).click();
    const summary = page.getByTestId('user-summary');
    await expect(extractionsLeft(summary)).toHaveText('0 of 10 extractions left');
    // The bar is full, and says so to a screen reader.
    const bar = summary.getByRole('progressbar', { name: /saved this month/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 10 extractions left (100% used)');
    await expect(summary.getByTestId('credits-balance')).toHaveText('0 credits');
    await expect(summary.getByTestId('usage-resets')).toHaveText(
      /^Resets [A-Z][a-z]{2} \d+, \d{4}$/,
    );
    await page.keyboard.press('Escape');

    // At the limit: saving fails with the server's message and an Upgrade button.
    await page.getByRole('button', { name: 'Add Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    await dialog.getByLabel('URL').fill(site.numberedPageUrl(1, testInfo.testId));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const failure = toast(page, 'Save failed');
    await expect(failure).toContainText('You have used all 10 saves of this month.');

    // The detail page shows the upgrade prompt instead of note and tag editing.
    await page.goto(`/content/${item.id}`);
    await expect(page.getByText('Notes and tags are Pro features')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Upgrade' }).click();

    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeVisible();
    const proCard = page.getByRole('article', { name: 'Pro' });
    const freeCard = page.getByRole('article', { name: 'Free' });
    await expect(proCard.getByText('Most Popular')).toBeVisible();
    await expect(proCard).toContainText('$9');
    await expect(freeCard.getByText('Current', { exact: true })).toBeVisible();
    await expect(freeCard.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await proCard.getByRole('button', { name: 'Upgrade to Pro' }).click();

    await expect(toast(page, 'Upgrade Successful')).toContainText('You are now on the Pro plan.');
    // After 1.5 seconds the browser goes home, with the current user already refreshed.
    await expect(page).toHaveURL(/\/$/);
    await accountMenuButton(page).click();
    await expect(summary.getByText('Pro', { exact: true })).toBeVisible();
    await expect(extractionsLeft(summary)).toHaveText('250 of 250 extractions left');
    await expect(page.getByRole('menuitem', { name: 'Kanban Boards' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/content/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(page.getByText('Notes and tags are Pro features')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('textbox', { name: 'Quick note' }).fill('Worth the upgrade.');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
    await expect(page.getByTestId('quick-note')).toHaveText('Worth the upgrade.');

    await page.getByRole('button', { name: 'Edit Tags' }).click();
    await page.getByLabel('New tag').fill('billing');
    await page.getByLabel('New tag').press('Enter');
    await expect(page.getByRole('button', { name: 'Remove tag billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Tags' }).getByRole('list', { name: 'Tags' }),
    ).toContainText('billing');
  });

  test('the Upgrade page: Pro and Premium, the development-mode note, the guarantee', async ({
    page,
  }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/upgrade');

    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const plans = page.getByRole('region', { name: 'Plans' }).getByRole('article');
    await expect(plans).toHaveCount(2);
    for (const plan of PLAN_CATALOG.filter((entry) => entry.name !== 'free')) {
      const card = page.getByRole('article', { name: plan.label });
      await expect(card).toContainText(`$${plan.price}`);
      await expect(card).toContainText(`${plan.extractionLimit} extractions per month`);
      await expect(card.getByRole('button', { name: `Upgrade to ${plan.label}` })).toBeEnabled();
    }
    await expect(
      page.getByRole('article', { name: 'Pro' }).getByText('Most Popular'),
    ).toBeVisible();
    await expect(page.getByText('Development mode', { exact: true })).toBeVisible();
    await expect(
      page.getByText('30-day money-back guarantee · Cancel anytime · No hidden fees'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await expect(toast(page, 'Upgrade Successful')).toContainText('Premium');
    await expect(page).toHaveURL(/\/$/);
    await accountMenuButton(page).click();
    await expect(extractionsLeft(page.getByTestId('user-summary'))).toHaveText(
      '750 of 750 extractions left',
    );
  });

  test('a top-up adds 100 credits that show in the avatar menu and on Settings', async ({
    page,
  }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/pricing');
    const topUp = page.getByRole('region', { name: 'Need more extractions?' });
    await expect(topUp).toContainText('Top-up credits never expire');
    await topUp.getByRole('button', { name: /Buy 100 extractions/ }).click();

    await expect(toast(page, 'Topup Successful')).toContainText('100 extractions');
    await expect(page).toHaveURL(/\/$/);
    await accountMenuButton(page).click();
    await expect(page.getByTestId('user-summary').getByTestId('credits-balance')).toHaveText(
      '100 credits',
    );
    await page.keyboard.press('Escape');

    await page.goto('/settings/plan');
    const billing = page.getByRole('region', { name: 'Plan & Billing' });
    await expect(billing.getByTestId('credits-balance')).toHaveText('100 credits');
    await expect(billing.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(billing.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);
  });

  test('the pricing FAQ answers from the plan catalog, one question open at a time', async ({
    page,
  }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/pricing');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.getByRole('button', { name: 'What are the extraction limits?' }).click();
    await expect(faq).toContainText('Free includes 10 saves per month');
    await expect(faq).toContainText('Premium includes 750 extractions per month for $19');
    await faq.getByRole('button', { name: 'How do top-ups work?' }).click();
    await expect(faq).toContainText('Top-up credits never expire');
    await expect(faq.getByText('Free includes 10 saves per month')).toBeHidden();
  });

  test('a paying user gets Manage subscription on Pricing and Settings', async ({ page }) => {
    const user = uniqueCredentials();
    await signUp(page, user);
    await setStripeSubscription(user.username, 'sub_e2e');
    await page.goto('/pricing');

    await expect(
      page.getByRole('article', { name: 'Pro' }).getByText('Current', { exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('article', { name: 'Premium' })
        .getByRole('button', { name: 'Manage subscription' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your plan' })
        .getByRole('button', { name: 'Manage subscription' }),
    ).toBeVisible();
    await page.goto('/settings/plan');
    await expect(
      page
        .getByRole('region', { name: 'Plan & Billing' })
        .getByRole('button', { name: 'Manage subscription' }),
    ).toBeVisible();
  });

  test('an upgrade after the session ended says so and goes to sign in', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    // Requests of the page whose answer has not begun: sessions roll, so each answer sets the
    // cookie again, and one still on its way when the cookies are cleared signs the browser back in.
    const unanswered = new Set<Request>();
    page.on('request', (request) => unanswered.add(request));
    page.on('response', (response) => unanswered.delete(response.request()));
    page.on('requestfailed', (request) => unanswered.delete(request));
    // The live-updates stream is the page's last request (its code loads after the page shows).
    const streamOpened = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events',
    );
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await streamOpened;
    // Its opening makes the app catch up (the user, the lists): wait for a second with no request
    // unanswered.
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (unanswered.size > 0) quietSince = Date.now();
          return Date.now() - quietSince;
        },
        { intervals: [50] },
      )
      .toBeGreaterThanOrEqual(1_000);
    await page.context().clearCookies();
    // Answer the redirect to /api/login with 204 No Content: the browser then stays on the page,
    // so the toast can be read however slowly the machine runs; the redirect itself is checked after.
    let loginRequested = false;
    await page.route('**/api/login', async (route) => {
      loginRequested = true;
      await route.fulfill({ status: 204 });
    });

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

    await expect(toast(page, 'Unauthorized')).toContainText(
      'You are logged out. Logging in again...',
    );
    await expect.poll(() => loginRequested).toBe(true);
    await page.unroute('**/api/login');
    // /api/login leads to the Account card of the signed-out home.
    await page.goto('/api/login');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
