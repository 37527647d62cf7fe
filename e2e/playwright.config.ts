import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium against the real server process.
 * Global setup starts the server, an SMTP receiver and (optionally) a PostgreSQL database;
 * it exports E2E_BASE_URL and E2E_MAIL_DIR, which the workers read when they load this file.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './support/global-setup.ts',
  // After every journey (also when only some are run), one check reads all the servers' logs of the run.
  projects: [
    { name: 'journeys', testMatch: '**/*.spec.ts', teardown: 'server logs' },
    { name: 'server logs', testMatch: '**/server-logs.teardown.ts' },
  ],
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Whole journeys with two browsers take 20-30 s on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
