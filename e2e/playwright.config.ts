import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';
import { freePort } from './freePort';

/**
 * E2E_PORT, or a port the system says is free, so a server left over from an interrupted run
 * (or a running `npm start`) never stops the suite. Chosen once, in the runner, and passed to
 * the workers through the environment they inherit.
 */
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);
export const FORMS_FILE = join(import.meta.dirname, '..', 'test-results', 'form-submissions.jsonl');

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // One baseline per name, whatever the platform: the fonts are pinned by scripts/ensure-chromium.sh.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace costs about a fifth of the suite's time, pass or fail (44 s against 56 s for 105
    // tests): E2E_TRACE=1 records one for each failing test; a failure always keeps a screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `http://localhost:${PORT}/`,
    // The suite posts many forms from one address: no rate limit here (scripts/server/formLimits.ts).
    env: { PORT: String(PORT), FORMS_FILE, FORMS_RATE_LIMIT: 'off' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
