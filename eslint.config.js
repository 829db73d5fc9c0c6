// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

import { readdirSync } from 'node:fs';

// Every folder under client/src/features is a feature; the list is read, not maintained by hand.
const features = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.{js,mjs}', '*.js', '.ci/**'], languageOptions: { globals: globals.node } },
  { files: ['client/src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', '*/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the app config module.',
        },
      ],
    },
  },
  {
    // shared is the contract: no Node or DOM APIs, no app imports.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '@fcs/api*', '@fcs/worker*', '@fcs/client*', 'react*'] },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['node:*', '@fcs/api*', '@fcs/worker*'] }],
      // A feature owns its slice: it never imports another feature; only app/ composes features.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./client/src/features/${f}`,
              from: './client/src/features',
              except: [`./${f}`],
              message: 'A feature must not import another feature; compose them in app/routes.',
            })),
            {
              target: './client/src/features',
              from: './client/src/app',
              message: 'Features must not import the app layer.',
            },
            {
              target: ['./client/src/components', './client/src/lib'],
              from: ['./client/src/features', './client/src/app'],
              message: 'Shared UI and lib must not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // api modules are business components: they talk to each other only through a module's public use-cases,
    // never through another module's repository.
    files: ['api/src/**/*.ts', 'worker/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@fcs/client*', 'react*', '**/*.repository', '!./*.repository'] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/platform',
              from: './api/src/modules',
              message: 'Platform code must not depend on domain modules.',
            },
            { target: './api/src', from: './worker/src', message: 'The api must not import the worker.' },
          ],
        },
      ],
    },
  },
  {
    // Entry points and config modules are where the environment is read.
    files: [
      '**/config.ts',
      'scripts/**',
      'playwright.config.ts',
      'bench/**',
      'e2e/**',
      '**/*.test.ts',
      'worker/src/all-in-one.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
