import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './config.ts';
import type { BenchReport } from './report.ts';

/**
 * `npm run bench:compare -- <base> [<head>] [scenario…]`: measures two git revisions back to back
 * with this harness (each revision gets its own worktree, `npm ci` and build; <head> defaults to
 * the working tree) and prints head/base ratios, so a change shows what it made faster or slower
 * on the same machine in the same hour rather than one absolute number.
 */

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();

function isRevision(value: string): boolean {
  try {
    git('rev-parse', '--verify', '--quiet', `${value}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

async function run(command: string, args: string[], cwd: string, env = {}): Promise<void> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${code})`);
}

interface Side {
  label: string;
  dir: string;
  cleanUp: () => Promise<void>;
}

async function checkout(revision: string | null, scratch: string): Promise<Side> {
  if (!revision) return { label: 'working tree', dir: REPO_ROOT, cleanUp: () => Promise.resolve() };
  const sha = git('rev-parse', `${revision}^{commit}`);
  const dir = path.join(scratch, sha.slice(0, 12));
  git('worktree', 'add', '--detach', dir, sha);
  console.log(`[compare] ${revision} (${sha.slice(0, 12)}): installing in ${dir}`);
  await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  return {
    label: `${revision} (${sha.slice(0, 12)})`,
    dir,
    cleanUp: () => {
      git('worktree', 'remove', '--force', dir);
      return Promise.resolve();
    },
  };
}

async function measure(side: Side, scenarios: string[], file: string): Promise<BenchReport> {
  console.log(`[compare] measuring ${side.label}`);
  await run(process.execPath, [path.join(REPO_ROOT, 'bench', 'run.ts'), ...scenarios], REPO_ROOT, {
    BENCH_APP_DIR: side.dir,
    BENCH_RESULT_FILE: file,
  });
  return JSON.parse(await readFile(file, 'utf8')) as BenchReport;
}

const ratio = (head: number | null | undefined, base: number | null | undefined) =>
  head == null || base == null || base === 0 ? '-' : `${(head / base).toFixed(2)}x`;

export function formatComparison(base: BenchReport, head: BenchReport): string {
  const lines = ['what                               base        head     head/base'];
  const line = (what: string, b: number | null | undefined, h: number | null | undefined) =>
    lines.push(
      `${what.padEnd(30)} ${(b ?? NaN).toFixed(1).padStart(9)} ${(h ?? NaN).toFixed(1).padStart(11)} ` +
        `${ratio(h, b).padStart(12)}`,
    );
  for (const scenario of head.scenarios) {
    const before = base.scenarios.find((entry) => entry.name === scenario.name);
    for (const key of ['p50', 'p95', 'p99'] as const) {
      line(`${scenario.name} ${key} ms`, before?.latency[key], scenario.latency[key]);
    }
    // The budgets count both processes.
    const cpu = (report: BenchReport['scenarios'][number] | undefined) => report?.cpuPerRequest;
    line(`${scenario.name} cpu server ms`, cpu(before)?.serverMs, cpu(scenario)?.serverMs);
    line(`${scenario.name} cpu postgres ms`, cpu(before)?.databaseMs, cpu(scenario)?.databaseMs);
    const total = (entry: BenchReport['scenarios'][number] | undefined) => {
      const used = cpu(entry);
      return used ? used.serverMs + used.databaseMs : null;
    };
    line(`${scenario.name} cpu total ms`, total(before), total(scenario));
  }
  for (const page of head.sizes?.pages ?? []) {
    const before = base.sizes?.pages.find((entry) => entry.page === page.page);
    line(
      `${page.page} kB gzip`,
      before ? (before.js.gzip + before.css.gzip) / 1000 : null,
      (page.js.gzip + page.css.gzip) / 1000,
    );
  }
  if (head.startup) {
    line('cold start ms', base.startup?.coldStartMs, head.startup.coldStartMs);
    line('idle RSS MiB', base.startup?.idleRssMiB, head.startup.idleRssMiB);
    line('loaded RSS MiB', base.startup?.loadedRssMiB, head.startup.loadedRssMiB);
  }
  return lines.join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const baseRevision = args.shift();
  if (!baseRevision || !isRevision(baseRevision)) {
    console.error('Usage: npm run bench:compare -- <base revision> [<head revision>] [scenario…]');
    process.exit(2);
  }
  const headRevision = args[0] && isRevision(args[0]) ? args.shift()! : null;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'vault-compare-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must reach its binaries here.
  await chmod(scratch, 0o755);
  const sides: Side[] = [];
  try {
    sides.push(await checkout(baseRevision, scratch), await checkout(headRevision, scratch));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = await measure(sides[0]!, args, path.join(RESULTS_DIR, `${stamp}-base.json`));
    const head = await measure(sides[1]!, args, path.join(RESULTS_DIR, `${stamp}-head.json`));
    console.log(`\nbase: ${sides[0]!.label}\nhead: ${sides[1]!.label}\n`);
    console.log(formatComparison(base, head));
  } finally {
    for (const side of sides) await side.cleanUp().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}
