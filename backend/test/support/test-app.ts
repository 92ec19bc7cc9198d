import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { inject } from 'vitest';
import type { Repository } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { APP_OPTIONS, configureApp } from '../../src/bootstrap/create-app.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { runMigrations } from '../../src/database/run-migrations.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';
import { createStripeClient, STRIPE_CLIENT } from '../../src/modules/billing/stripe-client.js';
import { DevOutboxProvider } from '../../src/modules/whatsapp/dev-outbox.provider.js';
import { GraphApiProvider } from '../../src/modules/whatsapp/graph-api.provider.js';
import {
  type MessagingProvider,
  MESSAGING_PROVIDER,
} from '../../src/modules/whatsapp/messaging-provider.js';
import { WhatsappOutboxEntity } from '../../src/modules/whatsapp/whatsapp-outbox.entity.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  databaseUrl: string;
  /** A cookie-keeping client whose writes carry the app's own Origin, as the browser's do. */
  agent(): ReturnType<typeof request.agent>;
  /** Restarts the HTTP app on the same database (sessions must survive). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse an existing database instead of creating a scratch one. */
  database?: ScratchDatabase;
  /** Providers of the outside world replaced by local stand-ins (a DNS table). */
  overrides?: { provide: unknown; useValue: unknown }[];
}

/** A service of the outside world may be reached in tests only through a local fake of it. */
function localFake(service: string, variable: string, apiBase: string | null): void {
  const host = apiBase ? new URL(apiBase).hostname : null;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    throw new Error(`Tests reach ${service} only through a local fake: set ${variable}`);
  }
}

/**
 * The application built by `@nestjs/testing` from the real AppModule, with only the outside world
 * overridden: Stripe and the WhatsApp Cloud API become clients of the local fakes the test started
 * (the real SDK and protocol), or stay unconfigured (development mode and the outbox).
 */
async function buildApp(
  config: AppConfig,
  databaseUrl: string,
  overrides: NonNullable<TestAppOptions['overrides']> = [],
): Promise<INestApplication> {
  if (config.stripe.secretKey) localFake('Stripe', 'STRIPE_API_BASE', config.stripe.apiBase);
  if (GraphApiProvider.fromConfig(config.whatsapp)) {
    localFake('the WhatsApp Cloud API', 'WHATSAPP_API_BASE', config.whatsapp.apiBase);
  }
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot(config, databaseUrl)],
  });
  for (const override of overrides) {
    builder = builder.overrideProvider(override.provide).useValue(override.useValue);
  }
  const moduleRef = await builder
    .overrideProvider(STRIPE_CLIENT)
    .useFactory({
      factory: () => createStripeClient(config.stripe),
    })
    .overrideProvider(MESSAGING_PROVIDER)
    .useFactory({
      inject: [getRepositoryToken(WhatsappOutboxEntity)],
      factory: (outbox: Repository<WhatsappOutboxEntity>): MessagingProvider =>
        GraphApiProvider.fromConfig(config.whatsapp) ?? new DevOutboxProvider(outbox),
    })
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(APP_OPTIONS);
  return configureApp(app, config);
}

/** A real app on its own fresh, migrated database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database =
    options.database ?? (await createScratchDatabase(inject('adminDatabaseUrl'), 'vault_test'));
  await runMigrations(database.url);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_FAILURE_LIMIT: '10000',
    WEBAPP_DIST_DIR: path.join(dataDir, 'no-webapp'),
    ...options.env,
  });
  let app: INestApplication;
  try {
    app = await buildApp(config, database.url, options.overrides);
  } catch (error) {
    if (!options.database) await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const testApp: TestApp = {
    get app() {
      return app;
    },
    config,
    databaseUrl: database.url,
    agent: () => {
      const agent = request.agent(app.getHttpServer());
      agent.set('Origin', TEST_ORIGIN);
      return agent;
    },
    restart: async () => {
      await app.close();
      app = await buildApp(config, database.url, options.overrides);
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export async function signUp(testApp: TestApp, username = uniqueName(), password = 'secret123') {
  const agent = testApp.agent();
  const response = await agent
    .post('/api/register')
    .send({ username, email: `${username}@example.com`, password });
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { agent, username, password, user: response.body as { id: number; role: string } };
}

/** The session's Set-Cookie line of an answer (another cookie, such as the device's, may come first). */
export function sessionSetCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header)
    ? (header as string[])
    : typeof header === 'string'
      ? [header]
      : [];
  return lines.find((line) => line.startsWith('vault.sid=')) ?? '';
}
