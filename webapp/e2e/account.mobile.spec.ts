import { expect, test } from '@playwright/test';
import { bypassPreview, uniqueCredentials } from './helpers';

// Runs in the "mobile" project: a 375 px wide touch screen.
test('Account Settings and Privacy & Data fit a phone screen, in light and dark mode', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await bypassPreview(page);
  const user = uniqueCredentials();
  // Signed up through the API: the page shares the cookie.
  const registered = await page.request.post('/api/register', {
    data: user,
    headers: { Origin: baseURL ?? '' },
  });
  expect(registered.status()).toBe(201);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [path, heading] of [
      ['/settings/security', 'Change Password'],
      ['/privacy-settings', 'Danger Zone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} in ${colorScheme} mode`).toBeLessThanOrEqual(375);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/${colorScheme}${path.replace('/', '-')}.png`,
          fullPage: true,
        });
      }
    }
  }
});

test('the current Settings section stays in view in the sideways-scrolling section links', async ({
  page,
  baseURL,
}) => {
  await bypassPreview(page);
  const registered = await page.request.post('/api/register', {
    data: uniqueCredentials(),
    headers: { Origin: baseURL ?? '' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/settings/security');
  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  const current = nav.getByRole('link', { name: 'Security' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  // The last section sits past the phone's edge unless the links scroll to it.
  await expect(current).toBeInViewport({ ratio: 0.9 });
});
