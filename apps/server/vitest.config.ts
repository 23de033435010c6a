import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'],
          // Files share a worker's module graph: importing it again for each file was most of the time.
          isolate: false,
          // Key generation and the password checker's first dictionaries take seconds on a busy two-core machine;
          // the tests that measure cost measure CPU time, not this limit.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts', 'test/idp/**/*.test.ts'],
          globalSetup: ['test/support/api-global-setup.ts'],
          // Vitest leaves a core for itself by default: one worker on a two-core machine. API test files wait on
          // databases and servers as much as they compute, and each has a database of its own: two at once.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // Each file builds its own app and database (test-app.ts), so sharing a worker's modules is safe
          // and saves importing the whole server again for every file (about four minutes of CPU).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
