import {
  type DynamicModule,
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule, BullRegistrar, getQueueToken } from '@nestjs/bullmq';
import type { DefaultJobOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JobQueue } from './job-queue.js';
import { ProcessorDiscovery } from './processor-discovery.js';
import { QUEUE_NAMES, QUEUES, type QueueName } from './queues.js';

const QUEUE_REDIS = Symbol('QUEUE_REDIS');
const logger = new Logger('QueueModule');

/** The Redis connection the queues share (workers open their blocking ones from it). */
@Module({
  providers: [
    {
      provide: QUEUE_REDIS,
      inject: [APP_CONFIG],
      // BullMQ requires maxRetriesPerRequest null on the connections its workers block on.
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl!, { maxRetriesPerRequest: null });
        redis.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return redis;
      },
    },
  ],
  exports: [QUEUE_REDIS],
})
class QueueRedisModule {}

/** A declared queue's job options in BullMQ: its attempts and backoff. */
export function bullJobOptions(name: QueueName): DefaultJobOptions {
  return {
    attempts: QUEUES[name].attempts,
    backoff: { type: 'exponential', delay: QUEUES[name].backoffMs },
    // A job's id dedupes only while the job is waiting, delayed or running, as in-process:
    // a finished or failed job leaves nothing behind that could refuse the item's next job.
    removeOnComplete: true,
    removeOnFail: true,
  };
}

/** Every declared queue registered with `@nestjs/bullmq`, with its attempts and backoff. */
function bullQueues(): DynamicModule {
  return BullModule.registerQueue(
    ...QUEUE_NAMES.map((name) => ({ name, defaultJobOptions: bullJobOptions(name) })),
  );
}

function redisDriver(): {
  imports: (DynamicModule | typeof QueueRedisModule)[];
  providers: Provider[];
} {
  return {
    imports: [
      QueueRedisModule,
      BullModule.forRootAsync({
        imports: [QueueRedisModule],
        inject: [APP_CONFIG, QUEUE_REDIS],
        useFactory: (config: AppConfig, redis: Redis) => ({
          connection: redis,
          prefix: config.queuePrefix,
        }),
        // Workers are created when this process starts consuming (not in an API-only process).
        extraOptions: { manualRegistration: true },
      }),
      bullQueues(),
    ],
    providers: [
      {
        provide: JobQueue,
        inject: [
          APP_CONFIG,
          QUEUE_REDIS,
          BullRegistrar,
          ProcessorDiscovery,
          ...QUEUE_NAMES.map((name) => getQueueToken(name)),
        ],
        useFactory: (
          config: AppConfig,
          redis: Redis,
          registrar: BullRegistrar,
          discovery: ProcessorDiscovery,
          ...queues: Queue[]
        ): JobQueue =>
          new BullMqJobQueue({
            redis,
            prefix: config.queuePrefix,
            lockMs: config.queueLockMs,
            queues: new Map(QUEUE_NAMES.map((name, index) => [name, queues[index]!])),
            registrar,
            discovery,
          }),
      },
    ],
  };
}

/**
 * The job queues: BullMQ through `@nestjs/bullmq` when REDIS_URL is set, otherwise the in-process
 * driver. Either runs the `@QueueProcessor` classes of the modules that own the work.
 */
@Global()
@Module({})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  static forRoot(config: AppConfig): DynamicModule {
    const driver = config.redisUrl
      ? redisDriver()
      : {
          imports: [],
          providers: [
            {
              provide: JobQueue,
              inject: [ProcessorDiscovery],
              useFactory: (discovery: ProcessorDiscovery): JobQueue =>
                new InProcessJobQueue(discovery),
            },
          ],
        };
    return {
      module: QueueModule,
      global: true,
      imports: [DiscoveryModule, ...driver.imports],
      providers: [ProcessorDiscovery, ...driver.providers],
      exports: [JobQueue],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
