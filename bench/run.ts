import {
  ADMIN_DATABASE_URL,
  POSTGRES_MODE,
  DURATION_S,
  ITEMS,
  KEEP_DATABASE,
  LIBRARY,
  REUSE_DATABASE,
  OTHER_ITEMS,
  OTHER_USERS,
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
  deleteSavedItems,
  dropDatabase,
  postgresFacts,
  waitUntilIdle,
} from './database.ts';
import { type ProbeResult, type ScenarioResult, runScenario } from './measure.ts';
import { probeThroughput } from './throughput.ts';
import { type PlanResult, explainRequests, formatPlans } from './plans.ts';
import { type InteractionReport, measureInteractions } from './interaction.ts';
import { recordPickup } from './pickup.ts';
import { type ExtractionReport, runExtractionBench } from './extraction.ts';
import { type HeadlessReport, runHeadlessBench } from './headless.ts';
import { type PageCopyReport, runPageCopyBench } from './page-copy.ts';
import { measureAppLighthouse } from './lighthouse-app.ts';
import type { PageScores } from './lighthouse.ts';
import { deleteKeys } from './redis.ts';
import { type ScaleOutReport, formatScaleOut, runScaleOut } from './scale-out.ts';
import { startEmbedded } from './embedded.ts';
import type { Summary } from './stats.ts';
import { type BenchReport, formatTable, machineFacts, writeReport } from './report.ts';
import { SAVED_URL_PREFIX, SCENARIO_NAMES, buildScenario, listPage } from './scenarios.ts';
import { BENCH_HIGHLIGHTS, seedHighlights } from './seed-highlights.ts';
import { existingLibrary, seed } from './seed.ts';
import { type RunningServer, buildApp, gitCommit, startServer } from './server.ts';
import { type SizesResult, measureSizes } from './sizes.ts';
import { type StartupResult, formatStartup, measureStartup } from './startup.ts';

/**
 * `npm run bench [-- scenario…]`: builds, creates a scratch database, migrates it by starting the
 * production server, seeds it, measures each scenario from separate load-generator processes,
 * prints the table and writes bench/results/<date>.json. The database and the bench queue's Redis
 * keys are removed at the end, also on Ctrl+C.
 */

/** Measurements on the seeded library with processes of their own. */
const CLUSTER_NAMES = ['scale-out'] as const;
/** Measurements that need no seeded library: page weights, interactions, cold start, extraction. */
const STANDALONE_NAMES = [
  'sizes',
  'interaction',
  'lighthouse',
  'startup',
  'extraction',
  'headless',
  'page-copy',
] as const;
type StandaloneName = (typeof STANDALONE_NAMES)[number];
const ALL_NAMES: readonly string[] = [...SCENARIO_NAMES, ...CLUSTER_NAMES, ...STANDALONE_NAMES];

