import { expect, test } from '@playwright/test';
import { bypassPreview } from './helpers';
import {
  downloadItemMarkdown,
  markOf,
  openSavedArticle,
  PASSAGE,
  selectInReader,
} from './highlights-helpers';
import {
  COLOR_SCHEMES,
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
} from './public-helpers';

// Runs in the "mobile" project: a 375 px wide touch screen.
test('highlights by touch on a phone, keeps it, lists and exports it, light and dark', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await bypassPreview(page);
  await openSavedArticle(page, baseURL!);

  await page.getByRole('radio', { name: 'Reader' }).tap({ force: true });
  await selectInReader(page, PASSAGE);
  const toolbar = page.getByRole('toolbar', { name: 'Highlight the selection' });
  await expect(toolbar).toBeVisible();
  const box = (await toolbar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('toolbar.png') });
  await toolbar.getByRole('button', { name: 'Note' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Highlight' });
  await expect(dialog.getByLabel('Note')).toBeFocused();
  await dialog.getByLabel('Note').fill('Bring a net next time');
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(markOf(page, PASSAGE)).toHaveAttribute('data-color', 'yellow');
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoHorizontalScroll(page, 375);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`detail-${colorScheme}.png`),
      fullPage: true,
    });
  }
  const markdown = await downloadItemMarkdown(page);
  expect(markdown.text).toContain(`> ${PASSAGE}`);

  await page.goto('/highlights');
  const list = page.getByTestId('library-highlights');
  await expect(list.getByText(PASSAGE)).toBeVisible();
  await expect(list.getByText('Bring a net next time')).toBeVisible();
  await page.getByLabel('Colour').selectOption('pink');
  await expect(page.getByText('No highlights match')).toBeVisible();
  await page.getByLabel('Colour').selectOption('');
  await expect(list.getByText(PASSAGE)).toBeVisible();
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await expectNoHorizontalScroll(page, 375);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`list-${colorScheme}.png`), fullPage: true });
  }
});
