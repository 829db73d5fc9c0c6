// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

import { readdirSync } from 'node:fs';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Every folder under client/src/features is a feature, every folder under api/src/modules a module; the lists
// are read, not maintained by hand.
const features = folders('./client/src/features');
const apiModules = folders('./api/src/modules');

// The workspace layering (ADR 007): shared is the contract; core is what both backend processes stand on; api
// and worker never import each other; only all-in-one composes them; the client talks to the backend over HTTP.
const workspaceImports = {
  shared: [],
  core: ['shared'],
  api: ['shared', 'core'],
  worker: ['shared', 'core'],
  'all-in-one': ['shared', 'core', 'api', 'worker'],
  client: ['shared'],
};
const workspaces = Object.keys(workspaceImports);
const forbiddenWorkspaces = (ws) => workspaces.filter((other) => other !== ws && !workspaceImports[ws].includes(other));
/** no-restricted-imports groups refusing the @fcs packages a workspace may not use. */
const layeringGroups = (ws) =>
  forbiddenWorkspaces(ws).map((other) => ({
    group: [`@fcs/${other}`, `@fcs/${other}/**`],
    message: `${ws} must not import ${other} (docs/decisions/007-backend-core-workspace.md).`,
  }));
/**
 * The same rule on resolved paths, so a relative import across workspaces is refused as well. Test files may
 * use another workspace's test stand-ins (its src/testing), e.g. the client's Firebase test starts the emulator.
 */
const layeringZones = ({ tests = false } = {}) =>
  workspaces.map((ws) => ({
    target: `./${ws}`,
    from: forbiddenWorkspaces(ws).map((other) => `./${other}`),
    ...(tests ? { except: ['./src/testing'] } : {}),
    message: `${ws} must not import that workspace (docs/decisions/007-backend-core-workspace.md).`,
  }));
/** The client's zones: the layering, and a feature owns its slice (only app/ composes features). */
const clientZones = ({ tests = false } = {}) => [
  ...layeringZones({ tests }),
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
];

// A repository is used only by its own module. A module may span core (what the worker needs too) and the api
// (its HTTP side): api/src/modules/<m> may use @fcs/core/<m>/<m>.repository.
const repositoryGroup = (module) => ({
  group: ['**/*.repository', '!./*.repository', ...(module ? [`!@fcs/core/${module}/${module}.repository`] : [])],
  message: "A repository is used only by its own module; call the module's use-cases instead.",
});

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
        { patterns: [...layeringGroups('shared'), { group: ['node:*', 'react', 'react/**', 'react-*'] }] },
      ],
      'import-x/no-restricted-paths': ['error', { zones: layeringZones() }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...layeringGroups('client'), { group: ['node:*'] }] }],
      'import-x/no-restricted-paths': ['error', { zones: clientZones() }],
    },
  },
  {
    files: ['client/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: clientZones({ tests: true }) }] },
  },
  {
    // One authenticated fetch path: features and routes call the api only through apiRequest (lib/api-client),
    // which sends the session's token and clears the session and reloads on a 401 (spec section 6; ADR 008).
    files: ['client/src/features/**/*.{ts,tsx}', 'client/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the api with apiRequest (lib/api-client): it applies the 401 rule.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...layeringGroups('client'),
            { group: ['node:*'] },
            {
              group: ['**/lib/api-transport'],
              importNames: ['fetchApi'],
              message: 'Call the api with apiRequest (lib/api-client): it applies the 401 rule.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{core,api,worker,all-in-one}/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layeringZones(),
            {
              target: './api/src/platform',
              from: './api/src/modules',
              message: 'Platform code must not depend on domain modules.',
            },
            {
              target: './core/src/platform',
              from: ['./core/src/runs', './core/src/billing'],
              message: 'Platform code must not depend on domain modules.',
            },
          ],
        },
      ],
    },
  },
  ...['core', 'worker', 'all-in-one'].map((ws) => ({
    files: [`${ws}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...layeringGroups(ws), { group: ['react', 'react/**'] }, repositoryGroup()] },
      ],
    },
  })),
  // api modules are business components: they talk to each other only through a module's public use-cases,
  // never through another module's repository.
  ...[undefined, ...apiModules].map((module) => ({
    files: module ? [`api/src/modules/${module}/**/*.ts`] : ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...layeringGroups('api'), { group: ['react', 'react/**'] }, repositoryGroup(module)] },
      ],
    },
  })),
  {
    // Entry points and config modules are where the environment is read.
    files: ['**/config.ts', 'scripts/**', 'playwright.config.ts', 'bench/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
