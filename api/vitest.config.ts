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
  },
});
