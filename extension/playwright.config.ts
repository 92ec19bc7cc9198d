import { defineConfig } from '@playwright/test';

const port = Number(process.env.EXTENSION_E2E_PORT ?? 3312);
// Set once in the main process; workers inherit it, so tests and the server agree on the database.
process.env.EXTENSION_E2E_DATABASE_NAME ??= `vault_ext_e2e_${Date.now().toString(36)}`;
export const serverUrl = `http://localhost:${port}`;

/**
 * End-to-end tests of the built extension (`wxt build --mode e2e`, made by the global setup) in
 * the system Chromium, against the built app started as `npm start` starts it. One browser with
 * the extension serves a whole file, so files run one at a time.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { trace: 'retain-on-failure' },
  webServer: {
    command: 'node ../webapp/e2e/support/start-server.mjs',
    url: `${serverUrl}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: start-server.mjs then stops the backend and drops
    // the run's database and data folder instead of leaving them on the machine.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      APP_URL: serverUrl,
      LAUNCH_MODE: 'live',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_FAILURE_LIMIT: '1000',
      SAVE_RATE_LIMIT_PER_MINUTE: '1000',
      // The fixture site the tests save links from runs on loopback.
      FETCH_ALLOWED_HOSTS: '127.0.0.1,localhost',
      E2E_DATABASE_NAME: process.env.EXTENSION_E2E_DATABASE_NAME,
    },
  },
});
