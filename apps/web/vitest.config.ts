import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // scripts/: the build's own code (the landing page's critical CSS).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // One jsdom and one module graph per worker instead of per file: setting up jsdom for each of the files
    // was most of this suite's time (six minutes on two cores, half a minute without). Every test renders
    // into a fresh tree and setup.ts cleans up after each one; the suite passes with its files shuffled.
    isolate: false,
    // Vitest leaves a core for itself by default: one worker on a two-core machine (38 s; 31 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Rendering a page with its form and checking it with axe takes seconds on a busy two-core machine:
    // the default 5 s failed tests there that pass alone (a slow machine is not a defect of the page).
    testTimeout: 30_000,
  },
});
