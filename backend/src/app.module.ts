import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { SameOriginGuard } from './common/guards/same-origin.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { EventsModule } from './events/events.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { PublicConfigModule } from './modules/public-config/public-config.module.js';
import { UsersModule } from './modules/users/users.module.js';
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
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
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
        }),
        QueueModule,
        EventsModule,
        UsersModule,
        AuthModule,
        ContentModule,
        HealthModule,
        PublicConfigModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
