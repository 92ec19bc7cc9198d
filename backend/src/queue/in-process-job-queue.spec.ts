import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { PermanentJobError, QUEUE_NAMES, QUEUES } from './queues.js';

function queueWith(
  process: (attempt: number) => Promise<void>,
  failures: Error[] = [],
): InProcessJobQueue {
  const queue = new InProcessJobQueue();
  const processor = {
    process: (_payload: unknown, context: { attempt: number }) => process(context.attempt),
    onFinalFailure: (_payload: unknown, error: Error) => {
      failures.push(error);
      return Promise.resolve();
    },
  };
  for (const name of QUEUE_NAMES) queue.registerProcessor(name, processor);
  return queue;
}

describe('InProcessJobQueue', () => {
  it('refuses to start while a declared queue has no processor', async () => {
    const queue = new InProcessJobQueue();
    queue.registerProcessor('extraction', {
      process: () => Promise.resolve(),
      onFinalFailure: () => Promise.resolve(),
    });
    await expect(queue.startWorkers()).rejects.toThrow('no processor for queue(s) extraction-bulk');
  });

  it('refuses a second processor for the same queue', () => {
    const queue = queueWith(() => Promise.resolve());
    expect(() =>
      queue.registerProcessor('extraction', {
        process: () => Promise.resolve(),
        onFinalFailure: () => Promise.resolve(),
      }),
    ).toThrow('already has a processor');
  });

  it('retries a transient failure and does not call the failure hook when a retry succeeds', async () => {
    const failures: Error[] = [];
    const attempts: number[] = [];
    const original = QUEUES.extraction.backoffMs;
    QUEUES.extraction.backoffMs = 5;
    try {
      const queue = queueWith(async (attempt) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('network down');
        await Promise.resolve();
      }, failures);
      await queue.startWorkers();
      await queue.enqueue('extraction', { contentId: 1, userId: 1 });
      await queue.drain();
      expect(attempts).toEqual([1, 2, 3]);
      expect(failures).toEqual([]);
      await queue.close();
    } finally {
      QUEUES.extraction.backoffMs = original;
    }
  });

  it('does not retry a permanent failure and reports it once', async () => {
    const failures: Error[] = [];
    let calls = 0;
    const queue = queueWith(() => {
      calls += 1;
      return Promise.reject(new PermanentJobError('404'));
    }, failures);
    await queue.startWorkers();
    await queue.enqueue('extraction', { contentId: 1, userId: 1 });
    await queue.drain();
    expect(calls).toBe(1);
    expect(failures.map((error) => error.message)).toEqual(['404']);
  });

  it('gives up after the declared attempts', async () => {
    const failures: Error[] = [];
    let calls = 0;
    const original = QUEUES.extraction.backoffMs;
    QUEUES.extraction.backoffMs = 1;
    try {
      const queue = queueWith(() => {
        calls += 1;
        return Promise.reject(new Error('503'));
      }, failures);
      await queue.startWorkers();
      await queue.enqueue('extraction', { contentId: 1, userId: 1 });
      await queue.drain();
      expect(calls).toBe(QUEUES.extraction.attempts);
      expect(failures).toHaveLength(1);
    } finally {
      QUEUES.extraction.backoffMs = original;
    }
  });

  it('deduplicates by job id while the job is pending', async () => {
    let calls = 0;
    const queue = queueWith(() => {
      calls += 1;
      return Promise.resolve();
    });
    await queue.enqueue('extraction', { contentId: 1, userId: 1 }, { jobId: 'same' });
    await queue.enqueue('extraction', { contentId: 1, userId: 1 }, { jobId: 'same' });
    await queue.startWorkers();
    await queue.drain();
    expect(calls).toBe(1);
  });
});
