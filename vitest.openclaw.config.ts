import { defineConfig } from 'vitest/config';

// `npm run test:openclaw`: the real-OpenClaw end-to-end suite (not part of `npm test`).
export default defineConfig({
  test: {
    include: ['test/openclaw/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 20 * 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
