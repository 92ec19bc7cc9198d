import {
  ADMIN_DATABASE_URL,
  DURATION_S,
  ITEMS,
  PROBE_CONCURRENCY,
  PROBE_DURATION_S,
  REDIS_URL,
  RUNS,
  WARMUP_S,
} from './config.ts';
import { prepareContext } from './context.ts';
import { sampleCpu } from './cpu.ts';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  postgresFacts,
  waitUntilIdle,
} from './database.ts';
import { type ProbeResult, type ScenarioResult, probeThroughput, runScenario } from './measure.ts';
import { type PlanResult, explainRequests, formatPlans } from './plans.ts';
import { deleteKeys } from './redis.ts';
import { type BenchReport, formatTable, machineFacts, writeReport } from './report.ts';
import { SCENARIO_NAMES, type ScenarioName, buildScenario, listPage } from './scenarios.ts';
import { seed } from './seed.ts';
import { type RunningServer, buildApp, gitCommit, startServer } from './server.ts';
import { type ExtractionReport, runExtractionBench } from './extraction.ts';

/**
 * `npm run bench [-- scenario…]`: builds, creates a scratch database, migrates it by starting the
 * production server, seeds it, measures each scenario from separate load-generator processes,
 * prints the table and writes bench/results/<date>.json. The database and the bench queue's Redis
 * keys are removed at the end, also on Ctrl+C.
 */

const ALL_NAMES: readonly string[] = [...SCENARIO_NAMES, 'extraction'];

function scenarioNames(args: string[]): ScenarioName[] {
  const unknown = args.filter((arg) => !ALL_NAMES.includes(arg));
  if (unknown.length) {
    console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${ALL_NAMES.join(', ')}`);
    process.exit(2);
  }
  return SCENARIO_NAMES.filter((name) => args.length === 0 || args.includes(name));
}

const args = process.argv.slice(2);
const names = scenarioNames(args);
// The extraction scenario needs no server or database: it runs the extractor over saved pages.
const runExtraction = args.length === 0 || args.includes('extraction');
const startedAt = new Date();
const databaseName = `vault_bench_${startedAt.getTime()}`;
const queuePrefix = `vault-bench-${startedAt.getTime()}`;
const benchDatabaseUrl = databaseUrl(ADMIN_DATABASE_URL, databaseName);
const log = (message: string) => console.log(`[bench] ${message}`);
const ms = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} ms`);

let server: RunningServer | null = null;
let databaseCreated = false;
let cleaning: Promise<void> | null = null;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await server
      ?.stop()
      .catch((error: unknown) => log(`Could not stop the server: ${String(error)}`));
    if (databaseCreated) {
      await dropDatabase(ADMIN_DATABASE_URL, databaseName).catch((error: unknown) =>
        log(`Could not drop ${databaseName}: ${String(error)}`),
      );
    }
    await deleteKeys(REDIS_URL, queuePrefix).catch((error: unknown) =>
      log(`Could not delete the Redis keys ${queuePrefix}:*: ${String(error)}`),
    );
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function extractionOnly(): Promise<void> {
  log('Building the backend');
  await buildApp(['@vault/backend']);
  const machine = machineFacts(null);
  const extraction = await runExtractionBench((message) => log(message));
  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    machine,
    settings: { durationS: DURATION_S, warmupS: WARMUP_S, runs: RUNS },
    seed: null,
    scenarios: [],
    probe: null,
    plans: [],
    extraction,
  };
  const file = await writeReport(report);
  console.log(`\n${formatTable(report)}\n`);
  log(`Results written to ${file}`);
}

try {
  if (!names.length) {
    await extractionOnly();
    process.exit(process.exitCode ?? 0);
  }
  log('Building the backend and the web app');
  await buildApp();
  await createDatabase(ADMIN_DATABASE_URL, databaseName);
  databaseCreated = true;
  log(`Created ${databaseName}; starting the server (it migrates the database)`);
  server = await startServer({ databaseUrl: benchDatabaseUrl, redisUrl: REDIS_URL, queuePrefix });
  const machine = machineFacts(await postgresFacts(benchDatabaseUrl));

  log(
    `Seeding ${ITEMS} items for the measured user, ${Math.floor(ITEMS / 10)} for each of 9 others`,
  );
  const seeded = await seed(benchDatabaseUrl, ITEMS, (message) => log(`  ${message}`));
  log(`Seeded ${seeded.items} items in ${(seeded.durationMs / 1000).toFixed(1)} s`);
  const main = seeded.users[0]!;
  const endpoint = { baseUrl: server.baseUrl, token: main.token };
  const context = await prepareContext(server.baseUrl, main.token, benchDatabaseUrl, main.id);

  const plans: PlanResult[] = [];
  for (const name of names.filter((entry) => entry === 'list' || entry === 'search')) {
    const scenario = buildScenario(name, context);
    plans.push(...(await explainRequests(benchDatabaseUrl, main.id, name, scenario.requests)));
  }
  if (plans.length) log(formatPlans(plans));

  const scenarios: ScenarioResult[] = [];
  let probe: ProbeResult | null = null;
  for (const name of names) {
    const scenario = buildScenario(name, context);
    log(`${name}: ${RUNS} runs of ${DURATION_S} s at ${scenario.rate} requests/s`);
    const serverPid = server.pid;
    const result = await runScenario(scenario, endpoint, {
      runs: RUNS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      settle: async () => {
        if (!(await waitUntilIdle(benchDatabaseUrl))) log('The server is still busy after 2 min');
      },
      sampleCpu: () => sampleCpu(serverPid, benchDatabaseUrl),
    });
    scenarios.push(result);
    const failed =
      (result.errors ? `, ${result.errors} errors` : '') +
      (result.saturatedRuns
        ? `, ${result.saturatedRuns} runs saturated (${result.unsent} unsent)`
        : '');
    log(`  p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}${failed}`);
    if (name === 'list') {
      // Now, before the save scenario puts fresh (text-less, queued) items at the top of the list.
      log(`Probing the list page's maximum throughput (${PROBE_CONCURRENCY} connections)`);
      await waitUntilIdle(benchDatabaseUrl);
      probe = await probeThroughput(
        'list page (newest 50, closed loop)',
        [{ label: 'newest', method: 'GET', path: listPage() }],
        endpoint,
        { concurrency: PROBE_CONCURRENCY, durationS: PROBE_DURATION_S },
      );
      log(`  ${probe.requestsPerSecond.toFixed(0)} requests/s`);
    }
    if (name === 'save') {
      const deleted = await deleteKeys(REDIS_URL, queuePrefix);
      log(`Deleted ${deleted} Redis keys of the bench queue`);
    }
  }
  let extraction: ExtractionReport | null = null;
  if (runExtraction) {
    log('extraction: the extractor over ../shared/data');
    extraction = await runExtractionBench((message) => log(`  ${message}`));
  }
  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    machine,
    settings: { durationS: DURATION_S, warmupS: WARMUP_S, runs: RUNS },
    seed: {
      users: seeded.users.length,
      items: seeded.items,
      mainUserItems: main.items,
      durationMs: Math.round(seeded.durationMs),
    },
    scenarios,
    probe,
    plans,
    extraction,
  };
  const file = await writeReport(report);
  console.log(`\n${formatTable(report)}\n`);
  for (const scenario of scenarios) {
    for (const sample of scenario.errorSamples) log(`${scenario.name} error: ${sample}`);
  }
  log(`Results written to ${file}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
