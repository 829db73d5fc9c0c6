import { defineConfig } from 'vitest/config';

// Unit and integration tests of every workspace. Integration tests use the real Redis and Postgres on
// 127.0.0.1 and PGlite; each makes its own data (own queue prefix, own schema) so files run in parallel.
export default defineConfig({
  test: {
    include: [
      '{shared,core,api,worker,all-in-one,client}/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'eval/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
