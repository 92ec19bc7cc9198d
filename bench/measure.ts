import { fork } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './config.ts';
import { type CpuPerRequest, type CpuSample, cpuPerRequest } from './cpu.ts';
import { cpuBudget, runCounts, withinBudget } from './budgets.ts';
import type { LoadShape, LoadSpec } from './load.ts';
import type { LoadResult } from './recorder.ts';
import type { Scenario, Target } from './scenarios.ts';
import { type Summary, median, medianSummary } from './stats.ts';

const LOAD_SCRIPT = path.join(REPO_ROOT, 'bench', 'load.ts');

export interface Endpoint {
  baseUrl: string;
  token: string;
}

/** The serial pass: each variant a few times, one request at a time. */
const SERIAL_REPEAT = 5;
const SERIAL_MAX_REQUESTS = 20;
/**
 * Requests per variant of the CPU pass: enough that one garbage collection or a few ms of idle
 * work do not decide the figure (40 requests of one list page on a warm server measured 0.76 to
 * 1.04 ms from pass to pass).
 */
const CPU_PASS_REQUESTS = 200;

export interface ScenarioResult {
  name: string;
  description: string;
  rate: number;
  target: Target | null;
  /** One request at a time before the load: what each request costs on an idle server. */
  unloaded: { latency: Summary; byLabel: Record<string, Summary> };
  /** Medians over the runs of each percentile; errors are summed. */
  latency: Summary;
  byLabel: Record<string, Summary>;
  achievedRate: number;
  errors: number;
  /** Runs that stopped early because the server could not keep up, and what they left unsent. */
  saturatedRuns: number;
  unsent: number;
  errorSamples: string[];
  sendLagP99: number | null;
  /** Medians over the runs; null where /proc is not available. */
  cpuPerRequest: CpuPerRequest | null;
  /** Each variant alone, one request at a time: CPU per request of that kind of request. */
  cpuByLabel: Record<string, CpuPerRequest>;
  /** Server + PostgreSQL CPU per request allowed (budgets.ts); null when informational. */
  cpuBudgetMs: number | null;
  /** The runs' median and every variant alone within the budget. */
  cpuPass: boolean | null;
  /** The load generator's send lag p99 was small enough for the figures to count. */
  counts: boolean;
  pass: boolean | null;
  runs: LoadResult[];
}

export interface ProbeResult {
  description: string;
  concurrency: number;
  durationS: number;
  requestsPerSecond: number;
  errors: number;
  latency: Summary;
}

/** Runs one load in a separate process, so it never competes with this one's event loop. */
export function runInChild(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`The load generator exited with code ${code}`)),
    );
    child.send(spec);
  });
}

function meets(latency: Summary, target: Target): boolean {
  return (['p50', 'p95', 'p99'] as const).every((key) => {
    const limit = target[key];
    const value = latency[key];
    return limit === undefined || (value !== null && value < limit);
  });
}

/** Per variant, in the scenario's order. */
function medianByLabel(scenario: Scenario, runs: LoadResult[]): Record<string, Summary> {
  const labels = [...new Set(scenario.requests.map((request) => request.label))];
  return Object.fromEntries(
    labels.map((label) => [
      label,
      medianSummary(runs.flatMap((run) => (run.byLabel[label] ? [run.byLabel[label]] : []))),
    ]),
  );
}

const totalMs = (cpu: CpuPerRequest) => cpu.serverMs + cpu.databaseMs;

