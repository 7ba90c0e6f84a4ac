// swift test (swift.org/documentation/package-manager): a test gate by its name. Its own report is
// not read; the plain `N passed, M failed` line (any-runner.ts) is, for every runner.

import { sub } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'swift test',
  order: 650,
  subcommands: [['swift', 'test']],
  named: sub('swift', 'test'),
  ran: [],
  none: [],
};
