import { Test, type TestingModule } from '@nestjs/testing';
import { loadConfig } from '../../src/config/app-config.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { BullMqJobQueue } from '../../src/queue/bullmq-job-queue.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { QueueModule } from '../../src/queue/queue.module.js';
import {
  type JobContext,
  type JobPayloads,
  QUEUE_NAMES,
  type QueueName,
} from '../../src/queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../src/queue/queue-worker.js';

export type Driver = 'in-process' | 'bullmq';

export interface Run {
  queue: QueueName;
  payload: JobPayloads[QueueName];
  context: JobContext;
  startedAt: number;
}

export type Behaviour = (run: Run) => Promise<void>;

/** What the test processors did, and what they are told to do. */
export class Recorder {
  runs: Run[] = [];
  finalFailures: { queue: QueueName; error: Error; finishedAt: number }[] = [];
  behaviour: Behaviour = () => Promise.resolve();
  finalFailureHook: () => Promise<void> = () => Promise.resolve();

  async handle(queue: QueueName, payload: JobPayloads[QueueName], context: JobContext) {
    const run = { queue, payload, context, startedAt: Date.now() };
    this.runs.push(run);
    await this.behaviour(run);
  }

  async fail(queue: QueueName, error: Error) {
    await this.finalFailureHook();
    this.finalFailures.push({ queue, error, finishedAt: Date.now() });
  }
}

export const recorder = new Recorder();

function processorFor<Q extends QueueName>(queue: Q) {
  @QueueProcessor(queue)
  class TestProcessor extends QueueWorker<Q> {
    handle(payload: JobPayloads[Q], context: JobContext): Promise<void> {
      return recorder.handle(queue, payload, context);
    }

    onFinalFailure(_payload: JobPayloads[Q], error: Error): Promise<void> {
      return recorder.fail(queue, error);
    }
  }
  return TestProcessor;
}

/** One per declared queue, so a queue added to the registry is covered without a change here. */
const TEST_PROCESSORS = QUEUE_NAMES.map((queue) => processorFor(queue));

export interface QueueHarness {
  module: TestingModule;
  queue: JobQueue;
  close(): Promise<void>;
}

/** The queue module alone, with the given driver and one recording processor per declared queue. */
export async function startQueues(
  driver: Driver,
  prefix: string,
  options: { startWorkers?: boolean } = {},
): Promise<QueueHarness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    QUEUE_PREFIX: prefix,
    QUEUE_LOCK_MS: '1000',
    ...(driver === 'bullmq' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
  });
  const module = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(config), QueueModule.forRoot(config)],
    providers: TEST_PROCESSORS,
  }).compile();
  await module.init();
  const queue = module.get(JobQueue);
  if (options.startWorkers !== false) await queue.startWorkers();
  return {
    module,
    queue,
    close: async () => {
      if (queue instanceof BullMqJobQueue) await queue.obliterate().catch(() => undefined);
      await module.close();
    },
  };
}
