import autocannon from 'autocannon';
import type { RequestTemplate } from './http.ts';
import type { Endpoint, ProbeResult } from './measure.ts';

/**
 * Maximum throughput with autocannon: `concurrency` keep-alive connections, each sending its next
 * request as soon as the previous one is answered, for `durationS` seconds after a one-second
 * warm-up. This is a closed loop, so its latencies hide queueing; the constant-rate scenarios are
 * the latency figures, this is the ceiling.
 */
export async function probeThroughput(
  description: string,
  requests: RequestTemplate[],
  endpoint: Endpoint,
  options: { concurrency: number; durationS: number },
): Promise<ProbeResult> {
  const run = (durationS: number) =>
    autocannon({
      url: endpoint.baseUrl,
      connections: options.concurrency,
      duration: durationS,
      headers: { authorization: `Bearer ${endpoint.token}`, accept: 'application/json' },
      requests: requests.map((request) => ({
        method: request.method,
        path: request.path,
        ...(request.body === undefined
          ? {}
          : { body: request.body, headers: { 'content-type': 'application/json' } }),
      })),
    });
  await run(1);
  const result = await run(options.durationS);
  return {
    description: `${description}, autocannon`,
    concurrency: options.concurrency,
    durationS: options.durationS,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
    latency: {
      count: result.requests.total,
      p50: result.latency.p50,
      p95: null,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  };
}
