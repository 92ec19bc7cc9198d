import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { APP_ROOT } from './config.ts';
import { type Summary, summarize } from './stats.ts';

/**
 * `npm run bench -- page-copy`: the time to make and store a saved copy of about 5 MB (target
 * 10 s): a page with a stylesheet and 30 images served by a local site, every resource
 * downloaded through the safe fetcher and inlined by the built backend's copy builder, the copy
 * gzip-compressed and written to the local-disk media storage, as the `page-copy` job does.
 */

export interface PageCopyReport {
  /** Bytes of the copy's HTML, before compression. */
  copyBytes: number;
  storedBytes: number;
  resources: number;
  ms: Summary;
  pass: boolean;
}

const RUNS = 5;
const TARGET_MS = 10_000;
const IMAGES = 30;
// Base64 grows bytes by a third: 30 images of this size make a copy of about 5 MB.
const IMAGE_BYTES = 125 * 1024;

const DIST = path.join(APP_ROOT, 'backend', 'dist');
const load = async <T>(relative: string): Promise<T> =>
  (await import(pathToFileURL(path.join(DIST, relative)).href)) as T;

interface Inliner {
  skipped: { url: string; reason: string }[];
}
interface CopyModules {
  buildPageCopy: (html: string, pageUrl: string, inliner: Inliner) => Promise<string>;
  ResourceInliner: new (fetch: unknown) => Inliner;
  safeResourceFetch: (allowedHosts: readonly string[]) => unknown;
  LocalDiskStorage: new (root: string) => {
    put(key: string, body: Readable, options: { size: number; contentType: string }): Promise<void>;
  };
}

/** A real PNG of noise (incompressible), about `IMAGE_BYTES` long. */
async function image(seed: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(IMAGE_BYTES / 3));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: { r: seed % 255, g: 90, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function page(): string {
  const images = Array.from({ length: IMAGES }, (_, n) => `<img src="/img/${n}.png" alt="">`);
  const prose =
    '<p>Words of a long article with many pictures, saved with all of them. </p>'.repeat(200);
  return `<!doctype html><html><head><title>Large page</title><link rel="stylesheet" href="/site.css"></head>
<body><article><h1>Large page</h1>${prose}${images.join('\n')}</article></body></html>`;
}

async function modules(): Promise<CopyModules> {
  const html = await load<Pick<CopyModules, 'buildPageCopy'>>('modules/archive/page-copy-html.js');
  const inliner = await load<Pick<CopyModules, 'ResourceInliner'>>(
    'modules/archive/resource-inliner.js',
  );
  const fetcher = await load<Pick<CopyModules, 'safeResourceFetch'>>(
    'modules/archive/safe-resource-fetch.js',
  );
  const storage = await load<Pick<CopyModules, 'LocalDiskStorage'>>(
    'modules/media/storage/local-disk-storage.js',
  );
  return { ...html, ...inliner, ...fetcher, ...storage };
}

export async function runPageCopyBench(log: (message: string) => void): Promise<PageCopyReport> {
  const { buildPageCopy, ResourceInliner, safeResourceFetch, LocalDiskStorage } = await modules();
  const images = await Promise.all(Array.from({ length: IMAGES }, (_, n) => image(n)));
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const match = /^\/img\/(\d+)\.png$/.exec(url);
    if (match)
      return void response
        .writeHead(200, { 'content-type': 'image/png' })
        .end(images[Number(match[1])]);
    if (url === '/site.css')
      return void response
        .writeHead(200, { 'content-type': 'text/css' })
        .end('body { color: #222 }');
    response.writeHead(200, { 'content-type': 'text/html' }).end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vault-bench-copy-'));
  const storage = new LocalDiskStorage(folder);
  const gzip = promisify(zlib.gzip);
  const times: number[] = [];
  let copyBytes = 0;
  let storedBytes = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const inliner = new ResourceInliner(safeResourceFetch([`127.0.0.1:${port}`]));
      const copy = Buffer.from(
        await buildPageCopy(page(), `http://127.0.0.1:${port}/page`, inliner),
        'utf8',
      );
      const compressed = await gzip(copy, { level: 6 });
      await storage.put(`copy-bench-${run}-${Date.now()}`, Readable.from([compressed]), {
        size: compressed.length,
        contentType: 'application/gzip',
      });
      times.push(performance.now() - started);
      copyBytes = copy.length;
      storedBytes = compressed.length;
      if (inliner.skipped.length) log(`left out: ${JSON.stringify(inliner.skipped)}`);
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await rm(folder, { recursive: true, force: true });
  }
  const ms = summarize(times);
  log(`copy of ${(copyBytes / 2 ** 20).toFixed(1)} MB: p50 ${ms.p50?.toFixed(0)} ms`);
  return {
    copyBytes,
    storedBytes,
    resources: IMAGES + 1,
    ms,
    pass: (ms.max ?? Infinity) < TARGET_MS,
  };
}

export function formatPageCopy(report: PageCopyReport): string {
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
  return [
    `Saved copy: ${report.pass ? 'PASS' : 'FAIL'}`,
    `  a ${(report.copyBytes / 2 ** 20).toFixed(1)} MB copy (${report.resources} resources inlined, ` +
      `${(report.storedBytes / 2 ** 20).toFixed(1)} MB stored): p50 ${ms(report.ms.p50)} ms, ` +
      `max ${ms(report.ms.max)} ms of ${report.ms.count} (target < ${TARGET_MS} ms)`,
  ].join('\n');
}
