import type { INestApplication } from '@nestjs/common';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { inject } from 'vitest';
import { createApp } from '../../src/bootstrap/create-app.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { runMigrations } from '../../src/database/run-migrations.js';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../src/database/scratch-database.js';

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
  let app = await createApp(config, database.url);
  await app.init();

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
      app = await createApp(config, database.url);
      await app.init();
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
