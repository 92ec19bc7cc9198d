import { expect, test, type Page } from '@playwright/test';
import { expectAppStarted, holdEntryScript, startUsing, toast } from './public-helpers';
import { LANDING_FAQ, PUBLIC_PAGES } from '@vault/contracts';

/**
 * The public pages arrive prerendered (webapp/build/prerender.ts): their content is in the HTML the
 * server sends, so it shows without JavaScript, and the app then hydrates that markup in place
 * instead of drawing the page again.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its hero, the waitlist form and the FAQ', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never Lose Valuable Content Again' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await expect(form.getByRole('textbox')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    for (const entry of LANDING_FAQ) {
      await expect(page.getByRole('button', { name: entry.question })).toBeVisible();
    }
  });

  test('the signed-out home shows the Account card', async ({ page }) => {
    await page.goto('/?dev=true');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
  });

  for (const key of ['faqs', 'privacy', 'terms', 'cookies'] as const) {
    test(`${PUBLIC_PAGES[key].path} shows its page`, async ({ page }) => {
      await page.goto(PUBLIC_PAGES[key].path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('the HTML the server sends carries no comment of the source, only the hydration markers of React', async ({
  request,
}) => {
  for (const path of ['/', '/faqs', '/privacy', '/login']) {
    const html = await (await request.get(path)).text();
    const comments = html.match(/<!--[\s\S]*?-->/g) ?? [];
    // React marks text boundaries and Suspense boundaries with <!-- -->, <!--$-->, <!--/$-->.
    expect(
      comments.filter((comment) => !/^<!--[\s$/!?]*-->$/.test(comment)),
      path,
    ).toEqual([]);
  }
});

/** Records the page's first <h1> before any script of the page runs. */
async function rememberFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { firstHeading: Element | null }).firstHeading =
        document.querySelector('h1');
    });
  });
}

test.describe('with JavaScript', () => {
  for (const { name, path } of [
    { name: 'the landing page', path: '/' },
    { name: 'the signed-out home', path: '/?dev=true' },
    { name: '/faqs', path: '/faqs' },
    { name: '/cookies', path: '/cookies' },
  ]) {
    test(`${name} is hydrated in place: no errors, no request for the signed-out user`, async ({
      page,
    }) => {
      const errors: string[] = [];
      const userRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/user') userRequests.push(request.url());
      });
      await rememberFirstHeading(page);
      await page.goto(path);
      await startUsing(page);
      await expectAppStarted(page);
      await page.waitForLoadState('networkidle');
      // The heading the server sent is the one on the page now: React adopted it, not redrew it.
      const sameHeading = await page.evaluate(
        () =>
          (window as unknown as { firstHeading: Element | null }).firstHeading ===
          document.querySelector('h1'),
      );
      expect(sameHeading).toBe(true);
      expect(errors).toEqual([]);
      expect(userRequests).toEqual([]);
    });
  }

  test('a prerendered page loads only its entry until the visitor acts, then starts', async ({
    page,
  }) => {
    // The chunk that starts the app (named in webapp/vite.config.ts).
    const appChunk = /\/assets\/app-[\w-]+\.js$/;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/faqs', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await expect(page.locator('html[data-app-started]')).toHaveCount(0);
    expect(scripts.some((script) => appChunk.test(script))).toBe(false);
    expect(scripts.length).toBeLessThanOrEqual(3);
    // Scrolling is enough: by the time the visitor taps something, the app is usually there.
    await page.mouse.wheel(0, 300);
    await expectAppStarted(page);
    expect(scripts.some((script) => appChunk.test(script))).toBe(true);
  });

  // Lighthouse's desktop window: the footer starts on screen, below the first part of the page.
  for (const key of ['privacy', 'terms', 'cookies', 'faqs'] as const) {
    test(`${PUBLIC_PAGES[key].path} does not move while it loads in a desktop window`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1350, height: 940 });
      await page.addInitScript(() => {
        (window as unknown as { layoutShift: number }).layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            (window as unknown as { layoutShift: number }).layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(PUBLIC_PAGES[key].path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('contentinfo')).toBeAttached();
      // Two frames after the load, so a shift of the last layout has been reported.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { layoutShift: number }).layoutShift),
              ),
            ),
          ),
      );
      expect(shift).toBeLessThan(0.01);
    });
  }

  test('the first tap on a page whose app has not started yet is answered', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const question = page.getByRole('button', { name: LANDING_FAQ[1]!.question });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(LANDING_FAQ[1]!.answer)).toBeVisible();
  });

  test('the landing page still works once hydrated: a question opens', async ({ page }) => {
    await page.goto('/');
    await startUsing(page);
    await expectAppStarted(page);
    const question = page.getByRole('button', { name: LANDING_FAQ[0]!.question });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test('an address sent before the scripts arrive is held, then joins the waitlist', async ({
    page,
  }) => {
    // The app's entry script arrives late: the visitor fills the prerendered form before it.
    const { release } = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByRole('textbox').fill(`held${Date.now().toString(36)}@example.com`);
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    // Not submitted natively: no reload with the address in the query string.
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(toast(page, "You're on the list!")).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('a question tapped before the scripts arrive opens once they have, and only once', async ({
    page,
  }) => {
    const { release } = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const question = page.getByRole('button', { name: LANDING_FAQ[0]!.question });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    release();
    await expectAppStarted(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(LANDING_FAQ[0]!.answer)).toBeVisible();
  });
});
