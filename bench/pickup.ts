import { Worker } from 'bullmq';
import { type Summary, summarize } from './stats.ts';

/**
 * Enqueue-to-pickup latency of the interactive extraction queue: a BullMQ worker with the real
 * worker's concurrency takes the jobs the save scenario queues and records how long each waited
 * (from the job's creation in the server to the processor starting). It does no extraction, so
 * the figure is the queue's, not the extractor's.
 */

export interface PickupRecorder {
  stop(): Promise<Summary>;
}

export function recordPickup(redisUrl: string, prefix: string): PickupRecorder {
  const waits: number[] = [];
  const url = new URL(redisUrl);
  const worker = new Worker(
    'extraction',
    (job) => {
      waits.push(Date.now() - job.timestamp);
      return Promise.resolve();
    },
    {
      prefix,
      concurrency: 4,
      connection: {
        host: url.hostname,
        port: Number(url.port || 6379),
        maxRetriesPerRequest: null,
      },
      removeOnComplete: { count: 0 },
    },
  );
  worker.on('error', () => undefined);
  return {
    async stop() {
      await worker.close();
      return summarize(waits);
    },
  };
}
