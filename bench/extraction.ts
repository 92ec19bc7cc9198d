import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './config.ts';
import { readabilityHtml } from './extraction-readability.ts';
import {
  type CorpusPage,
  type PageScore,
  type SetScore,
  corpora,
  platformFixtures,
  scoring,
} from './extraction-quality.ts';
import { type Summary, summarize } from './stats.ts';

/**
 * `npm run bench -- extraction`: the fetch-and-parse extractor over the saved corpora in
 * `../shared/data`, in one worker process (`npm run extract -- --offline --batch --stats`):
 * article-body token F1 per set and page kind, title/author/date exact matches, CPU time per
 * page, the worker's memory, and per-platform field accuracy. Mozilla Readability on linkedom
 * runs on the same pages as the baseline (`BENCH_READABILITY=0` skips it).
 */

export const SHARED_DATA = path.resolve(REPO_ROOT, '..', 'shared', 'data');
const RUN_BASELINE = process.env.BENCH_READABILITY?.trim() !== '0';

interface WorkerResult {
  title?: string | null;
  author?: string | null;
  text?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  metadata?: { publishedAt?: string };
  error?: string;
  stats?: { cpuMs: number; rssMb: number };
}

export interface QualityRow extends SetScore {
  /** `readability-pages`, `wcxb-dev` or `wcxb-dev: <kind>`. */
  name: string;
  /** Mozilla Readability on the same pages, when measured. */
  baseline: SetScore | null;
  /** Exact-match rates over pages whose expected value is known (null when none is). */
  title: number | null;
  author: number | null;
  date: number | null;
}

export interface PlatformRow {
  platform: string;
  field: string;
  total: number;
  exact: number;
  /** Equal after normalising quotes, ellipses and whitespace. */
  normalised: number;
}

export interface ExtractionReport {
  pages: number;
  errors: number;
  quality: QualityRow[];
  cpuMs: Summary & { p90: number | null };
  baselineCpuMs: (Summary & { p90: number | null }) | null;
  workerPeakRssMb: number;
  platforms: PlatformRow[];
}

/** Runs the batch extractor in its own process; results come back in input order. */
async function runWorker(entries: { url: string; html: string }[]): Promise<WorkerResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vault-bench-extract-'));
  try {
    const batch = path.join(dir, 'batch.jsonl');
    await writeFile(batch, entries.map((entry) => JSON.stringify(entry)).join('\n') + '\n');
    const child = spawn(
      process.execPath,
      [
        // As workers run in production (docker-compose.yml, docs/operations.md).
        '--max-old-space-size=256',
        path.join(REPO_ROOT, 'backend/dist/cli/extract.js'),
        '--offline',
        '--stats',
        '--batch',
        batch,
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const results: WorkerResult[] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.trim()) results.push(JSON.parse(line) as WorkerResult);
    }
    const [code] = (await once(child, 'close')) as [number | null];
    if (code !== 0) throw new Error(`The extraction worker exited with code ${code}`);
    if (results.length !== entries.length)
      throw new Error(`The worker answered ${results.length} of ${entries.length} pages`);
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const squash = (value: string | null | undefined) =>
  value ? value.replace(/\s+/g, ' ').trim() : null;

/** Dates compare by calendar day (UTC): pages state times in many formats and zones. */
function day(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

function rate(pairs: [string | null, string | null][]): number | null {
  const known = pairs.filter(([, expected]) => expected !== null);
  if (!known.length) return null;
  return known.filter(([got, expected]) => got === expected).length / known.length;
}

interface Measured {
  page: CorpusPage;
  result: WorkerResult;
  score: PageScore;
  baseline: PageScore | null;
}

function qualityRow(
  name: string,
  rows: Measured[],
  scoreSet: (pages: PageScore[]) => SetScore,
): QualityRow {
  const baselines = rows.flatMap((row) => (row.baseline ? [row.baseline] : []));
  return {
    name,
    ...scoreSet(rows.map((row) => row.score)),
    baseline: baselines.length === rows.length ? scoreSet(baselines) : null,
    title: rate(rows.map((row) => [squash(row.result.title), squash(row.page.expectedTitle)])),
    author: rate(rows.map((row) => [squash(row.result.author), squash(row.page.expectedAuthor)])),
    date: rate(
      rows.map((row) => [day(row.result.metadata?.publishedAt), day(row.page.expectedDate)]),
    ),
  };
}

function withP90(values: number[]): Summary & { p90: number | null } {
  const sorted = [...values].sort((a, b) => a - b);
  const p90 = sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)]!
    : null;
  return { ...summarize(values), p90 };
}

