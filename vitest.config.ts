import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The cheating-children corpus and the honest corpus run as their own project (vitest.corpus.config.ts).
    exclude: ['test/sim/cheaters/**', 'test/sim/honest/**', '**/node_modules/**'],
    // Simulator scenarios drive the real CLI through dozens of processes: ~10 s each alone, over
    // 30 s on the 2-core machine when it is shared (three timed out there at 30 s).
    testTimeout: 120_000,
    // beforeAll hooks start runs and build fixtures the same way (default 10 s).
    hookTimeout: 120_000,
    pool: 'forks',
    // At least two files at once, even on 2 cores (vitest's default there is one): a worker mostly
    // waits for the CLI processes its scenarios spawn, which leaves the other core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
