// Maven Surefire (maven.apache.org/surefire): `Tests run: 3, Failures: 0, Errors: 0, Skipped: 0`,
// once per test class and once more as the total: the last one is read, not the sum.

import { each, has, n } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'maven',
  order: 120,
  subcommands: [['mvn', 'test'], ['mvn', 'verify'], ['mvnw', 'test']],
  named: has('mvn', 'mvnw'),
  ran: [{ line: /^(?:\[\w+\][ \t]+)?Tests run: (\d+), Failures: (\d+)\b.*$/m }],
  none: [/^(?:\[\w+\][ \t]+)?Tests run: 0, Failures: 0\b.*$/m, /^(?:\[\w+\][ \t]+)?No tests to run\.[ \t]*$/m],
  summaries: [
    {
      runner: 'maven',
      read: each(
        /^(?:\[\w+\][ \t]+)?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)[ \t]*$/,
        (m) => ({ passed: Math.max(0, n(m[1]) - n(m[2]) - n(m[3]) - n(m[4])), failed: n(m[2]) + n(m[3]), skipped: n(m[4]), todo: 0 }),
        true,
      ),
    },
  ],
};
