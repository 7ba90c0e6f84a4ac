// prove (perldoc.perl.org/prove), Perl's TAP harness: a test gate by its name. Its own report is
// not read; the plain `N passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'prove',
  order: 580,
  programs: ['prove'],
  named: has('prove'),
  ran: [],
  none: [],
};
