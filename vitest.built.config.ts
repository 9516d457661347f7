import { defineConfig } from 'vitest/config';

/**
 * Unit tests over the built site (`dist/`): what the pages and files the build wrote hold
 * (llms.txt, Markdown twins, social images, structured data, feeds). `npm test` runs them
 * right after the build; locally, `npm run build && npm run test:built`.
 */
export default defineConfig({
  test: {
    include: ['scripts/site-checks/**/*.test.ts'],
    environment: 'node',
  },
});
