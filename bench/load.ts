import { performance } from 'node:perf_hooks';
import { type RequestTemplate, type SendOptions, keepAliveAgent, send } from './http.ts';
import { type LoadResult, Recorder } from './recorder.ts';

/**
 * The load generator, run in its own process (`fork`) so its work never shares the server's event
 * loop. It receives a LoadSpec over IPC, sends the requests round-robin and answers a LoadResult.
 *
 * Open loop: after a warm-up that ramps the rate up, a request is due every 1/rate s whatever
 * happened before, and its latency is measured from that due time, so time spent queueing (in the
 * generator, the socket pool or the server) is counted. Closed loop: N connections each send the
 * next request when the last one answered, for the maximum throughput. Serial: one request at a
 * time, for what each costs on an otherwise idle server.
 */

export type LoadShape =
  | { mode: 'open'; rate: number; durationS: number; warmupS: number }
  | { mode: 'closed'; concurrency: number; durationS: number; warmupS: number }
  /** One request at a time: each request `repeat` times after one unmeasured pass. */
  | { mode: 'serial'; repeat: number };

export interface LoadSpec {
  baseUrl: string;
  token: string;
  requests: RequestTemplate[];
  /** `{n}` in a request becomes counterStart + the request's number. */
  counterStart: number;
  shape: LoadShape;
}

const MAX_SOCKETS = 512;
/**
 * An open-loop run stops sending once this many seconds' worth of requests are waiting for an
 * answer: the server cannot keep up, and more would only leave a backlog for the next run.
 */
const SATURATION_S = 2;

/** Sends request `index`; its latency counts from `start` when `measured` (after the warm-up). */
async function sendOne(
  options: SendOptions,
  spec: LoadSpec,
  index: number,
  recorder: Recorder,
  measured: boolean,
  start: number,
): Promise<void> {
  recorder.sentTotal++;
  if (measured) recorder.sent++;
  const template = spec.requests[index % spec.requests.length]!;
  const n = String(spec.counterStart + index);
  const path = template.path.replaceAll('{n}', n);
  const body = template.body?.replaceAll('{n}', n);
  try {
    const target =
      template.baseUrl || template.token
        ? {
            ...options,
            baseUrl: template.baseUrl ?? options.baseUrl,
            token: template.token ?? options.token,
          }
        : options;
    const response = await send(target, template.method, path, body);
    if (!measured) return;
    if (response.status >= 200 && response.status < 300) {
      recorder.success(template.label, start, performance.now());
    } else {
      const text = response.body.toString('utf8').slice(0, 200);
      recorder.failure(`${response.status} ${template.method} ${path}: ${text}`);
    }
  } catch (error) {
    if (measured) recorder.failure(`${template.method} ${path}: ${(error as Error).message}`);
  }
}

/**
 * When each request is due, in ms from the start: during the warm-up the rate ramps up from 10 %
 * to the full rate (a cold server is not flooded), then it stays constant.
 */
function dueTimes(shape: Extract<LoadShape, { mode: 'open' }>): number[] {
  const warmupMs = shape.warmupS * 1000;
  const endMs = warmupMs + shape.durationS * 1000;
  const times: number[] = [];
  for (let t = 0; t < endMs;) {
    times.push(t);
    const rate = t < warmupMs ? shape.rate * (0.1 + (0.9 * t) / warmupMs) : shape.rate;
    t += 1000 / rate;
  }
  return times;
}

async function openLoop(
  spec: LoadSpec,
  shape: Extract<LoadShape, { mode: 'open' }>,
): Promise<LoadResult> {
  const options: SendOptions = {
    agent: keepAliveAgent(MAX_SOCKETS),
    baseUrl: spec.baseUrl,
    token: spec.token,
  };
  const schedule = dueTimes(shape);
  const total = schedule.length;
  const t0 = performance.now() + 20;
  const measuredFrom = t0 + shape.warmupS * 1000;
  const recorder = new Recorder();
  const inFlight = new Set<Promise<void>>();
  const saturation = Math.max(50, Math.ceil(shape.rate * SATURATION_S));
  let saturatedAt: number | null = null;
  let maxInFlight = 0;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; next < total; next++) {
        const due = t0 + schedule[next]!;
        if (due > now) break;
        if (inFlight.size >= saturation) {
          saturatedAt = now;
          break;
        }
        const measured = due >= measuredFrom;
        if (measured) {
          recorder.lag.push(now - due);
          recorder.firstStart = Math.min(recorder.firstStart, due);
        }
        const request = sendOne(options, spec, next, recorder, measured, due).finally(() =>
          inFlight.delete(request),
        );
        inFlight.add(request);
        maxInFlight = Math.max(maxInFlight, inFlight.size);
      }
      if (next >= total || saturatedAt !== null) resolve();
      else setTimeout(tick, Math.max(0, t0 + schedule[next]! - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  options.agent.destroy();
  let unsent = 0;
  for (let i = next; i < total; i++) if (t0 + schedule[i]! >= measuredFrom) unsent++;
  const window = recorder.lastEnd - recorder.firstStart;
  const saturatedAfterS = saturatedAt === null ? null : (saturatedAt - t0) / 1000;
  return recorder.result(window, maxInFlight, saturatedAfterS, unsent);
}

async function closedLoop(
  spec: LoadSpec,
  shape: Extract<LoadShape, { mode: 'closed' }>,
): Promise<LoadResult> {
  const options: SendOptions = {
    agent: keepAliveAgent(shape.concurrency),
    baseUrl: spec.baseUrl,
    token: spec.token,
  };
  const t0 = performance.now();
  const measuredFrom = t0 + shape.warmupS * 1000;
  const end = measuredFrom + shape.durationS * 1000;
  const recorder = new Recorder();
  let next = 0;
  const connection = async () => {
    for (let start = performance.now(); start < end; start = performance.now()) {
      await sendOne(options, spec, next++, recorder, start >= measuredFrom, start);
    }
  };
  await Promise.all(Array.from({ length: shape.concurrency }, connection));
  options.agent.destroy();
  return recorder.result(end - measuredFrom, shape.concurrency);
}

async function serial(spec: LoadSpec, shape: Extract<LoadShape, { mode: 'serial' }>) {
  const options: SendOptions = {
    agent: keepAliveAgent(1),
    baseUrl: spec.baseUrl,
    token: spec.token,
  };
  const recorder = new Recorder();
  const t0 = performance.now();
  let index = 0;
  for (let pass = 0; pass <= shape.repeat; pass++) {
    for (let i = 0; i < spec.requests.length; i++) {
      await sendOne(options, spec, index++, recorder, pass > 0, performance.now());
    }
  }
  options.agent.destroy();
  return recorder.result(performance.now() - t0, 1);
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  switch (spec.shape.mode) {
    case 'open':
      return openLoop(spec, spec.shape);
    case 'closed':
      return closedLoop(spec, spec.shape);
    case 'serial':
      return serial(spec, spec.shape);
  }
}

if (import.meta.main && process.send) {
  process.once('message', (spec: LoadSpec) => {
    runLoad(spec).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
