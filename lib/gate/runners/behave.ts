// behave (behave.readthedocs.io): a test gate by its name. Its own report is not read; the plain `N
// passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'behave',
  order: 610,
  programs: ['behave'],
  named: has('behave'),
  ran: [],
  none: [],
};
