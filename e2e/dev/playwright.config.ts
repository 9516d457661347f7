import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
import { freePort } from '../freePort';

/**
 * `npm run test:dev`: starts `npm run dev` as an editor would and checks it through its one
 * origin. Ports are chosen free once, in the runner (see ../freePort.ts).
 */
process.env.DEV_CHECK_PORT ??= freePort();
process.env.DEV_CHECK_DOCS_PORT ??= freePort();
const PORT = process.env.DEV_CHECK_PORT;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/dev',
  // One dev site, edited by the tests: one worker, in file order.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // First requests compile their modules on demand; a busy two-core machine took 25 s for the first page.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run dev',
    cwd: '../..',
    // Ready when the docs answer through the marketing server's proxy: both servers are up.
    url: `http://localhost:${PORT}/docs/`,
    env: { PORT, DOCS_PORT: process.env.DEV_CHECK_DOCS_PORT },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
