import {
  type APIRequestContext,
  type BrowserContext,
  chromium,
  test as base,
  type Worker,
  request as playwrightRequest,
} from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverUrl } from '../../playwright.config';
import { SESSION_COOKIE, type FixtureSite, startFixtureSite } from '../fixture-site';

const extensionPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.output/chrome-mv3-e2e',
);

export interface Credentials {
  username: string;
  password: string;
}

interface WorkerFixtures {
  /** The system Chromium with the extension loaded, shared by a file's tests. */
  extensionContext: BrowserContext;
  /** The extension's background service worker. */
  background: Worker;
  extensionId: string;
  site: FixtureSite;
  /** An account on the server, signed up through the API. */
  account: Credentials;
  /** The account's own session on the API, to check what the extension did. */
  api: APIRequestContext;
}

export const test = base.extend<object, WorkerFixtures>({
  extensionContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
    async ({}, use) => {
      const context = await chromium.launchPersistentContext('', {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--headless=new',
          `--disable-extensions-except=${extensionPath}`,
          `--load-extension=${extensionPath}`,
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  background: [
    async ({ extensionContext }, use) => {
      const worker =
        extensionContext.serviceWorkers()[0] ??
        (await extensionContext.waitForEvent('serviceworker'));
      await use(worker);
    },
    { scope: 'worker' },
  ],
  extensionId: [
    async ({ background }, use) => {
      await use(new URL(background.url()).host);
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ extensionContext }, use) => {
      const site = await startFixtureSite();
      // The person is signed in to the site in this browser; the Vault server is not.
      await extensionContext.addCookies([{ ...SESSION_COOKIE, url: site.origin }]);
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  account: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring.
    async ({}, use) => {
      const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
      await use({ username: `ext${suffix}`, password: 'correct-horse-42' });
    },
    { scope: 'worker' },
  ],
  api: [
    async ({ account }, use) => {
      const api = await playwrightRequest.newContext({
        baseURL: serverUrl,
        extraHTTPHeaders: { Origin: serverUrl },
      });
      const registered = await api.post('/api/register', {
        data: { ...account, email: `${account.username}@example.com` },
      });
      if (registered.status() !== 201) {
        throw new Error(`sign-up failed: ${registered.status()} ${await registered.text()}`);
      }
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

export const expect = test.expect;
export { serverUrl };
