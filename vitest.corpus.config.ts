// The cheating-children corpus (test/sim/cheaters/): ~100 scenarios, each several CLI processes,
// real test runners and the oracle in a fresh process; and its twin, the honest corpus
// (test/sim/honest/): ~85 scenarios of honest children in eight runners' projects (~10 min on the
// shared 2-core machine; `npm run test:honest-report` prints its figures). Their own project so
// that the main suite stays quick: `npm run test:corpus` (and the last step of `npm test`).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/sim/cheaters/**/*.test.ts', 'test/sim/honest/**/*.test.ts'],
    testTimeout: 180_000,
    pool: 'forks',
    // At least two files at once, even on 2 cores (vitest's default there is one): a worker mostly
    // waits for the CLI processes its scenarios spawn, which leaves the other core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
