// busted (lunarmodules.github.io/busted), Lua's test runner: `2 successes / 1 failure / 0 errors /
// 1 pending : 0.001486 seconds`; no test file is an error of its own (`Error -> No test files found
// matching Lua pattern: _spec`). An error (a test that raised, a file that did not load) fails.

import { each, has, n } from './read.js';
import type { TestRunner } from './types.js';

const SUMMARY = /^(\d+) successe?s? \/ (\d+) failures? \/ (\d+) errors? \/ (\d+) pending : [\d.]+ seconds[ \t]*$/;

export const runner: TestRunner = {
  runner: 'busted',
  order: 160,
  programs: ['busted'],
  // Not listed: what loads Lua code (`-e`, `-o/--output`, `--helper`, `--loaders`, `-m/--lpath`,
  // `--cpath`, `--lua`, `-f/--config-file`, `-r/--run`) or runs elsewhere (`-C/--directory`).
  profiles: {
    busted: {
      subcommands: null,
      flags: ['-v', '--verbose', '--no-verbose', '-k', '--keep-going', '--no-keep-going', '-R', '--recursive', '--no-recursive',
        '--shuffle', '--no-shuffle', '--sort', '--no-sort', '--suppress-pending', '--no-suppress-pending', '--no-auto-insulate'],
      values: ['-p', '--pattern', '--exclude-pattern', '-t', '--tags', '--exclude-tags', '--filter', '--filter-out', '--seed', '--repeat'],
      operands: true,
    },
  },
  optionTypes: {
    'busted -p': 'pattern', 'busted --pattern': 'pattern', 'busted --exclude-pattern': 'pattern', 'busted -t': 'name', 'busted --tags': 'name',
    'busted --exclude-tags': 'name', 'busted --filter': 'pattern', 'busted --filter-out': 'pattern', 'busted --seed': 'int', 'busted --repeat': 'count',
  },
  named: has('busted'),
  ran: [{ line: /^(\d+) successe?s? \/ (\d+) failures? \/ \d+ errors? \/ \d+ pending : [\d.]+ seconds[ \t]*$/m }],
  none: [/^Error -> No test files found matching Lua pattern: .*$/m],
  summaries: [{ runner: 'busted', read: each(SUMMARY, (m) => ({ passed: n(m[1]), failed: n(m[2]) + n(m[3]), skipped: n(m[4]), todo: 0 })) }],
};
