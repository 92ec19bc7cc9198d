import { expect, test } from '@playwright/test';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';

test.beforeEach(async ({ page }) => {
  test.slow();
  await bypassPreview(page);
});

/**
 * A chip tap's own task renders the chips and nothing else: the dashboard, the list and the
 * address follow in a transition after the tap's frame (on a slow phone, rendering them in the
 * tap's task held its next paint for ~90 ms). Read at the end of the tap's click, after React's
 * urgent render and its effects have run.
 */
test('a chip tap shows the chip chosen at once; the address and the list follow after', async ({
  page,
}) => {
  await signUp(page, uniqueCredentials());
  const favorites = page.getByRole('button', { name: 'Favorites', exact: true });
  await expect(favorites).toBeVisible();
  await page.evaluate(() => {
    // Bubbling to the window runs after React's listener on the app's root and its urgent render.
    window.addEventListener(
      'click',
      (event) => {
        const chip = (event.target as Element).closest('button');
        (window as unknown as { atTap: unknown }).atTap = {
          pressed: chip?.getAttribute('aria-pressed'),
          search: location.search,
        };
      },
      { once: true },
    );
  });
  await favorites.click();
  const atTap = await page.evaluate(() => (window as unknown as { atTap: unknown }).atTap);
  expect(atTap).toEqual({ pressed: 'true', search: '' });
  await expect(page).toHaveURL(/[?&]chip=favorites\b/);
  await expect(favorites).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'All Content', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
