import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  ARTICLE,
  PICTURE_PAGE_TITLE,
  numberedPageTitle,
  startFixtureSite,
  type FixtureSite,
} from './fixture-site';
import { signUp, uniqueCredentials, bypassPreview } from './helpers';
import {
  contentCards,
  holdListAnswers,
  reloadWithOpenStream,
  saveThroughApi,
  saveThroughDialog,
  toast,
  waitForExtractions,
} from './library-helpers';
import { expectNoSeriousAxeViolations } from './public-helpers';
import { setPlan } from './support/database';

let site: FixtureSite;

/** Waits for extraction and the live update it sends, which can take a while under load. */
const LIVE = { timeout: 30_000 };

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async ({ page }) => {
  // Each test signs up and waits for extractions, which takes a while on a busy machine.
  test.slow();
  await bypassPreview(page);
});

test.describe('the library', () => {
  test('a saved page shows as Processing, then with its extracted title, without a reload', async ({
    page,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await expect(page.getByText('No content yet')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('same-document', 'yes'));
    const key = testInfo.testId;

    await page.getByRole('button', { name: 'Add Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    await expect(dialog.getByLabel('URL')).toBeFocused();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('URL').fill('   ');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('URL').fill(site.heldArticleUrl(key));
    await expect(dialog.getByText('Detected Web content')).toBeVisible();
    await save.click();

    await expect(toast(page, 'Content saved!')).toContainText(
      'Your content is being processed and will appear in your feed shortly.',
    );
    const card = contentCards(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('status-badge')).toHaveText('Processing');

    site.release(key);

    await expect(page.getByRole('article', { name: ARTICLE.title })).toBeVisible(LIVE);
    await expect(card.getByTestId('status-badge')).toHaveText('Completed', LIVE);
    await expect(card).toContainText('just now');
    const remaining = page.getByRole('group', { name: 'Extractions left' });
    await expect(remaining).toContainText('9 of 10');
    // Still the same document: the update arrived live, not through a reload.
    expect(await page.evaluate(() => sessionStorage.getItem('same-document'))).toBe('yes');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // The dashboard with a card is accessible: stat cards as term/value pairs, headings in order.
    await expectNoSeriousAxeViolations(page);
    const order = await new AxeBuilder({ page }).withRules(['heading-order', 'dlitem']).analyze();
    expect(order.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('an item saved elsewhere while the dashboard was loading shows without a reload', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await expect(page.getByText('No content yet')).toBeVisible();
    // Hold the event stream back while the list loads, and save from elsewhere in that gap.
    let openStream!: () => void;
    const streamHeld = new Promise<void>((resolve) => (openStream = resolve));
    await page.route('**/api/events', async (route) => {
      await streamHeld;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('No content yet')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('same-document', 'yes'));
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(7, testInfo.testId));
    // Extracted before the stream opens, so no event about it ever reaches the page.
    await waitForExtractions(page, 1);
    openStream();

    await expect(page.getByRole('article', { name: numberedPageTitle(7) })).toBeVisible(LIVE);
    expect(await page.evaluate(() => sessionStorage.getItem('same-document'))).toBe('yes');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('favourites, the Favorites and Unread filters, and the detail page of a free user', async ({
    page,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughDialog(page, site.articleUrl(testInfo.testId));
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card).toBeVisible(LIVE);

    await card.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.getByRole('button', { name: 'Favorites', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Favorites', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page.getByTestId('content-grid')).not.toHaveAttribute('aria-busy', 'true');
    await expect(card).toBeVisible();

    await card.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/content\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    const original = page.getByRole('link', { name: 'View Original' });
    await expect(original).toHaveAttribute('href', site.articleUrl(testInfo.testId));
    await expect(original).toHaveAttribute('target', '_blank');
    await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    // Free plan: an upgrade banner instead of note and tag editing.
    await expect(page.getByText('Notes and tags are Pro features')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Add Note' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Tags' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to home' }).click();
    // Opening the detail page marked the item read, so the Unread filter no longer shows it.
    await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('No matching content')).toBeVisible();
    await expect(contentCards(page)).toHaveCount(0);

    await page.reload();
    await page.getByRole('button', { name: 'Favorites', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  });

  test('a favourite the server cannot save shows at once, then flips back with an error', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await waitForExtractions(page, 1);
    await page.reload();
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card).toBeVisible(LIVE);

    // The change is held on its way, so what shows meanwhile is the tap's own answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/content/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await held;
      await route.abort('internetdisconnected');
    });
    await card.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(card.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    release();
    await expect(toast(page, 'Error')).toContainText('Failed to update favorites');
    await expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.unroute('**/api/content/*');
    await page.reload();
    await expect(card.getByRole('button', { name: 'Add to favorites' })).toBeVisible(LIVE);
  });

  test('a pro user adds a note and tags on the detail page', async ({
    page,
    baseURL,
  }, testInfo) => {
    const user = uniqueCredentials();
    await signUp(page, user);
    const item = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await setPlan(user.username, 'pro');
    await page.goto(`/content/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(page.getByText('Notes and tags are Pro features')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Note' }).click();
    await page
      .getByRole('textbox', { name: 'Quick note' })
      .fill('Read the part about the server crash.');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
    await expect(page.getByTestId('quick-note')).toHaveText(
      'Read the part about the server crash.',
    );

    await page.getByRole('button', { name: 'Edit Tags' }).click();
    await page.getByLabel('New tag').fill('security');
    await page.getByLabel('New tag').press('Enter');
    await expect(page.getByRole('button', { name: 'Remove tag security' })).toBeVisible();
    await expect(page.getByLabel('New tag')).toHaveValue('');
    await page.getByLabel('New tag').fill('games');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByRole('button', { name: 'Remove tag games' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove tag security' }).click();
    await expect(page.getByRole('button', { name: 'Remove tag security' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Done' }).click();
    const tags = page.getByRole('region', { name: 'Tags' }).getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('listitem')).toHaveText(['games']);

    await page.reload();
    await expect(page.getByTestId('quick-note')).toHaveText(
      'Read the part about the server crash.',
    );
    await expect(tags.getByRole('listitem')).toHaveText(['games']);

    await page.getByRole('link', { name: 'Back to home' }).click();
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card.getByTestId('note')).toContainText('Read the part about the server crash.');
    await expect(card.getByRole('list', { name: 'Tags' })).toContainText('games');
  });

  test('the detail page switches between the saved text and the reader view', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    const item = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await page.goto(`/content/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible(LIVE);
    const reader = page.getByTestId('reader-view');
    await expect(reader).toHaveCount(0);

    await page.getByRole('radio', { name: 'Reader' }).click({ force: true });
    await expect(reader).toBeVisible();
    await expect(reader.getByRole('link').first()).toHaveAttribute('rel', /noopener/);
    await expect(reader).toContainText('Minecraft');
    await expect(reader.locator('script, iframe, [onclick], [onerror]')).toHaveCount(0);

    await page.getByRole('radio', { name: 'Text' }).click({ force: true });
    await expect(reader).toHaveCount(0);
  });

  test('search finds an item by a word of its title, and a chip clears the search', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
    // Saved behind the page's back, possibly before its event stream opened: load the list anew.
    await page.reload();
    await expect(page.getByRole('article', { name: ARTICLE.title })).toBeVisible(LIVE);
    await expect(
      page.getByRole('article', { name: numberedPageTitle(1), exact: true }),
    ).toBeVisible(LIVE);

    const search = page.getByRole('searchbox', { name: 'Search content' });
    await search.fill(ARTICLE.titleWord);
    await expect(contentCards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: ARTICLE.title })).toBeVisible(LIVE);

    await search.fill('qzxwvjkplm');
    await expect(page.getByText('No matching content')).toBeVisible();
    await expect(contentCards(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'All Content' }).click();
    await expect(search).toHaveValue('');
    await expect(contentCards(page)).toHaveCount(2);
  });

  test('deleting an item removes it', async ({ page, baseURL }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card).toBeVisible(LIVE);

    await card.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();

    await expect(toast(page, 'Content deleted')).toContainText(`"${ARTICLE.title}" was removed.`);
    await expect(contentCards(page)).toHaveCount(0);
    await expect(page.getByText('No content yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No content yet')).toBeVisible();
  });

  test('a card menu and the account menu open from the keyboard, the first time too', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card).toBeVisible(LIVE);

    // The menus' code loads on first use: the first key press must still open them.
    const more = card.getByRole('button', { name: 'More actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    // The first usable entry is highlighted, so arrows and Enter work from here.
    await expect(menu.locator('[role="menuitem"][data-highlighted]')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(card.getByRole('button', { name: 'More actions' })).toBeFocused();

    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
  });

  test('a save heard of live stays on screen when a list answer from before it arrives late', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await expect(page.getByText('No content yet')).toBeVisible();

    // From now on every list request is held. The ones made before the save below (on load and
    // on the event stream's opening) are answered as the server would have then: empty. One the
    // page makes after the save (a busy page can start the stream's refetch late) is read from
    // the server when it is made, as it would be.
    let saving = false;
    const stale = await holdListAnswers(page, async (route) =>
      saving
        ? { response: await route.fetch() }
        : { status: 200, contentType: 'application/json', body: '[]' },
    );
    await reloadWithOpenStream(page);
    await expect.poll(stale.count).toBeGreaterThan(0);

    // Saved elsewhere (the extension): the page hears of it only through the event stream.
    saving = true;
    await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await waitForExtractions(page, 1);
    await expect(page.getByRole('group', { name: 'Total Content' })).toContainText('1', LIVE);

    await stale.release();
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card).toBeVisible(LIVE);
    await expect(card.getByTestId('status-badge')).toHaveText('Completed', LIVE);
  });

  test('a change heard of live while the list bringing its item is on its way is kept', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    const item = await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId));
    await waitForExtractions(page, 1);

    // Every list answer of the reloaded page is read from the server when it is asked for, then
    // held: it holds the item as it was before the change below.
    const held = await holdListAnswers(page, async (route) => ({ response: await route.fetch() }));
    await reloadWithOpenStream(page);
    await expect.poll(held.count).toBeGreaterThan(0);

    // Favourited elsewhere: the page hears of it live (and asks for its counts again) while the
    // answer that would bring the item to its list is still on its way.
    const heard = page.waitForRequest((request) => request.url().endsWith('/api/content/stats'));
    const favourited = await page.request.patch(`/api/content/${item.id}`, {
      data: { isFavorite: true },
      headers: { origin: baseURL! },
    });
    expect(favourited.ok()).toBe(true);
    await heard;

    await held.release();
    const card = page.getByRole('article', { name: ARTICLE.title });
    await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeVisible(LIVE);
  });

  test('a failed extraction shows its reason, and Retry tries again', async ({
    page,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughDialog(page, site.flakyArticleUrl(testInfo.testId));
    const card = contentCards(page);
    await expect(card.getByTestId('status-badge')).toHaveText('Failed', LIVE);
    await expect(card.getByTestId('extraction-error')).toHaveText('Not found (404)');

    await card.getByRole('button', { name: 'Retry', exact: true }).click();

    await expect(page.getByRole('article', { name: ARTICLE.title })).toBeVisible(LIVE);
    await expect(card.getByTestId('status-badge')).toHaveText('Completed', LIVE);
    await expect(card.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);
  });

  test('a free user over the monthly limit is offered an upgrade', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    for (let n = 1; n <= 10; n += 1) {
      await saveThroughApi(page, baseURL!, site.numberedPageUrl(n, testInfo.testId));
    }
    await page.getByRole('button', { name: 'Add Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    await dialog.getByLabel('URL').fill(site.numberedPageUrl(11, testInfo.testId));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    const failure = toast(page, 'Save failed');
    await expect(failure).toContainText('You have used all 10 saves of this month.');
    // The dialog stays open with the link, so it can be saved after upgrading.
    await expect(dialog.getByLabel('URL')).toHaveValue(site.numberedPageUrl(11, testInfo.testId));
    await failure.getByRole('button', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a signed-in dashboard opens with its cards, not placeholder cards first', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    for (let n = 1; n <= 2; n += 1) {
      await saveThroughApi(page, baseURL!, site.numberedPageUrl(n, testInfo.testId));
    }
    await waitForExtractions(page, 2);
    // Notes every placeholder grid the page ever puts on screen, from its first parse on.
    await page.addInitScript(() => {
      const seen = { placeholders: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading content"]')) seen.placeholders = true;
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto('/');
    await expect(
      page.getByRole('article', { name: numberedPageTitle(2), exact: true }),
    ).toBeVisible();
    await expect(contentCards(page)).toHaveCount(2);
    expect(
      await page.evaluate(() => (window as unknown as { seen: { placeholders: boolean } }).seen),
    ).toEqual({ placeholders: false });
  });

  test('the first screen paints before the live updates and the header tools start loading', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId));
    await waitForExtractions(page, 1);
    // Notes, on the page's own clock, when the first card is put on the page and when the page
    // opens its event stream.
    await page.addInitScript(() => {
      const noted = { firstCardAt: NaN, streamOpenedAt: [] as number[] };
      Object.assign(window, { noted });
      const cards = new MutationObserver(() => {
        if (!document.querySelector('article')) return;
        noted.firstCardAt = performance.now();
        cards.disconnect();
      });
      cards.observe(document, { childList: true, subtree: true });
      const NativeEventSource = window.EventSource;
      window.EventSource = class extends NativeEventSource {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          noted.streamOpenedAt.push(performance.now());
        }
      };
    });

    await page.goto('/');
    await expect(
      page.getByRole('article', { name: numberedPageTitle(1), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Content' })).toBeVisible();
    const timings = await page.evaluate(() => ({
      ...(window as unknown as { noted: { firstCardAt: number; streamOpenedAt: number[] } }).noted,
      headerChunks: performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /\/assets\/(HeaderSearch|LibraryHeaderActions)-[\w-]+\.js$/.test(entry.name),
        )
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstCardAt).toBeGreaterThan(0);
    expect(timings.streamOpenedAt).toHaveLength(1);
    expect(timings.headerChunks).toHaveLength(2);
    for (const startedAt of [...timings.streamOpenedAt, ...timings.headerChunks]) {
      expect(startedAt).toBeGreaterThan(timings.firstCardAt);
    }

    // The stream, opened late, still brings a save made elsewhere.
    await saveThroughApi(page, baseURL!, site.numberedPageUrl(2, testInfo.testId));
    await expect(
      page.getByRole('article', { name: numberedPageTitle(2), exact: true }),
    ).toBeVisible(LIVE);
  });

  test('Load More Content shows the items after the first 50', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const user = uniqueCredentials();
    await signUp(page, user);
    await setPlan(user.username, 'pro');
    for (let n = 1; n <= 55; n += 1) {
      await saveThroughApi(page, baseURL!, site.numberedPageUrl(n, testInfo.testId));
    }
    await waitForExtractions(page, 55);

    await page.goto('/');
    await expect(contentCards(page)).toHaveCount(50, LIVE);
    await expect(
      page.getByRole('article', { name: numberedPageTitle(55), exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: numberedPageTitle(1), exact: true }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Load More Content' }).click();

    await expect(contentCards(page)).toHaveCount(55);
    await expect(
      page.getByRole('article', { name: numberedPageTitle(1), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More Content' })).toHaveCount(0);
  });

  test('the full-screen image viewer zooms, rotates, resets and closes', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signUp(page, uniqueCredentials());
    // A picture the server stores; the app shows only pictures it stored.
    const pictureUrl = site.picturePageUrl(site.pictureUrl, testInfo.testId);
    const item = await saveThroughApi(page, baseURL!, pictureUrl);
    await page.goto(`/content/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: PICTURE_PAGE_TITLE })).toBeVisible(
      LIVE,
    );
    const openViewer = page.getByRole('button', { name: 'View image full screen' });
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

    await openViewer.click();
    await expect(viewer).toBeVisible();
    await expect.poll(bodyOverflow).toBe('hidden');
    await expect(viewer).toContainText('100%');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer).toContainText('125%');
    for (let step = 0; step < 3; step += 1) {
      await viewer.getByRole('button', { name: 'Zoom out' }).click();
    }
    await expect(viewer).toContainText('50%');
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await page.keyboard.press('+');
    await expect(viewer).toContainText('75%');
    await viewer.getByRole('button', { name: 'Rotate' }).click();
    // 75 % and a quarter turn clockwise.
    await expect(viewer.getByRole('img', { name: PICTURE_PAGE_TITLE })).toHaveCSS(
      'transform',
      'matrix(0, 0.75, -0.75, 0, 0, 0)',
    );
    await viewer.getByRole('button', { name: 'Reset' }).click();
    await expect(viewer).toContainText('100%');
    await expect(viewer.getByRole('button', { name: 'Download' })).toBeEnabled();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect.poll(bodyOverflow).not.toBe('hidden');

    await openViewer.click();
    await viewer.getByTestId('image-viewer-stage').click({ position: { x: 5, y: 5 } });
    await expect(viewer).toBeHidden();

    await openViewer.click();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });
});
