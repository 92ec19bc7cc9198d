import { readFileSync, readdirSync } from 'node:fs';
import { withClient } from './database.ts';

/**
 * CPU time used by the server process and by the bench database's PostgreSQL backends (Linux,
 * from /proc). Divided by the requests of a run it gives CPU per request, which other work on the
 * machine does not distort the way it distorts latency.
 */

export interface CpuSample {
  serverMs: number;
  /** Per backend pid. */
  databaseMs: Map<number, number>;
}

/** /proc/<pid>/stat counts in USER_HZ, which is 100 on Linux. */
const TICK_MS = 10;

/**
 * Nanoseconds on a CPU, summed over the process's threads (the server's GC and libuv threads
 * too), from /proc/<pid>/task/<tid>/schedstat: 10 ms ticks are too coarse to tell 1.2 from
 * 1.8 ms per request over a few hundred requests. Null where the kernel has no schedstat.
 */
function scheduledMs(pid: number): number | null {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    }
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

function processCpuMs(pid: number): number | null {
  const precise = scheduledMs(pid);
  if (precise !== null) return precise;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export async function sampleCpu(serverPid: number, databaseUrl: string): Promise<CpuSample | null> {
  const serverMs = processCpuMs(serverPid);
  if (serverMs === null) return null;
  const pids = await withClient(databaseUrl, async (client) => {
    const rows = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.rows.map((row) => row.pid);
  });
  const databaseMs = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) databaseMs.set(pid, ms);
  }
  return { serverMs, databaseMs };
}

export interface CpuPerRequest {
  serverMs: number;
  /** Approximate: a backend that closed during the run is not counted. */
  databaseMs: number;
}

export function cpuPerRequest(
  before: CpuSample | null,
  after: CpuSample | null,
  requests: number,
): CpuPerRequest | null {
  if (!before || !after || requests === 0) return null;
  let database = 0;
  for (const [pid, ms] of after.databaseMs) database += ms - (before.databaseMs.get(pid) ?? 0);
  return {
    serverMs: (after.serverMs - before.serverMs) / requests,
    databaseMs: database / requests,
  };
}
