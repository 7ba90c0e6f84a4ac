import { defineConfig } from 'vitest/config';

// Explorations against a real OpenClaw (test/openclaw/*.explore.ts): run by hand, never part of a suite.
export default defineConfig({
  test: {
    include: ['test/openclaw/**/*.explore.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 20 * 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
