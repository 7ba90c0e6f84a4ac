// deno test (docs.deno.com/runtime/reference/cli/test): `ok | 3 passed | 0 failed | 1 ignored (12ms)`.

import { each, n, sub } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'deno test',
  order: 140,
  subcommands: [['deno', 'test']],
  named: sub('deno', 'test'),
  ran: [{ line: /^(?:ok|FAILED) \| (\d+) passed\b.*\| (\d+) failed\b.*$/m }],
  none: [/^ok \| 0 passed \| 0 failed\b.*$/m],
  summaries: [
    {
      runner: 'deno test',
      read: each(/^(?:ok|FAILED) \| (\d+) passed\b.*\| (\d+) failed\b(.*)$/, (m) => ({
        passed: n(m[1]),
        failed: n(m[2]),
        skipped: n(/(\d+) ignored\b/.exec(m[3] as string)?.[1]),
        todo: 0,
      })),
    },
  ],
};
