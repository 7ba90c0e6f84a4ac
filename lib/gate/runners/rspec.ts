// RSpec (rspec.info): `3 examples, 1 failure, 1 pending`.

import { each, has, n } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'rspec',
  order: 90,
  programs: ['rspec'],
  profiles: {
    rspec: { subcommands: null, flags: ['--fail-fast', '--no-color', '--color', '--profile', '--only-failures', '--next-failure',
      '--dry-run', '--warnings', '-w'], values: ['--format', '-f', '--tag', '-t', '--seed', '--order', '--out', '-o', '--pattern',
      '--exclude-pattern', '-e', '--example'], operands: true },
  },
  optionTypes: { 'rspec -f': 'name', 'rspec -e': 'pattern', 'rspec -t': 'name', 'rspec -o': 'output' },
  named: has('rspec'),
  ran: [{ line: /^(\d+) examples?, (\d+) failures?\b.*$/m }],
  none: [/^0 examples, 0 failures\b.*$/m],
  summaries: [
    {
      runner: 'rspec',
      read: each(/^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?\b.*$/, (m) => ({
        passed: Math.max(0, n(m[1]) - n(m[2]) - n(m[3])),
        failed: n(m[2]),
        skipped: n(m[3]),
        todo: 0,
      })),
    },
  ],
};
