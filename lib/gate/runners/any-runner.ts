// The plain closing line any runner may print: `12 passed, 0 failed` (`, N skipped` may follow).
// Read last: a runner the other records know is reported by its own name.

import { each, n } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'test runner',
  order: 1000,
  named: () => false,
  ran: [{ line: /^[ \t]*(?:\w+:[ \t]*)?(\d+) passed, (\d+) failed(?:, \d+ skipped)?[ \t]*$/m }],
  none: [/^[ \t]*(?:\w+:[ \t]*)?0 passed, 0 failed(?:, \d+ skipped)?[ \t]*$/m],
  summaries: [
    {
      runner: 'test runner',
      read: each(/^[ \t]*(?:\w+:[ \t]*)?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?[ \t]*$/, (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]), todo: 0 })),
    },
  ],
};
