// PHPUnit (phpunit.de): `OK (3 tests, 5 assertions)`, or `Tests: 3, Assertions: 5, Failures: 1.`

import { each, has, n } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'phpunit',
  order: 100,
  programs: ['phpunit'],
  profiles: {
    // PHP
    phpunit: { subcommands: null, flags: ['--testdox', '--stop-on-failure', '--no-coverage', '--coverage-text',
      '--display-deprecations', '--display-warnings', '--fail-on-warning', '--fail-on-risky', '--do-not-cache-result', '--no-progress'],
    values: ['--filter', '--testsuite', '-c', '--configuration', '--colors', '--group', '--exclude-group', '--log-junit',
      '--coverage-clover', '--order-by'], operands: true },
  },
  optionTypes: { 'phpunit -c': 'path' },
  named: has('phpunit'),
  ran: [{ line: /^OK \((\d+) tests?, \d+ assertions?\)[ \t]*$/m }, { line: /^Tests: (\d+), Assertions: \d+.*$/m }],
  none: [/^No tests executed![ \t]*$/m],
  summaries: [
    {
      runner: 'phpunit',
      read: (lines) =>
        each(/^OK \((\d+) tests?, \d+ assertions?\)[ \t]*$/, (m) => ({ passed: n(m[1]), failed: 0, skipped: 0, todo: 0 }))(lines) ??
        each(/^Tests: (\d+), Assertions: \d+(.*)$/, (m) => {
          const f = (key: string): number => n(new RegExp(`\\b${key}: (\\d+)`).exec(m[2] as string)?.[1]);
          const failed = f('Errors') + f('Failures');
          const skipped = f('Skipped') + f('Incomplete');
          return { passed: Math.max(0, n(m[1]) - failed - skipped), failed, skipped, todo: 0 };
        })(lines),
    },
  ],
};
