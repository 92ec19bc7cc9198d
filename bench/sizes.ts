import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APP_ROOT, CHROMIUM_PATH } from './config.ts';
import { type PopupResult, measurePopup } from './popup.ts';

/**
 * What a browser downloads before a page works: every script and stylesheet it requests while the
 * page loads, with the sizes after gzip and brotli (computed here from the bodies, so the figure
 * does not depend on whether the server compresses). Plus the largest route chunk of the build and
 * the packed size of each extension build.
 */

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  page: string;
  path: string;
  files: number;
  /** Every file, the largest first, for finding what to cut (the table shows five). */
  largest: { file: string; gzip: number }[];
  js: Compressed;
  css: Compressed;
  /** Goal for JS + CSS after gzip, in bytes; null for a row that is only reported. */
  targetGzip: number | null;
  pass: boolean;
}

export interface SizesResult {
  pages: PageWeight[];
  largestChunk: { file: string } & Compressed;
  extension: { file: string; bytes: number }[];
  popup: PopupResult | null;
}

function compressed(body: Buffer): Compressed {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

function add(total: Compressed, part: Compressed): void {
  total.raw += part.raw;
  total.gzip += part.gzip;
  total.brotli += part.brotli;
}

const empty = (): Compressed => ({ raw: 0, gzip: 0, brotli: 0 });

async function weighPage(
  baseUrl: string,
  label: string,
  pagePath: string,
  targetGzip: number | null,
  signIn: boolean,
  /** What shows once the page's own (lazily loaded) code has run. */
  readyHeading: string,
  /** Move the pointer over the page and wait for the app: a prerendered page starts it then. */
  interact = false,
): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    if (signIn) {
      const suffix = Date.now().toString(36);
      const response = await context.request.post('/api/register', {
        headers: { origin: baseUrl },
        data: {
          username: `size_${suffix}`,
          email: `size_${suffix}@bench.example`,
          password: 'Bench-password-1234',
        },
      });
      if (!response.ok()) throw new Error(`Could not register: ${response.status()}`);
    }
    const page = await context.newPage();
    const bodies: Promise<{ type: string; url: string; body: Buffer } | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response
          .body()
          .then((body) => ({ type, url: response.url(), body }))
          .catch(() => null),
      );
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    // Pages load their code lazily once the app knows who is signed in: network idle alone can
    // come before the page's chunks are asked for.
    await page.getByRole('heading', { level: 1, name: readyHeading }).waitFor();
    await page.waitForLoadState('networkidle');
    if (interact) {
      await page.mouse.move(20, 20);
      await page.mouse.move(40, 60);
      await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
    }
    const js = empty();
    const css = empty();
    const largest: PageWeight['largest'] = [];
    for (const entry of await Promise.all(bodies)) {
      if (!entry) continue;
      const size = compressed(entry.body);
      add(entry.type === 'script' ? js : css, size);
      largest.push({ file: path.basename(new URL(entry.url).pathname), gzip: size.gzip });
    }
    largest.sort((a, b) => b.gzip - a.gzip);
    return {
      page: label,
      path: pagePath,
      files: largest.length,
      largest,
      js,
      css,
      targetGzip,
      pass: targetGzip === null || js.gzip + css.gzip <= targetGzip,
    };
  } finally {
    await browser.close();
  }
}

async function largestChunk(): Promise<SizesResult['largestChunk']> {
  const dir = path.join(APP_ROOT, 'webapp', 'dist', 'assets');
  let best: SizesResult['largestChunk'] = { file: '-', ...empty() };
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js')) continue;
    const size = compressed(await readFile(path.join(dir, file)));
    if (size.gzip > best.gzip) best = { file, ...size };
  }
  return best;
}

async function extensionPackages(): Promise<SizesResult['extension']> {
  const dir = path.join(APP_ROOT, 'extension', '.output');
  const files = (await readdir(dir).catch(() => [])).filter(
    (file) => file.endsWith('.zip') && !file.includes('sources'),
  );
  return Promise.all(
    files.map(async (file) => ({ file, bytes: (await stat(path.join(dir, file))).size })),
  );
}

/** Landing (signed-out home) under 150 kB gzip, dashboard under 200 kB (issue #12). */
export async function measureSizes(baseUrl: string): Promise<SizesResult> {
  return {
    pages: [
      await weighPage(baseUrl, 'signed-out home', '/', 150_000, false, 'Keep what you find online'),
      // The prerendered page works (paints, links) on what it loads first; its app (the FAQ,
      // tabs and forms) starts at the first interaction. What that costs, for the record:
      await weighPage(
        baseUrl,
        'home, app started',
        '/',
        null,
        false,
        'Keep what you find online',
        true,
      ),
      await weighPage(baseUrl, 'dashboard (signed in)', '/', 200_000, true, 'Your Vault'),
    ],
    largestChunk: await largestChunk(),
    extension: await extensionPackages(),
    popup: await measurePopup(),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatSizes(sizes: SizesResult): string {
  const lines = ['Initial JS + CSS (gzip / brotli / raw):'];
  for (const page of sizes.pages) {
    const total = empty();
    add(total, page.js);
    add(total, page.css);
    lines.push(
      `  ${page.page.padEnd(24)} ${kB(total.gzip).padStart(9)} / ${kB(total.brotli).padStart(9)} / ` +
        `${kB(total.raw).padStart(9)}  ${page.files} files  ` +
        (page.targetGzip === null
          ? '(reported)'
          : `target < ${kB(page.targetGzip)} gzip  ${page.pass ? 'PASS' : 'FAIL'}`),
      `    largest: ${page.largest
        .slice(0, 5)
        .map((file) => `${file.file} ${kB(file.gzip)}`)
        .join(', ')}`,
    );
  }
  const chunk = sizes.largestChunk;
  lines.push(`  largest chunk ${chunk.file}: ${kB(chunk.gzip)} gzip, ${kB(chunk.raw)} raw`);
  for (const pack of sizes.extension) lines.push(`  extension ${pack.file}: ${kB(pack.bytes)}`);
  if (sizes.popup) {
    lines.push(
      `  extension popup time to interactive: median ${sizes.popup.medianMs} ms ` +
        `(runs ${sizes.popup.runs.join(', ')} ms)`,
    );
  }
  return lines.join('\n');
}