/** CPU per request of each variant, sent alone and one at a time, after the loaded runs. */
async function cpuPerVariant(
  scenario: Scenario,
  endpoint: Endpoint,
  sampleCpu: () => Promise<CpuSample | null>,
): Promise<Record<string, CpuPerRequest>> {
  const byLabel: Record<string, CpuPerRequest> = {};
  const labels = [...new Set(scenario.requests.map((request) => request.label))];
  for (const [index, label] of labels.entries()) {
    const requests = scenario.requests
      .filter((request) => request.label === label)
      .slice(0, CPU_PASS_REQUESTS);
    const before = await sampleCpu();
    const result = await runInChild({
      ...endpoint,
      requests,
      counterStart: 2e9 + index * 1e5,
      shape: { mode: 'serial', repeat: Math.ceil(CPU_PASS_REQUESTS / requests.length) - 1 },
    });
    const perRequest = cpuPerRequest(before, await sampleCpu(), result.sentTotal);
    if (perRequest) byLabel[label] = perRequest;
  }
  return byLabel;
}

export interface RunOptions {
  runs: number;
  durationS: number;
  warmupS: number;
  /** Waits for the server to finish earlier work before a run. */
  settle?: () => Promise<void>;
  sampleCpu?: () => Promise<CpuSample | null>;
}

export async function runScenario(
  scenario: Scenario,
  endpoint: Endpoint,
  options: RunOptions,
): Promise<ScenarioResult> {
  const { runs: count, durationS, warmupS } = options;
  const sampleCpu = options.sampleCpu ?? (() => Promise.resolve(null));
  await options.settle?.();
  const alone = await runInChild({
    ...endpoint,
    requests: scenario.requests.slice(0, SERIAL_MAX_REQUESTS),
    counterStart: 1e9,
    shape: { mode: 'serial', repeat: SERIAL_REPEAT },
  });
  const runs: LoadResult[] = [];
  const cpu: CpuPerRequest[] = [];
  for (let run = 0; run < count; run++) {
    const shape: LoadShape = { mode: 'open', rate: scenario.rate, durationS, warmupS };
    await options.settle?.();
    const before = await sampleCpu();
    const result = await runInChild({
      ...endpoint,
      requests: scenario.requests,
      counterStart: run * 1e7,
      shape,
    });
    const perRequest = cpuPerRequest(before, await sampleCpu(), result.sentTotal);
    if (perRequest) cpu.push(perRequest);
    runs.push(result);
  }
  // After the runs, on a warm server: before them, the first requests of each kind also paid for
  // compiling the code they run, once per process.
  const cpuByLabel = await cpuPerVariant(scenario, endpoint, sampleCpu);
  const latency = medianSummary(runs.map((run) => run.latency));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const unsent = runs.reduce((sum, run) => sum + run.unsent, 0);
  const cpuMedian: CpuPerRequest | null = cpu.length
    ? {
        serverMs: median(cpu.map((sample) => sample.serverMs)) ?? 0,
        databaseMs: median(cpu.map((sample) => sample.databaseMs)) ?? 0,
      }
    : null;
  const budget = cpuBudget(scenario.name);
  const cpuFigures = [cpuMedian, ...Object.values(cpuByLabel)].map((entry) =>
    entry ? totalMs(entry) : null,
  );
  const sendLagP99 = median(runs.map((run) => run.sendLag?.p99 ?? null));
  return {
    name: scenario.name,
    description: scenario.description,
    rate: scenario.rate,
    target: scenario.target,
    unloaded: { latency: alone.latency, byLabel: alone.byLabel },
    latency,
    byLabel: medianByLabel(scenario, runs),
    achievedRate: median(runs.map((run) => run.achievedRate)) ?? 0,
    errors,
    saturatedRuns: runs.filter((run) => run.saturatedAfterS !== null).length,
    unsent,
    errorSamples: runs.flatMap((run) => run.errorSamples).slice(0, 5),
    sendLagP99,
    cpuPerRequest: cpuMedian,
    cpuByLabel,
    cpuBudgetMs: budget,
    cpuPass:
      budget === null || cpuMedian === null
        ? null
        : cpuFigures.every((figure) => withinBudget(budget, figure) !== false),
    counts: runCounts(sendLagP99),
    pass: scenario.target ? errors + unsent === 0 && meets(latency, scenario.target) : null,
    runs,
  };
}
