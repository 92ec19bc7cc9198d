import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * What the simulated (mobile) Largest Contentful Paint waited for: Lighthouse's Lantern model
 * replays the observed load on a slow network and a CPU four times slower, and the chain of
 * requests and main-thread tasks that ended last in that replay is what to shorten. Read from the
 * simulation Lighthouse has just run (its node timings stay in memory until the next run).
 */

export interface PathStep {
  /** The request (`document` for the page, an asset's file name), or `main thread` for a task. */
  what: string;
  startMs: number;
  endMs: number;
  /** Bytes transferred, for requests. */
  bytes?: number;
}

type Timings = Map<Lantern.Graph.Node, { startTime: number; endTime: number }>;

const SIMULATION = 'optimisticLargestContentfulPaint';

function describe(node: Lantern.Graph.Node, pageUrl: string): Omit<PathStep, 'startMs' | 'endMs'> {
  if (node.type === 'cpu') return { what: 'main thread' };
  const { url, transferSize } = node.request;
  if (url === pageUrl) return { what: 'document', bytes: transferSize };
  const { pathname, search } = new URL(url);
  // Hashed assets by file name; API calls and the rest by path.
  const what = pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : pathname;
  return { what: what + search, bytes: transferSize };
}

/**
 * The simulated LCP's critical path, first step first: from the step that ended last, back
 * through the dependency that ended last each time. Null when Lighthouse ran no such simulation
 * (the page failed to load) or its internals changed.
 */
export function simulatedLcpPath(pageUrl: string): PathStep[] | null {
  let timings: Timings | undefined;
  try {
    timings = Lantern.Simulation.Simulator.allNodeTimings.get(SIMULATION);
  } catch {
    return null;
  }
  if (!timings?.size) return null;
  let last: Lantern.Graph.Node | undefined;
  for (const [node, timing] of timings) {
    if (!last || timing.endTime > timings.get(last)!.endTime) last = node;
  }
  const path: PathStep[] = [];
  for (let node = last; node;) {
    const timing = timings.get(node)!;
    path.unshift({
      ...describe(node, pageUrl),
      startMs: Math.round(timing.startTime),
      endMs: Math.round(timing.endTime),
    });
    let next: Lantern.Graph.Node | undefined;
    for (const dependency of node.getDependencies()) {
      const candidate = timings.get(dependency);
      if (candidate && (!next || candidate.endTime > timings.get(next)!.endTime)) next = dependency;
    }
    node = next;
  }
  return path;
}

/** Consecutive main-thread steps folded into one: `main thread 2244-2423`. */
export function formatPath(path: PathStep[]): string {
  const folded: PathStep[] = [];
  for (const step of path) {
    const previous = folded.at(-1);
    if (previous?.what === 'main thread' && step.what === 'main thread') {
      previous.endMs = step.endMs;
    } else folded.push({ ...step });
  }
  return folded
    .map(
      (step) =>
        `${step.what} ${step.startMs}-${step.endMs}` +
        (step.bytes ? ` (${(step.bytes / 1000).toFixed(1)} kB)` : ''),
    )
    .join(' > ');
}

/**
 * Clears the previous run's simulation, so a page whose run simulated nothing (it failed to load)
 * is not described by the page before it.
 */
export function forgetSimulations(): void {
  try {
    Lantern.Simulation.Simulator.allNodeTimings.clear();
  } catch {
    // Lighthouse's internals changed: simulatedLcpPath then says nothing.
  }
}
