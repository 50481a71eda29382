import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machines, one. Each
    // server test file has databases of its own (a SQLite copy, a PostgreSQL clone), so two run
    // side by side: the suite took 8.5 minutes instead of 12.1 on such a machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'repository',
          root: '.',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
