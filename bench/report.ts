import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { POSTGRES_MODE, RESULTS_DIR, RESULT_FILE } from './config.ts';
import type { PostgresFacts } from './database.ts';
import type { PlanResult } from './plans.ts';
import type { ProbeResult, ScenarioResult } from './measure.ts';
import type { Target } from './scenarios.ts';
import type { Summary } from './stats.ts';
import { type SizesResult, formatSizes } from './sizes.ts';
import { type ExtractionReport, formatExtractionTable } from './extraction.ts';
import { type HeadlessReport, formatHeadless } from './headless.ts';
import { type PageCopyReport, formatPageCopy } from './page-copy.ts';
import { formatLighthouse } from './lighthouse-app.ts';
import type { PageScores } from './lighthouse.ts';
import { type InteractionReport, formatInteractions } from './interaction.ts';
import { type StartupResult, formatStartup } from './startup.ts';

export interface MachineFacts {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  /** Null when no scenario needed the database (extraction, cold start). */
  postgres: PostgresFacts | null;
  /** Which PostgreSQL served the API: the machine's (`external`) or `npm start`'s embedded one. */
  postgresMode: 'external' | 'embedded';
  /** 1-minute load average when the benchmark started: other work on the machine skews it. */
  loadAverageAtStart: number;
}

export interface BenchReport {
  startedAt: string;
  commit: string | null;
  machine: MachineFacts;
  settings: { durationS: number; warmupS: number; runs: number };
  seed: { users: number; items: number; mainUserItems: number; durationMs: number } | null;
  scenarios: ScenarioResult[];
  probe: ProbeResult | null;
  plans: PlanResult[];
  sizes: SizesResult | null;
  startup: StartupResult | null;
  interaction: InteractionReport | null;
  lighthouse: PageScores[] | null;
  /** Enqueue-to-pickup wait of the save scenario's extraction jobs; target p99 under 10 ms. */
  pickup: Summary | null;
  extraction: ExtractionReport | null;
  headless: HeadlessReport | null;
  pageCopy: PageCopyReport | null;
}

export function machineFacts(postgres: PostgresFacts | null): MachineFacts {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres,
    postgresMode: POSTGRES_MODE,
    loadAverageAtStart: os.loadavg()[0] ?? 0,
  };
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(1));

function targetText(target: Target | null): string {
  if (!target) return 'informational';
  const parts = (['p50', 'p95', 'p99'] as const).flatMap((key) =>
    target[key] === undefined ? [] : [`${key}<${target[key]}`],
  );
  return `${parts.join(' ')} ms`;
}

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join('  ');
}

function latencyCells(latency: Summary): string[] {
  return [ms(latency.p50), ms(latency.p95), ms(latency.p99), ms(latency.max)];
}

/** The summary table: one line per scenario (medians of the runs), then its variants. */
export function formatTable(report: BenchReport): string {
  const widths = [34, 20, 16, 8, 6, 7, 7, 7, 8, 6, 12, 8, 10];
  const header = [
    'scenario',
    'target',
    'rate (achieved)',
    'requests',
    'errors',
    'p50',
    'p95',
    'p99',
    'max',
    'result',
    'cpu/req',
    'lag p99',
    'alone p50',
  ];
  const lines = report.scenarios.length
    ? [row(header, widths), '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2))]
    : [];
  for (const scenario of report.scenarios) {
    const verdict = scenario.pass === null ? 'info' : scenario.pass ? 'PASS' : 'FAIL';
    const result = scenario.saturatedRuns ? `${verdict}*` : verdict;
    lines.push(
      row(
        [
          scenario.name,
          targetText(scenario.target),
          `${scenario.rate} (${scenario.achievedRate.toFixed(1)})`,
          String(scenario.latency.count),
          String(scenario.errors + scenario.unsent),
          ...latencyCells(scenario.latency),
          result,
          scenario.cpuPerRequest
            ? `${ms(scenario.cpuPerRequest.serverMs)}+${ms(scenario.cpuPerRequest.databaseMs)}`
            : '-',
          ms(scenario.sendLagP99),
          ms(scenario.unloaded.latency.p50),
        ],
        widths,
      ),
    );
    const labels = Object.entries(scenario.byLabel);
    if (labels.length > 1) {
      for (const [label, latency] of labels) {
        lines.push(
          row(
            [
              `  ${label}`,
              '',
              '',
              String(latency.count),
              '',
              ...latencyCells(latency),
              '',
              '',
              '',
              ms(scenario.unloaded.byLabel[label]?.p50 ?? null),
            ],
            widths,
          ),
        );
      }
    }
  }
  if (report.probe) {
    const probe = report.probe;
    lines.push(
      '',
      `Max throughput, ${probe.description}: ${probe.requestsPerSecond.toFixed(0)} requests/s ` +
        `(${probe.concurrency} connections, ${probe.durationS} s, ${probe.errors} errors, ` +
        `p50 ${ms(probe.latency.p50)} ms, p99 ${ms(probe.latency.p99)} ms)`,
    );
  }
  if (report.pickup) {
    const pickup = report.pickup;
    lines.push(
      '',
      `Enqueue to pickup (save scenario, ${pickup.count} jobs): p50 ${ms(pickup.p50)} ms, ` +
        `p99 ${ms(pickup.p99)} ms, max ${ms(pickup.max)} ms (target p99 < 10 ms)  ` +
        ((pickup.p99 ?? Infinity) < 10 ? 'PASS' : 'FAIL'),
    );
  }
  if (report.sizes) lines.push('', formatSizes(report.sizes));
  if (report.interaction) lines.push('', formatInteractions(report.interaction));
  if (report.lighthouse) lines.push('', formatLighthouse(report.lighthouse));
  if (report.startup) lines.push('', formatStartup(report.startup));
  if (report.extraction) lines.push('', formatExtractionTable(report.extraction));
  if (report.headless) lines.push('', formatHeadless(report.headless));
  if (report.pageCopy) lines.push('', formatPageCopy(report.pageCopy));
  const { machine, seed, settings } = report;
  lines.push(
    '',
    ...(report.scenarios.length
      ? [
          `Latency in ms from each request's scheduled send time; medians of ${settings.runs} runs of ` +
            `${settings.durationS} s after ${settings.warmupS} s of warm-up. cpu/req: CPU ms per request ` +
            `of the server process + its PostgreSQL backends. lag p99: how late the load generator sent ` +
            `(included in the latencies; high means the machine is overloaded). alone p50: one request at ` +
            `a time before the load.`,
        ]
      : []),
    ...(report.scenarios.some((scenario) => scenario.saturatedRuns)
      ? [
          '* Saturated: a run stopped sending once 2 s worth of requests were waiting for an ' +
            'answer; the requests it did not send count as errors.',
        ]
      : []),
    ...(seed
      ? [
          `Seed: ${seed.items} items (${seed.mainUserItems} for the measured user, ${seed.users} users) ` +
            `in ${(seed.durationMs / 1000).toFixed(1)} s.`,
        ]
      : []),
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
      `${machine.postgres ? `${machine.postgres.version.split(' on ')[0]} (${machine.postgresMode})` : 'no database'}, load average ${machine.loadAverageAtStart.toFixed(2)} at start.`,
  );
  return lines.join('\n');
}

export async function writeReport(report: BenchReport): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file =
    RESULT_FILE ?? path.join(RESULTS_DIR, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify(report, null, 2) + '\n');
  return file;
}
