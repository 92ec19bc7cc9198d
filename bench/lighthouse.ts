import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_DATABASE_URL, CHROMIUM_PATH, REDIS_URL, RESULTS_DIR } from './config.ts';
import { createDatabase, databaseUrl, dropDatabase } from './database.ts';
import { forgetSimulations, formatPath, simulatedLcpPath } from './lighthouse-critical-path.ts';
import { deleteKeys } from './redis.ts';
import {
  CATEGORIES,
  type Category,
  FORM_FACTORS,
  type FormFactor,
  describeGoals,
  missedGoals,
} from './lighthouse-goals.ts';
import { type RunningServer, buildApp, gitCommit, startServer } from './server.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse (performance, accessibility, best practices, SEO) on the
 * public pages of the production build, served in preview mode as before launch, in the system
 * Chromium. Each page is measured with Lighthouse's mobile (throttled) and desktop settings and
 * judged by the goals in lighthouse-goals.ts. Writes bench/results/lighthouse-<date>.json.
 */

const PAGES = [
  { name: 'waitlist landing', path: '/' },
  // The dev query opens the app without the preview gate: the signed-out home.
  { name: 'signed-out home', path: '/?dev=true' },
  { name: 'FAQ', path: '/faqs' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'cookies', path: '/cookies' },
] as const;

export interface PageScores {
  page: string;
  path: string;
  formFactor: FormFactor;
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time, ms. */
  lcpMs: number;
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU speed (higher is faster). The mobile figures multiply
   * observed main-thread time by 4 whatever the host, so they are comparable only between runs of
   * a similar index.
   */
  benchmarkIndex: number;
  /** The goals this page missed (lighthouse-goals.ts); empty when it met them all. */
  missed: string[];
  /** Weighted audits of the four categories that did not pass, by id: what to fix next. */
  failedAudits: string[];
  /**
   * What the simulated LCP waited for, first step first (lighthouse-critical-path.ts):
   * `document 0-609 > main thread 609-886 > react-….js 886-2244 (59.4 kB) > …`.
   */
  lcpPath: string | null;
}

const startedAt = new Date();
const databaseName = `vault_bench_lh_${startedAt.getTime()}`;
const queuePrefix = `vault-bench-lh-${startedAt.getTime()}`;
const log = (message: string) => console.log(`[lighthouse] ${message}`);

const DESKTOP = {
  formFactor: 'desktop',
  screenEmulation: {
    mobile: false,
    width: 1350,
    height: 940,
    deviceScaleFactor: 1,
    disabled: false,
  },
  throttling: { rttMs: 40, throughputKbps: 10_240, cpuSlowdownMultiplier: 1 },
} as const;

/**
 * `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps each page's full report there (which tasks, which
 * shifts) and its trace (`….trace.json`, opens in DevTools' Performance panel).
 */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS?.trim() || null;

