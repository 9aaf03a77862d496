import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    // The first lint builds the resolver and parses the imported files; on 2 shared cores that can take seconds.
    testTimeout: 30_000,
  },
});
