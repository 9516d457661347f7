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
  },
});
