import { withClient } from './database.ts';
import { startFixtureSite } from './fixture-site.ts';
import type { RequestTemplate } from './http.ts';
import { runInChild } from './measure.ts';
import type { LoadResult } from './recorder.ts';
import { listPage } from './scenarios.ts';
import type { BenchUser } from './seed.ts';
import { type RunningServer, type RunningWorker, startServer, startWorker } from './server.ts';
import { type Summary, summarize } from './stats.ts';

/**
 * The `scale-out` scenario: two API processes (RUN_WORKER=false) and two extraction workers on the
 * bench's PostgreSQL and Redis. Saves of pages from a local site are sent to both APIs for several
 * accounts (one account extracts at most 2 pages at once) while the measured user's library page is
 * read from both; then it waits until every save is extracted. Saves per second end to end are the
 * extracted items over the time from the first save to the last extraction.
 */

export const API_PROCESSES = 2;
export const WORKERS = 2;
/** Accounts the saves are spread over. */
const SAVING_ACCOUNTS = 10;
const SAVE_RATE = Number(process.env.BENCH_SCALE_SAVE_RATE ?? 30);
const LIST_RATE = 100;
const DURATION_S = Number(process.env.BENCH_SCALE_DURATION ?? 20);
/** How long the queue may take to drain after the last save. */
const DRAIN_TIMEOUT_MS = 240_000;

export interface ScaleOutReport {
  layout: string;
  saveRate: number;
  listRate: number;
  durationS: number;
  /** Saves answered 2xx, and how many of them ended extracted or failed. */
  saved: number;
  extracted: number;
  failed: number;
  /** Null when nothing was extracted. */
  savesPerSecond: number | null;
  /** Milliseconds from a save's row being written to its extraction's last write. */
  savedToExtracted: Summary;
  /** Unfinished when the wait for the queue to drain gave up. */
  unfinished: number;
  list: Summary;
  listErrors: number;
  saveErrors: number;
  sendLagP99: number | null;
  errorSamples: string[];
}

export interface ScaleOutOptions {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  users: BenchUser[];
  log: (message: string) => void;
}

interface Outcome {
  total: number;
  extracted: number;
  failed: number;
  spanMs: number | null;
  latencies: number[];
}

async function outcome(databaseUrl: string, origin: string): Promise<Outcome> {
  return withClient(databaseUrl, async (client) => {
    const rows = await client.query<{
      status: string;
      ms: number;
      first: Date;
      last: Date;
    }>(
      `SELECT extraction_status AS status,
              extract(epoch FROM updated_at - created_at) * 1000 AS ms,
              min(created_at) OVER () AS first, max(updated_at) OVER () AS last
         FROM content_items WHERE url LIKE $1 || '%'`,
      [origin],
    );
    const done = rows.rows.filter((row) => row.status === 'completed' || row.status === 'failed');
    const first = rows.rows[0]?.first;
    const last = rows.rows[0]?.last;
    return {
      total: rows.rows.length,
      extracted: done.filter((row) => row.status === 'completed').length,
      failed: done.filter((row) => row.status === 'failed').length,
      spanMs: first && last ? last.getTime() - first.getTime() : null,
      latencies: done.map((row) => Number(row.ms)),
    };
  });
}

