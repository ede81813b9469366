import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The API test files spend much of their time waiting on PostgreSQL: one file more than the cores keeps
    // them busy (on 2 cores the suite takes ~5 min instead of ~8; docs/decisions.md, CI time).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      'apps/server/vitest.config.ts',
    ],
  },
});
