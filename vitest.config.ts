import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,scripts,marketing,docs-site}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '{marketing,docs-site}/build/**', '**/.docusaurus/**'],
    environment: 'node',
  },
});
