import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { startFeedSite, type FeedSite } from './feed-site';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { toast } from './library-helpers';
import { setPlan } from './support/database';

const BLOG = 'Fixture Field Notes';
let site: FeedSite;

test.beforeAll(async () => {
  site = await startFeedSite(BLOG, ['Field note one', 'Field note two']);
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  // Sign-up and saving take a while on a busy machine.
  test.slow();
  await bypassPreview(page);
});

async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a Pro user follows a site, checks it after a new post, sees the post arrive and reads the library feed', async ({
  page,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');

  await page.goto('/settings/integrations');
  const feeds = page.getByRole('region', { name: 'Feeds' });
  await expect(feeds.getByText('You follow no feeds yet.')).toBeVisible();
  // An address with no feed says why, under the field, and keeps what was typed.
  const missing = site.blogUrl.replace('/blog', '/nothing-here');
  await feeds.getByLabel('Feed or website address').fill(missing);
  await feeds.getByRole('button', { name: 'Follow feed' }).click();
  await expect(feeds.getByText('Not found (404)')).toBeVisible();
  await expect(feeds.getByLabel('Feed or website address')).toHaveValue(missing);
  await feeds.getByLabel('Feed or website address').fill(site.blogUrl);
  await feeds.getByRole('button', { name: 'Follow feed' }).click();
  await expect(toast(page, `Following ${BLOG}`)).toBeVisible();
  const row = feeds.getByTestId('feed-row');
  await expect(row).toContainText(BLOG);
  await expect(row).toContainText(site.rssUrl);
  await expect(row).toContainText('2 saved');
  await expect(row).toContainText('Active');
  await expectNoSeriousAxeFindings(page);

  site.publish('A brand new field note');
  await row.getByRole('button', { name: `Check ${BLOG} now` }).click();
  await expect(toast(page, `${BLOG} checked`)).toBeVisible();
  await expect(row).toContainText('3 saved');

  await row.getByRole('button', { name: `Pause ${BLOG}` }).click();
  await expect(row).toContainText('Paused');
  await expect(row).not.toContainText('next check');
  await row.getByRole('button', { name: `Resume ${BLOG}` }).click();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Edit the keywords of ${BLOG}` }).click();
  await row.getByLabel('Keywords, separated by commas').fill('field, notes');
  await row.getByRole('button', { name: 'Save keywords' }).click();
  await expect(row.getByLabel('Keywords', { exact: true })).toContainText('field');
  await expect(row.getByLabel('Keywords', { exact: true })).toContainText('notes');
  await expectNoSeriousAxeFindings(page);

  await page.goto('/');
  await expect(page.getByRole('article', { name: 'A brand new field note' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('article', { name: 'Field note one' })).toBeVisible();

  await page.goto('/settings/integrations');
  const libraryFeed = page.getByRole('region', { name: 'Library Feed' });
  const address = await libraryFeed.getByLabel('Library feed address').inputValue();
  expect(address).toMatch(/\/api\/library-feed\/\d+\.[\w-]{43}$/);

  // A feed reader has no session: the address alone opens the feed.
  const reader = await request.newContext();
  try {
    const answer = await reader.get(address);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/atom+xml');
    const atom = await answer.text();
    expect(atom).toContain('<title type="html"><![CDATA[A brand new field note]]></title>');
    expect(atom.indexOf('A brand new field note')).toBeLessThan(atom.indexOf('Field note one'));

    await libraryFeed.getByRole('button', { name: 'Regenerate' }).click();
    await expect(toast(page, 'New feed address')).toBeVisible();
    await expect(libraryFeed.getByLabel('Library feed address')).not.toHaveValue(address);
    expect((await reader.get(address)).status()).toBe(404);
  } finally {
    await reader.dispose();
  }

  // For review: the two cards at each width, in each colour scheme.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await feeds.screenshot({ path: testInfo.outputPath(`feeds-${width}-${colorScheme}.png`) });
      await libraryFeed.screenshot({
        path: testInfo.outputPath(`library-feed-${width}-${colorScheme}.png`),
      });
    }
  }

  // Removing the feed stops it; what it saved stays in the library.
  await row.getByRole('button', { name: `Remove ${BLOG}` }).click();
  await expect(toast(page, 'Feed removed')).toBeVisible();
  await expect(feeds.getByTestId('feed-row')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'A brand new field note' })).toBeVisible();
});

test('a free user is offered the plans instead of the feed form', async ({ page }) => {
  await signUp(page, uniqueCredentials());
  await page.goto('/settings/integrations');
  const feeds = page.getByRole('region', { name: 'Feeds' });
  await expect(feeds.getByText('Feeds are part of the Pro and Premium plans.')).toBeVisible();
  await expect(feeds.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/settings/plan',
  );
  await expect(feeds.getByLabel('Feed or website address')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Library Feed' }).getByLabel('Library feed address'),
  ).toHaveValue(/\/api\/library-feed\//);
});
