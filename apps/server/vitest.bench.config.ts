import { defineConfig } from 'vitest/config';

/** Benchmarks that need the API test set-up (a migrated database, the test app): `npm run bench:pack`. */
export default defineConfig({
  test: {
    name: 'server-bench',
    root: import.meta.dirname,
    include: ['bench/**/*.perf.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 120_000,
  },
});
