import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Vitest leaves a core for itself by default: one worker on a two-core machine, where two finish sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
