// nox (nox.thea.codes), which runs the project's test sessions: a test gate by its name. Its own
// report is not read; the plain `N passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'nox',
  order: 560,
  programs: ['nox'],
  profiles: {
    nox: { subcommands: null, flags: ['--no-venv', '-R', '--reuse-existing-virtualenvs', '--no-error-on-missing-interpreters',
      '--error-on-missing-interpreters', '--stop-on-first-error', '-x', '--no-color'], values: ['-s', '--session', '--sessions',
      '-t', '--tags', '-k', '-f', '--noxfile', '-p', '--python'], operands: false, passthrough: ['pytest'] },
  },
  optionTypes: { 'nox -p': 'name', 'nox -s': 'name', 'nox -t': 'name', 'nox -k': 'pattern', 'nox -f': 'path' },
  named: has('nox'),
  ran: [],
  none: [],
};
