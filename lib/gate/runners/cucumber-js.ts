// Cucumber.js (cucumber.io): a test gate by its name. Its own report is not read; the plain `N
// passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'cucumber-js',
  order: 620,
  programs: ['cucumber-js'],
  named: has('cucumber-js'),
  ran: [],
  none: [],
};
