import { expect, test, type Page } from '@playwright/test';
import type { Board, ContentItem } from '@vault/contracts';
import { numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview } from './helpers';
import { bulkBar, expectNoSeriousAxeFindings, libraryOf } from './library-bulk-helpers';
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
  // Sign-up and extraction take a while on a busy machine.
  test.slow();
  await bypassPreview(page);
});

const selectBox = (page: Page, n: number) =>
  page.getByRole('checkbox', { name: `Select "${numberedPageTitle(n)}"` });

/** Each column's content ids, top to bottom. */
async function columnsOf(page: Page, boardId: number): Promise<Record<string, number[]>> {
  const board = (await (await page.request.get(`/api/kanban/boards/${boardId}`)).json()) as Board;
  const result: Record<string, number[]> = {};
  for (const column of board.columns) {
    result[column.id] = board.items
      .filter((item) => item.columnId === column.id)
      .sort((a, b) => a.position - b.position)
      .map((item) => item.content.id);
  }
  return result;
}

test('adds the selection to a board column in one request, skips what is there, and undoes it', async ({
  page,
  baseURL,
}, testInfo) => {
  const { user, items } = await libraryOf(page, site, baseURL!, testInfo.testId, 3);
  const [first, second, third] = items as [ContentItem, ContentItem, ContentItem];
  await setPlan(user.username, 'pro');
  const board = (await (
    await page.request.post('/api/kanban/boards', {
      data: { name: 'Reading' },
      headers: { Origin: baseURL! },
    })
  ).json()) as Board;
  await page.request.post(`/api/kanban/boards/${board.id}/items`, {
    data: { contentId: first.id, columnId: 'todo' },
    headers: { Origin: baseURL! },
  });
  await page.goto('/');
  await expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(3);

  // Newest first: 3, 2, 1.
  await page.getByRole('article', { name: numberedPageTitle(3) }).hover();
  await selectBox(page, 3).click();
  await selectBox(page, 1).click({ modifiers: ['Shift'] });
  await expect(bulkBar(page)).toContainText('3 selected');

  const dialog = page.getByRole('dialog', { name: 'Add to Board' });
  await bulkBar(page).getByRole('button', { name: 'Add to board' }).click();
  await expect(dialog.getByLabel('Board').locator('option:checked')).toHaveText('Reading');
  await expect(dialog).toContainText('3 selected items go to the top of the column');
  await expectNoSeriousAxeFindings(page, 'add selection to board');
  await page.screenshot({ path: testInfo.outputPath('bulk-board-dialog-1280.png') });
  // Escape closes the dialog and keeps the selection.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bulkBar(page)).toContainText('3 selected');

  await page.getByRole('button', { name: 'Toggle color mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await bulkBar(page).getByRole('button', { name: 'Add to board' }).click();
  await dialog.getByLabel('Column').selectOption({ label: 'In Progress' });
  await expectNoSeriousAxeFindings(page, 'add selection to board, dark');
  await page.screenshot({ path: testInfo.outputPath('bulk-board-dialog-1280-dark.png') });

  const boardWrites: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/kanban/') && request.method() !== 'GET') {
      boardWrites.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  await dialog.getByRole('button', { name: 'Add 3 items' }).click();
  const added = toast(page, 'Added 2 items to Reading · In Progress');
  await expect(added).toBeVisible();
  // The pointer over the toast holds its five seconds, as it would for a person reading it.
  await added.hover();
  await expect(added).toContainText('1 item was on the board already and stayed where it was.');
  await expect(dialog).toBeHidden();
  await expect(bulkBar(page)).toBeHidden();
  expect(boardWrites).toEqual([`POST /api/kanban/boards/${board.id}/items/bulk`]);
  expect(await columnsOf(page, board.id)).toEqual({
    todo: [first.id],
    'in-progress': [third.id, second.id],
    done: [],
  });
  await page.screenshot({ path: testInfo.outputPath('bulk-board-added-1280-dark.png') });

  await added.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(() => columnsOf(page, board.id))
    .toEqual({ todo: [first.id], 'in-progress': [], done: [] });
});

test("each card shows its platform's icon where the select box appears on hover", async ({
  page,
  baseURL,
}, testInfo) => {
  await libraryOf(page, site, baseURL!, testInfo.testId, 2);
  await page.goto('/');
  const card = page.getByRole('article', { name: numberedPageTitle(2) });
  await expect(card).toBeVisible();
  const box = selectBox(page, 2);
  const mark = card.locator('[data-platform-mark]');

  // Not hovered: the slot before the badge shows the platform's icon, not an empty space.
  await page.mouse.move(0, 0);
  await expect(box).toHaveCSS('opacity', '0');
  await expect(mark.locator('..')).toHaveCSS('opacity', '1');
  await expect(mark.locator('svg')).toHaveCount(1);
  const markBox = (await mark.boundingBox())!;
  expect(markBox.width).toBeGreaterThanOrEqual(16);
  const iconBox = (await mark.locator('svg').boundingBox())!;
  expect(iconBox.width).toBeGreaterThan(8);
  // The icon sits in the same place the box does, just before the badge.
  const checkBox = (await box.boundingBox())!;
  expect(Math.abs(markBox.x + markBox.width / 2 - (checkBox.x + checkBox.width / 2))).toBeLessThan(
    2,
  );
  const badge = (await card.getByText('Web', { exact: true }).first().boundingBox())!;
  expect(badge.x - (markBox.x + markBox.width)).toBeLessThanOrEqual(8);
  await card.screenshot({ path: testInfo.outputPath('card-platform-mark.png') });

  // Hovered: the box takes the icon's place.
  await card.hover();
  await expect(box).toHaveCSS('opacity', '1');
  await expect(mark.locator('..')).toHaveCSS('opacity', '0');

  // A row does the same with its platform square: the box appears over it, not before it.
  await page.getByRole('button', { name: 'List view' }).click();
  const row = page.getByRole('article', { name: numberedPageTitle(2) });
  const square = row.getByRole('img', { name: 'Web' });
  await page.mouse.move(0, 0);
  await expect(square.locator('..')).toHaveCSS('opacity', '1');
  await expect(box).toHaveCSS('opacity', '0');
  const rowBox = (await row.boundingBox())!;
  const squareBox = (await square.boundingBox())!;
  expect(squareBox.x - rowBox.x).toBeLessThanOrEqual(13);
  await row.hover();
  await expect(box).toHaveCSS('opacity', '1');
  await expect(square.locator('..')).toHaveCSS('opacity', '0');
  await page.screenshot({ path: testInfo.outputPath('rows-hover-1280.png') });
});
