import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
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
  type HygieneRule,
  corpora,
  hygiene,
  quotedCode,
  platformFixtures,
  scoring,
} from './extraction-quality.ts';
import { type Summary, summarize } from './stats.ts';

/**
 * `npm run bench -- extraction`: the fetch-and-parse extractor over the saved corpora in
 * `../shared/data`, in one worker process (`npm run extract -- --offline --batch --stats`):
 * article-body token F1 per set and page kind, trafilatura-eval's snippet F1 (all pages and each
 * half), title/author/date exact matches, the pages whose text breaks each text-hygiene rule,
 * CPU time per page, the worker's memory, and per-platform field accuracy. Mozilla Readability on linkedom
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

/** Snippet scores on trafilatura-eval (its README): must-keep and must-drop snippets over all pages. */
export interface SnippetScore {
  pages: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface SnippetRow {
  name: string;
  score: SnippetScore;
  /** Mozilla Readability on the same pages, when measured. */
  baseline: SnippetScore | null;
}

export interface ExtractionReport {
  pages: number;
  errors: number;
  quality: QualityRow[];
  /** trafilatura-eval, all pages and each half (a change tuned to one half shows on the other). */
  snippets: SnippetRow[];
  /** Pages of ../shared/data whose text breaks each text-hygiene rule (target 0). */
  hygiene: Record<HygieneRule, number>;
  hygienePages: number;
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

interface SnippetPage {
  url: string;
  htmlFile: string;
  with: string[];
  without: string[];
}

/** trafilatura-eval's pages with the snippets their text must keep and must drop. */
function trafilaturaPages(): SnippetPage[] {
  const dir = path.join(SHARED_DATA, 'trafilatura-eval');
  const expected = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Record<
    string,
    { file: string; with: string[]; without: string[] }
  >;
  return Object.entries(expected).map(([url, entry]) => ({
    url,
    htmlFile: path.join(dir, entry.file),
    with: entry.with,
    without: entry.without,
  }));
}

/** As the set's score.mjs counts: kept snippets are true positives, leaked ones false positives. */
function snippetScore(pages: [SnippetPage, string | null][]): SnippetScore {
  const squashed = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  let truePositives = 0;
  let falseNegatives = 0;
  let falsePositives = 0;
  for (const [page, raw] of pages) {
    const text = squashed(raw);
    for (const snippet of page.with)
      if (text.includes(squashed(snippet))) truePositives += 1;
      else falseNegatives += 1;
    for (const snippet of page.without) if (text.includes(squashed(snippet))) falsePositives += 1;
  }
  const precision = truePositives / Math.max(1, truePositives + falsePositives);
  const recall = truePositives / Math.max(1, truePositives + falseNegatives);
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { pages: pages.length, precision, recall, f1 };
}

export async function runExtractionBench(
  log: (message: string) => void,
): Promise<ExtractionReport> {
  const { readabilityPages, wcxbPages, htmlText, readHtml } = await corpora();
  const { scorePage, scoreSet } = await scoring();
  const { hygieneBreaks } = await hygiene();
  const pages = [...readabilityPages(SHARED_DATA), ...wcxbPages(SHARED_DATA)];
  const snippetPages = trafilaturaPages();
  log(`Extracting ${pages.length + snippetPages.length} pages in one worker process`);
  const all = await runWorker([
    ...pages.map((page) => ({ url: page.url, html: page.htmlFile })),
    ...snippetPages.map((page) => ({ url: page.url, html: page.htmlFile })),
  ]);
  const results = all.slice(0, pages.length);
  const snippetResults = all.slice(pages.length);
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

  const baselineTexts = snippetPages.map((page) => {
    if (!RUN_BASELINE) return null;
    const { html, cpuMs } = readabilityHtml(readHtml(page.htmlFile), page.url);
    baselineCpu.push(cpuMs);
    return html === null ? null : htmlText(html);
  });
  const snippetRow = (name: string, keep: (index: number) => boolean): SnippetRow => {
    const indexes = snippetPages.map((_, index) => index).filter(keep);
    return {
      name,
      score: snippetScore(
        indexes.map((index) => [snippetPages[index]!, snippetResults[index]!.text ?? null]),
      ),
      baseline: RUN_BASELINE
        ? snippetScore(indexes.map((index) => [snippetPages[index]!, baselineTexts[index] ?? null]))
        : null,
    };
  };
  const half = Math.ceil(snippetPages.length / 2);
  const snippets = [
    snippetRow('trafilatura-eval', () => true),
    snippetRow('  first half', (index) => index < half),
    snippetRow('  second half', (index) => index >= half),
  ];
  const hygieneCounts: Record<HygieneRule, number> = {
    markup: 0,
    head: 0,
    furniture: 0,
    repeat: 0,
  };
  const { quotedCodeOfHtml } = await quotedCode();
  const htmlFiles = [...pages, ...snippetPages].map((page) => page.htmlFile);
  all.forEach((result, index) => {
    // The page's code, read only for a text that holds something like markup.
    let code: readonly string[] | undefined;
    const quoted = () => (code ??= quotedCodeOfHtml(readHtml(htmlFiles[index]!)));
    const context = { ...result, quotedCode: quoted };
    for (const rule of hygieneBreaks(result.text ?? null, context)) hygieneCounts[rule] += 1;
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
    pages: all.length,
    errors: all.filter((result) => result.error).length,
    quality,
    snippets,
    hygiene: hygieneCounts,
    hygienePages: all.length,
    cpuMs: withP90(all.map((result) => result.stats?.cpuMs ?? 0)),
    baselineCpuMs: RUN_BASELINE ? withP90(baselineCpu) : null,
    workerPeakRssMb: Math.max(0, ...all.map((result) => result.stats?.rssMb ?? 0)),
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
    row(['snippet corpus', 'pages', 'F1', 'prec', 'recall', 'baseline', 'b.prec', '', '']),
    ...report.snippets.map((snippet) =>
      row([
        snippet.name,
        String(snippet.score.pages),
        num(snippet.score.f1),
        num(snippet.score.precision),
        num(snippet.score.recall),
        num(snippet.baseline?.f1 ?? null),
        num(snippet.baseline?.precision ?? null),
        '',
        '',
      ]),
    ),
    '',
    `Text hygiene, pages of ${report.hygienePages} whose text breaks a rule (target 0): ` +
      Object.entries(report.hygiene)
        .map(([rule, count]) => `${rule} ${count}`)
        .join(', ') +
      '.',
    '',
    `CPU per page: median ${ms(report.cpuMs.p50)} ms, p90 ${ms(report.cpuMs.p90)} ms, ` +
      `p99 ${ms(report.cpuMs.p99)} ms, max ${ms(report.cpuMs.max)} ms (targets: median <= 15, p99 <= 200); ` +
      `worker peak RSS ${report.workerPeakRssMb} MB (target <= 450); ${report.errors} errors of ${report.pages} pages.`,
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
