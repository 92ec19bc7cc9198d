import { expect, test, type Page } from '@playwright/test';
import { numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, signUp, uniqueCredentials, watchEarlyRequest } from './helpers';
import {
  bulkBar,
  expectNoSeriousAxeFindings,
  libraryOf,
  signUpAnyWidth,
  typeSearch,
} from './library-bulk-helpers';
import { saveThroughApi, toast, waitForExtractions } from './library-helpers';
import { setPlan } from './support/database';

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  // Sign-up and extraction take a while on a busy machine.
  test.slow();
  await bypassPreview(page);
});

const selectBox = (page: Page, n: number) =>
  page.getByRole('checkbox', { name: `Select "${numberedPageTitle(n)}"` });

test('selects with the checkbox and shift-click, tags in bulk and undoes it', async ({
  page,
  baseURL,
}, testInfo) => {
  const { user } = await libraryOf(page, site, baseURL!, testInfo.testId, 4);
  await setPlan(user.username, 'pro');
  await page.goto('/');
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(4);

  // Newest first: 4, 3, 2, 1. The box shows on hover, and on every item once selecting.
  await page.getByRole('article', { name: numberedPageTitle(4) }).hover();
  await selectBox(page, 4).click();
  await expect(bulkBar(page)).toBeVisible();
  await expect(bulkBar(page)).toContainText('1 selected');
  await expect(selectBox(page, 1)).toHaveCSS('opacity', '1');
  await selectBox(page, 2).click({ modifiers: ['Shift'] });
  await expect(bulkBar(page)).toContainText('3 selected');
  for (const n of [4, 3, 2]) await expect(selectBox(page, n)).toBeChecked();
  await expect(selectBox(page, 1)).not.toBeChecked();
  await expectNoSeriousAxeFindings(page, 'bulk bar open');
  await page.screenshot({ path: testInfo.outputPath('bulk-bar-1280.png') });
  await page.getByRole('button', { name: 'Toggle color mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousAxeFindings(page, 'bulk bar open, dark');
  await page.screenshot({ path: testInfo.outputPath('bulk-bar-1280-dark.png') });
  await page.getByRole('button', { name: 'Toggle color mode' }).click();

  await bulkBar(page).getByRole('button', { name: 'Tag' }).click();
  await bulkBar(page).getByRole('textbox', { name: 'Tag' }).fill('reading');
  await bulkBar(page).getByRole('button', { name: 'Add tag' }).click();
  const tagged = toast(page, 'Tagged 3 items "reading"');
  await expect(tagged).toBeVisible();
  // The pointer over the toast holds its five seconds, as it would for a person reading it.
  await tagged.hover();
  await expect(bulkBar(page)).toBeHidden();
  const taggedCount = async () =>
    (
      (await (await page.request.get('/api/content/ids?search=tag%3Areading')).json()) as {
        total: number;
      }
    ).total;
  expect(await taggedCount()).toBe(3);

  await tagged.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(taggedCount).toBe(0);
  await typeSearch(page, 'tag:reading');
  await expect(page.getByRole('heading', { name: 'No matching content' })).toBeVisible();
});

test('selects all results of a search and deletes them with Undo', async ({
  page,
  baseURL,
}, testInfo) => {
  await libraryOf(page, site, baseURL!, testInfo.testId, 3);
  await page.goto('/');
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(3);

  await selectBox(page, 3).focus();
  await page.keyboard.press('Space');
  await bulkBar(page).getByRole('button', { name: 'Select all 3 results' }).click();
  await expect(bulkBar(page)).toContainText('3 selected');

  await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
  const deleted = toast(page, 'Deleted 3 items');
  await expect(deleted).toBeVisible();
  await deleted.hover();
  await expect(page.getByRole('heading', { name: 'No content yet' })).toBeVisible();
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(3);

  // Without Undo they go once the five seconds have passed.
  await page.getByRole('article', { name: numberedPageTitle(1) }).hover();
  await selectBox(page, 1).click();
  await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(2);
  await expect
    .poll(async () => ((await (await page.request.get('/api/content')).json()) as []).length, {
      timeout: 20_000,
    })
    .toBe(2);
  await page.reload();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(2);
});

test('operators become chips and filter; the address keeps the view through reload and Back', async ({
  page,
  baseURL,
}, testInfo) => {
  const { items } = await libraryOf(page, site, baseURL!, testInfo.testId, 3);
  const favourite = await page.request.patch(`/api/content/${items[1]!.id}`, {
    data: { isFavorite: true },
    headers: { Origin: baseURL! },
  });
  expect(favourite.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(3);

  await typeSearch(page, 'fixture is:fav');
  const chips = page.getByRole('list', { name: 'Search filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter Favourites' })).toBeVisible();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: numberedPageTitle(2) })).toBeVisible();
  await expect(page).toHaveURL(/\?q=fixture%20is%3Afav$/);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/\?q=fixture%20is%3Afav&view=list$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search content' }).first()).toHaveValue(
    'fixture is:fav',
  );
  await expect(page.getByTestId('content-list').getByRole('article')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\?q=fixture%20is%3Afav$/);
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Search content' }).first()).toHaveValue('');

  // Removing a chip leaves the rest of the search; a bad date says why.
  await page.goForward();
  await chips.getByRole('button', { name: 'Remove filter Favourites' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search content' }).first()).toHaveValue(
    'fixture',
  );
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(3);
  await typeSearch(page, 'before:2026-13-01');
  await expect(page.getByTestId('search-error')).toHaveText(
    'before:2026-13-01 is not a date: write it as YYYY-MM-DD, for example before:2026-01-01',
  );
});

