import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { APP_ROOT } from './config.ts';
import { COMMON_WORD, PHRASE, PREFIX, RARE_WORD, TWO_WORDS } from './words.ts';

/**
 * Where a search's time goes, statement by statement: each search of the `search` scenario runs
 * through the built backend's own services against a seeded database (`BENCH_KEEP_DATABASE=1` or
 * `node bench/seed.ts` makes one), once to warm its estimates, then again with every statement
 * under `EXPLAIN (ANALYZE, BUFFERS)`. `VERBOSE=1` prints the whole plans, with the plan of the
 * statement inside `vault_search_matches` (through auto_explain; needs a superuser).
 *
 *   DATABASE_URL=postgres://…/vault_bench_<ms> node bench/search-statements.ts ['query'…]
 */

interface ExplainJson {
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  'Execution Time': number;
  'Planning Time': number;
}

interface SqlRunner {
  query(sql: string, params: unknown[]): Promise<unknown[]>;
}

interface QueryService {
  list(userId: number, query: Record<string, unknown>): Promise<unknown>;
}

interface ContentModules {
  /** The repository, the search, the ledger (unused by a search) and the list rows' reader. */
  ContentQueryService: new (
    runner: SqlRunner,
    search: unknown,
    ledger: undefined,
    listRows: SqlRunner,
  ) => QueryService;
  ContentSearchService: new (runner: SqlRunner, sources: unknown, listRows: SqlRunner) => unknown;
  ContentSearchSources: new () => unknown;
}

async function contentModules(): Promise<ContentModules> {
  const load = async (name: string): Promise<Partial<ContentModules>> =>
    (await import(
      pathToFileURL(path.join(APP_ROOT, 'backend', 'dist', 'modules', 'content', name)).href
    )) as Partial<ContentModules>;
  const parts = await Promise.all([
    load('content-query.service.js'),
    load('content-search.service.js'),
    load('content-search-sources.js'),
  ]);
  return Object.assign({}, ...parts) as ContentModules;
}

const DEFAULT_QUERIES = [
  RARE_WORD,
  TWO_WORDS,
  `"${PHRASE}"`,
  PREFIX,
  COMMON_WORD,
  `${TWO_WORDS} is:unread`,
];

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a seeded bench database.');
  const verbose = process.env.VERBOSE === '1';
  const queries = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_QUERIES;
  const { ContentQueryService, ContentSearchService, ContentSearchSources } =
    await contentModules();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const main = await client.query<{ id: number }>(
      `SELECT id FROM users WHERE username = 'bench_main'`,
    );
    const userId = main.rows[0]?.id;
    if (userId === undefined) throw new Error('No bench_main user: is the database seeded?');
    let lines: string[] = [];
    /** The plans auto_explain sends while a statement is explained, printed after its own. */
    let inner: string[] | null = null;
    if (verbose) {
      // The matches' statement runs inside `vault_search_matches`: auto_explain shows its plan.
      await client.query(`LOAD 'auto_explain'`);
      await client.query(`SET auto_explain.log_min_duration = 0`);
      await client.query(`SET auto_explain.log_nested_statements = on`);
      await client.query(`SET auto_explain.log_analyze = on`);
      await client.query(`SET auto_explain.log_buffers = on`);
      await client.query(`SET client_min_messages = log`);
      client.on('notice', (notice) => {
        if (inner && /Query Text: SELECT s\.item_id/.test(notice.message ?? '')) {
          inner.push(...(notice.message ?? '').split('\n').map((line) => `      | ${line}`));
        }
      });
    }
    let explain = false;
    const runner: SqlRunner = {
      query: async (sql, params) => {
        if (explain && !/^\s*EXPLAIN\b/i.test(sql)) {
          const format = verbose ? 'TEXT' : 'JSON';
          inner = [];
          const plan = await client.query<{ 'QUERY PLAN': string | ExplainJson[] }>(
            `EXPLAIN (ANALYZE, BUFFERS, FORMAT ${format}) ${sql}`,
            params,
          );
          const nested: string[] = inner;
          inner = null;
          if (verbose) {
            lines.push(
              `  ${oneLine(sql)}`,
              ...plan.rows.map((row) => `    ${row['QUERY PLAN'] as string}`),
              ...nested,
            );
          } else {
            const output = (plan.rows[0]!['QUERY PLAN'] as ExplainJson[])[0]!;
            const buffers =
              (output.Plan['Shared Hit Blocks'] ?? 0) + (output.Plan['Shared Read Blocks'] ?? 0);
            lines.push(
              `  ${output['Execution Time'].toFixed(2).padStart(8)} ms` +
                `  plan ${output['Planning Time'].toFixed(2).padStart(5)} ms` +
                `  ${String(buffers).padStart(6)} buffers  ${oneLine(sql)}`,
            );
          }
        } else if (explain) {
          lines.push(`  (the search's planner estimate)  ${oneLine(sql)}`);
        }
        return (await client.query<Record<string, unknown>>(sql, params)).rows;
      },
    };
    const service = new ContentQueryService(
      runner,
      new ContentSearchService(runner, new ContentSearchSources(), runner),
      undefined,
      runner,
    );
    for (const search of queries) {
      explain = false;
      await service.list(userId, { limit: 50, search });
      explain = true;
      lines = [];
      const started = performance.now();
      await service.list(userId, { limit: 50, search });
      console.log(`${search}  (${(performance.now() - started).toFixed(1)} ms with EXPLAIN)`);
      console.log(lines.join('\n'));
    }
  } finally {
    await client.end();
  }
}

await main();
