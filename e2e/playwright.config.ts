import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real server (`node apps/server/dist/main.js`), started by global-setup.ts on a
 * free port with a fresh data folder. Run from the repo root with `npm run test:e2e` (builds first).
 * Set E2E_BASE_URL to test an already running server instead.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Each test ends with an axe pass; on a busy 2-core machine that alone may take 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // global-setup.ts sets E2E_BASE_URL before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
