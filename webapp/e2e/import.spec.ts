import { expect, test } from '@playwright/test';
import { IMPORT_LIMITS_EXPLANATION, IMPORT_QUOTA_EXPLANATION } from '@vault/contracts';
import { promises as fs } from 'node:fs';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { contentCards, toast } from './library-helpers';

/** A Pocket export as Pocket wrote it, with one row a person should never have saved. */
const POCKET_CSV = [
  'title,url,time_added,tags,status',
  'Imported Article One,https://import-e2e.example.com/one,1700000000,reading|e2e,unread',
  'Imported Article Two,https://import-e2e.example.com/two,1600000000,,archive',
  'Sneaky,javascript:alert(1),1600000000,,unread',
].join('\n');

test.describe('Settings → Import and Export', () => {
  test.beforeEach(async ({ page }) => {
    // Sign-up, upload and the import queue: more than the default budget on a busy machine.
    test.slow();
    await bypassPreview(page);
  });

  test('import a Pocket export: quota explained first, progress, report, items in the library', async ({
    page,
  }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/settings/import-export');
    const card = page.getByRole('region', { name: 'Import' });
    await expect(card.getByTestId('import-formats')).toContainText('Pocket (CSV export)');
    await expect(card.getByTestId('import-formats')).toContainText('Karakeep');
    // The cost is said before anything is sent.
    await expect(card.getByTestId('import-quota')).toHaveText(IMPORT_QUOTA_EXPLANATION);
    await expect(card.getByTestId('import-limits')).toHaveText(IMPORT_LIMITS_EXPLANATION);
    await expect(card.getByTestId('import-limits')).toContainText('50,000 links');

    await card.getByLabel('Choose a file to import').setInputFiles({
      name: 'pocket.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(POCKET_CSV),
    });
    const progress = card.getByTestId('import-progress');
    await expect(progress).toContainText('Finished', { timeout: 20_000 });
    await expect(progress).toContainText('Pocket (CSV export)');
    await expect(card.getByTestId('import-summary')).toContainText('2 of 3 imported');
    await expect(card.getByTestId('import-summary')).toContainText('1 skipped');
    await expect(progress).toContainText('Line 4: javascript: links are not saved');

    const downloading = page.waitForEvent('download');
    await progress.getByRole('link', { name: /report of skipped rows/ }).click();
    const report = await fs.readFile(await (await downloading).path(), 'utf8');
    expect(report).toContain('javascript:alert(1)');
    expect(report).toContain('javascript: links are not saved');

    await page.goto('/');
    await expect(contentCards(page)).toHaveCount(2);
    await expect(contentCards(page).filter({ hasText: 'Imported Article One' })).toBeVisible();
  });

  test('a file that is no export is refused with a clear message', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/settings/import-export');
    const card = page.getByRole('region', { name: 'Import' });
    await card.getByLabel('Choose a file to import').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Dear diary,\nnothing to import here.\n'),
    });
    await expect(toast(page, 'Import refused')).toContainText('not an export Vault can read');
    await expect(card.getByTestId('import-progress')).toHaveCount(0);
  });

  test('export the library as bookmarks HTML', async ({ page }) => {
    await signUp(page, uniqueCredentials());
    await page.goto('/settings/import-export');
    await page
      .getByRole('region', { name: 'Import' })
      .getByLabel('Choose a file to import')
      .setInputFiles({
        name: 'links.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('https://export-e2e.example.com/first\n'),
      });
    await expect(page.getByTestId('import-progress')).toContainText('Finished', {
      timeout: 20_000,
    });
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Export your library' })
      .getByRole('link', { name: 'Bookmarks HTML' })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vault-netscape-.*\.html$/);
    const html = await fs.readFile(await download.path(), 'utf8');
    expect(html).toContain('<!DOCTYPE NETSCAPE-Bookmark-file-1>');
    expect(html).toContain('HREF="https://export-e2e.example.com/first"');
  });
});