async function saveReport(
  { lhr, artifacts }: { lhr: object; artifacts: { Trace?: object } },
  formFactor: string,
  page: string,
): Promise<void> {
  if (!REPORT_DIR) return;
  await mkdir(REPORT_DIR, { recursive: true });
  const name = `${formFactor}-${page.replace(/\W+/g, '-').replace(/-+$/, '')}`;
  await writeFile(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  if (artifacts.Trace) {
    await writeFile(path.join(REPORT_DIR, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
  }
}

export interface LighthousePage {
  name: string;
  path: string;
  /** Sent with every request of the page, e.g. the session cookie of a signed-in user. */
  headers?: Record<string, string>;
}

export async function measure(
  baseUrl: string,
  port: number,
  pages: readonly LighthousePage[] = PAGES,
  formFactors: readonly FormFactor[] = FORM_FACTORS,
): Promise<PageScores[]> {
  const results: PageScores[] = [];
  for (const formFactor of formFactors) {
    for (const page of pages) {
      forgetSimulations();
      const runner = await runLighthouse(baseUrl, port, page, formFactor);
      const { lhr } = runner;
      const lcpPath = simulatedLcpPath(`${baseUrl}${page.path}`);
      await saveReport(runner, formFactor, page.name);
      const score = (category: Category) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const entry: PageScores = {
        page: page.name,
        path: page.path,
        formFactor,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<
          Category,
          number
        >,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        missed: [],
        failedAudits: CATEGORIES.flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${category}/${ref.id}`),
        ),
        lcpPath: lcpPath ? formatPath(lcpPath) : null,
      };
      entry.missed = missedGoals(entry);
      results.push(entry);
      // A page Lighthouse could not measure says why (no paint seen, a trace error...).
      const problem =
        lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage;
      if (problem) log(`${formFactor} ${page.name}: Lighthouse could not measure it: ${problem}`);
      // The server's Set-Cookie answer to a signed-in page stays in the browser: without this, the
      // next "signed-out" page was measured signed in.
      if (page.headers) await clearCookies(port);
      log(
        `${formFactor.padEnd(7)} ${page.name.padEnd(17)} ` +
          CATEGORIES.map((c) => `${c} ${entry.scores[c]}`).join(', ') +
          ` (LCP ${entry.lcpMs} ms, TBT ${entry.tbtMs} ms, CLS ${entry.cls}; host index ${entry.benchmarkIndex})` +
          (entry.missed.length ? `\n          missed: ${entry.missed.join(', ')}` : '') +
          (entry.failedAudits.length
            ? `\n          not passed: ${entry.failedAudits.join(', ')}`
            : '') +
          // What the simulated paint waited for: where the mobile goals are won or lost.
          (formFactor === 'mobile' && entry.lcpPath
            ? `\n          simulated LCP path: ${entry.lcpPath}`
            : ''),
      );
    }
  }
  return results;
}

/**
 * Lighthouse now and then fails to record the page load's trace (NO_NAVSTART) and asks to be run
 * again: such a run measured nothing, so it is run again (twice at most). A low score is never
 * re-run.
 */
const TRACE_RETRIES = 2;

async function runLighthouse(
  baseUrl: string,
  port: number,
  page: LighthousePage,
  formFactor: FormFactor,
) {
  for (let attempt = 0; ; attempt += 1) {
    const runner = await lighthouse(
      `${baseUrl}${page.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(page.headers ? { extraHeaders: page.headers } : {}),
      },
      formFactor === 'desktop'
        ? { extends: 'lighthouse:default', settings: { ...DESKTOP } }
        : undefined,
    );
    if (!runner) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const error = runner.lhr.runtimeError;
    if (!error || attempt >= TRACE_RETRIES) return runner;
    log(`${formFactor} ${page.name}: ${error.code}, measuring again`);
    if (page.headers) await clearCookies(port);
  }
}

/** Clears the browser's cookies over the DevTools protocol (a browser-wide command). */
async function clearCookies(port: number): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const answered = new Promise((resolve) =>
    socket.addEventListener('message', resolve, { once: true }),
  );
  socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' }));
  await answered;
  socket.close();
}

/** The system Chromium with a debugging port, as Lighthouse drives it. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

export function belowTarget(results: PageScores[]): PageScores[] {
  return results.filter((entry) => entry.missed.length > 0);
}

let server: RunningServer | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
let databaseCreated = false;

async function cleanUp(): Promise<void> {
  await Promise.resolve(chrome?.kill()).catch(() => undefined);
  await server?.stop().catch(() => undefined);
  if (databaseCreated) await dropDatabase(ADMIN_DATABASE_URL, databaseName).catch(() => undefined);
  await deleteKeys(REDIS_URL, queuePrefix).catch(() => undefined);
}

if (import.meta.main) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }

  try {
    await buildApp(false);
    await createDatabase(ADMIN_DATABASE_URL, databaseName);
    databaseCreated = true;
    server = await startServer({
      databaseUrl: databaseUrl(ADMIN_DATABASE_URL, databaseName),
      redisUrl: REDIS_URL,
      queuePrefix,
      launchMode: 'preview',
    });
    chrome = await launchChromium();
    const results = await measure(server.baseUrl, chrome.port);
    const failing = belowTarget(results);
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(
      RESULTS_DIR,
      `lighthouse-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await writeFile(
      file,
      `${JSON.stringify({ startedAt: startedAt.toISOString(), commit: gitCommit(), goals: describeGoals(), results }, null, 2)}\n`,
    );
    log(`Wrote ${path.relative(process.cwd(), file)}`);
    log(
      failing.length === 0
        ? `Every page met its goals (${describeGoals()})`
        : `Goals missed: ${failing.map((entry) => `${entry.formFactor} ${entry.page}`).join(', ')}`,
    );
    process.exitCode = failing.length === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}
