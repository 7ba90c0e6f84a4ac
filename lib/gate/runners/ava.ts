// AVA (avajs.dev): a test gate by its name. Its own report is not read; the plain `N passed, M
// failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'ava',
  order: 510,
  programs: ['ava'],
  profiles: {
    ava: { subcommands: null, flags: ['--verbose', '-v', '--serial', '-s', '--fail-fast', '--tap', '-t', '--no-worker-threads'],
      values: ['--match', '-m', '--timeout', '-T', '--concurrency', '-c'], operands: true },
  },
  optionTypes: { 'ava -c': 'count', 'ava -T': 'number', 'ava -m': 'pattern' },
  named: has('ava'),
  ran: [],
  none: [],
};
