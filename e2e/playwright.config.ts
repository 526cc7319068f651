import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { fakeGoogleClientId, fakeGoogleUrl } from './support/fake-google';
import { ports } from './support/ports';

const port = ports.app;
const baseURL = `http://127.0.0.1:${port}`;
// The server's embedded PostgreSQL listens on a fixed port, so specs can read the outbox (support/outbox.ts).
const embeddedPgPort = String(ports.embeddedPostgres);

// Each run starts the real server on an empty data directory. Workers load this file again; they
// inherit the variable, so only the main process creates (and afterwards removes) the directory.
const ownsDataDir = !process.env.PORTAL_E2E_DATA_DIR;
process.env.PORTAL_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const dataDir = process.env.PORTAL_E2E_DATA_DIR;
// Specs find the server's database through these two (the password is kept in the data directory).
process.env.PORTAL_E2E_PG_PORT ??= embeddedPgPort;
if (ownsDataDir) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Measured on two busy cores (docs/performance.md): one worker ran all 47 journeys in 12.4 min with
  // none failed; two workers took 16.9 min and failed one. Two browsers, the server, PostgreSQL and
  // argon2 on two cores only wait for each other.
  workers: 1,
  retries: 0,
  // Every test starts a fresh browser context: no HTTP or code cache, so each page is 90-130 modules
  // fetched, compiled and run again. Measured here at a load of 15-20 on two cores: 8-14 s from goto to a
  // back-office page's heading, against 1.6-2 s idle. The budgets below hold such loads; the longest
  // journeys add their own (test.slow / test.setTimeout, with the reason beside).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'zh-TW',
    // DOM snapshots and the network of every action, kept for failed tests. No screencast: encoding a
    // frame on every paint costs the browser CPU a busy machine does not have.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // A real SMTP peer: the server's mail lands here and specs read it (support/mail-catcher.ts).
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      cwd: '..',
      url: `http://127.0.0.1:${ports.mailCatcherHttp}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Google's sign-in, faked: the server checks ID tokens against its keys (support/fake-google.ts).
      command: 'node --import tsx e2e/support/fake-google.ts',
      cwd: '..',
      url: `${fakeGoogleUrl}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The company registry (GCIS), faked: numbers it knows are listed in its source.
      command: 'node --import tsx apps/api/src/modules/registry/testing/fake-gcis-server.ts',
      cwd: '..',
      env: { FAKE_GCIS_PORT: String(ports.fakeGcis) },
      url: `http://127.0.0.1:${ports.fakeGcis}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built web app (npm run build -w @portal/web) is served by the API server itself.
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: '..',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: process.env.PORTAL_E2E_PG_PORT,
        CAPTCHA_ENABLED: 'false',
        SMTP_URL: `smtp://127.0.0.1:${ports.mailCatcherSmtp}`,
        // Seed helpers act as other clients (X-Forwarded-For), so the per-address limits of sign-up and
        // sign-in apply to the browser alone (support/users.ts).
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'e2e-Admin-Password-1',
        // Google sign-in on, against the fake Google; the browser's side is faked per spec (page.route).
        GOOGLE_CLIENT_ID: fakeGoogleClientId,
        GOOGLE_JWKS_URL: `${fakeGoogleUrl}/jwks`,
        // Company registry lookups go to the fake registry above.
        GCIS_BASE_URL: `http://127.0.0.1:${ports.fakeGcis}`,
      },
      url: `${baseURL}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
