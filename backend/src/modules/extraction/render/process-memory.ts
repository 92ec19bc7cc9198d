import { readdir, readFile } from 'node:fs/promises';

const PAGE_SIZE = 4096;

async function parentOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: read after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/**
 * Proportional set size: shared pages divided among the processes sharing them, so summing it
 * over Chromium's many processes does not count its shared libraries once per process. Falls
 * back to the resident set where smaps_rollup is not available.
 */
async function residentBytes(pid: number): Promise<number> {
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
    const pss = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    if (pss) return Number(pss) * 1024;
  } catch {
    // fall through to statm
  }
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/**
 * Memory of a process and all its descendants (Chromium's renderer, GPU and utility
 * processes), from /proc. Returns null where /proc is not available.
 */
export async function processTreeRss(rootPid: number): Promise<number | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = await parentOf(pid);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const queue = [rootPid];
  const seen = new Set<number>();
  while (queue.length) {
    const pid = queue.pop() as number;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += await residentBytes(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}
