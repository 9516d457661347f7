import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests over the built site (`dist/`): what the pages and files the build wrote hold
 * (llms.txt, Markdown twins, social images, structured data, feeds). `npm test` runs them
 * right after the build; locally, `npm run build && npm run test:built`. package.json runs it
 * with V8's young generation at 64 MB a half, as the build (scripts/build.ts says why): parsing
 * every page makes short-lived trees, and 33-34 s became 29 s here.
 */
export default defineConfig({
  test: {
    include: ['scripts/site-checks/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file (the unit config says why): 53 s isolated,
    // 40 s shared, on 2 cores.
    isolate: false,
    // Parsing 872 pages keeps every worker busy: one per core (Vitest's default leaves one core
    // idle). On 2 cores: 26 s with 1 worker, 16 s with 2, 19 s with 3.
    maxWorkers: availableParallelism(),
    // A test that reads every content file or page takes a few seconds and grows with the
    // content; Vitest's 5 s limit then fails it on a busy machine. The limit is for hangs, and
    // the suite's time is measured as a whole (npm test prints it per step).
    testTimeout: 30_000,
  },
});
