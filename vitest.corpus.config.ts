// The cheating-children corpus (test/sim/cheaters/): ~100 scenarios, each several CLI processes,
// real test runners and the oracle in a fresh process. Its own project so that the main suite
// stays quick: `npm run test:corpus` (and the last step of `npm test`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/sim/cheaters/**/*.test.ts', 'test/sim/honest/**/*.test.ts'],
    testTimeout: 180_000,
    pool: 'forks',
  },
});
