import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import { numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughApi, toast, waitForExtractions } from './library-helpers';

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

/** Signs up and saves `count` numbered pages (newest first in the library), extracted. */
async function libraryOf(page: Page, baseURL: string, key: string, count: number) {
  await signUp(page, uniqueCredentials());
  const saved: ContentItem[] = [];
  for (let n = 1; n <= count; n += 1) {
    saved.push(await saveThroughApi(page, baseURL, site.numberedPageUrl(n, key)));
  }
  await waitForExtractions(page, count);
  return saved;
}

async function itemOnServer(page: Page, id: number): Promise<ContentItem> {
  const response = await page.request.get(`/api/content/${id}`);
  return (await response.json()) as ContentItem;
}

async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .join('; ')})`,
    ),
    where,
  ).toEqual([]);
}

test('the list view shows compact rows, is remembered, marks unread items and keeps the actions', async ({
  page,
  baseURL,
}, testInfo) => {
  const [first, second, third] = await libraryOf(page, baseURL!, testInfo.testId, 3);
  // The first item read, the others not.
  const read = await page.request.patch(`/api/content/${first!.id}`, {
    data: { isRead: true },
    headers: { Origin: baseURL! },
  });
  expect(read.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByTestId('content-grid')).toBeVisible();

  const listButton = page.getByRole('button', { name: 'List view' });
  await expect(listButton).toHaveAttribute('aria-pressed', 'false');
  await listButton.click();
  await expect(listButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const list = page.getByTestId('content-list');
  const rows = list.getByRole('article');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('content-grid')).toHaveCount(0);

  const readRow = list.getByRole('article', { name: numberedPageTitle(1) });
  const unreadRow = list.getByRole('article', { name: numberedPageTitle(2) });
  // Title, source and date on one compact row.
  await expect(unreadRow).toContainText('127.0.0.1');
  await expect(unreadRow.locator('time')).toBeVisible();
  await expect(unreadRow.getByRole('img', { name: 'Web' })).toBeVisible();
  await expect(unreadRow.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(readRow.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  const rowHeight = (await unreadRow.boundingBox())!.height;
  expect(rowHeight).toBeLessThan(90);

  // Remembered on this device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows).toHaveCount(3);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const where = `${width} px, ${colorScheme}`;
      await expect(rows).toHaveCount(3);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, where).toBeLessThanOrEqual(width);
      // The actions stay on the row, inside the window, at any width.
      const menuBox = (await unreadRow
        .getByRole('button', { name: 'More actions' })
        .boundingBox())!;
      expect(menuBox.x + menuBox.width, where).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeFindings(page, where);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/library-list-${width}-${colorScheme}.png`,
        });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Favourite from the row.
  await unreadRow.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(unreadRow.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await itemOnServer(page, second!.id)).isFavorite).toBe(true);

  // Mark read from the row's menu: the marker goes.
  await unreadRow.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Read' }).click();
  await expect(unreadRow.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect.poll(async () => (await itemOnServer(page, second!.id)).isRead).toBe(true);

  // Delete from the row's menu, then Undo.
  const thirdRow = list.getByRole('article', { name: numberedPageTitle(3) });
  await thirdRow.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(2);
  await toast(page, 'Content deleted').getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(3);

  // The row opens its item.
  await thirdRow.getByRole('link', { name: numberedPageTitle(3) }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${third!.id}$`));
});

test('keyboard shortcuts search, move, open, favourite, mark read, save and list themselves', async ({
  page,
  baseURL,
}, testInfo) => {
  // Newest first: page 2, then page 1.
  const [older, newer] = await libraryOf(page, baseURL!, testInfo.testId, 2);
  await page.goto('/');
  const grid = page.getByTestId('content-grid');
  await expect(grid.getByRole('article')).toHaveCount(2);
  const newerCard = grid.getByRole('article', { name: numberedPageTitle(2) });
  const olderCard = grid.getByRole('article', { name: numberedPageTitle(1) });

  // `/` focuses the search; a shortcut key typed there is only text.
  const search = page.getByRole('searchbox', { name: 'Search content' });
  // The header's search box loads after the page's first paint.
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await page.keyboard.press('j');
  await expect(search).toHaveValue('j');
  await expect(search).toBeFocused();
  await search.fill('');
  await page.getByRole('heading', { name: 'Your Vault' }).click();

  // j / k move a visible focus ring between the items.
  await page.keyboard.press('j');
  await expect(newerCard).toBeFocused();
  const outline = await newerCard.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('j');
  await expect(olderCard).toBeFocused();
  await page.keyboard.press('j');
  await expect(olderCard).toBeFocused();
  await page.keyboard.press('k');
  await expect(newerCard).toBeFocused();
  // With a modifier, the key is not a shortcut.
  await page.keyboard.press('Alt+j');
  await expect(newerCard).toBeFocused();

  // f favourites the focused item, e marks it read.
  await page.keyboard.press('f');
  await expect(newerCard.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect.poll(async () => (await itemOnServer(page, newer!.id)).isFavorite).toBe(true);
  expect((await itemOnServer(page, newer!.id)).isRead).toBe(false);
  await page.keyboard.press('e');
  await expect.poll(async () => (await itemOnServer(page, newer!.id)).isRead).toBe(true);
  expect((await itemOnServer(page, older!.id)).isFavorite).toBe(false);

  // s opens the save dialog; keys there belong to the dialog.
  await page.keyboard.press('s');
  const saveDialog = page.getByRole('dialog', { name: 'Save Content' });
  await expect(saveDialog).toBeVisible();
  await page.keyboard.press('?');
  await page.keyboard.press('j');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  // Typed into the dialog's field, the focus still in the dialog.
  await expect(saveDialog.getByLabel('URL')).toHaveValue('?j');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(saveDialog).toBeHidden();

  // ? lists them all.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const action of ['Search', 'Next item', 'Previous item', 'Open the item', 'Save a link']) {
    await expect(help.getByText(action, { exact: true })).toBeVisible();
  }
  await expect(help.getByText('Mark read or unread')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // o opens the focused item; Enter too.
  await page.getByRole('heading', { name: 'Your Vault' }).click();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(olderCard).toBeFocused();
  await page.keyboard.press('o');
  await expect(page).toHaveURL(new RegExp(`/content/${older!.id}$`));
  await page.goBack();
  await expect(newerCard).toBeVisible();
  await page.getByRole('heading', { name: 'Your Vault' }).click();
  await page.keyboard.press('j');
  await expect(newerCard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/content/${newer!.id}$`));
});
