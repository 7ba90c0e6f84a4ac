// mix test (hexdocs.pm/mix/Mix.Tasks.Test.html): a test gate by its name. Its own report is not
// read; the plain `N passed, M failed` line (any-runner.ts) is, for every runner.

import { sub } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'mix test',
  order: 660,
  subcommands: [['mix', 'test']],
  named: sub('mix', 'test'),
  ran: [],
  none: [],
};
