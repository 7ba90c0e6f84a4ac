// nose2 (docs.nose2.io): a test gate by its name. Its own report is not read; the plain `N passed,
// M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'nose2',
  order: 600,
  programs: ['nose2'],
  named: has('nose2'),
  ran: [],
  none: [],
};
