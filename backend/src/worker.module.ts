import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventsCoreModule } from './events/events.module.js';
import { ArchiveCoreModule } from './modules/archive/index.js';
import { ContentCoreModule } from './modules/content/index.js';
import { EmailInCoreModule } from './modules/email-in/index.js';
import { FeedsCoreModule } from './modules/feeds/index.js';
import { HighlightsCoreModule } from './modules/highlights/index.js';
import { ImportCoreModule } from './modules/import/index.js';
import { MediaCoreModule } from './modules/media/index.js';
import { WhatsappCoreModule } from './modules/whatsapp/index.js';
import { QueueModule } from './queue/queue.module.js';

/**
 * What the worker process needs: the configuration, the database, the queues, live events and
 * each feature's core module (its processors and the services they use). No controllers, so no
 * HTTP, sessions or rate limits.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel } }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        QueueModule.forRoot(config),
        EventsCoreModule,
        ContentCoreModule,
        HighlightsCoreModule,
        ImportCoreModule,
        MediaCoreModule,
        WhatsappCoreModule,
        FeedsCoreModule,
        EmailInCoreModule,
        ArchiveCoreModule,
      ],
    };
  }
}
