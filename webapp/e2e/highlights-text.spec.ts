import { expect, type Page, test } from '@playwright/test';
import type { ContentDetail, ContentItem, Highlight } from '@vault/contracts';
import { bypassPreview } from './helpers';
import { markOf, openSavedArticle, PASSAGE, selectInReader } from './highlights-helpers';
import { COLOR_SCHEMES, expectNoSeriousAxeViolations } from './public-helpers';
import { withDatabase } from './support/database';

/** A saved article that kept only its text, as a page without a main content block does. */
async function openTextOnlyArticle(page: Page, baseURL: string): Promise<ContentItem> {
  await bypassPreview(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const item = await openSavedArticle(page, baseURL);
  await withDatabase((client) =>
    client.query(`UPDATE content_copies SET readable_html = NULL WHERE content_id = $1`, [item.id]),
  );
  return item;
}

test('an item without a reader view is highlighted in its text, placed where the server places it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const item = await openTextOnlyArticle(page, baseURL!);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Reader' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
  await expect(
    page
      .getByRole('region', { name: 'Highlights' })
      .getByText('Select text above to highlight it', {
        exact: false,
      }),
  ).toBeVisible();

  await selectInReader(page, PASSAGE);
  const toolbar = page.getByRole('toolbar', { name: 'Highlight the selection' });
  await toolbar.getByRole('button', { name: 'Highlight blue' }).click();
  await expect(markOf(page, PASSAGE)).toHaveAttribute('data-color', 'blue');

  // The server anchored it at the same place in the same text.
  const detail = (await (
    await page.request.get(`/api/content/${item.id}`)
  ).json()) as ContentDetail;
  const highlights = (await (
    await page.request.get(`/api/content/${item.id}/highlights`)
  ).json()) as Highlight[];
  const start = (detail.text ?? '').indexOf(PASSAGE);
  expect(start).toBeGreaterThan(0);
  expect(highlights).toEqual([
    expect.objectContaining({
      quote: PASSAGE,
      status: 'attached',
      start,
      end: start + PASSAGE.length,
    }),
  ]);

  await page.reload();
  await expect(markOf(page, PASSAGE)).toHaveAttribute('data-color', 'blue');
  await expect(page.getByRole('region', { name: 'Highlights' }).getByText(PASSAGE)).toBeVisible();
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page);
  }
});

test('text selected while the highlights are still loading stays selected and is highlighted', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const item = await openTextOnlyArticle(page, baseURL!);
  const earlier = 'Children come with buckets and nets';
  const created = await page.request.post(`/api/content/${item.id}/highlights`, {
    data: { quote: earlier, color: 'yellow' },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The item's highlights answer only once the person has selected something.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/content/${item.id}/highlights`, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const section = page.getByRole('region', { name: 'Highlights' });
  await expect(section.getByText('No highlights yet', { exact: false })).toHaveCount(0);
  await selectInReader(page, PASSAGE);
  const toolbar = page.getByRole('toolbar', { name: 'Highlight the selection' });
  await expect(toolbar).toBeVisible();

  release();
  await expect(markOf(page, earlier)).toHaveAttribute('data-color', 'yellow');
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(PASSAGE);
  await toolbar.getByRole('button', { name: 'Highlight blue' }).click();
  await expect(markOf(page, PASSAGE)).toHaveAttribute('data-color', 'blue');
  await expect(markOf(page, earlier)).toHaveAttribute('data-color', 'yellow');
});
