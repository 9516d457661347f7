import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Frameworks of one site or the other: the shared package stays plain React. */
const FRAMEWORK_IMPORTS = {
  paths: ['react-router', 'react-router-dom', 'react-intl'].map((name) => ({
    name,
    message: 'shared/ is plain React: the site that draws it passes router and i18n parts in.',
  })),
  patterns: [
    {
      group: [
        'react-router/*',
        'react-router-dom/*',
        'react-intl/*',
        '@mantine/*',
        '@docusaurus/*',
        '@theme/*',
        '@theme-original/*',
      ],
      message: 'shared/ is plain React: no router, i18n, Mantine or Docusaurus imports.',
    },
  ],
};

/**
 * The sites, tests and scripts reach the shared package through its exports. Every rule list
 * that restricts imports outside shared/ repeats it: a later list replaces an earlier one.
 */
const SHARED_SOURCES = {
  regex: '(^|/)shared/src(/|$)',
  message: "Import '@web/shared' or one of its exports ('@web/shared/header', …), not its sources.",
};

/** Inside the shared package, a module imports the module it needs, never the package's own entry. */
const OWN_ENTRY_IMPORTS = {
  paths: [
    {
      name: '@web/shared',
      message: "Inside shared/src import the module itself (e.g. '../brand'), not the package's own entry.",
    },
  ],
  patterns: [
    {
      group: ['@web/shared/*'],
      message: "Inside shared/src import the module by relative path, not through the package's exports.",
    },
  ],
};

// Import cycles and imports of shared's own entry are checked by scripts/imports.test.ts, which
// needs no resolver plugin (the resolver's native bindings are not installable on every machine).
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist.tmp/**',
      // The apps' output folders only: scripts/build-steps/ is source.
      'marketing/build/**',
      'docs-site/build/**',
      // The bench's stock Docusaurus peer, built beside the project by npm run bench.
      'bench/stock/build/**',
      '**/.docusaurus/**',
      '**/.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'postcss.config.cjs',
      '**/postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call `use` too, so the hooks rules stay on the React code.
    files: ['{marketing,shared,docs-site}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/**'],
    rules: { 'no-restricted-imports': ['error', FRAMEWORK_IMPORTS] },
  },
  {
    // One rule setting replaces another, so shared/src gets both lists in one.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...FRAMEWORK_IMPORTS.paths, ...OWN_ENTRY_IMPORTS.paths],
          patterns: [...FRAMEWORK_IMPORTS.patterns, ...OWN_ENTRY_IMPORTS.patterns],
        },
      ],
    },
  },
  {
    // The sites, tests and scripts use the shared package through its exports only.
    files: ['{marketing,docs-site,e2e,scripts}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SHARED_SOURCES],
        },
      ],
    },
  },
  {
    // Specs take `test` from fixtures.ts, whose page.goto waits until the site script is
    // listening: a key pressed before that is lost (a search `/` once was, on a fast machine).
    // They audit with its axeViolations, which waits out colour transitions: axe once read a
    // pill halfway from white to teal and failed CI on a contrast no visitor sees.
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures': its page.goto waits for the page's scripts.",
            },
            {
              name: 'axe-core',
              message:
                "Use axeViolations from './fixtures': it audits the colours a page settles on, not a transition's blend.",
            },
          ],
          patterns: [SHARED_SOURCES],
        },
      ],
    },
  },
  ...[
    ['build-steps', 'server'],
    ['server', 'build-steps'],
  ].map(([from, to]) => ({
    // The build and the local server share code through scripts/html/ and scripts/files/, never each other.
    files: [`scripts/${from}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SHARED_SOURCES,
            {
              regex: `^\\.\\./${to}(/|$)`,
              message: `scripts/${from}/ does not import scripts/${to}/: share the code through a module both import (scripts/html/, scripts/files/).`,
            },
          ],
        },
      ],
    },
  })),
);
