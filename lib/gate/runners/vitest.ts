// vitest (vitest.dev): `Tests  3 passed (3)`; the default reporter lists test files, the verbose
// one each test; a file that failed before its tests is listed under "Failed Suites".

import { always, distinct, each, has, items, lineNames } from './read.js';
import type { TestRunner } from './types.js';

/** The default reporter: one line per test file, `✓ test/a.test.js (3 tests) 4ms`, `❯ x.test.js (0 test)`. */
const VITEST_FILE_LINE = /^[ \t]*[✓❯×↓] \S+ \(\d+ tests?\b[^)]*\)(?: \d+m?s)?[ \t]*$/;
const VITEST_ITEMS = /(\d+) (passed|failed|skipped|todo)\b/g;

const vitestVerbose = lineNames([
  [/^[ \t]+✓ (.+?)(?: \d+m?s)?[ \t]*$/, always('passed')],
  [/^[ \t]+× (.+?)(?: \d+m?s)?[ \t]*$/, always('failed')],
  [/^[ \t]+↓ (.+?)(?: \[skipped\])?[ \t]*$/, always('skipped')],
  [/^[ \t]+□ (.+)$/, always('todo')],
]);

export const runner: TestRunner = {
  runner: 'vitest',
  order: 20,
  programs: ['vitest'],
  profiles: {
    // Bare `vitest` runs once when not interactive (vitest.dev/guide/cli: "run mode in CI (or non-interactive terminal)");
    // `watch`, `dev` and `init` are not vetted. `-c/--config` is not listed: a vitest config is a module it imports and
    // runs, so naming another one than the project's default is `confirm`.
    vitest: { subcommands: ['run', 'typecheck', 'bench', 'related', 'list'], subcommandOptional: ['watch', 'dev', 'init', 'serve'],
      flags: ['--run', '--coverage', '--passWithNoTests',
      '--silent', '--changed', '--typecheck', '--no-file-parallelism', '--update', '-u', '--allowOnly', '--globals', '--no-watch',
      '--watch=false', '--isolate', '--no-isolate', '--logHeapUsage', '--hideSkippedTests'], values: ['--reporter', '--bail', '--project',
      '--dir', '-t', '--testNamePattern', '-r', '--root', '--shard', '--pool', '--maxWorkers', '--minWorkers',
      '--environment', '--mode', '--testTimeout', '--retry', '--outputFile', '--exclude', '--sequence.shuffle'], operands: true },
  },
  optionTypes: { 'vitest -r': 'path', 'vitest -t': 'pattern', 'vitest --project': 'name', 'vitest -c': 'path', 'vitest --pool': ['threads', 'forks', 'vmThreads', 'vmForks'] },
  named: has('vitest'),
  ran: [{ line: /^[ \t]*Tests?(?: Files)?[ \t]+\d+ (?:passed|failed)\b.*$/m, counts: /(\d+) (?:passed|failed)\b/g }],
  none: [/^[ \t]*No test files found\b.*$/m],
  summaries: [
    {
      runner: 'vitest',
      read: each(/^[ \t]*Tests[ \t]+(\d+ (?:passed|failed|skipped|todo)\b.*)\(\d+\)[ \t]*$/, (m) => {
        const it = items(m[1] as string, VITEST_ITEMS);
        return { passed: it.get('passed') ?? 0, failed: it.get('failed') ?? 0, skipped: it.get('skipped') ?? 0, todo: it.get('todo') ?? 0 };
      }),
    },
  ],
  // The default reporter lists test files (`✓ test/a.test.js (3 tests) 4ms`), not tests: no names.
  names: (lines) => (lines.some((l) => VITEST_FILE_LINE.test(l)) ? [] : vitestVerbose(lines)),
  // `FAIL  x.test.js [ x.test.js ]` under "Failed Suites".
  unloaded: {
    counted: false,
    read: (lines) =>
      distinct(lines, (line) => {
        const m = /^[ \t]*FAIL[ \t]+(\S+)[ \t]+\[ (\S+) \][ \t]*$/.exec(line);
        return m !== null && m[1] === m[2] ? (m[1] as string) : null;
      }),
  },
};
