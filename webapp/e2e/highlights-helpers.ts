import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import { uniqueCredentials } from './helpers';
import { waitForExtractions } from './library-helpers';

export const PASSAGE = 'the pools fill with anemones and small crabs';

const PARAGRAPHS = [
  'The tide goes out twice a day, and the shore changes with it every single time it does.',
  `At low tide ${PASSAGE} that hide under the weed until the water comes back in.`,
  'Children come with buckets and nets, and they leave with stories about what they found there.',
  'Nobody who has watched a rock pool for an hour thinks of the seaside as empty ever again.',
];

/** An article page as the extension sends it (its rendered HTML with the link). */
function articlePage(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}"></head><body><article><h1>${title}</h1>
${PARAGRAPHS.map((text) => `<p>${text}</p>`).join('\n')}</article></body></html>`;
}

/** Signs a new account up through the API, saves an article with its page, opens its detail. */
export async function openSavedArticle(page: Page, baseURL: string): Promise<ContentItem> {
  const registered = await page.request.post('/api/register', {
    data: uniqueCredentials(),
    headers: { Origin: baseURL },
  });
  expect(registered.status()).toBe(201);
  const title = 'Rock pools at low tide';
  const response = await page.request.post('/api/content', {
    data: { url: `https://shore.example/rock-pools-${Date.now()}`, html: articlePage(title) },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const item = (await response.json()) as ContentItem;
  await waitForExtractions(page, 1);
  await page.goto(`/content/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return item;
}

/** Selects `text` inside the reader, as a drag or a long press with handles would. */
export async function selectInReader(page: Page, text: string): Promise<void> {
  await page.getByTestId('reader-view').evaluate((reader, wanted) => {
    const walker = document.createTreeWalker(reader, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the reader`);
  }, text);
}

/** The painted highlight holding `text`. */
export function markOf(page: Page, text: string) {
  return page.getByTestId('reader-view').locator('mark', { hasText: text });
}

/** Downloads the item's Markdown from its Highlights section and returns the file's text. */
export async function downloadItemMarkdown(page: Page): Promise<{ name: string; text: string }> {
  const section = page.getByRole('region', { name: 'Highlights' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Export Markdown' }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}
