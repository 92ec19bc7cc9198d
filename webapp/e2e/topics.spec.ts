import { expect, test } from '@playwright/test';
import { ARTICLE, numberedPageTitle, startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { contentCards, saveThroughApi, waitForExtractions } from './library-helpers';

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test('saved pages show their topics, and the topic filter narrows the library', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await bypassPreview(page);
  await signUp(page, uniqueCredentials());
  const key = testInfo.testId;
  await saveThroughApi(page, baseURL!, site.articleUrl(key));
  await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, key));
  await waitForExtractions(page, 2);
  await page.reload();

  const cards = contentCards(page);
  await expect(cards).toHaveCount(2);
  // The article about a game-server exploit is about Technology, by the built-in classifier.
  const article = page.getByRole('article', { name: ARTICLE.title });
  await expect(article.getByRole('list', { name: 'Topics' })).toContainText('Technology');

  await page.getByLabel('Filter by topic').selectOption('Technology');
  await expect(cards).toHaveCount(1);
  await expect(article).toBeVisible();
  await expect(page.getByRole('article', { name: numberedPageTitle(1) })).toHaveCount(0);

  await page.getByLabel('Filter by topic').selectOption('Food');
  await expect(cards).toHaveCount(0);

  await page.getByLabel('Filter by topic').selectOption('');
  await expect(cards).toHaveCount(2);
});