test('saves a search and opens it from the sidebar', async ({ page, baseURL }, testInfo) => {
  const { items } = await libraryOf(page, site, baseURL!, testInfo.testId, 2);
  await page.request.patch(`/api/content/${items[0]!.id}`, {
    data: { isRead: true },
    headers: { Origin: baseURL! },
  });
  await page.goto('/');
  await typeSearch(page, 'is:unread');
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(1);

  const saved = page.getByRole('navigation', { name: 'Saved searches' });
  await saved.getByRole('button', { name: 'Save this search' }).click();
  await saved.getByRole('textbox', { name: 'Save this search: name' }).fill('To read');
  await saved.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved.getByRole('link', { name: 'To read' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(2);
  await saved.getByRole('link', { name: 'To read' }).click();
  await expect(page).toHaveURL(/\?q=is%3Aunread$/);
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(1);
  await expect(saved.getByRole('link', { name: 'To read' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousAxeFindings(page, 'saved searches');
  await page.screenshot({ path: testInfo.outputPath('saved-searches-1280.png') });

  await saved.getByRole('button', { name: 'Rename "To read"' }).click();
  await saved.getByRole('textbox', { name: 'Rename "To read": name' }).fill('Unread');
  await saved.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(saved.getByRole('link', { name: 'Unread' })).toBeVisible();
  await saved.getByRole('button', { name: 'Delete "Unread"' }).click();
  await expect(saved.getByRole('link', { name: 'Unread' })).toBeHidden();
});

test.describe('the first requests', () => {
  // The service worker would serve the app's chunk from its cache, out of the route's sight.
  test.use({ serviceWorkers: 'block' });

  test('the dashboard asks for the saved searches once, before the app has run', async ({
    page,
    baseURL,
  }) => {
    await signUp(page, uniqueCredentials());
    const created = await page.request.post('/api/saved-searches', {
      data: { name: 'Favourites to read', query: 'is:fav is:unread' },
      headers: { Origin: baseURL! },
    });
    expect(created.status()).toBe(201);

    const savedSearches = await watchEarlyRequest(page, '/api/saved-searches');
    await page.goto('/');
    const saved = page.getByRole('navigation', { name: 'Saved searches' });
    await expect(saved.getByRole('link', { name: 'Favourites to read' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(savedSearches.leftBeforeApp()).toBe(true);
    // The early answer is taken by the app, not asked for a second time.
    expect(savedSearches.count()).toBe(1);
  });
});

test('a new account sees the first-run checklist, and a first save ticks its step', async ({
  page,
}, testInfo) => {
  await signUp(page, uniqueCredentials());
  const checklist = page.getByRole('region', { name: 'Get started with Vault' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('0 of 4 done');
  await expect(checklist.getByRole('link', { name: 'Import' })).toHaveAttribute(
    'href',
    '/settings/import-export',
  );
  await expectNoSeriousAxeFindings(page, 'first-run checklist');
  await page.screenshot({ path: testInfo.outputPath('first-run-1280.png') });

  await checklist.getByRole('button', { name: 'Save a link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Content' });
  await dialog.getByLabel('URL').fill(site.numberedPageUrl(1, testInfo.testId));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(checklist).toContainText('1 of 4 done');
  await expect(checklist.getByText('Save your first link (done)')).toBeAttached();

  await checklist.getByRole('button', { name: 'Hide getting started' }).click();
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('content-grid')).toBeVisible();
  await expect(checklist).toBeHidden();
});

test('the checklist keeps its place while it loads, so the cards below it never jump', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpAnyWidth(page, uniqueCredentials());
  // The new, empty library shows the checklist, and this device remembers that it did; saved
  // before the counts had arrived, the links would have hidden it first.
  const checklist = page.getByRole('region', { name: 'Get started with Vault' });
  await expect(checklist).toBeVisible();
  for (const n of [1, 2])
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(n, testInfo.testId));
  await waitForExtractions(page, 2);
  // Its code and the counts arrive late now, as on a slow connection, after the cards.
  await page.route(/FirstRunChecklist-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.route('**/api/content/stats', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  const firstCard = page.getByTestId('content-grid').getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const before = (await firstCard.boundingBox())!;
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('1 of 4 done');
  const after = (await firstCard.boundingBox())!;
  expect(Math.abs(after.y - before.y)).toBeLessThan(1);
});
