// Bats (bats-core.readthedocs.io), tests of shell scripts: a test gate by its name. Its own report
// is not read; the plain `N passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'bats',
  order: 590,
  programs: ['bats'],
  named: has('bats'),
  ran: [],
  none: [],
};
