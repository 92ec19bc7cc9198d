import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { ContentItem, Platform } from '@vault/contracts';
import { startFixtureSite, type FixtureSite } from './fixture-site';
import { bypassPreview, uniqueCredentials, type Credentials } from './helpers';
import { saveThroughApi, waitForExtractions } from './library-helpers';
import { expectNoSeriousAxeViolations } from './public-helpers';
import { setRole } from './support/admin-db';
import { setPlan, withDatabase } from './support/database';

/**
 * Every screen of the spec at 1280 and 375 px in light and dark: a full-page screenshot of each
 * (in this test's output folder, attached to the report, for a person to look at) and axe on each
 * (no serious or critical findings). One account per width and theme, made once through the API.
 */

let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});

test.afterAll(async () => {
  await site.close();
});

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  { name: 'phone', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
] as const;
const THEMES = ['light', 'dark'] as const;

/** Saved items shown with the platforms a library holds (the fixture site is one host). */
const SHOWN_PLATFORMS: Platform[] = ['youtube', 'reddit', 'linkedin', 'twitter'];

async function register(page: Page, baseURL: string, user: Credentials): Promise<void> {
  const response = await page.request.post('/api/register', {
    data: user,
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Gives the saved items the platforms of a real library (set-up no screen can do). */
async function setPlatforms(items: ContentItem[]): Promise<void> {
  await withDatabase(async (client) => {
    for (const [index, item] of items.entries()) {
      await client.query(`UPDATE content_items SET platform = $2 WHERE id = $1`, [
        item.id,
        SHOWN_PLATFORMS[index % SHOWN_PLATFORMS.length],
      ]);
    }
  });
}

class Screens {
  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /** Screenshots the page once `ready` shows, then runs axe on it. */
  async take(name: string, ready: () => Promise<void>): Promise<void> {
    await test.step(name, async () => {
      await ready();
      // Toasts, fades and skeletons settle before the picture and the contrast check.
      await this.page.waitForLoadState('networkidle');
      await this.page.evaluate(() => document.fonts.ready);
      // Sections below the fold skip rendering until scrolled to (content-visibility: auto),
      // and a full-page picture does not scroll: render them, as a reader scrolling would.
      await this.page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const file = this.testInfo.outputPath(`${name}.png`);
      await this.page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      await this.testInfo.attach(name, { path: file, contentType: 'image/png' });
      await expectNoSeriousAxeViolations(this.page);
    });
  }

  heading(name: string | RegExp) {
    return expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${width.name}, ${theme}`, () => {
      test.use({
        viewport: width.viewport,
        isMobile: width.isMobile,
        hasTouch: width.hasTouch,
        colorScheme: theme,
      });

      test('every screen', async ({ page, baseURL }, testInfo) => {
        test.setTimeout(600_000);
        const screens = new Screens(page, testInfo);
        await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);

        // Signed out, preview mode: the waitlist landing is the home page.
        await page.goto('/');
        await screens.take('waitlist', () => screens.heading('Never Lose Valuable Content Again'));

        await bypassPreview(page);
        await page.goto('/');
        await screens.take('landing', () => screens.heading('Keep what you find online'));
        await page.goto('/login');
        await screens.take('sign-in', () =>
          expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
            'aria-selected',
            'true',
          ),
        );
        await page.getByRole('tab', { name: 'Sign Up' }).click();
        await screens.take('sign-up', () =>
          expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible(),
        );
        for (const [path, heading] of [
          ['/faqs', 'Frequently Asked Questions'],
          ['/privacy', 'Privacy Policy'],
          ['/terms', 'Terms of Use'],
          ['/cookies', 'Cookie Policy'],
        ] as const) {
          await page.goto(path);
          await screens.take(path.slice(1), () => screens.heading(heading));
        }
        await page.goto('/no/such/page');
        await screens.take('not-found', () => screens.heading(/not found/i));

        // Signed in: an administrator on the top plan, so every screen is open to them.
        const user = uniqueCredentials();
        await register(page, baseURL!, user);
        await setRole(user.username, 'admin');
        await setPlan(user.username, 'premium');
        await page.goto('/');
        await screens.take('dashboard-empty', () => screens.heading('Your Vault'));

        const items = [
          await saveThroughApi(page, baseURL!, site.articleUrl(testInfo.testId)),
          await saveThroughApi(
            page,
            baseURL!,
            site.picturePageUrl(site.pictureUrl, testInfo.testId),
          ),
          await saveThroughApi(page, baseURL!, site.numberedPageUrl(1, testInfo.testId)),
          await saveThroughApi(page, baseURL!, site.numberedPageUrl(2, testInfo.testId)),
        ];
        await waitForExtractions(page, items.length);
        await setPlatforms(items);
        await page.goto('/');
        await screens.take('dashboard-grid', () =>
          expect(page.getByTestId('content-grid').getByRole('article')).toHaveCount(items.length),
        );
        await page.getByRole('button', { name: 'List view' }).click();
        await screens.take('dashboard-list', () =>
          expect(page.getByTestId('content-list').getByRole('article')).toHaveCount(items.length),
        );
        await page.getByRole('button', { name: 'Grid view' }).click();
        await page.getByRole('button', { name: 'Add Content' }).click();
        await screens.take('save-dialog', () =>
          expect(page.getByRole('dialog', { name: 'Save Content' })).toBeVisible(),
        );
        await page.keyboard.press('Escape');

        await page.goto(`/content/${items[0]!.id}`);
        await screens.take('item-text', () =>
          expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        );
        await page.getByRole('radio', { name: 'Reader' }).click({ force: true });
        await screens.take('item-reader', () =>
          expect(page.getByTestId('reader-view')).toBeVisible(),
        );

        for (const [path, heading] of [
          ['/kanban', 'Kanban Boards'],
          ['/settings', 'Account Settings'],
          ['/settings/plan', 'Account Settings'],
          ['/settings/integrations', 'Account Settings'],
          ['/settings/import-export', 'Account Settings'],
          ['/settings/security', 'Account Settings'],
          ['/privacy-settings', 'Privacy & Data'],
          ['/pricing', 'Pricing Plans'],
          ['/upgrade', 'Upgrade Your Plan'],
          ['/admin', 'Admin Dashboard'],
          ['/admin/users', 'Manage Users'],
          ['/admin/credits', 'Credit Management'],
        ] as const) {
          await page.goto(path);
          await screens.take(path.slice(1).replaceAll('/', '-'), () => screens.heading(heading));
        }
        await page.goto('/share?text=Nothing%20to%20see');
        await screens.take('share', () =>
          expect(page.getByText('There was no web link in what was shared')).toBeVisible(),
        );
      });
    });
  }
}
