// Pest (pestphp.com): a test gate by its name. Its own report is not read; the plain `N passed, M
// failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'pest',
  order: 570,
  programs: ['pest'],
  profiles: {
    pest: { subcommands: null, flags: ['--parallel', '--coverage', '--compact', '--ci', '--bail', '--stop-on-failure'],
      values: ['--filter', '--group', '--min', '--testsuite', '-c', '--configuration'], operands: true },
  },
  optionTypes: { 'pest -c': 'path' },
  named: has('pest'),
  ran: [],
  none: [],
};
