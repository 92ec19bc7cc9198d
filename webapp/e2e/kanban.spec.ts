import { expect, test, type Locator, type Page } from '@playwright/test';
import { numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { accountMenuButton, bypassPreview, signUp, uniqueCredentials } from './helpers';
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

function column(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Drags with the mouse in small steps, as a person does (the board starts a drag after 5 px). */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

async function addToBoard(page: Page, title: string, board: string): Promise<void> {
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to Board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Board' });
  await expect(dialog.getByLabel('Board')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Board').locator('option:checked')).toHaveText(board);
  await expect(dialog.getByLabel('Column').locator('option:checked')).toHaveText('To Do');
  await dialog.getByRole('button', { name: 'Add to Board' }).click();
}

test.describe('kanban boards', () => {
  test('a pro user creates a board, adds items from the dashboard and drags one to Done', async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = uniqueCredentials();
    await signUp(page, user);
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(2, testInfo.testId));
    await waitForExtractions(page, 2);
    await setPlan(user.username, 'pro');

    await page.goto('/kanban');
    await expect(page.getByRole('heading', { level: 1, name: 'Kanban Boards' })).toBeVisible();
    await expect(page.getByText('No boards yet')).toBeVisible();
    await page.getByRole('button', { name: 'New Board' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Board' });
    await create.getByLabel('Board Name').fill('   ');
    await create.getByRole('button', { name: 'Create Board' }).click();
    await expect(create.getByText('Board name is required')).toBeVisible();
    await create.getByLabel('Board Name').fill('Research');
    await create.getByLabel('Description (optional)').fill('Papers to read');
    await create.getByRole('button', { name: 'Create Board' }).click();
    await expect(toast(page, 'Board Created!')).toBeVisible();
    // The new board opens, with its three default columns.
    await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
    for (const title of ['To Do', 'In Progress', 'Done']) {
      await expect(column(page, title)).toBeVisible();
    }

    await page.goto('/');
    await addToBoard(page, numberedPageTitle(1), 'Research');
    await expect(toast(page, 'Added to Board').first()).toBeVisible();
    await addToBoard(page, numberedPageTitle(2), 'Research');
    await expect(toast(page, 'Added to Board').first()).toBeVisible();
    // The same item twice is refused with the server's reason.
    await addToBoard(page, numberedPageTitle(1), 'Research');
    await expect(toast(page, 'Error')).toContainText('This item is already on this board');
    await page.keyboard.press('Escape');
    // The dialog gives focus back as it closes; a menu opened before then closes with it.
    await expect(page.getByRole('dialog', { name: 'Add to Board' })).toBeHidden();

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Kanban Boards' }).click();
    await page.getByRole('button', { name: /Research/ }).click();
    const todo = column(page, 'To Do');
    const done = column(page, 'Done');
    await expect(todo.getByRole('article')).toHaveCount(2);
    const first = todo.getByRole('article', { name: numberedPageTitle(1) });
    await expect(first).toBeVisible();

    await drag(page, first, done);
    await expect(done.getByRole('article', { name: numberedPageTitle(1) })).toBeVisible();
    await expect(todo.getByRole('article')).toHaveCount(1);

    // The keyboard-friendly way: the card's menu.
    await todo.getByRole('button', { name: `Move or remove ${numberedPageTitle(2)}` }).click();
    await page.getByRole('menuitem', { name: 'Move to In Progress' }).click();
    await expect(
      column(page, 'In Progress').getByRole('article', { name: numberedPageTitle(2) }),
    ).toBeVisible();

    // And by keyboard: the grip picks the card up with Space, arrows carry it, Space drops it.
    await page.getByRole('button', { name: `Drag ${numberedPageTitle(2)}` }).focus();
    // dnd-kit measures the columns on the frame after the pick-up and moves after the arrow:
    // keys sent faster than that are dropped on a busy machine.
    await page.keyboard.press('Space');
    await page.waitForTimeout(400);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400);
    await page.keyboard.press('Space');
    await expect(done.getByRole('article')).toHaveCount(2);

    await page.reload();
    await expect(done.getByRole('article', { name: numberedPageTitle(1) })).toBeVisible();
    await expect(done.getByRole('article', { name: numberedPageTitle(2) })).toBeVisible();
    await expect(column(page, 'In Progress').getByRole('article')).toHaveCount(0);
    await expect(todo.getByRole('article')).toHaveCount(0);

    await page.getByRole('button', { name: 'Back to Boards' }).click();
    await expect(page.getByRole('button', { name: /Research/ })).toContainText('2 items');
  });

  test('a board uses the window, shows what is off to the side, adds items from a column, and a card opens its item', async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = uniqueCredentials();
    await signUp(page, user);
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(2, testInfo.testId));
    await waitForExtractions(page, 2);
    await setPlan(user.username, 'pro');
    const created = await page.request.post('/api/kanban/boards', {
      data: { name: 'Reading' },
      headers: { Origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    const board = (await created.json()) as { id: number };

    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/kanban');
    await page.getByRole('button', { name: /Reading/ }).click();
    const strip = page.getByTestId('board-columns');
    await expect(column(page, 'To Do')).toBeVisible();
    // The window's width, not a 1,088 px column of it.
    expect((await strip.boundingBox())!.width).toBeGreaterThan(1400);

    // More columns than fit: the first stays in view, and a shadow says more is to the right.
    for (const title of ['Waiting', 'Someday', 'Archive']) {
      await page.getByRole('button', { name: 'Add Column' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add column' });
      await dialog.getByLabel('Column title').fill(title);
      await dialog.getByRole('button', { name: 'Add Column' }).click();
      await expect(column(page, title)).toBeAttached();
    }
    await expect(column(page, 'To Do')).toBeInViewport({ ratio: 1 });
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(page.getByTestId('scroll-shadow-end')).toBeVisible();
    await expect(page.getByTestId('scroll-shadow-start')).toBeHidden();
    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(page.getByTestId('scroll-shadow-start')).toBeVisible();
    await expect(page.getByTestId('scroll-shadow-end')).toBeHidden();
    await strip.evaluate((element) => element.scrollTo({ left: 0 }));

    // Add item, from the column itself: search the library, pick one.
    const inProgress = column(page, 'In Progress');
    await inProgress.getByRole('button', { name: 'Add item' }).click();
    const picker = page.getByRole('dialog', { name: 'Add to In Progress' });
    await picker.getByRole('searchbox', { name: 'Search your library' }).fill('number 2');
    await picker.getByRole('button', { name: numberedPageTitle(2) }).click();
    await expect(inProgress.getByRole('article', { name: numberedPageTitle(2) })).toBeVisible();

    // While dragged, the card stays under the pointer.
    const card = inProgress.getByRole('article', { name: numberedPageTitle(2) });
    const from = (await card.boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + 20 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 10, start.y, { steps: 5 });
    const pointer = { x: start.x + 160, y: start.y + 140 };
    await page.mouse.move(pointer.x, pointer.y, { steps: 15 });
    const overlay = (await page.getByTestId('drag-overlay').boundingBox())!;
    expect(pointer.x).toBeGreaterThanOrEqual(overlay.x);
    expect(pointer.x).toBeLessThanOrEqual(overlay.x + overlay.width);
    expect(pointer.y).toBeGreaterThanOrEqual(overlay.y);
    expect(pointer.y).toBeLessThanOrEqual(overlay.y + overlay.height);
    await page.keyboard.press('Escape');
    await page.mouse.up();

    // A card opens its item.
    await inProgress.getByRole('link', { name: numberedPageTitle(2) }).click();
    await expect(page).toHaveURL(/\/content\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: numberedPageTitle(2) })).toBeVisible();
    expect(board.id).toBeGreaterThan(0);
  });

  test('a free user sees Upgrade Required and cannot add to a board', async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = uniqueCredentials();
    await signUp(page, user);
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(3, testInfo.testId));

    await page.goto('/kanban');
    await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
    await page.getByRole('link', { name: 'View Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'More actions' }).first().click();
    await expect(page.getByRole('menuitem', { name: /Add to Board/ })).toBeDisabled();
  });
});
