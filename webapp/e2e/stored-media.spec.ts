import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ContentDetail } from '@vault/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountMenuButton, bypassPreview, signUp, uniqueCredentials } from './helpers';
import { saveThroughApi, waitForExtractions } from './library-helpers';
import { drawnPng } from './media-files';
import { COLOR_SCHEMES } from './public-helpers';
import { setPlan } from './support/database';

/** A social post's page elsewhere on the web: three pictures and a clip, declared the Open Graph way. */
interface PostSite {
  origin: string;
  files: Map<string, { type: string; body: Buffer }>;
  close: () => Promise<void>;
}

const PROSE =
  '<p>Three pictures from the walk along the river and a short clip of the water, with enough words for a main text.</p>';

function postPage(origin: string): string {
  const images = ['/one.png', '/two.png', '/three.png'].map((name) => `${origin}${name}`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>River walk in pictures</title>
<meta property="og:title" content="River walk in pictures">
${images.map((image) => `<meta property="og:image" content="${image}">`).join('\n')}
<meta property="og:video" content="${origin}/clip.webm"><meta property="og:video:type" content="video/webm">
</head><body><article><h1>River walk in pictures</h1>${PROSE.repeat(5)}
<figure><img src="${images[1]}" alt="The bridge"><figcaption>The old bridge.</figcaption></figure>
${PROSE.repeat(2)}</article></body></html>`;
}

async function startPostSite(): Promise<PostSite> {
  const files = new Map<string, { type: string; body: Buffer }>();
  let origin = '';
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const file = files.get(path);
    if (file) return void response.writeHead(200, { 'content-type': file.type }).end(file.body);
    if (path.startsWith('/post'))
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(postPage(origin));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    files,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A real WebM clip, recorded by the browser from a canvas whose colour changes. */
async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const draw = () => {
      context.fillStyle = `hsl(${(frame * 25) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 180);
      frame += 1;
    };
    draw();
    const timer = setInterval(draw, 60);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

let site: PostSite;

test.beforeEach(async ({ page }) => {
  test.slow();
  await bypassPreview(page);
  site = await startPostSite();
  for (const [name, width, height] of [
    ['/one.png', 640, 400],
    ['/two.png', 400, 600],
    ['/three.png', 500, 500],
  ] as const)
    site.files.set(name, { type: 'image/png', body: await drawnPng(page, width, height) });
});

test.afterEach(async () => {
  await site.close().catch(() => undefined);
});

test('a saved post keeps its pictures and clip: a gallery at 1280 and 375 px, the viewer, the player, and storage in Settings', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = uniqueCredentials();
  await signUp(page, user);
  await setPlan(user.username, 'pro');
  site.files.set('/clip.webm', { type: 'video/webm', body: await recordedWebm(page) });

  const item = await saveThroughApi(page, baseURL!, `${site.origin}/post-${testInfo.testId}`);
  await waitForExtractions(page, 1);
  // The files are kept after the extraction, on their own queue.
  await expect
    .poll(
      async () => {
        const detail = (await (
          await page.request.get(`/api/content/${item.id}`)
        ).json()) as ContentDetail;
        return detail.media.map((entry) => Boolean(entry.storedUrl));
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toEqual([true, true, true, true]);
  // From here on the site is gone: everything shown comes from Vault.
  await site.close();

  await page.goto(`/content/${item.id}`);
  const gallery = page.getByRole('region', { name: 'Post media' });
  const images = gallery.getByTestId('post-media-image');
  await expect(images).toHaveCount(3);
  const video = gallery.getByTestId('post-media-video');
  await expect(video).toHaveAttribute('src', /^\/api\/media\/stored\/\d+$/);
  await expect(video).toHaveAttribute('poster', /^\/api\/media\/stored\/\d+$/);
  for (const image of await images.locator('img').all())
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

  // The player loads the stored clip and plays it.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => element.pause());

  // An image opens in the viewer.
  await images.nth(1).click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('img')).toHaveAttribute('src', /^\/api\/media\/stored\/\d+$/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The reader view shows the article's picture from Vault's copy.
  await page.getByRole('radio', { name: 'Reader' }).click({ force: true });
  const readerImage = page.getByRole('img', { name: 'The bridge' });
  await expect(readerImage).toHaveAttribute('src', /^\/api\/media\/stored\/\d+$/);
  await expect
    .poll(() => readerImage.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await gallery.scrollIntoViewIfNeeded();
      await expect(images.first()).toBeInViewport({ ratio: 0.2 });
      const box = await gallery.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (process.env.E2E_SCREENSHOTS)
        await gallery.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/post-media-${width}-${colorScheme}.png`,
        });
    }
  }

  // Settings › Plan & usage says how much is kept, in the words of the monthly usage.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings/plan');
  const storage = page.getByTestId('storage-usage');
  await expect(storage).toContainText('Media storage');
  await expect(storage).toContainText(/[\d.]+ (KB|MB) of 10 GB used/);
  if (process.env.E2E_SCREENSHOTS)
    await storage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/storage-usage.png` });

  // The avatar menu says it in the same words.
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByTestId('storage-usage')).toContainText(/of 10 GB used/);
});

test('on the free plan the card says the media was not kept, and the gallery links to the originals', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUp(page, uniqueCredentials());
  const item = await saveThroughApi(page, baseURL!, `${site.origin}/post-${testInfo.testId}`);
  await waitForExtractions(page, 1);
  const notice = '4 files not kept: Your plan keeps the lead image only';
  await expect
    .poll(
      async () => {
        const detail = (await (
          await page.request.get(`/api/content/${item.id}`)
        ).json()) as ContentDetail;
        return detail.metadata.mediaNotKept ?? null;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBe(notice);

  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: 'River walk in pictures' });
  await expect(card.getByTestId('media-not-kept')).toHaveText(notice);

  await page.goto(`/content/${item.id}`);
  const gallery = page.getByRole('region', { name: 'Post media' });
  const tiles = gallery.getByTestId('post-media-not-kept');
  await expect(tiles).toHaveCount(4);
  await expect(tiles.first()).toContainText('Image not kept');
  await expect(tiles.first()).toContainText('Your plan keeps the lead image only');
  await expect(tiles.last()).toContainText('Video not kept');
  await expect(
    tiles.first().getByRole('link', { name: /Original on 127\.0\.0\.1/ }),
  ).toHaveAttribute('href', `${site.origin}/one.png`);
  // Nothing of the site is loaded by the page: no image or video of the post at all.
  await expect(gallery.locator('img, video')).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await gallery.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (process.env.E2E_SCREENSHOTS)
        await gallery.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/post-media-not-kept-${width}-${colorScheme}.png`,
        });
    }
  }
  await page.goto('/settings/plan');
  await expect(page.getByTestId('storage-usage')).toHaveText(
    'Media storage: your plan keeps the lead image only',
  );
});
