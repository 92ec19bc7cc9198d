import AxeBuilder from '@axe-core/playwright';
import { request } from '@playwright/test';
import type { ApiToken } from '@vault/contracts';
import type { PageCopyStatus } from '@vault/contracts';
import { GALLERY, PUBLIC_ARTICLE, WALLED } from './fixture-site';
import { setPlan } from './support/database';
import {
  badgeText,
  clickMenu,
  extensionStorage,
  extractedItem,
  openPopup,
  openTab,
  pressShortcut,
} from './support/extension';
import { expect, serverUrl, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

/** Proof the item came from the browser's snapshot: the server alone would have met the wall. */
function expectFromSnapshot(
  item: { title: string | null; text: string | null },
  key: string,
  wallHits: number,
) {
  expect(item.title).toBe(WALLED.ogTitle(key));
  expect(item.text).toContain(WALLED.memberText);
  expect(item.text).toContain(WALLED.renderedText);
  expect(wallHits).toBe(0);
}

test.describe('the Vault extension in Chromium', () => {
  let token = '';

  test('signs in from the popup with a personal token kept in local storage', async ({
    extensionContext,
    extensionId,
    background,
    account,
    api,
  }) => {
    const popup = await openPopup(extensionContext, extensionId);
    const form = popup.getByRole('form', { name: 'Sign in to Vault' });
    await expect(form.getByLabel('Server address')).toHaveValue('http://localhost:3000');
    await form.getByLabel('Server address').fill(serverUrl);
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();

    await expect(popup.getByLabel('Signed in as')).toHaveText(account.username);
    await expect(popup.getByLabel('Usage')).toHaveText('0 of 10 saves this month');

    const tokens = (await (await api.get('/api/auth/tokens')).json()) as ApiToken[];
    expect(tokens.map((listed) => listed.name)).toEqual(['Chrome on Linux']);

    const local = await extensionStorage(background, 'local');
    const auth = local.auth as { token: string; serverUrl: string; tokenId: number };
    expect(auth).toMatchObject({ serverUrl, tokenId: tokens[0]!.id });
    expect(auth.token.startsWith(tokens[0]!.prefix)).toBe(true);
    expect(await extensionStorage(background, 'sync')).toEqual({});
    token = auth.token;
    await popup.close();
  });

  test('saves the current page from the popup, with its snapshot', async ({
    extensionContext,
    extensionId,
    background,
    site,
    api,
  }) => {
    const url = site.walledPostUrl('popup');
    const { tabId } = await openTab(extensionContext, background, url);
    const popup = await openPopup(extensionContext, extensionId, tabId);

    const current = popup.getByRole('region', { name: 'Current tab' });
    await expect(current).toContainText(WALLED.documentTitle('popup'));
    await expect(current).toContainText(url);
    await expect(current.getByLabel('Platform')).toHaveText('Web');

    await popup.getByRole('button', { name: 'Save to vault' }).click();
    await expect(popup.getByText('Saved to your Vault')).toBeVisible();
    await expect(popup.getByLabel('Extracted')).toContainText(WALLED.ogTitle('popup'), {
      timeout: 30_000,
    });
    await expect(popup.getByRole('link', { name: 'Open in Vault' })).toHaveAttribute(
      'href',
      /\/content\/\d+$/,
    );
    await expect(popup.getByLabel('Usage')).toHaveText('1 of 10 saves this month');
    expect(await badgeText(background, tabId)).toBe('✓');

    expectFromSnapshot(await extractedItem(api, url), 'popup', site.wallHits('popup'));

    // Saving it again finds it in the vault.
    await popup.getByRole('button', { name: 'Save to vault' }).click();
    await expect(popup.getByText('Already in your Vault')).toBeVisible();
    await popup.close();
  });

  test('the popup in light and dark: the mark, the platform chip, no serious axe findings', async ({
    extensionContext,
    extensionId,
    background,
    site,
  }, testInfo) => {
    const { tabId } = await openTab(extensionContext, background, site.walledPostUrl('look'));
    const popup = await openPopup(extensionContext, extensionId, tabId);
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      await expect(popup.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
      const chip = popup.getByRole('region', { name: 'Current tab' }).getByLabel('Platform');
      await expect(chip).toHaveText('Web');
      // The chip takes its platform's colours (PLATFORM_COLORS), not the page's.
      expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        colorScheme === 'light' ? 'rgb(242, 241, 246)' : 'rgb(40, 37, 47)',
      );
      const file = testInfo.outputPath(`popup-${colorScheme}.png`);
      await popup.screenshot({ path: file });
      await testInfo.attach(`popup-${colorScheme}`, { path: file, contentType: 'image/png' });
      const results = await new AxeBuilder({ page: popup })
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }
    await popup.close();
  });

  test('saves the page from the context menu, with its snapshot', async ({
    extensionContext,
    background,
    site,
    api,
  }) => {
    const url = site.walledPostUrl('menu');
    const { tabId } = await openTab(extensionContext, background, url);

    const outcome = await clickMenu(background, tabId, { pageUrl: url });

    expect(outcome).toMatchObject({ kind: 'saved', created: true });
    expectFromSnapshot(await extractedItem(api, url), 'menu', site.wallHits('menu'));
  });

  test('saves a link target from the context menu (the server fetches it)', async ({
    extensionContext,
    background,
    site,
    api,
  }) => {
    const pageUrl = site.walledPostUrl('menu-link');
    const linkUrl = site.publicArticleUrl('linked');
    const { tabId } = await openTab(extensionContext, background, pageUrl);

    const outcome = await clickMenu(background, tabId, { pageUrl, linkUrl });

    expect(outcome).toMatchObject({ kind: 'saved', created: true });
    const item = await extractedItem(api, linkUrl);
    expect(item.title).toBe(PUBLIC_ARTICLE.title('linked'));
    const items = (await (await api.get('/api/content')).json()) as { url: string }[];
    expect(items.map((saved) => saved.url)).not.toContain(pageUrl);
  });

  test('saves the current tab with the keyboard shortcut, with its snapshot', async ({
    extensionContext,
    background,
    site,
    api,
  }) => {
    const url = site.walledPostUrl('shortcut');
    const { tabId } = await openTab(extensionContext, background, url);

    const outcome = await pressShortcut(background, tabId);

    expect(outcome).toMatchObject({ kind: 'saved', created: true });
    expect(await badgeText(background, tabId)).toBe('✓');
    expectFromSnapshot(await extractedItem(api, url), 'shortcut', site.wallHits('shortcut'));
  });

  test('the options page shows the account, and turning snapshots off leaves pages to the server', async ({
    extensionContext,
    extensionId,
    background,
    site,
    api,
    account,
  }) => {
    const options = await extensionContext.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const connected = options.getByLabel('Connected account');
    await expect(connected).toContainText(`Signed in as ${account.username} on ${serverUrl}`);
    await expect(connected.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(options.getByRole('textbox', { name: 'Server address' })).toBeDisabled();

    const snapshots = options.getByRole('checkbox', { name: /Send the page as I see it/ });
    await expect(snapshots).toBeChecked();
    await snapshots.uncheck();
    await expect
      .poll(async () => (await extensionStorage(background, 'local')).settings)
      .toEqual({ sendSnapshot: false });

    const url = site.walledPostUrl('no-snapshot');
    const { tabId } = await openTab(extensionContext, background, url);
    expect(await pressShortcut(background, tabId)).toMatchObject({ kind: 'saved' });
    const item = await extractedItem(api, url);
    // The server fetched the page itself and met the login wall.
    expect(item.title).toBe(WALLED.wallTitle);
    expect(site.wallHits('no-snapshot')).toBeGreaterThan(0);

    await snapshots.check();
    await expect
      .poll(async () => (await extensionStorage(background, 'local')).settings)
      .toEqual({ sendSnapshot: true });
    await options.close();
  });

  test('"Highlight in Vault" saves the page with its snapshot, then the selected passage', async ({
    extensionContext,
    background,
    site,
    api,
  }) => {
    const url = site.walledPostUrl('highlight');
    const { page, tabId } = await openTab(extensionContext, background, url);
    const passage = 'keeping what you find online';
    await page.evaluate((wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf(wanted);
        if (at === -1) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        document.getSelection()!.addRange(range);
        return;
      }
    }, passage);

    await clickMenu(background, tabId, {
      menuItemId: 'highlight-in-vault',
      pageUrl: url,
      selectionText: passage,
    });

    const item = await extractedItem(api, url);
    expectFromSnapshot(item, 'highlight', site.wallHits('highlight'));
    // Placed in the extracted text once the extraction completed.
    await expect
      .poll(async () => (await api.get(`/api/content/${item.id}/highlights`)).json())
      .toEqual([
        expect.objectContaining({ quote: passage, status: 'attached', start: expect.any(Number) }),
      ]);
    const [highlight] = (await (await api.get(`/api/content/${item.id}/highlights`)).json()) as {
      prefix: string;
      start: number;
    }[];
    expect(highlight!.prefix.endsWith('read this whole post about ')).toBe(true);
    expect(item.text).toContain(passage);
  });

  test('the saved copy shows the images only the signed-in browser could load', async ({
    extensionContext,
    background,
    site,
    account,
    api,
  }) => {
    test.slow();
    await setPlan(account.username, 'pro');
    const url = site.galleryUrl('copy');
    const { tabId } = await openTab(extensionContext, background, url);

    const outcome = await clickMenu(background, tabId, { pageUrl: url });
    expect(outcome).toMatchObject({ kind: 'saved', created: true });
    const item = await extractedItem(api, url);
    expect(item.title).toBe(GALLERY.title('copy'));
    await expect
      .poll(
        async () =>
          ((await (await api.get(`/api/content/${item.id}/copy/status`)).json()) as PageCopyStatus)
            .state,
        { timeout: 90_000, intervals: [500, 1000] },
      )
      .toBe('ready');

    // The copy as Vault serves it to its owner, with its sandboxing policy.
    await extensionContext.addCookies((await api.storageState()).cookies);
    const copy = await extensionContext.newPage();
    await copy.route(`${site.origin}/**`, (route) => route.abort());
    await copy.goto(`${serverUrl}/api/content/${item.id}/copy`);
    const photo = copy.locator('img.photo');
    await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(GALLERY.photo.width);
    await expect(copy.locator('.banner')).toHaveCSS(
      'background-image',
      /^url\("data:image\/png;base64,/,
    );
    // Only the signed-in browser could load it: the server is refused, so it came in the snapshot.
    const photoUrl = `${site.origin}/members/photo.png?key=copy`;
    expect((await api.get(photoUrl)).status()).toBe(403);
    expect(site.imageHits('copy', 'photo').signedIn).toBeGreaterThanOrEqual(1);
    await copy.close();
  });

  test('signs out from the popup, revoking the token on the server', async ({
    extensionContext,
    extensionId,
    background,
    api,
  }) => {
    expect(token).not.toBe('');
    const bearer = await request.newContext({
      baseURL: serverUrl,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    expect((await bearer.get('/api/auth/user')).status()).toBe(200);

    const popup = await openPopup(extensionContext, extensionId);
    await popup.getByRole('button', { name: 'Sign out' }).click();
    await expect(popup.getByRole('form', { name: 'Sign in to Vault' })).toBeVisible();

    expect((await bearer.get('/api/auth/user')).status()).toBe(401);
    expect(await (await api.get('/api/auth/tokens')).json()).toEqual([]);
    expect((await extensionStorage(background, 'local')).auth).toBeUndefined();
    await bearer.dispose();
  });
});
