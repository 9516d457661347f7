import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,scripts,marketing,docs-site}/**/*.test.{ts,tsx}'],
    // Checks over the built site (scripts/site-checks) run after the build: vitest.built.config.ts.
    exclude: [
      '**/node_modules/**',
      '{marketing,docs-site}/build/**',
      '**/.docusaurus/**',
      'scripts/site-checks/**',
    ],
    environment: 'node',
    // One module graph per worker, not per file: every file imports the content, the messages
    // and React again when isolated, 61 s of the 71 s run's import time on 2 cores. Shared, the
    // run takes 34-37 s. No test mocks a module for good or leaves globals behind (the one
    // vi.doMock, islandIntl.test.tsx, resets its modules before and after).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Many
    // of these tests wait on sockets and timers (the server's), so one more than the cores
    // overlaps them: 52 s with 1 worker, 34 s with 2, 29 s with 3, 31 s with 4, on 2 cores.
    maxWorkers: availableParallelism() + 1,
    // A test that reads every content file or page takes a few seconds and grows with the
    // content; Vitest's 5 s limit then fails it on a busy machine. The limit is for hangs, and
    // the suite's time is measured as a whole (npm test prints it per step).
    testTimeout: 30_000,
  },
});
