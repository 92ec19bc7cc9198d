import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { APP_ROOT, CHROMIUM_PATH } from './config.ts';
import { SHARED_DATA } from './extraction.ts';
import { type Summary, summarize } from './stats.ts';

/**
 * `npm run bench -- headless`: the headless-browser path of extraction, apart from the
 * fetch-and-parse path the `extraction` scenario measures.
 *
 * - How many saves would need the browser: the renderer's rule (`needsRendering`) applied to the
 *   generic extraction of every saved page in ../shared/data (target: at least 80 % without it).
 * - The browser's memory (PSS of its process tree) before the first render (0: launched only
 *   when needed), at its peak with one page (target under 600 MB), after 10 and after 100
 *   renders of a script-built page (no growth), and once it has been idle (closed: 0).
 * - Time per render.
 */

export interface HeadlessReport {
  pagesChecked: number;
  pagesNeedingBrowser: number;
  shareWithoutBrowser: number;
  memoryMb: {
    beforeFirstRender: number;
    peakOnePage: number;
    after10: number;
    after100: number;
    afterIdle: number;
  };
  renderMs: Summary;
  pass: boolean;
}

const DIST = path.join(APP_ROOT, 'backend', 'dist');
const load = async <T>(relative: string): Promise<T> =>
  (await import(pathToFileURL(path.join(DIST, relative)).href)) as T;

interface Renderer {
  running: boolean;
  browserPid(): Promise<number | null>;
  render(url: string): Promise<{ html: string }>;
  shutdown(): Promise<void>;
}
interface RendererModule {
  HeadlessRenderer: new (options: {
    chromiumPath: string;
    maxPages: number;
    timeoutMs: number;
    maxBrowserMb: number;
    idleMs: number;
    allowedHosts: readonly string[];
  }) => Renderer;
}
interface CorpusPage {
  url: string | undefined;
  htmlFile: string;
}
interface CorporaModule {
  readabilityPages(dir: string): CorpusPage[];
  wcxbPages(dir: string): CorpusPage[];
  readHtml(file: string): string;
}
interface PlatformExtractionModule {
  extractPage: (input: {
    url: string;
    html: string;
    fetchJson: null;
    endpoints: unknown;
  }) => Promise<{ platform: string; text: string | null }>;
}
interface ConfigModule {
  loadConfig: (env: NodeJS.ProcessEnv) => { platformEndpoints: unknown };
}
interface RuleModule {
  needsRendering: (html: string, text: string | null) => { render: boolean };
}
interface MemoryModule {
  processTreeRss: (pid: number) => Promise<number | null>;
}

const IDLE_MS = 2_000;
const RENDERS = 100;

/** Share of saved pages the rule sends to the browser (platform pages never go there). */
async function ruleCoverage(): Promise<{ checked: number; needing: number }> {
  const corpora = await load<CorporaModule>('modules/extraction/quality/corpora.js');
  const { extractPage } = await load<PlatformExtractionModule>(
    'modules/extraction/platform-extraction.js',
  );
  const { needsRendering } = await load<RuleModule>('modules/extraction/render/needs-rendering.js');
  const { loadConfig } = await load<ConfigModule>('config/app-config.js');
  const endpoints = loadConfig({ ...process.env, NODE_ENV: 'production' }).platformEndpoints;
  const pages = [...corpora.readabilityPages(SHARED_DATA), ...corpora.wcxbPages(SHARED_DATA)];
  let needing = 0;
  for (const page of pages) {
    const html = corpora.readHtml(page.htmlFile);
    // A few saved pages have no recorded address; any web address stands in for it.
    const url = page.url || 'https://example.com/saved-page';
    const result = await extractPage({ url, html, fetchJson: null, endpoints });
    if (result.platform === 'other' && needsRendering(html, result.text).render) needing++;
  }
  return { checked: pages.length, needing };
}

