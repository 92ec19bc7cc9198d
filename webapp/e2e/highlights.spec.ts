import { expect, test } from '@playwright/test';
import { bypassPreview } from './helpers';
import {
  downloadItemMarkdown,
  markOf,
  openSavedArticle,
  PASSAGE,
  selectInReader,
} from './highlights-helpers';
import { COLOR_SCHEMES, expectNoSeriousAxeViolations } from './public-helpers';

test('highlights a passage in the reader, keeps it, finds it, lists and exports it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await bypassPreview(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const item = await openSavedArticle(page, baseURL!);

  await page.getByRole('radio', { name: 'Reader' }).click({ force: true });
  await selectInReader(page, PASSAGE);
  const toolbar = page.getByRole('toolbar', { name: 'Highlight the selection' });
  await toolbar.getByRole('button', { name: 'Highlight green' }).click();
  await expect(markOf(page, PASSAGE)).toHaveAttribute('data-color', 'green');
  await expect(toolbar).toBeHidden();

  // Add a note and a tag to it, from the mark itself.
  await markOf(page, PASSAGE).click();
  const dialog = page.getByRole('dialog', { name: 'Highlight' });
  await dialog.getByLabel('Note').fill('Look for periwinkles under the weed');
  await dialog.getByLabel('Tags').fill('shore, field trip');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // After a reload the item opens in the reader with the highlight painted where it was.
  await page.reload();
  await expect(markOf(page, PASSAGE)).toHaveAttribute('data-color', 'green');
  const section = page.getByRole('region', { name: 'Highlights' });
  await expect(section.getByText(PASSAGE)).toBeVisible();
  await expect(section.getByText('Look for periwinkles under the weed')).toBeVisible();
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`detail-${colorScheme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  const markdown = await downloadItemMarkdown(page);
  expect(markdown.name).toMatch(/rock-pools-at-low-tide-\d+\.md$/);
  expect(markdown.text).toContain('title: "Rock pools at low tide"');
  expect(markdown.text).toContain(`> ${PASSAGE}`);
  expect(markdown.text).toContain('Look for periwinkles under the weed');

  // The library's search finds the item through the highlight's note, and says so.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search content' }).fill('periwinkles');
  const card = page.getByRole('article').filter({ hasText: 'Rock pools at low tide' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('matched-in')).toHaveText('Found in highlights');

  // The highlights page lists it, and its filters narrow the list.
  await page.goto('/highlights');
  const list = page.getByTestId('library-highlights');
  await expect(list.getByText(PASSAGE)).toBeVisible();
  await expect(list.getByRole('link', { name: 'Rock pools at low tide' })).toHaveAttribute(
    'href',
    `/content/${item.id}`,
  );
  await page.getByLabel('Colour').selectOption('blue');
  await expect(page.getByText('No highlights match')).toBeVisible();
  await page.getByLabel('Colour').selectOption('green');
  await expect(list.getByText(PASSAGE)).toBeVisible();
  await page.getByLabel('Tag').fill('field trip');
  await expect(list.getByText(PASSAGE)).toBeVisible();
  await page.getByLabel('Tag').fill('mountains');
  await expect(page.getByText('No highlights match')).toBeVisible();
  await page.getByLabel('Tag').fill('');
  await page.getByLabel('Platform').selectOption('youtube');
  await expect(page.getByText('No highlights match')).toBeVisible();
  await page.getByLabel('Platform').selectOption('');
  await page.getByRole('searchbox', { name: 'Search highlights' }).fill('anemones');
  await expect(list.getByText(PASSAGE)).toBeVisible();
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`list-${colorScheme}.png`), fullPage: true });
  }

  // Deleting it from the item takes it off the page and out of the reader.
  await page.goto(`/content/${item.id}`);
  await markOf(page, PASSAGE).click();
  await page
    .getByRole('dialog', { name: 'Highlight' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(markOf(page, PASSAGE)).toHaveCount(0);
  await expect(section.getByText('No highlights yet.', { exact: false })).toBeVisible();
});
