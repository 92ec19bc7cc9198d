import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { POSTGRES_MODE, RESULTS_DIR, RESULT_FILE } from './config.ts';
import type { PostgresFacts } from './database.ts';
import { MAX_SEND_LAG_P99_MS } from './budgets.ts';
import type { CpuPerRequest } from './cpu.ts';
import type { PlanResult } from './plans.ts';
import { type ScaleOutReport, formatScaleOut } from './scale-out.ts';
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
  /** A plain 10^8-step JavaScript loop, best of two: how fast one core of this host is. */
  loopMs: number;
}

let measuredLoopMs: number | null = null;

function loopMs(): number {
  if (measuredLoopMs !== null) return measuredLoopMs;
  let best = Infinity;
  for (let attempt = 0; attempt < 2; attempt++) {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e8; i++) sum += i & 7;
    if (sum < 0) throw new Error('unreachable');
    best = Math.min(best, performance.now() - started);
  }
  return (measuredLoopMs = Math.round(best));
}

export interface BenchReport {
  startedAt: string;
  commit: string | null;
  machine: MachineFacts;
  settings: { durationS: number; warmupS: number; runs: number };
  seed: {
    users: number;
    items: number;
    mainUserItems: number;
    durationMs: number;
    library: 'standard' | 'large';
    databaseBytes: number;
    itemsTableBytes: number;
  } | null;
  scenarios: ScenarioResult[];
  probe: ProbeResult | null;
  plans: PlanResult[];
  sizes: SizesResult | null;
  startup: StartupResult | null;
  interaction: InteractionReport | null;
  lighthouse: PageScores[] | null;
  /** Enqueue-to-pickup wait of the save scenario's extraction jobs; target p99 under 10 ms. */
  pickup: Summary | null;
  scaleOut: ScaleOutReport | null;
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
    loopMs: loopMs(),
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

function cpuCell(cpu: CpuPerRequest | null | undefined): string {
  return cpu ? `${ms(cpu.serverMs)}+${ms(cpu.databaseMs)}` : '-';
}

function cpuVerdict(scenario: ScenarioResult): string {
  if (scenario.cpuBudgetMs === null || scenario.cpuPass === null) return '';
  return `<=${scenario.cpuBudgetMs} ${scenario.cpuPass ? 'PASS' : 'FAIL'}`;
}

/** The machine and whether the load generator kept time: printed above and below every table. */
export function machineLine(machine: MachineFacts): string {
  return (
    `Machine: ${machine.cpu} (10^8-step loop ${machine.loopMs} ms), ${machine.cores} cores, ` +
    `${machine.memoryGiB} GiB, Node ${machine.node}, ` +
    `${machine.postgres ? `${machine.postgres.version.split(' on ')[0]} (${machine.postgresMode})` : 'no database'}, ` +
    `load average ${machine.loadAverageAtStart.toFixed(2)} at start.`
  );
}

/** Names the scenarios whose figures do not count because the load generator sent late. */
export function lagLine(scenarios: ScenarioResult[]): string {
  const late = scenarios.filter((scenario) => !scenario.counts);
  if (!late.length) {
    return `Load generator lag p99 within ${MAX_SEND_LAG_P99_MS} ms in every scenario: the figures count.`;
  }
  const names = late.map((scenario) => `${scenario.name} (${ms(scenario.sendLagP99)} ms)`);
  return (
    `DOES NOT COUNT: load generator lag p99 over ${MAX_SEND_LAG_P99_MS} ms in ${names.join(', ')}; ` +
    'the host was too busy for these figures to say anything about the server.'
  );
}

function latencyCells(latency: Summary): string[] {
  return [ms(latency.p50), ms(latency.p95), ms(latency.p99), ms(latency.max)];
}

/** The summary table: one line per scenario (medians of the runs), then its variants. */
export function formatTable(report: BenchReport): string {
  const widths = [34, 20, 16, 8, 6, 7, 7, 7, 8, 6, 12, 10, 8, 10];
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
    'cpu budget',
    'lag p99',
    'alone p50',
  ];
  const lines = report.scenarios.length
    ? [
        machineLine(report.machine),
        lagLine(report.scenarios),
        '',
        row(header, widths),
        '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2)),
      ]
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
          cpuCell(scenario.cpuPerRequest),
          cpuVerdict(scenario),
          `${ms(scenario.sendLagP99)}${scenario.counts ? '' : '!'}`,
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
              cpuCell(scenario.cpuByLabel[label]),
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
  if (report.scaleOut) lines.push('', formatScaleOut(report.scaleOut));
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
            `of the server process + its PostgreSQL backends (a scenario: median of the runs; a variant: ` +
            `sent alone, one at a time). cpu budget: server + PostgreSQL per request, the runs' median ` +
            `and every variant. lag p99: how late the load generator sent (included in the latencies; ` +
            `over ${MAX_SEND_LAG_P99_MS} ms, marked !, the run does not count). alone p50: one request at ` +
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
          `Seed (${seed.library}): ${seed.items} items (${seed.mainUserItems} for the measured user, ` +
            `${seed.users} users) ${seed.durationMs ? `in ${(seed.durationMs / 1000).toFixed(1)} s` : 'kept from an earlier run'}; database ` +
            `${(seed.databaseBytes / 2 ** 30).toFixed(2)} GiB, ${(seed.databaseBytes / seed.items / 1024).toFixed(2)} kB ` +
            `per item (items' and search tables with indexes ${(seed.itemsTableBytes / seed.items / 1024).toFixed(2)} kB).`,
        ]
      : []),
    machineLine(machine),
    ...(report.scenarios.length ? [lagLine(report.scenarios)] : []),
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
