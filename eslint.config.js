import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'];

/** The API files that speak SQL: repositories, a module's tables and the queries it lends to others. */
const SQL_FILES = ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.schema.ts', 'apps/api/src/**/*.queries.ts'];
/** What no module imports of another: its repository and its routes. */
const OTHER_MODULE_INTERNALS = {
  group: ['../*/*.repository.ts', '../../modules/*/*.repository.ts', '../*/*.routes.ts'],
  message: 'Another module is reached through its service or its *.queries.ts, never its repository or routes.',
};

/** Web features that any other feature may import: reference lists and the file upload. See docs/architecture.md. */
const SHARED_FEATURES = ['catalog', 'uploads'];
const WEB_FEATURES = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No import cycles, in any workspace.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // A file past 300 lines is asking to be split (tests and data aside).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [...TESTS, 'apps/api/src/db/seed/**', 'apps/web/src/content/**'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  // API: only repositories, a module's tables (*.schema.ts) and the queries it lends to other
  // modules (*.queries.ts), and db/, speak SQL; a module reaches another only through its service
  // or those exported queries, never its repository.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...TESTS, ...SQL_FILES, 'apps/api/src/db/**', 'apps/api/src/ops/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL lives in *.repository.ts files (or db/): call the repository from a service.',
            },
            OTHER_MODULE_INTERNALS,
          ],
        },
      ],
    },
  },
  {
    files: SQL_FILES,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_MODULE_INTERNALS] }] },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', './*.repository.ts', '../*/*.repository.ts'],
              message: 'Routes call services; services call repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tlp/shared',
              message:
                "Import the module you need ('@tlp/shared/auth', …): the whole package would weigh on every chunk.",
            },
          ],
        },
      ],
    },
  },
  // Web: features don't import each other (but the shared ones); shared code and features don't import the app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.filter((f) => !SHARED_FEATURES.includes(f)).map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`, ...SHARED_FEATURES.map((f) => `./${f}`)],
              message:
                'A feature does not import another one: compose them in app/routes, or move the shared part to components/ or lib/.',
            })),
            ...SHARED_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A shared feature imports no other feature.',
            })),
            {
              target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/app',
              message: 'Only the app imports its routes.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: './apps/web/src/features',
              message: 'Shared code does not depend on a feature.',
            },
          ],
        },
      ],
    },
  },
);
