import { expect, type Page, type Route } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';

/** Saves a link through the Save Content dialog, as a person would. */
export async function saveThroughDialog(page: Page, url: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Content' });
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Saves a link straight through the API with the page's session (set-up, not the flow under
 * test). State-changing cookie requests must name the app's own origin.
 */
export async function saveThroughApi(
  page: Page,
  baseURL: string,
  url: string,
): Promise<ContentItem> {
  const response = await page.request.post('/api/content', {
    data: { url },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as ContentItem;
}

/** Waits until the server has finished extracting every item of the signed-in user. */
export async function waitForExtractions(page: Page, expected: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/content?limit=100');
        const items = (await response.json()) as ContentItem[];
        return items.filter((item) => item.extractionStatus === 'completed').length;
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toBe(expected);
}

export function contentCards(page: Page) {
  return page.getByRole('article');
}

export function toast(page: Page, title: string) {
  return page.getByRole('status', { name: title });
}

type FulfillOptions = Parameters<Route['fulfill']>[0];

/**
 * Holds every list request (`GET /api/content`) the page makes from now on; `answer` says what
 * each is answered with when released. `release` answers them in order, then lets later requests
 * through (answered before unrouting: unrouting first would let the held ones reach the server).
 */
export async function holdListAnswers(
  page: Page,
  answer: (route: Route) => FulfillOptions | Promise<FulfillOptions>,
) {
  const held: (() => Promise<void>)[] = [];
  const listRequests = (url: URL) => url.pathname === '/api/content';
  await page.route(listRequests, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const options = await answer(route);
    held.push(() =>
      route.fulfill(options).catch(() => {
        // A request the page gave up on (asked again) cannot be answered any more.
      }),
    );
  });
  return {
    count: () => held.length,
    release: async () => {
      for (const respond of held) await respond();
      await page.unroute(listRequests);
    },
  };
}

/** Reloads the page and waits until its own event stream is open (not an earlier page's). */
export async function reloadWithOpenStream(page: Page): Promise<void> {
  const reloadedAt = Date.now();
  const streamOpen = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/events') && response.request().timing().startTime >= reloadedAt,
  );
  await page.reload();
  await streamOpen;
}
