import { expect, test } from '@playwright/test';
import { numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, uniqueCredentials } from './helpers';
import {
  bulkBar,
  expectNoSeriousAxeFindings,
  libraryOf,
  signUpAnyWidth,
  typeSearch,
} from './library-bulk-helpers';
import { toast } from './library-helpers';
import { setPlan } from './support/database';

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  test.slow();
  await bypassPreview(page);
});

test('on a phone the boxes are there to tap, the bulk bar sits at the bottom, and delete undoes', async ({
  page,
  baseURL,
}, testInfo) => {
  await libraryOf(page, site, baseURL!, testInfo.testId, 3);
  await page.goto('/');
  const cards = page.getByTestId('content-grid').getByRole('article');
  await expect(cards).toHaveCount(3);

  const first = page.getByRole('checkbox', { name: `Select "${numberedPageTitle(3)}"` });
  await expect(first).toHaveCSS('opacity', '1');
  await first.tap();
  await page.getByRole('checkbox', { name: `Select "${numberedPageTitle(2)}"` }).tap();
  const bar = bulkBar(page);
  await expect(bar).toContainText('2 selected');
  const box = await bar.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBe(0);
  expect(Math.round(box!.width)).toBe(viewport.width);
  expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
  // Boards are for paid plans: a free account's bar does not offer them.
  await bar.getByRole('button', { name: 'More' }).tap();
  await expect(page.getByRole('menuitem', { name: 'Mark unread' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Add to board' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Mark unread' })).toBeHidden();
  await expect(bar).toContainText('2 selected');
  // The Add Content button makes way for the bar.
  await expect(page.getByRole('button', { name: 'Add Content' })).toBeHidden();
  await expectNoSeriousAxeFindings(page, 'bulk bar on a phone');
  await page.screenshot({ path: testInfo.outputPath('bulk-bar-375.png') });

  await bar.getByRole('button', { name: 'Delete' }).tap();
  const deleted = toast(page, 'Deleted 2 items');
  await expect(deleted).toBeVisible();
  await deleted.hover();
  await expect(cards).toHaveCount(1);
  await deleted.getByRole('button', { name: 'Undo' }).tap();
  await expect(cards).toHaveCount(3);
});

test('on a phone operators become chips and the address restores the search', async ({
  page,
  baseURL,
}, testInfo) => {
  const { items } = await libraryOf(page, site, baseURL!, testInfo.testId, 2);
  await page.request.patch(`/api/content/${items[0]!.id}`, {
    data: { isRead: true },
    headers: { Origin: baseURL! },
  });
  await page.goto('/');
  // The phone's search box lives behind the header's search button.
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await typeSearch(page, 'is:read');
  await expect(
    page.getByRole('list', { name: 'Search filters' }).getByRole('button', {
      name: 'Remove filter Read',
    }),
  ).toBeVisible();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(1);
  await expect(page).toHaveURL(/\?q=is%3Aread$/);
  await page.screenshot({ path: testInfo.outputPath('chips-375.png') });
  await page.reload();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(2);
});

test('on a phone a new account sees the checklist, and a first save ticks its step', async ({
  page,
}, testInfo) => {
  await signUpAnyWidth(page, uniqueCredentials());
  const checklist = page.getByRole('region', { name: 'Get started with Vault' });
  await expect(checklist).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'first-run checklist on a phone');
  await page.screenshot({ path: testInfo.outputPath('first-run-375.png'), fullPage: true });
  await checklist.getByRole('button', { name: 'Save a link' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Save Content' });
  await dialog.getByLabel('URL').fill(site.numberedPageUrl(1, testInfo.testId));
  await dialog.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(checklist).toContainText('1 of 4 done');
});

test('on a phone a first board is named and the selection lands in its To Do column', async ({
  page,
  baseURL,
}, testInfo) => {
  const { user, items } = await libraryOf(page, site, baseURL!, testInfo.testId, 2);
  await setPlan(user.username, 'pro');
  await page.goto('/');
  // A touch screen shows the box and, beside it, the platform's icon: no slot is left empty.
  const card = page.getByRole('article', { name: numberedPageTitle(2) });
  const mark = card.locator('[data-platform-mark]');
  await expect(mark.locator('..')).toHaveCSS('opacity', '1');
  await expect(mark.locator('svg')).toHaveCount(1);
  const checkBox = (await card
    .getByRole('checkbox', { name: `Select "${numberedPageTitle(2)}"` })
    .boundingBox())!;
  const markBox = (await mark.boundingBox())!;
  expect(checkBox.x + checkBox.width).toBeLessThanOrEqual(markBox.x);
  await page.getByRole('checkbox', { name: `Select "${numberedPageTitle(2)}"` }).tap();
  // The tap leaves focus in the card: the icon stays.
  await expect(mark.locator('..')).toHaveCSS('opacity', '1');
  await page.getByRole('checkbox', { name: `Select "${numberedPageTitle(1)}"` }).tap();
  const bar = bulkBar(page);
  await expect(bar).toContainText('2 selected');
  const barBox = (await bar.boundingBox())!;
  expect(Math.round(barBox.width)).toBe(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath('bulk-bar-pro-375.png') });

  // On a phone it waits in More, so the bar keeps to two rows of buttons.
  await expect(bar.getByRole('button', { name: 'Add to board' })).toBeHidden();
  expect(barBox.height).toBeLessThan(150);
  await bar.getByRole('button', { name: 'More' }).tap();
  await page.getByRole('menuitem', { name: 'Add to board' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add to Board' });
  await expect(dialog.getByLabel('Board Name')).toHaveValue('My Board');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousAxeFindings(page, 'add selection to a first board on a phone');
  await page.screenshot({ path: testInfo.outputPath('bulk-board-dialog-375.png') });
  await dialog.getByLabel('Board Name').fill('Weekend');
  await dialog.getByRole('button', { name: 'Create Board and Add' }).tap();
  await expect(toast(page, 'Added 2 items to Weekend · To Do')).toBeVisible();
  await expect(bar).toBeHidden();
  const boards = (await (await page.request.get('/api/kanban/boards')).json()) as {
    name: string;
    itemCount: number;
  }[];
  expect(boards.map(({ name, itemCount }) => ({ name, itemCount }))).toEqual([
    { name: 'Weekend', itemCount: 2 },
  ]);
  expect(items).toHaveLength(2);
});
