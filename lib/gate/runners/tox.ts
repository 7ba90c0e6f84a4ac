// tox (tox.wiki), which runs the project's test environments: a test gate by its name. Its own
// report is not read; the plain `N passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'tox',
  order: 550,
  programs: ['tox'],
  profiles: {
    tox: { subcommands: null, flags: ['-q', '-v', '-vv', '--skip-missing-interpreters',
      '--parallel-live', '-o', '--notest', '--skip-pkg-install'], values: ['-e', '--parallel', '-p', '-c', '--conf', '-m', '--workdir'],
    operands: true, passthrough: ['pytest'] },
  },
  optionTypes: { 'tox -p': 'count', 'tox -e': 'name', 'tox -m': 'name', 'tox -c': 'path' },
  named: has('tox'),
  ran: [],
  none: [],
};