/** Waits until every save from the site is extracted or failed; returns what is left. */
async function drain(databaseUrl: string, origin: string): Promise<Outcome> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const now = await outcome(databaseUrl, origin);
    if (now.extracted + now.failed >= now.total || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function runScaleOut(options: ScaleOutOptions): Promise<ScaleOutReport> {
  const { databaseUrl, redisUrl, queuePrefix, users, log } = options;
  // The save scenario's placeholders (never fetched) would otherwise be re-queued by the workers'
  // recovery sweep and compete with the measured saves.
  await withClient(databaseUrl, (client) =>
    client.query(
      `UPDATE content_items SET extraction_status = 'failed', extraction_error = 'bench placeholder'
        WHERE extraction_status IN ('queued', 'processing')`,
    ),
  );
  const site = await startFixtureSite();
  const env = { FETCH_ALLOWED_HOSTS: '127.0.0.1' };
  const apis: RunningServer[] = [];
  const workers: RunningWorker[] = [];
  try {
    for (let i = 0; i < API_PROCESSES; i++) {
      apis.push(await startServer({ databaseUrl, redisUrl, queuePrefix, env }));
    }
    for (let i = 0; i < WORKERS; i++) {
      workers.push(await startWorker({ databaseUrl, redisUrl, queuePrefix, env }));
    }
    log(
      `  ${API_PROCESSES} API processes, ${WORKERS} workers; saving from ${site.origin} at ` +
        `${SAVE_RATE}/s for ${DURATION_S} s while reading the list at ${LIST_RATE}/s`,
    );
    const savers = users.slice(0, SAVING_ACCOUNTS);
    const saves: RequestTemplate[] = apis.flatMap((api) =>
      savers.map((user) => ({
        label: 'save',
        method: 'POST' as const,
        path: '/api/content',
        body: JSON.stringify({ url: `${site.origin}/article/{n}` }),
        baseUrl: api.baseUrl,
        token: user.token,
      })),
    );
    const lists: RequestTemplate[] = apis.map((api) => ({
      label: 'list',
      method: 'GET' as const,
      path: listPage(),
      baseUrl: api.baseUrl,
    }));
    const shape = (rate: number) => ({
      mode: 'open' as const,
      rate,
      durationS: DURATION_S,
      warmupS: 0,
    });
    const [saveLoad, listLoad]: [LoadResult, LoadResult] = await Promise.all([
      runInChild({
        baseUrl: apis[0]!.baseUrl,
        token: savers[0]!.token,
        requests: saves,
        counterStart: 0,
        shape: shape(SAVE_RATE),
      }),
      runInChild({
        baseUrl: apis[0]!.baseUrl,
        token: users[0]!.token,
        requests: lists,
        counterStart: 0,
        shape: shape(LIST_RATE),
      }),
    ]);
    log(`  ${saveLoad.ok} saves answered; waiting for their extraction`);
    const done = await drain(databaseUrl, site.origin);
    const finished = done.extracted + done.failed;
    return {
      layout:
        `${API_PROCESSES} API processes (RUN_WORKER=false) and ${WORKERS} workers ` +
        `(backend/dist/worker.js) on one PostgreSQL and one Redis, all on this machine`,
      saveRate: SAVE_RATE,
      listRate: LIST_RATE,
      durationS: DURATION_S,
      saved: done.total,
      extracted: done.extracted,
      failed: done.failed,
      savesPerSecond: done.spanMs && done.extracted ? (done.extracted * 1000) / done.spanMs : null,
      savedToExtracted: summarize(done.latencies),
      unfinished: done.total - finished,
      list: listLoad.latency,
      listErrors: listLoad.errors + listLoad.unsent,
      saveErrors: saveLoad.errors + saveLoad.unsent,
      sendLagP99: Math.max(saveLoad.sendLag?.p99 ?? 0, listLoad.sendLag?.p99 ?? 0),
      errorSamples: [...saveLoad.errorSamples, ...listLoad.errorSamples].slice(0, 5),
    };
  } finally {
    await Promise.all([...workers, ...apis].map((process) => process.stop().catch(() => {})));
    await site.close();
  }
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(1));

export function formatScaleOut(report: ScaleOutReport): string {
  return [
    `Scale-out: ${report.layout}.`,
    `  Saves sent at ${report.saveRate}/s for ${report.durationS} s: ${report.saved} saved ` +
      `(${report.saveErrors} errors), ${report.extracted} extracted, ${report.failed} failed, ` +
      `${report.unfinished} unfinished; end to end ${ms(report.savesPerSecond)} saves/s; ` +
      `saved to extracted p50 ${ms(report.savedToExtracted.p50)} ms, ` +
      `p99 ${ms(report.savedToExtracted.p99)} ms.`,
    `  List meanwhile at ${report.listRate}/s over both APIs: p50 ${ms(report.list.p50)} ms, ` +
      `p99 ${ms(report.list.p99)} ms (${report.listErrors} errors); load generator lag p99 ` +
      `${ms(report.sendLagP99)} ms.`,
    ...report.errorSamples.map((sample) => `  error: ${sample}`),
  ].join('\n');
}
