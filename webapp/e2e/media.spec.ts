import { expect, test } from '@playwright/test';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { ARTICLE, startFixtureSite, type FixtureSite } from './fixture-site';
import { contentCards, saveThroughApi, toast } from './library-helpers';
import { drawnPng, minimalPdf } from './media-files';
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

test('a pro user attaches an image and a PDF, views the image full screen and removes the PDF', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  const item = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
  await setPlan(user.username, 'pro');
  await page.goto(`/content/${item.id}`);

  const section = page.getByRole('region', { name: 'Media attachments' });
  await expect(section.getByText('No attachments yet.', { exact: false })).toBeVisible();
  const picker = page.getByLabel('Choose files to attach');

  // The client refuses a selection with a file of another type before sending anything.
  await picker.setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<p>hi</p>'),
  });
  await expect(toast(page, 'Invalid file type')).toBeVisible();

  const picture = await drawnPng(page, 320, 200);
  await picker.setInputFiles([
    { name: 'meadow.png', mimeType: 'image/png', buffer: picture },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: minimalPdf(2) },
  ]);
  await expect(toast(page, 'Upload successful!')).toContainText('2 file(s) uploaded successfully.');

  const tiles = section.getByTestId('media-attachment');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toContainText('meadow.png');
  await expect(tiles.nth(0)).toContainText('320×200');
  await expect(tiles.nth(1)).toContainText('notes.pdf');
  await expect(tiles.nth(1)).toContainText('2 pages');
  const pdfLink = section.getByRole('link', { name: 'Download notes.pdf' });
  await expect(pdfLink).toHaveAttribute('href', /\/api\/media\/\d+\/file$/);

  // The thumbnail is really served and decoded.
  const thumbnail = section.getByRole('img', { name: 'meadow.png' });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(320);

  await section.getByRole('button', { name: 'View meadow.png full screen' }).click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  const full = viewer.getByRole('img', { name: 'meadow.png' });
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(200);
  // Open, the viewer holds the focus (a slow machine gets there later than the image): a
  // keyboard user's Escape then closes it.
  await expect
    .poll(() => viewer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await section.getByRole('button', { name: 'Delete notes.pdf' }).click();
  await expect(toast(page, 'Deleted successfully')).toBeVisible();
  await expect(tiles).toHaveCount(1);

  // The card in the library shows the Media marker.
  await page.goto('/');
  await expect(
    contentCards(page).filter({ hasText: ARTICLE.title }).getByText('Media'),
  ).toBeVisible({
    timeout: 30_000,
  });
});

test('a free user keeps seeing earlier attachments with a Pro Feature badge, and cannot add more', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  const item = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
  await page.goto(`/content/${item.id}`);
  await expect(page.getByText('Notes and tags are Pro features')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Media attachments' })).toHaveCount(0);

  await setPlan(user.username, 'pro');
  await page.reload();
  await page.getByLabel('Choose files to attach').setInputFiles({
    name: 'kept.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, 40, 30),
  });
  await expect(toast(page, 'Upload successful!')).toBeVisible();

  await setPlan(user.username, 'free');
  await page.reload();
  const section = page.getByRole('region', { name: 'Media attachments' });
  await expect(section.getByText('Pro Feature')).toBeVisible();
  await expect(section.getByTestId('media-attachment')).toContainText('kept.png');
  await expect(section.getByRole('button', { name: 'Add Media' })).toHaveCount(0);
});
