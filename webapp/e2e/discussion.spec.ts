import { test } from '@playwright/test';
import { expectCollapsedThreadedComments, openSavedThread } from './discussion-helpers';
import { bypassPreview } from './helpers';
import { COLOR_SCHEMES } from './public-helpers';

test('a saved Reddit thread shows its comments collapsed under the post, threaded when opened', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await bypassPreview(page);
  await openSavedThread(page, baseURL!);
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await expectCollapsedThreadedComments(page, 1280);
  }
});
