import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Not 8888, so the suite never collides with a running `npm start`. */
const PORT = Number(process.env.E2E_PORT ?? 4399);
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
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on these machines.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
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
