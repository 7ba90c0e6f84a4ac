import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The cheating-children corpus runs as its own project (vitest.corpus.config.ts).
    exclude: ['test/sim/cheaters/**', '**/node_modules/**'],
    testTimeout: 30_000,
    pool: 'forks',
  },
});
