// `npm run test:quick`: the edit-test loop, under 2 minutes on the 2-core machine. The main
// suite without its slow files (QUICK_SKIPS: each file or folder took ~10 s or more of a CI
// run); `npm test` stays the complete suite. The README's Develop section and
// docs/development.md name every entry (test/build/quick-config.test.ts checks both).
import { defineConfig, mergeConfig } from 'vitest/config';
import main from './vitest.config.js';

/** The slow files and folders the quick loop skips. */
export const QUICK_SKIPS = [
  'test/sim/**', // the simulated runs: every scenario drives the CLI through whole runs
  'test/hardening/**', // crashes, bad input, concurrency, run files: many processes each
  'test/prd/pathological.test.ts',
  'test/prd/fuzz.test.ts',
  'test/prd/corpus-render.test.ts',
  'test/gate/corpus-values.test.ts',
  'test/secrets/next-output.test.ts',
  'test/complexity/js-parity.test.ts',
  'test/complexity/python-parity.test.ts',
  'test/demo/**',
  'test/build/pack.test.ts',
  'test/build/bundle.test.ts',
];

// Both cores: vitest's default leaves one free (1 worker here). Measured on a quiet 2-core
// machine: 154 files, 135 s wall with 1 worker, 93 s with 2.
export default mergeConfig(
  main,
  defineConfig({ test: { exclude: [...QUICK_SKIPS] } }),
);
