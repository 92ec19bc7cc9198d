import { expect, test, type Page } from '@playwright/test';
import {
  GITHUB_DISCUSSION_URL,
  GITHUB_ISSUE_URL,
  githubDiscussionPage,
  TIKTOK_URL,
  tiktokPage,
  X_FIRST_URL,
  X_QUOTED_TEXT,
  X_THREAD_TEXTS,
  X_VIDEO,
  xSignedInPage,
  YOUTUBE_ID,
  YOUTUBE_URL,
  youtubePage,
} from '../../backend/test/support/social-formats';
import { bypassPreview } from './helpers';
import { COLOR_SCHEMES, expectNoSeriousAxeViolations } from './public-helpers';
import {
  expectNoSidewaysScroll,
  savePostAndOpen,
  screenshot,
  signUpThroughApi,
  startPlatformEndpoints,
} from './social-helpers';

// One listener on the endpoints' port at a time.
test.describe.configure({ mode: 'serial' });

let stopEndpoints: () => Promise<void>;
test.beforeAll(async () => {
  stopEndpoints = await startPlatformEndpoints();
});
test.afterAll(async () => {
  await stopEndpoints();
});

const WIDTHS = [1280, 375] as const;

/** Runs `check` at each width in light and dark, reloading the page for each. */
async function atEachWidthAndScheme(
  page: Page,
  name: string,
  check: (width: number) => Promise<void>,
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await page.reload();
      await check(width);
      await expectNoSidewaysScroll(page, width);
      await screenshot(page, name);
    }
  }
}

test("an X post's whole thread shows as a thread, its quote nested and its video linked", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await bypassPreview(page);
  await signUpThroughApi(page, baseURL!);
  await savePostAndOpen(page, baseURL!, X_FIRST_URL, xSignedInPage(), 1);
  await atEachWidthAndScheme(page, 'thread', async () => {
    const thread = page.getByRole('region', { name: 'Thread · 3 posts' });
    const posts = thread.getByTestId('thread-post');
    await expect(posts).toHaveCount(3);
    for (const [index, text] of X_THREAD_TEXTS.entries()) {
      await expect(posts.nth(index)).toContainText(text);
    }
    await expect(posts.nth(0)).toContainText('@verge');
    await expect(posts.nth(0)).toContainText('136 likes');
    await expect(thread.getByTestId('quoted-post')).toContainText(X_QUOTED_TEXT);
    await expect(thread.getByRole('link', { name: 'Video 1 of 1 (original)' })).toHaveAttribute(
      'href',
      X_VIDEO.best,
    );
    // A reply by someone else is not the author's thread.
    await expect(page.getByText('I still blow into mine')).toHaveCount(0);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
});

test("a YouTube video's transcript links each line to its moment, filters, expands, and lists chapters", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await bypassPreview(page);
  await signUpThroughApi(page, baseURL!);
  await savePostAndOpen(page, baseURL!, YOUTUBE_URL, youtubePage(), 1);
  await atEachWidthAndScheme(page, 'transcript', async () => {
    const transcript = page.getByRole('region', { name: 'Transcript' });
    await expect(transcript.getByTestId('transcript-line')).toHaveCount(3);
    await expect(transcript.getByRole('link', { name: 'Play from 1:05' })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=65s`,
    );
    // The description is the page's text; the transcript shows in its own section only.
    const description = page.getByText('Filmed on the Nightjet.');
    await expect(description).toHaveCount(1);
    await expect(description).not.toContainText('Welcome aboard');
    const chapters = page.getByRole('region', { name: 'Chapters' });
    await expect(chapters.getByTestId('chapter')).toHaveCount(4);
    await expect(chapters.getByRole('link', { name: 'Play from 1:02:03' })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=3723s`,
    );
  });

  const transcript = page.getByRole('region', { name: 'Transcript' });
  const showAll = transcript.getByRole('button', { name: 'Show all' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(transcript.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await transcript.getByLabel('Find in transcript').fill('compartment');
  await expect(transcript.getByTestId('transcript-line')).toHaveCount(1);
  await expect(transcript.getByTestId('transcript-line')).toContainText(
    'Each compartment sleeps one, two or four travellers.',
  );
  await transcript.getByLabel('Find in transcript').fill('no such words');
  await expect(transcript.getByText('No line says that.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("a GitHub issue's comments are collapsed under it, in order, with reactions", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await bypassPreview(page);
  await signUpThroughApi(page, baseURL!);
  await savePostAndOpen(page, baseURL!, GITHUB_ISSUE_URL, '<title>Issue</title>', 1);
  await atEachWidthAndScheme(page, 'github-comments', async () => {
    const section = page.getByRole('region', { name: 'Comments' });
    const toggle = section.getByRole('button', { name: /2 comments/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const comments = section.getByTestId('discussion-comment');
    await expect(comments).toHaveCount(2);
    await expect(comments.nth(0)).toContainText('first-commenter');
    await expect(comments.nth(0)).toContainText('4 reactions');
    await expect(comments.nth(1)).toContainText('Fixed in the next version, thanks!');
  });
});

test("a GitHub discussion's comments show with their replies nested under them", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await bypassPreview(page);
  await signUpThroughApi(page, baseURL!);
  await savePostAndOpen(page, baseURL!, GITHUB_DISCUSSION_URL, githubDiscussionPage(), 1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Which pattern first? · Discussion #77',
  );
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    const section = page.getByRole('region', { name: 'Comments' });
    await section.getByRole('button', { name: /4 comments/ }).click();
    const comments = section.getByTestId('discussion-comment');
    await expect(comments).toHaveCount(4);
    // The first comment holds its two replies; the second comes after them.
    await expect(comments.nth(0).getByTestId('discussion-comment')).toHaveCount(2);
    await expect(comments.nth(1)).toContainText('Agreed, lattice first.');
    await expect(comments.nth(3)).toContainText('Twill is what most people ask for.');
    await expectNoSidewaysScroll(page, width);
  }
});

test("a TikTok video's hashtags search the library and its sound is named", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await bypassPreview(page);
  await signUpThroughApi(page, baseURL!);
  await savePostAndOpen(page, baseURL!, TIKTOK_URL, tiktokPage(), 1);
  await atEachWidthAndScheme(page, 'tiktok-tags', async () => {
    const hashtags = page.getByRole('list', { name: 'Hashtags' });
    await expect(hashtags.getByRole('listitem')).toHaveText(['#comida', '#review']);
    await expect(page.getByTestId('post-sound')).toHaveText('Sound: original sound - IlloJuan');
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
  const detailPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Search the library for #review' }).click();
  await expect(page).toHaveURL(/\/\?q=%23review$/);
  await expect(page.getByRole('searchbox', { name: 'Search content' }).first()).toHaveValue(
    '#review',
  );
  // The search finds the video by the word in its caption.
  await expect(page.locator(`a[href="${detailPath}"]`).first()).toBeVisible();
});
