import { expect, test } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypassPreview, signUp, uniqueCredentials } from '../helpers';
import { contentCards, saveThroughApi, waitForExtractions } from '../library-helpers';
import { setPlan } from '../support/database';

/**
 * Rows 9 and 10 in the browser: a saved page and the text fields a person types, all carrying
 * script payloads, render as inert text on every screen that shows them. Any dialog fails.
 */

const PAYLOAD = '"><img src=x onerror=alert(1)>';
const TAG = '<b onmouseover=alert(3)>t';

const HOSTILE_PAGE = `<!doctype html><html><head>
<title>${PAYLOAD}</title>
<meta property="og:title" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">
<meta name="author" content="&lt;svg onload=alert(2)&gt;">
<meta property="og:image" content="javascript:alert(4)">
</head><body><article>
<h1>Hostile article</h1>
<p>Ordinary words come first, so that the extractor finds a main text in this article page.</p>
<script>alert(5)</script>
<img src="x" onerror="alert(6)">
<svg onload="alert(7)"></svg>
<p><a href="javascript:alert(8)">click me</a> and &lt;script&gt;alert(9)&lt;/script&gt; typed as text.</p>
</article></body></html>`;

let server: http.Server;
let origin: string;

test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(HOSTILE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('script payloads in a saved page, its note, tags and board render as text; no dialog opens', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await bypassPreview(page);
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');

  const item: ContentItem = await saveThroughApi(page, baseURL!, `${origin}/hostile`);
  await waitForExtractions(page, 1);
  const patched = await page.request.patch(`/api/content/${item.id}`, {
    data: { quickNote: PAYLOAD, customTags: [TAG] },
    headers: { Origin: baseURL! },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const board = await page.request.post('/api/kanban/boards', {
    data: { name: PAYLOAD },
    headers: { Origin: baseURL! },
  });
  expect(board.status()).toBe(201);

  // The library card.
  await page.goto('/');
  const card = contentCards(page).first();
  await expect(card).toContainText(PAYLOAD);
  // The detail page: title, author, text, note and tag, each as literal text.
  await page.goto(`/content/${item.id}`);
  await expect(page.getByText(PAYLOAD).first()).toBeVisible();
  await expect(page.getByText('<script>alert(9)</script>', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(TAG).first()).toBeVisible();
  // The kanban page lists the board.
  await page.goto('/kanban');
  await expect(page.getByText(PAYLOAD).first()).toBeVisible();

  // Nothing ran: no dialog, no injected element, no javascript: link.
  expect(dialogs).toEqual([]);
  for (const path of ['/', `/content/${item.id}`, '/kanban']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('img[src="x"], svg[onload], [onerror], [onmouseover]').count()).toBe(
      0,
    );
    expect(await page.locator('a[href^="javascript:"], img[src^="javascript:"]').count()).toBe(0);
  }
  expect(dialogs).toEqual([]);
});
