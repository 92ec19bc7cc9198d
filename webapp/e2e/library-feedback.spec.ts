import { expect, test, type Page } from '@playwright/test';
import { ARTICLE, numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughApi, toast, waitForExtractions } from './library-helpers';
import { setUsage } from './support/billing-db';
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

function openSaveDialog(page: Page) {
  return page
    .getByRole('button', { name: 'Add Content' })
    .click()
    .then(() => page.getByRole('dialog', { name: 'Save Content' }));
}

test('the Save dialog says why a link is refused, and that a link is already in the library', async ({
  page,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/content') {
      posts.push(request.url());
    }
  });

  // Text that is no link: said under the field, before asking the server.
  let dialog = await openSaveDialog(page);
  const field = dialog.getByLabel('URL');
  await field.fill('just some words');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('This is not a link.', { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  // A link: saved, the dialog closes.
  const link = site.numberedPageUrl(1, testInfo.testId);
  await field.fill(link);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Content saved!')).toBeVisible();
  await waitForExtractions(page, 1);

  // The same link again: already in the library, with the way to it.
  dialog = await openSaveDialog(page);
  await dialog.getByLabel('URL').fill(link);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Already in your library')).toBeVisible();
  await expect(toast(page, 'Content saved!')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/content\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: numberedPageTitle(1) })).toBeVisible();

  // The server's own reason (the month's saves used up) shows under the field too.
  await setUsage(user.username, 10);
  await page.goto('/');
  dialog = await openSaveDialog(page);
  await dialog.getByLabel('URL').fill(site.numberedPageUrl(2, testInfo.testId));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('You have used all 10 saves of this month.')).toBeVisible();
  await expect(dialog.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');
});

test('cards keep their own height: a short card is not stretched to its row', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');
  const short = await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
  const tall = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
  await waitForExtractions(page, 2);
  // A long note makes one card much taller than the other.
  const note = Array.from({ length: 12 }, (_, line) => `Line ${line + 1} of a long note.`).join(
    '\n',
  );
  const patched = await page.request.patch(`/api/content/${tall.id}`, {
    data: { quickNote: note, customTags: ['one', 'two', 'three', 'four'] },
    headers: { Origin: baseURL! },
  });
  expect(patched.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const tallCard = page.getByRole('article', { name: ARTICLE.title });
  const shortCard = page.getByRole('article', { name: numberedPageTitle(1) });
  await expect(tallCard).toBeVisible();
  await expect(shortCard).toBeVisible();
  const tallBox = (await tallCard.boundingBox())!;
  const shortBox = (await shortCard.boundingBox())!;
  // Side by side in one row, tops aligned, the short one ends well before the tall one.
  expect(Math.abs(tallBox.y - shortBox.y)).toBeLessThan(2);
  expect(shortBox.height).toBeLessThan(tallBox.height - 60);
  expect(short.id).not.toBe(tall.id);
});

test('the note editor keeps its height, counts characters and says when the limit is reached', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');
  const item = await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/content/${item.id}`);
  await page.getByRole('button', { name: 'Add Note' }).click();
  const editor = page.getByRole('textbox', { name: 'Quick note' });
  await expect(editor).toBeFocused();
  const emptyHeight = (await editor.boundingBox())!.height;
  await expect(page.getByText('0 / 10,000')).toBeVisible();

  // Eighty lines: the box scrolls inside instead of growing, and Save stays in reach.
  const longNote = Array.from({ length: 80 }, (_, line) => `Line ${line + 1}`).join('\n');
  await editor.fill(longNote);
  await expect(page.getByText(`${longNote.length.toLocaleString('en-US')} / 10,000`)).toBeVisible();
  const filledHeight = (await editor.boundingBox())!.height;
  expect(filledHeight).toBeLessThan(emptyHeight + 2);
  expect(await editor.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  await expect(page.getByRole('button', { name: 'Save Note' })).toBeInViewport();

  // At the limit, a clear word instead of silently cut text.
  await editor.fill('x'.repeat(10_000));
  await expect(page.getByText('10,000 / 10,000')).toBeVisible();
  await expect(page.getByText('The note has reached its 10,000-character limit.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
});

test('failed saves are named by their link, say why in one line, and are retried together; the detail page shows the link', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUp(page, uniqueCredentials());
  // One link that answers 404 the first time only, one that always does.
  await saveThroughApi(page, baseURL!, site.flakyArticleUrl(testInfo.testId));
  const missing = `${site.origin}/reports/annual-review_2026.html`;
  await saveThroughApi(page, baseURL!, missing);
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/content?limit=100');
        const items = (await response.json()) as { extractionStatus: string }[];
        return items.filter((item) => item.extractionStatus === 'failed').length;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe(2);
  await page.goto('/');

  const flakyCard = page.getByRole('article', { name: '127.0.0.1 › flaky article' });
  const missingCard = page.getByRole('article', {
    name: '127.0.0.1 › reports › annual review 2026',
  });
  await expect(flakyCard).toBeVisible();
  await expect(missingCard).toBeVisible();
  // The reason on one line, with a small Retry beside it.
  const reason = missingCard.getByTestId('extraction-error');
  await expect(reason).toContainText('404');
  expect((await reason.boundingBox())!.height).toBeLessThan(30);
  const retry = missingCard.getByRole('button', { name: 'Retry', exact: true });
  expect((await retry.boundingBox())!.height).toBeLessThan(30);

  // The failed item's page shows the link it was saved from.
  await missingCard.getByRole('link', { name: 'View details' }).click();
  await expect(page.getByRole('link', { name: missing })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Retry all failed' }).click();
  await expect(toast(page, 'Retrying 2 saves')).toBeVisible();
  // The link that came back is extracted now; the other fails again.
  await expect(page.getByRole('article', { name: ARTICLE.title })).toBeVisible({ timeout: 60_000 });
  await expect(missingCard.getByTestId('status-badge')).toHaveText('Failed', { timeout: 60_000 });
});

test('Delete offers Undo for five seconds, deletes after them, and a reload meanwhile deletes it whole', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUp(page, uniqueCredentials());
  const first = await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
  const second = await saveThroughApi(page, baseURL!, site.numberedPageUrl(2, testInfo.testId));
  await waitForExtractions(page, 2);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const card = page.getByRole('article', { name: numberedPageTitle(1) });
  const deleteFromMenu = async () => {
    await card.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
  };

  // Undo within the window: the card comes back and nothing was asked of the server.
  await deleteFromMenu();
  await expect(card).toBeHidden();
  const undoToast = toast(page, 'Content deleted');
  await undoToast.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await page.waitForTimeout(6_000);
  expect(deletes).toEqual([]);
  await expect(card).toBeVisible();

  // No Undo: deleted on the server once the five seconds have passed.
  const deleted = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' && request.url().endsWith(`/api/content/${first.id}`),
    { timeout: 20_000 },
  );
  const deletedAt = Date.now();
  await deleteFromMenu();
  await expect(card).toBeHidden();
  await deleted;
  expect(Date.now() - deletedAt).toBeGreaterThan(4_000);
  await expect
    .poll(async () => (await page.request.get(`/api/content/${first.id}`)).status())
    .toBe(404);

  // A reload inside the window: the deletion is carried out, not lost half-way.
  const secondCard = page.getByRole('article', { name: numberedPageTitle(2) });
  await secondCard.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(secondCard).toBeHidden();
  await page.reload();
  await expect(page.getByText('No content yet')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/api/content/${second.id}`)).status())
    .toBe(404);
});
