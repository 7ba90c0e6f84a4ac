// bun test (bun.sh/docs/cli/test): ` 3 pass`, ` 1 fail` above `Ran 4 tests across 2 files.`

import { each, n, sub } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'bun test',
  order: 130,
  subcommands: [['bun', 'test']],
  named: sub('bun', 'test'),
  ran: [{ line: /^Ran (\d+) tests? across \d+ files?\b.*$/m }],
  none: [/^Ran 0 tests across \d+ files?\b.*$/m],
  summaries: [
    {
      runner: 'bun test',
      read: each(/^Ran (\d+) tests? across \d+ files?\b.*$/, (_m, lines, i) => {
        const before = lines.slice(Math.max(0, i - 6), i).join('\n');
        const g = (w: string): number => n(new RegExp(`^[ \\t]*(\\d+) ${w}[ \\t]*$`, 'm').exec(before)?.[1]);
        return { passed: g('pass'), failed: g('fail'), skipped: g('skip'), todo: g('todo') };
      }),
    },
  ],
};