/** A page whose text only exists once its script has run, as client-rendered apps are. */
function scriptBuiltSite(): http.Server {
  const paragraph = 'Vault keeps what you find online, rendered by a script in this page. ';
  return http.createServer((request, response) => {
    if (request.url === '/data.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: paragraph.repeat(40) }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Script-built</title></head><body>
<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>
<script>fetch('/data.json').then((r) => r.json()).then((data) => {
  const article = document.createElement('article');
  for (let i = 0; i < 20; i++) { const p = document.createElement('p'); p.textContent = data.text; article.append(p); }
  document.getElementById('root').append(article);
});</script></body></html>`);
  });
}

const mb = (bytes: number | null) => Math.round(((bytes ?? 0) / 2 ** 20) * 10) / 10;

export async function runHeadlessBench(log: (message: string) => void): Promise<HeadlessReport> {
  log('rule: which saved pages would need the browser');
  const coverage = await ruleCoverage();
  const { HeadlessRenderer } = await load<RendererModule>(
    'modules/extraction/render/headless-renderer.js',
  );
  const { processTreeRss } = await load<MemoryModule>(
    'modules/extraction/render/process-memory.js',
  );
  const site = scriptBuiltSite();
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  const url = `http://localhost:${(site.address() as AddressInfo).port}/`;
  const renderer = new HeadlessRenderer({
    chromiumPath: CHROMIUM_PATH,
    maxPages: 1,
    timeoutMs: 15_000,
    // No restart during the measurement, so growth would show.
    maxBrowserMb: 1_000_000,
    idleMs: IDLE_MS,
    allowedHosts: ['localhost'],
  });
  const treeMb = async () => {
    const pid = await renderer.browserPid();
    return pid === null ? 0 : mb(await processTreeRss(pid));
  };
  try {
    const beforeFirstRender = renderer.running ? await treeMb() : 0;
    let peakOnePage = 0;
    const sampler = setInterval(() => {
      void treeMb().then((value) => (peakOnePage = Math.max(peakOnePage, value)));
    }, 50);
    const times: number[] = [];
    let after10 = 0;
    log(`rendering a script-built page ${RENDERS} times`);
    try {
      for (let index = 1; index <= RENDERS; index++) {
        const started = performance.now();
        const result = await renderer.render(url);
        times.push(performance.now() - started);
        if (!result.html.includes('rendered by a script')) {
          throw new Error('The rendered page lacks the text its script writes');
        }
        if (index === 10) after10 = await treeMb();
      }
    } finally {
      clearInterval(sampler);
    }
    const after100 = await treeMb();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 1_500));
    const afterIdle = renderer.running ? await treeMb() : 0;
    const shareWithoutBrowser = 1 - coverage.needing / coverage.checked;
    const pass =
      beforeFirstRender === 0 &&
      peakOnePage < 600 &&
      afterIdle === 0 &&
      shareWithoutBrowser >= 0.8 &&
      // Growth beyond noise between the 10th and the 100th render.
      after100 <= after10 * 1.1 + 10;
    return {
      pagesChecked: coverage.checked,
      pagesNeedingBrowser: coverage.needing,
      shareWithoutBrowser,
      memoryMb: { beforeFirstRender, peakOnePage, after10, after100, afterIdle },
      renderMs: summarize(times),
      pass,
    };
  } finally {
    await renderer.shutdown();
    site.closeAllConnections();
    site.close();
  }
}

export function formatHeadless(report: HeadlessReport): string {
  const memory = report.memoryMb;
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
  return [
    `Headless browser path: ${report.pass ? 'PASS' : 'FAIL'}`,
    `  saves extracted without the browser: ${(report.shareWithoutBrowser * 100).toFixed(1)} % ` +
      `(${report.pagesNeedingBrowser} of ${report.pagesChecked} saved pages need it; target >= 80 %)`,
    `  browser memory (PSS, MB): before first render ${memory.beforeFirstRender}, peak with one ` +
      `page ${memory.peakOnePage} (target < 600), after 10 renders ${memory.after10}, after 100 ` +
      `${memory.after100}, idle ${memory.afterIdle} (target 0)`,
    `  time per render: p50 ${ms(report.renderMs.p50)} ms, p95 ${ms(report.renderMs.p95)} ms, ` +
      `max ${ms(report.renderMs.max)} ms`,
  ].join('\n');
}
