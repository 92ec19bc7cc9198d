import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { createValidationPipe } from '../common/http/validation.pipe.js';
import { poolOf } from '../database/prepared-query.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_VERSION } from '../config/version.js';
import {
  STRIPE_WEBHOOK_PATH,
  stripeWebhookBodyParser,
} from '../modules/billing/stripe-webhook-body.js';
import { JobQueue } from '../queue/job-queue.js';
import { apiCompression } from './api-compression.js';
import { extensionCors } from './cors.js';
import { jsonBodyParser } from './json-body.js';
import { securityHeaders } from './security-headers.js';
import { createSessionMiddleware, exceptTokenOnly } from './session.js';
import { inlineScriptHashes, webappHandlers } from './webapp-static.js';

/** How Nest creates the application, in `npm start` and in the integration tests alike. */
export const APP_OPTIONS = {
  bufferLogs: true,
  bodyParser: false,
} as const;

/** Builds the HTTP application (API under /api, webapp everywhere else); used by main.ts. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    APP_OPTIONS,
  );
  return configureApp(app, config);
}

/**
 * Adds the middleware, the API prefix, validation and the OpenAPI document to a created
 * application, initialises it and starts the queue workers when this process runs them. The
 * integration tests create the application from a `@nestjs/testing` module and finish it here.
 */
export async function configureApp(
  app: NestExpressApplication,
  config: AppConfig,
): Promise<INestApplication> {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // API answers are never revalidated (the webapp refetches); hashing each body cost CPU on every
  // list page. Static files keep their own ETags (serve-static).
  app.set('etag', false);
  app.use(securityHeaders(inlineScriptHashes(config.webappDistDir)));
  // Answers preflights before sessions and guards run; see cors.ts.
  app.enableCors(extensionCors);
  // Before the JSON parser: Stripe signs the webhook's exact bytes.
  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookBodyParser());
  app.use(jsonBodyParser());
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });

  const pool = poolOf(app.get(DataSource));
  const sessions = await createSessionMiddleware(config, pool);
  app.use(
    '/api',
    apiCompression(),
    exceptTokenOnly(sessions.handler),
    passport.initialize(),
    // passport's types give its session strategy's middleware as `any`.
    exceptTokenOnly(passport.session() as RequestHandler),
  );
  const webapp = webappHandlers({
    distDir: config.webappDistDir,
    appUrl: config.appUrl,
    launchMode: config.launchMode,
  });
  for (const handler of webapp) app.use(handler);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const openApi = new DocumentBuilder()
    .setTitle('Vault API')
    .setDescription(
      'Save, extract and organise what you find online. A browser session (cookie) reaches every route; ' +
        'an API token (Bearer) only the routes marked with an `x-token-scope` it holds ' +
        '(`content:save`, `library:read`, `account:read`). Minting tokens, exports, account deletion, ' +
        'settings and admin routes need a session.',
    )
    .setVersion(APP_VERSION)
    .addCookieAuth('vault.sid')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  await app.init();
  // The one-process default also consumes the queues; RUN_WORKER=false leaves that to worker.ts.
  if (config.runWorker) await app.get(JobQueue).startWorkers();

  const close = app.close.bind(app);
  app.close = async () => {
    sessions.close();
    await close();
  };
  return app;
}