function selected(args: string[]): string[] {
  const unknown = args.filter((arg) => !ALL_NAMES.includes(arg));
  if (unknown.length) {
    console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${ALL_NAMES.join(', ')}`);
    process.exit(2);
  }
  return ALL_NAMES.filter((name) => args.length === 0 || args.includes(name));
}

const chosen = selected(process.argv.slice(2));
const names = SCENARIO_NAMES.filter((name) => chosen.includes(name));
const wants = (name: StandaloneName | (typeof CLUSTER_NAMES)[number]) => chosen.includes(name);
const startedAt = new Date();
const databaseName = REUSE_DATABASE ?? `vault_bench_${startedAt.getTime()}`;
const queuePrefix = `vault-bench-${startedAt.getTime()}`;
const embedded = POSTGRES_MODE === 'embedded' ? await startEmbedded() : null;
const adminDatabaseUrl = embedded?.adminUrl ?? ADMIN_DATABASE_URL;
const benchDatabaseUrl = databaseUrl(adminDatabaseUrl, databaseName);
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
    if (databaseCreated && KEEP_DATABASE) log(`Kept ${databaseName}`);
    else if (databaseCreated) {
      await dropDatabase(adminDatabaseUrl, databaseName).catch((error: unknown) =>
        log(`Could not drop ${databaseName}: ${String(error)}`),
      );
    }
    await deleteKeys(REDIS_URL, queuePrefix).catch((error: unknown) =>
      log(`Could not delete the Redis keys ${queuePrefix}:*: ${String(error)}`),
    );
    await embedded
      ?.stop()
      .catch((error: unknown) => log(`Could not stop the embedded PostgreSQL: ${String(error)}`));
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

interface LoadResults {
  seeded: Awaited<ReturnType<typeof seed>>;
  scenarios: ScenarioResult[];
  probe: ProbeResult | null;
  plans: PlanResult[];
  pickup: Summary | null;
  scaleOut: ScaleOutReport | null;
}

/** Seeds the library and measures the API scenarios against the running server. */
async function measureLoad(running: RunningServer): Promise<LoadResults> {
  if (!REUSE_DATABASE) {
    log(
      `Seeding the ${LIBRARY} library: ${ITEMS} items for the measured user, ${OTHER_ITEMS} for ` +
        `each of ${OTHER_USERS} others`,
    );
  }
  const seeded = REUSE_DATABASE
    ? await existingLibrary(benchDatabaseUrl)
    : await seed(benchDatabaseUrl, ITEMS, OTHER_USERS, OTHER_ITEMS, (message) =>
        log(`  ${message}`),
      );
  log(
    `Seeded ${seeded.items} items in ${(seeded.durationMs / 1000).toFixed(1)} s; ` +
      `${(seeded.databaseBytes / seeded.items / 1024).toFixed(2)} kB of database per item`,
  );
  const main = seeded.users[0]!;
  const endpoint = { baseUrl: running.baseUrl, token: main.token };
  const context = await prepareContext(running.baseUrl, main.token, benchDatabaseUrl, main.id);
  if (names.includes('highlights')) {
    const ms = await seedHighlights(benchDatabaseUrl, main.id);
    log(
      `Seeded ${BENCH_HIGHLIGHTS} highlights for the measured user in ${(ms / 1000).toFixed(1)} s`,
    );
  }

  const plans: PlanResult[] = [];
  for (const name of names.filter((entry) => entry === 'list' || entry === 'search')) {
    const scenario = buildScenario(name, context);
    plans.push(...(await explainRequests(benchDatabaseUrl, main.id, name, scenario.requests)));
  }
  if (plans.length) log(formatPlans(plans));

  const scenarios: ScenarioResult[] = [];
  let probe: ProbeResult | null = null;
  let pickup: Summary | null = null;
  for (const name of names) {
    const scenario = buildScenario(name, context);
    log(`${name}: ${RUNS} runs of ${DURATION_S} s at ${scenario.rate} requests/s`);
    const serverPid = running.pid;
    const pickupRecorder = name === 'save' ? recordPickup(REDIS_URL, queuePrefix) : null;
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
    if (pickupRecorder) {
      pickup = await pickupRecorder.stop();
      log(`  enqueue to pickup p50 ${ms(pickup.p50)}, p99 ${ms(pickup.p99)}`);
    }
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
      const items = await deleteSavedItems(benchDatabaseUrl, main.id, SAVED_URL_PREFIX);
      log(`Deleted the ${items} items the save scenario made`);
    }
  }
  let scaleOut: ScaleOutReport | null = null;
  if (wants('scale-out')) {
    log('scale-out: two API processes and two workers on one PostgreSQL and Redis');
    await waitUntilIdle(benchDatabaseUrl);
    scaleOut = await runScaleOut({
      databaseUrl: benchDatabaseUrl,
      redisUrl: REDIS_URL,
      queuePrefix,
      users: seeded.users,
      log,
    });
    log(formatScaleOut(scaleOut));
  }
  return { seeded, scenarios, probe, plans, pickup, scaleOut };
}

try {
  log('Building the backend and the web app');
  await buildApp(wants('sizes'));
  let startup: StartupResult | null = null;
  if (wants('startup')) {
    log('Cold start and memory of `npm start` (embedded PostgreSQL, one process)');
    startup = await measureStartup();
    log(`  ${formatStartup(startup)}`);
  }
  // The API scenarios and the browser ones need the server and its database; the others do not.
  const needsServer =
    names.length > 0 ||
    wants('scale-out') ||
    wants('sizes') ||
    wants('interaction') ||
    wants('lighthouse');
  let machine = machineFacts(null);
  let sizes: SizesResult | null = null;
  let interaction: InteractionReport | null = null;
  let lighthouse: PageScores[] | null = null;
  let load: LoadResults | null = null;
  if (needsServer) {
    if (!REUSE_DATABASE) {
      await createDatabase(adminDatabaseUrl, databaseName);
      databaseCreated = true;
    }
    log(`Using ${databaseName}; starting the server (it migrates the database)`);
    server = await startServer({
      databaseUrl: benchDatabaseUrl,
      redisUrl: REDIS_URL,
      queuePrefix,
    });
    machine = machineFacts(await postgresFacts(benchDatabaseUrl));
    if (wants('sizes')) {
      log('Page weights in Chromium');
      sizes = await measureSizes(server.baseUrl);
    }
    if (wants('interaction')) {
      log('Interaction latency in Chromium');
      interaction = await measureInteractions(server.baseUrl, benchDatabaseUrl);
    }
    if (wants('lighthouse')) {
      log('Lighthouse in Chromium: signed-out home, FAQ, dashboard with 50 items, settings');
      lighthouse = await measureAppLighthouse(server.baseUrl, benchDatabaseUrl);
    }
    load = names.length || wants('scale-out') ? await measureLoad(server) : null;
  }
  let extraction: ExtractionReport | null = null;
  if (wants('extraction')) {
    log('extraction: the extractor over ../shared/data');
    extraction = await runExtractionBench((message) => log(`  ${message}`));
  }
  let headless: HeadlessReport | null = null;
  if (wants('headless')) {
    log('headless: the browser path of extraction');
    headless = await runHeadlessBench((message) => log(`  ${message}`));
  }
  let pageCopy: PageCopyReport | null = null;
  if (wants('page-copy')) {
    log('page-copy: make and store a 5 MB saved copy');
    pageCopy = await runPageCopyBench((message) => log(`  ${message}`));
  }

  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    machine,
    settings: { durationS: DURATION_S, warmupS: WARMUP_S, runs: RUNS },
    seed: load
      ? {
          users: load.seeded.users.length,
          items: load.seeded.items,
          mainUserItems: load.seeded.users[0]!.items,
          durationMs: Math.round(load.seeded.durationMs),
          library: LIBRARY,
          databaseBytes: load.seeded.databaseBytes,
          itemsTableBytes: load.seeded.itemsTableBytes,
        }
      : null,
    scenarios: load?.scenarios ?? [],
    probe: load?.probe ?? null,
    plans: load?.plans ?? [],
    pickup: load?.pickup ?? null,
    scaleOut: load?.scaleOut ?? null,
    sizes,
    interaction,
    lighthouse,
    startup,
    extraction,
    headless,
    pageCopy,
  };
  const file = await writeReport(report);
  console.log(`\n${formatTable(report)}\n`);
  for (const scenario of report.scenarios) {
    for (const sample of scenario.errorSamples) log(`${scenario.name} error: ${sample}`);
  }
  log(`Results written to ${file}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
