import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { RedisThrottlerStorage } from './common/rate-limit/redis-throttler-storage.js';
import { SameOriginGuard } from './common/guards/same-origin.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventsModule } from './events/events.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { ArchiveModule } from './modules/archive/archive.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { FeedsModule } from './modules/feeds/feeds.module.js';
import { EmailReceiverModule } from './modules/email-in/index.js';
import { HighlightsModule } from './modules/highlights/highlights.module.js';
import { ImportModule } from './modules/import/import.module.js';
import { KanbanModule } from './modules/kanban/kanban.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { PlansModule } from './modules/plans/plans.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { PublicConfigModule } from './modules/public-config/public-config.module.js';
import { OnboardingModule } from './modules/onboarding/onboarding.module.js';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WaitlistModule } from './modules/waitlist/waitlist.module.js';
import { WhatsappModule } from './modules/whatsapp/whatsapp.module.js';
import { QueueModule } from './queue/queue.module.js';

const MINUTE_MS = 60_000;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (request, response) => {
              const incoming = request.headers['x-request-id'];
              const id =
                typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
                  ? incoming
                  : randomUUID();
              response.setHeader('X-Request-Id', id);
              return id;
            },
            // One short line per request: method, path, status, time; never headers (cookies, tokens).
            serializers: {
              req: (request: { id: string; method: string; url: string }) => ({
                id: request.id,
                method: request.method,
                url: request.url,
              }),
              res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
            },
            customLogLevel: (_request, response, error) =>
              error || response.statusCode >= 500
                ? 'error'
                : response.statusCode >= 400
                  ? 'warn'
                  : 'info',
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'auth', ttl: MINUTE_MS, limit: config.authRateLimitPerMinute },
            { name: 'save', ttl: MINUTE_MS, limit: config.saveRateLimitPerMinute },
          ],
          errorMessage: 'Too many attempts. Please wait a minute and try again.',
          // With Redis, every process counts the same hits.
          ...(config.redisUrl
            ? { storage: new RedisThrottlerStorage(config.redisUrl, config.queuePrefix) }
            : {}),
        }),
        QueueModule.forRoot(config),
        EventsModule,
        UsersModule,
        AuthModule,
        ContentModule,
        HighlightsModule,
        KanbanModule,
        SavedSearchesModule,
        OnboardingModule,
        MediaModule,
        PlansModule,
        BillingModule,
        HealthModule,
        PublicConfigModule,
        WaitlistModule,
        WhatsappModule,
        AdminModule,
        PrivacyModule,
        ImportModule,
        FeedsModule,
        EmailReceiverModule,
        ArchiveModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
