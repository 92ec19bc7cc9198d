import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { ContentItem } from '@vault/contracts';
import { bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughDialog } from './library-helpers';

const WRITTEN_BY_SCRIPT =
  'The lighthouse keeper logged every passing ship by lamplight, and this sentence exists only ' +
  'after the page script has run in a browser.';

/** A page whose HTML is an empty application root: its text is written by its script. */
const SCRIPT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Written by script</title></head><body><div id="root"></div>
<noscript>You need to enable JavaScript to run this app.</noscript>
<script>
  const root = document.getElementById('root');
  const article = document.createElement('article');
  const heading = document.createElement('h1');
  heading.textContent = 'Written by script';
  article.append(heading);
  for (let index = 0; index < 4; index += 1) {
    const paragraph = document.createElement('p');
    paragraph.textContent = ${JSON.stringify(WRITTEN_BY_SCRIPT)};
    article.append(paragraph);
  }
  root.append(article);
</script></body></html>`;

let server: http.Server;
let pageUrl: string;

test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(SCRIPT_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a page that writes its text with JavaScript is rendered by the server and its text stored', async ({
  page,
}) => {
  // Sign-up and a headless render on a busy machine: more than the default budget.
  test.slow();
  await bypassPreview(page);
  await signUp(page, uniqueCredentials());
  await saveThroughDialog(page, pageUrl);
  let saved: ContentItem | undefined;
  await expect
    .poll(
      async () => {
        const items = (await (await page.request.get('/api/content')).json()) as ContentItem[];
        saved = items.find((item) => item.url === pageUrl);
        return saved?.extractionStatus;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe('completed');
  const detail = (await (
    await page.request.get(`/api/content/${saved!.id}`)
  ).json()) as ContentItem;
  expect(detail.text).toContain(WRITTEN_BY_SCRIPT);
});
