import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProcessorDiscovery } from '../../src/queue/processor-discovery.js';
import { PermanentJobError, QUEUES } from '../../src/queue/queues.js';
import { type Driver, type QueueHarness, recorder, startQueues } from './queue-harness.js';

const BACKOFF_MS = 150;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(20);
  }
}

/**
 * The two drivers are one contract: the same processors, retries, backoff, priorities,
 * per-account slots, de-duplicated ids and final-failure hook, in memory and on BullMQ.
 */
describe.each<Driver>(['in-process', 'bullmq'])('the %s queue driver', (driver) => {
  let harness: QueueHarness | null = null;
  let run = 0;
  const start = async (options?: { startWorkers?: boolean }) => {
    run += 1;
    harness = await startQueues(
      driver,
      `vault-contract-${driver}-${Date.now().toString(36)}-${run}`,
      options,
    );
    return harness;
  };

  beforeAll(() => {
    for (const definition of Object.values(QUEUES)) definition.backoffMs = BACKOFF_MS;
  });
  afterEach(async () => {
    await harness?.close();
    harness = null;
    recorder.runs = [];
    recorder.finalFailures = [];
    recorder.behaviour = () => Promise.resolve();
    recorder.finalFailureHook = () => Promise.resolve();
  });

  it('retries a transient failure with exponential backoff, and no failure hook when a retry succeeds', async () => {
    const { queue } = await start();
    recorder.behaviour = ({ context }) =>
      context.attempt < 3 ? Promise.reject(new Error('network down')) : Promise.resolve();
    await queue.enqueue('import', { importId: 1, userId: 1 });
    await queue.drain();
    expect(recorder.runs.map((entry) => entry.context.attempt)).toEqual([1, 2, 3]);
    expect(new Set(recorder.runs.map((entry) => entry.context.jobId)).size).toBe(1);
    const [first, second, third] = recorder.runs.map((entry) => entry.startedAt);
    expect(second! - first!).toBeGreaterThanOrEqual(BACKOFF_MS - 10);
    expect(third! - second!).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 10);
    expect(recorder.finalFailures).toEqual([]);
  });

  it('gives up after the declared attempts, the last one marked final', async () => {
    const { queue } = await start();
    recorder.behaviour = () => Promise.reject(new Error('503'));
    await queue.enqueue('extraction-bulk', { contentId: 1, userId: 1 });
    await queue.drain();
    const attempts = QUEUES['extraction-bulk'].attempts;
    expect(recorder.runs).toHaveLength(attempts);
    expect(recorder.runs.map((entry) => entry.context.isFinalAttempt)).toEqual([
      ...Array<boolean>(attempts - 1).fill(false),
      true,
    ]);
    expect(recorder.finalFailures.map((failure) => failure.error.message)).toEqual(['503']);
  });

  it('does not retry a permanent failure, and the job ends only after its failure hook', async () => {
    const { queue } = await start();
    recorder.behaviour = () => Promise.reject(new PermanentJobError('404'));
    recorder.finalFailureHook = () => delay(700);
    await queue.enqueue('import', { importId: 2, userId: 1 });
    await queue.drain();
    // drain() resolves once no job waits or runs: the hook has finished by then.
    expect(recorder.runs).toHaveLength(1);
    expect(recorder.finalFailures.map((failure) => failure.error.message)).toEqual(['404']);
  });

  it('runs jobs without a priority first, then by priority', async () => {
    const { queue } = await start({ startWorkers: false });
    await queue.enqueue('import', { importId: 3, userId: 1 }, { priority: 3 });
    await queue.enqueue('import', { importId: 1, userId: 1 }, { priority: 1 });
    await queue.enqueue('import', { importId: 0, userId: 1 });
    await queue.enqueue('import', { importId: 2, userId: 1 }, { priority: 2 });
    await queue.startWorkers();
    await queue.drain();
    expect(recorder.runs.map((entry) => (entry.payload as { importId: number }).importId)).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it('adds a job once while a job with its id is pending', async () => {
    const { queue } = await start({ startWorkers: false });
    await queue.enqueue('import', { importId: 4, userId: 1 }, { jobId: 'same' });
    await queue.enqueue('import', { importId: 4, userId: 1 }, { jobId: 'same' });
    await queue.startWorkers();
    await queue.drain();
    expect(recorder.runs).toHaveLength(1);
  });

  it('runs a job again under the id of an earlier job that failed for good', async () => {
    const { queue } = await start();
    recorder.behaviour = () => Promise.reject(new PermanentJobError('gone'));
    await queue.enqueue('import', { importId: 5, userId: 1 }, { jobId: 'again' });
    await queue.drain();
    recorder.behaviour = () => Promise.resolve();
    await queue.enqueue('import', { importId: 5, userId: 1 }, { jobId: 'again' });
    await queue.drain();
    expect(recorder.runs).toHaveLength(2);
    expect(recorder.finalFailures).toHaveLength(1);
  });

  // In memory a dead process takes its jobs with it; their items come back through the start-up
  // sweep, tested on both drivers in extraction-reliability.spec.ts.
  it.runIf(driver === 'bullmq')(
    "runs a killed worker's job again once its lock lapses (stalled-job recovery)",
    async () => {
      const prefix = `vault-contract-stalled-${Date.now().toString(36)}`;
      const victim = await startQueues(driver, prefix);
      let hang: (() => void) | undefined;
      recorder.behaviour = () =>
        recorder.runs.length === 1
          ? new Promise<void>((resolve) => (hang = resolve))
          : Promise.resolve();
      await victim.queue.enqueue(
        'import',
        { importId: 9, userId: 1 },
        { jobId: 'killed-worker-job' },
      );
      await until('the first worker to take the job', () => recorder.runs.length === 1);
      // As if its process were killed: the lock is no longer renewed and the job never ends there.
      const processors = victim.module.get(ProcessorDiscovery).processors();
      await Promise.all([...processors.values()].map((processor) => processor.worker.close(true)));
      harness = await startQueues(driver, prefix);
      await until('the job to run again', () => recorder.runs.length === 2);
      await harness.queue.drain();
      expect(recorder.runs.map((entry) => entry.context.jobId)).toEqual([
        'import:killed-worker-job',
        'import:killed-worker-job',
      ]);
      hang?.();
      await victim.module.close();
    },
  );

  it("gives another account a slot while one account's jobs hold their share", async () => {
    const { queue } = await start();
    const release: (() => void)[] = [];
    recorder.behaviour = ({ payload }) =>
      (payload as { userId: number }).userId === 1
        ? new Promise<void>((resolve) => release.push(resolve))
        : Promise.resolve();
    for (let index = 0; index < 6; index += 1)
      await queue.enqueue('extraction', { contentId: index, userId: 1 });
    await queue.enqueue('extraction', { contentId: 100, userId: 2 });
    const share = QUEUES.extraction.maxActivePerAccount!;
    const deadline = Date.now() + 10_000;
    while (!recorder.runs.some((entry) => (entry.payload as { userId: number }).userId === 2)) {
      if (Date.now() > deadline) throw new Error("the other account's job never ran");
      await delay(20);
    }
    const busy = recorder.runs.filter(
      (entry) => (entry.payload as { userId: number }).userId === 1,
    );
    expect(busy).toHaveLength(share);
    // Each finished job of the account lets its next one in, never more than its share at once.
    while (release.length) {
      release.shift()!();
      await delay(50);
    }
    const stop = Date.now() + 15_000;
    while (
      recorder.runs.filter((entry) => (entry.payload as { userId: number }).userId === 1).length < 6
    ) {
      if (Date.now() > stop) throw new Error("the account's remaining jobs never ran");
      while (release.length) release.shift()!();
      await delay(50);
    }
    while (release.length) release.shift()!();
    await queue.drain();
  });
});
