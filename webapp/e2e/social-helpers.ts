import http from 'node:http';
import { expect, type Page } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import { answerPlatformEndpoint } from '../../backend/test/support/social-formats';
import { uniqueCredentials } from './helpers';
import { waitForExtractions } from './library-helpers';

/** The port playwright.config.ts names as the platforms' endpoints (`E2E_PORT` + 1). */
const ENDPOINTS_PORT = Number(process.env.E2E_PORT ?? 3107) + 1;

/** Listens as the platforms' public endpoints, in their formats, while the tests save posts. */
export async function startPlatformEndpoints(): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    if (!answerPlatformEndpoint(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ENDPOINTS_PORT, '127.0.0.1', resolve);
  });
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Signs a new account up through the API (the page shares its cookie). */
export async function signUpThroughApi(page: Page, baseURL: string): Promise<void> {
  const registered = await page.request.post('/api/register', {
    data: uniqueCredentials(),
    headers: { Origin: baseURL },
  });
  expect(registered.status()).toBe(201);
}

/** Saves a page as the extension does (with its snapshot), waits for it and opens its detail page. */
export async function savePostAndOpen(
  page: Page,
  baseURL: string,
  url: string,
  html: string,
  saved: number,
): Promise<void> {
  const response = await page.request.post('/api/content', {
    data: { url, html },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const item = (await response.json()) as ContentItem;
  await waitForExtractions(page, saved);
  await page.goto(`/content/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page fits its width (nothing scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const scheme = await page.evaluate(() =>
    window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}-${scheme}.png`,
    fullPage: true,
  });
}
