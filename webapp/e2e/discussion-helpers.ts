import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import { uniqueCredentials } from './helpers';
import { waitForExtractions } from './library-helpers';

const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');

/** The old Reddit thread page from the shared test data: a post and five threaded comments. */
const THREAD_PAGE = readFileSync(
  path.join(
    DATA_DIR,
    'social-pages/tests/fixtures/comments--old.reddit.com-r-test-comments-abc123-test_post.html',
  ),
  'utf8',
);
const THREAD_URL = 'https://old.reddit.com/r/test/comments/abc123/test_post/';

/**
 * Signs a new account up (through the API: the page shares the cookie), saves the thread as the
 * extension does (with its page) and opens its detail page.
 */
export async function openSavedThread(page: Page, baseURL: string): Promise<void> {
  const registered = await page.request.post('/api/register', {
    data: uniqueCredentials(),
    headers: { Origin: baseURL },
  });
  expect(registered.status()).toBe(201);
  const response = await page.request.post('/api/content', {
    data: { url: THREAD_URL, html: THREAD_PAGE },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const item = (await response.json()) as ContentItem;
  await waitForExtractions(page, 1);
  await page.goto(`/content/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Test Post/ })).toBeVisible();
}

/** The comments are collapsed under the post, open threaded on request, and fit the screen. */
export async function expectCollapsedThreadedComments(page: Page, width: number): Promise<void> {
  const section = page.getByRole('region', { name: 'Comments' });
  const toggle = section.getByRole('button', { name: /5 comments/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(section.getByText('Great point! I agree with this.')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const comments = section.getByTestId('discussion-comment');
  await expect(comments).toHaveCount(5);
  // Best first: user_alpha (42 points) then user_delta (20).
  await expect(comments.nth(0)).toContainText('user_alpha');
  await expect(comments.nth(0)).toContainText('42 points');
  await expect(comments.nth(0)).toContainText(/ago|on /);
  const topLevel = await section.getByText('This is a top-level comment').boundingBox();
  const reply = await section.getByText('Great point! I agree with this.').boundingBox();
  const replyToReply = await section.getByText('Thanks for the reply!').boundingBox();
  expect(reply!.x).toBeGreaterThan(topLevel!.x);
  expect(replyToReply!.x).toBeGreaterThan(reply!.x);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  if (process.env.E2E_SCREENSHOTS) {
    const scheme = await page.evaluate(() =>
      window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    );
    await section.screenshot({
      path: `${process.env.E2E_SCREENSHOTS}/discussion-${width}-${scheme}.png`,
    });
  }

  await toggle.click();
  await expect(section.getByText('Great point! I agree with this.')).toBeHidden();
}
