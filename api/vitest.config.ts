import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql: type-graphql (CJS) and the ESM build must share it (STACK-NOTES).
    alias: { graphql: require.resolve('graphql/index.js') },
  },
  test: {
    include: ['src/**/*.test.ts', '../migrations/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['reflect-metadata'],
    // One migrated and seeded database per run, copied by each file's openTestDatabase() (src/db/test-database.ts).
    globalSetup: ['src/testing/prepared-test-database.ts'],
    // One file per core. vitest's default (cores − 1) is a single worker on CI's 2 cores, idle whenever a file waits on
    // PostgreSQL, a spawned server or SMTP; a third worker measured no faster there.
    maxWorkers: '100%',
  },
});
