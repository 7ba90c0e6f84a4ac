// Jasmine (jasmine.github.io): a test gate by its name. Its own report is not read; the plain `N
// passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'jasmine',
  order: 540,
  programs: ['jasmine'],
  named: has('jasmine'),
  ran: [],
  none: [],
};
