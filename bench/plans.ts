import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { APP_ROOT } from './config.ts';
import type { RequestTemplate } from './http.ts';

/**
 * The query plans behind the list and search requests: each variant's query runs through the
 * built backend's own services (so the SQL is exactly what the server sends), with every
 * statement also run under `EXPLAIN (ANALYZE, BUFFERS)`. Says which indexes each used and flags
 * a sequential scan of a table.
 */

export interface PlanResult {
  scenario: string;
  label: string;
  statements: number;
  executionMs: number;
  /** Shared buffers hit or read: what a query costs, whatever else the machine is doing. */
  buffers: number;
  indexes: string[];
  seqScans: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainOutput {
  Plan: PlanNode;
  'Execution Time': number;
}

interface SqlRunner {
  query(sql: string, params: unknown[]): Promise<unknown[]>;
}

interface ContentModules {
  /** The repository, the search, the ledger (unused by a list) and the list rows' reader. */
  ContentQueryService: new (
    runner: SqlRunner,
    search: unknown,
    ledger: undefined,
    listRows: SqlRunner,
  ) => {
    list(userId: number, query: Record<string, unknown>): Promise<unknown>;
  };
  ContentSearchService: new (runner: SqlRunner, sources: unknown, listRows: SqlRunner) => unknown;
  /** The registry of records a search also looks in; empty here (no highlights are seeded). */
  ContentSearchSources: new () => unknown;
}

async function loadContentModules(): Promise<ContentModules> {
  const file = (name: string) =>
    pathToFileURL(path.join(APP_ROOT, 'backend', 'dist', 'modules', 'content', name)).href;
  const [query, search, sources] = await Promise.all([
    import(file('content-query.service.js')) as Promise<
      Pick<ContentModules, 'ContentQueryService'>
    >,
    import(file('content-search.service.js')) as Promise<
      Pick<ContentModules, 'ContentSearchService'>
    >,
    import(file('content-search-sources.js')) as Promise<
      Pick<ContentModules, 'ContentSearchSources'>
    >,
  ]);
  return { ...query, ...search, ...sources };
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The list query a request path asks for, as the controller's validation pipe would give it. */
function listQuery(requestPath: string): Record<string, unknown> {
  const params = new URL(requestPath, 'http://bench.invalid').searchParams;
  const query: Record<string, unknown> = {};
  for (const [key, value] of params) query[key] = key === 'limit' ? Number(value) : value;
  return query;
}

export async function explainRequests(
  databaseUrl: string,
  userId: number,
  scenario: string,
  requests: RequestTemplate[],
): Promise<PlanResult[]> {
  const { ContentQueryService, ContentSearchService, ContentSearchSources } =
    await loadContentModules();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results: PlanResult[] = [];
    for (const request of requests) {
      const result: PlanResult = {
        scenario,
        label: request.label,
        statements: 0,
        executionMs: 0,
        buffers: 0,
        indexes: [],
        seqScans: [],
      };
      const runner: SqlRunner = {
        query: async (sql, params) => {
          // The search's own planner estimate (EXPLAIN without ANALYZE) runs as it is.
          if (/^\s*EXPLAIN\b/i.test(sql))
            return (await client.query<Record<string, unknown>>(sql, params)).rows;
          const explained = await client.query<{ 'QUERY PLAN': ExplainOutput[] }>(
            `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
            params,
          );
          const output = explained.rows[0]!['QUERY PLAN'][0]!;
          result.statements += 1;
          result.executionMs += output['Execution Time'];
          result.buffers +=
            (output.Plan['Shared Hit Blocks'] ?? 0) + (output.Plan['Shared Read Blocks'] ?? 0);
          walk(output.Plan, (node) => {
            const index = node['Index Name'] && monthlyName(node['Index Name']);
            if (index && !result.indexes.includes(index)) result.indexes.push(index);
            const table = node['Relation Name'];
            const blocks = (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
            // An empty partition (next month's, the catch-all) is read without a block.
            if (node['Node Type'] === 'Seq Scan' && table && blocks > 0) {
              if (!result.seqScans.includes(table)) result.seqScans.push(table);
            }
          });
          return (await client.query<Record<string, unknown>>(sql, params)).rows;
        },
      };
      const queries = new ContentQueryService(
        runner,
        new ContentSearchService(runner, new ContentSearchSources(), runner),
        undefined,
        runner,
      );
      await queries.list(userId, listQuery(request.path));
      results.push(result);
    }
    return results;
  } finally {
    await client.end();
  }
}

/** A monthly partition's index named once for all months: `content_search_<month>_…`. */
function monthlyName(index: string): string {
  return index.replace(/_\d{4}_\d{2}_/, '_<month>_');
}

export function formatPlans(plans: PlanResult[]): string {
  const lines = ['Query plans (EXPLAIN ANALYZE, one request each, no load)'];
  for (const plan of plans) {
    const warning = plan.seqScans.length ? `  SEQUENTIAL SCAN of ${plan.seqScans.join(', ')}` : '';
    lines.push(
      `  ${`${plan.scenario} ${plan.label}`.padEnd(34)} ${String(plan.statements).padStart(2)} statements` +
        `  ${plan.executionMs.toFixed(1).padStart(7)} ms  ${String(plan.buffers).padStart(6)} buffers` +
        `  ${plan.indexes.join(', ')}${warning}`,
    );
  }
  return lines.join('\n');
}