function normalise(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  return value
    .replace(/\s*(\.\.\.|…)/g, '…')
    .replace(/[“”"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const PLATFORM_FIELDS: Record<string, (result: WorkerResult) => unknown> = {
  title: (result) => result.title ?? null,
  author: (result) => result.author ?? null,
  description: (result) => result.description ?? null,
  image: (result) => result.imageUrl ?? null,
  date: (result) => result.metadata?.publishedAt ?? null,
};

async function platformAccuracy(log: (message: string) => void): Promise<PlatformRow[]> {
  const { FIXTURE_SETS, PLATFORM_PAGES, readFixtures } = await platformFixtures();
  const cases = Object.entries(FIXTURE_SETS).flatMap(([platform, sets]) =>
    sets.flatMap((set) =>
      readFixtures(set)
        .filter((fixture) => fixture.fixture)
        .map((fixture) => ({ platform, fixture })),
    ),
  );
  log(`Platform pages: ${cases.length}`);
  const results = await runWorker(
    cases.map(({ fixture }) => ({
      url: fixture.url,
      html: path.join(PLATFORM_PAGES, fixture.fixture ?? ''),
    })),
  );
  const rows = new Map<string, PlatformRow>();
  cases.forEach(({ platform, fixture }, index) => {
    const result = results[index]!;
    for (const [field, read] of Object.entries(PLATFORM_FIELDS)) {
      if (!(field in fixture.expected)) continue;
      const expected = fixture.expected[field] ?? null;
      const key = `${platform} ${field}`;
      const row = rows.get(key) ?? { platform, field, total: 0, exact: 0, normalised: 0 };
      row.total += 1;
      if (read(result) === expected) row.exact += 1;
      if (normalise(read(result)) === normalise(expected)) row.normalised += 1;
      rows.set(key, row);
    }
  });
  return [...rows.values()];
}

export async function runExtractionBench(
  log: (message: string) => void,
): Promise<ExtractionReport> {
  const { readabilityPages, wcxbPages, htmlText, readHtml } = await corpora();
  const { scorePage, scoreSet } = await scoring();
  const pages = [...readabilityPages(SHARED_DATA), ...wcxbPages(SHARED_DATA)];
  log(`Extracting ${pages.length} pages in one worker process`);
  const results = await runWorker(pages.map((page) => ({ url: page.url, html: page.htmlFile })));
  const baselineCpu: number[] = [];
  if (RUN_BASELINE) log('Running Mozilla Readability (linkedom) on the same pages');
  const measured: Measured[] = pages.map((page, index) => {
    const result = results[index]!;
    let baseline: PageScore | null = null;
    if (RUN_BASELINE) {
      const { html, cpuMs } = readabilityHtml(readHtml(page.htmlFile), page.url);
      baselineCpu.push(cpuMs);
      baseline = scorePage(html === null ? null : htmlText(html), page.expectedText);
    }
    return { page, result, score: scorePage(result.text ?? null, page.expectedText), baseline };
  });

  const quality: QualityRow[] = [];
  for (const set of ['readability-pages', 'wcxb-dev'] as const) {
    const rows = measured.filter((row) => row.page.set === set);
    quality.push(qualityRow(set, rows, scoreSet));
    if (set !== 'wcxb-dev') continue;
    const kinds = [...new Set(rows.map((row) => row.page.kind))].sort();
    for (const kind of kinds) {
      quality.push(
        qualityRow(
          `  ${set}: ${kind}`,
          rows.filter((row) => row.page.kind === kind),
          scoreSet,
        ),
      );
    }
  }
  return {
    pages: pages.length,
    errors: results.filter((result) => result.error).length,
    quality,
    cpuMs: withP90(results.map((result) => result.stats?.cpuMs ?? 0)),
    baselineCpuMs: RUN_BASELINE ? withP90(baselineCpu) : null,
    workerPeakRssMb: Math.max(0, ...results.map((result) => result.stats?.rssMb ?? 0)),
    platforms: await platformAccuracy(log),
  };
}

const pct = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);
const num = (value: number | null) => (value === null ? '-' : value.toFixed(3));
const ms = (value: number | null) => (value === null ? '-' : value.toFixed(1));

/** The extraction table: quality per set and kind (Readability beside it), time, memory, platforms. */
export function formatExtractionTable(report: ExtractionReport): string {
  const widths = [30, 6, 7, 7, 7, 9, 7, 7, 7];
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  const lines = [
    row([
      'extraction corpus',
      'pages',
      'F1',
      'prec',
      'recall',
      'baseline',
      'title',
      'author',
      'date',
    ]),
    '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2)),
    ...report.quality.map((quality) =>
      row([
        quality.name,
        String(quality.pages),
        num(quality.f1),
        num(quality.precision),
        num(quality.recall),
        num(quality.baseline?.f1 ?? null),
        pct(quality.title),
        pct(quality.author),
        pct(quality.date),
      ]),
    ),
    '',
    `CPU per page: median ${ms(report.cpuMs.p50)} ms, p90 ${ms(report.cpuMs.p90)} ms, ` +
      `p99 ${ms(report.cpuMs.p99)} ms, max ${ms(report.cpuMs.max)} ms (targets: median < 30, p99 < 350); ` +
      `worker peak RSS ${report.workerPeakRssMb} MB (target < 500); ${report.errors} errors of ${report.pages} pages.`,
  ];
  if (report.baselineCpuMs) {
    lines.push(
      `Readability (linkedom) CPU per page: median ${ms(report.baselineCpuMs.p50)} ms, ` +
        `p90 ${ms(report.baselineCpuMs.p90)} ms, p99 ${ms(report.baselineCpuMs.p99)} ms.`,
    );
  }
  lines.push(
    'F1: token F1 on 4-word shingles, precision and recall averaged over pages (../shared/data/README.md). ' +
      'title/author: exact match (whitespace collapsed); date: same UTC day; over pages with a known value.',
    '',
    'platform field      exact  normalised',
    ...report.platforms.map(
      (platform) =>
        `${`${platform.platform} ${platform.field}`.padEnd(18)} ${`${platform.exact}/${platform.total}`.padStart(6)}  ${`${platform.normalised}/${platform.total}`.padStart(10)}`,
    ),
  );
  return lines.join('\n');
}
