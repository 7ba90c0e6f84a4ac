// Karma (karma-runner.github.io): a test gate by its name. Its own report is not read; the plain `N
// passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'karma',
  order: 530,
  programs: ['karma'],
  named: has('karma'),
  ran: [],
  none: [],
};
