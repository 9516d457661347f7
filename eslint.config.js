import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist.tmp/**',
      '**/build/**',
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
    // Imports are resolved as TypeScript does, across the workspaces' own tsconfigs.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx files when it follows imports, and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.json', '{shared,marketing,docs-site,e2e}/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
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
      // '../index', './index', '../../index': whatever relative path reaches the package's entry.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared/src',
              from: './shared/src/index.ts',
              message: "Import the module itself (e.g. '../brand'), not the package's own entry.",
            },
          ],
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
          patterns: [
            {
              regex: '(^|/)shared/src(/|$)',
              message:
                "Import '@web/shared' or one of its exports ('@web/shared/header', …), not its sources.",
            },
          ],
        },
      ],
    },
  },
);
