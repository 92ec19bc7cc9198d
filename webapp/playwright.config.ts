import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
// Set once in the main process; workers inherit it, so tests and the server agree on the database.
process.env.E2E_DATABASE_NAME ??= `vault_e2e_${Date.now().toString(36)}`;
export const baseURL = `http://localhost:${port}`;
/**
 * Where the server finds the platforms' public endpoints (X's syndication answers, YouTube's
 * caption tracks, GitHub's API): a loopback port the social-post tests listen on while they
 * save; closed otherwise, so no test reaches the real platforms.
 */
export const platformEndpoints = `http://127.0.0.1:${port + 1}`;
/** The server's SMTP receiver, derived from the HTTP port so parallel runs never share one. */
export const smtpPort = port + 1000;

/** End-to-end tests in the system Chromium against the built app, started as `npm start` starts it. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous for slow machines of this kind (2 shared cores; Argon2 on every sign-up and sign-in):
  // some flows measured 26 s there. A broken flow still fails; it only fails later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: start-server.mjs then stops the backend and drops
    // the run's database and data folder instead of leaving them on the machine.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      LAUNCH_MODE: 'preview',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_FAILURE_LIMIT: '1000',
      SAVE_RATE_LIMIT_PER_MINUTE: '1000',
      // The fixture site the tests save pages from runs on loopback.
      FETCH_ALLOWED_HOSTS: '127.0.0.1,localhost',
      // Never the real platform: Reddit's thread JSON is unreachable (a closed loopback port), so
      // a saved thread keeps the discussion its page holds.
      REDDIT_BASE: 'http://127.0.0.1:9',
      TWITTER_SYNDICATION_BASE: platformEndpoints,
      YOUTUBE_OEMBED_BASE: platformEndpoints,
      TIKTOK_OEMBED_BASE: platformEndpoints,
      GITHUB_API_BASE: platformEndpoints,
      E2E_DATABASE_NAME: process.env.E2E_DATABASE_NAME,
      SMTP_PORT: String(smtpPort),
      MAIL_DOMAIN: 'mail.vault.test',
      // No DNS for mail checks (a closed loopback port): the address's token alone decides.
      MAIL_DNS_SERVERS: '127.0.0.1:9',
    },
  },
});
