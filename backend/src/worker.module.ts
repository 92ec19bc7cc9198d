import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventsModule } from './events/events.module.js';
import { ArchiveModule } from './modules/archive/archive.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { FeedsModule } from './modules/feeds/feeds.module.js';
import { EmailInModule } from './modules/email-in/index.js';
import { HighlightsModule } from './modules/highlights/highlights.module.js';
import { ImportModule } from './modules/import/import.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { WhatsappModule } from './modules/whatsapp/whatsapp.module.js';
import { QueueModule } from './queue/queue.module.js';

/**
 * What the worker process needs: the configuration, the database, the queues, live events and
 * the modules whose processors work the declared queues. No HTTP, sessions or rate limits.
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
        // The feature modules' controllers are constructed with them (never served here); the
        // content controller's rate-limit guard needs the throttler's options to exist.
        ThrottlerModule.forRoot([]),
        QueueModule.forRoot(config),
        EventsModule,
        ContentModule,
        HighlightsModule,
        ImportModule,
        MediaModule,
        WhatsappModule,
        FeedsModule,
        EmailInModule,
        ArchiveModule,
      ],
    };
  }
}
