// CTest (cmake.org/cmake/help/latest/manual/ctest.1.html): `100% tests passed, 0 tests failed out of 3`.

import { each, has, n } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'ctest',
  order: 150,
  programs: ['ctest'],
  profiles: {
    ctest: { subcommands: null, flags: ['--output-on-failure', '-V', '--verbose', '-VV', '--extra-verbose', '-N',
      '--show-only', '--rerun-failed', '--progress', '--stop-on-failure', '-Q', '--quiet', '--schedule-random'], values: ['--test-dir',
      '-j', '--parallel', '-C', '--build-config', '-R', '--tests-regex', '-E', '--exclude-regex', '-L', '--label-regex', '--timeout',
      '--preset', '--no-tests', '--repeat', '--output-junit', '-I'], operands: false },
  },
  optionTypes: { 'ctest -C': 'name', 'ctest -R': 'pattern', 'ctest -E': 'pattern', 'ctest -j': 'count', 'ctest --build-config': 'name' },
  named: has('ctest'),
  ran: [{ line: /^\d+% tests passed, \d+ tests? failed out of (\d+)[ \t]*$/m }],
  none: [/^No tests were found!!![ \t]*$/m],
  summaries: [
    {
      runner: 'ctest',
      read: each(/^\d+% tests passed, (\d+) tests? failed out of (\d+)[ \t]*$/, (m) => ({ passed: Math.max(0, n(m[2]) - n(m[1])), failed: n(m[1]), skipped: 0, todo: 0 })),
    },
  ],
};
