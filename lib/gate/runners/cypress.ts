// Cypress (cypress.io): a test gate by its name. Its own report is not read; the plain `N passed, M
// failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'cypress',
  order: 640,
  programs: ['cypress'],
  profiles: {
    cypress: { subcommands: ['run', 'verify'], flags: ['--headless', '--headed', '--quiet', '-q', '--component', '--e2e'],
      values: ['--spec', '-s', '--browser', '-b', '--config-file', '-C', '--project', '-P', '--env', '-e', '--reporter', '-r'], operands: false },
  },
  optionTypes: { 'cypress --project': 'path', 'cypress -P': 'path', 'cypress -C': 'path', 'cypress -s': 'path', 'cypress -e': 'pattern', 'cypress -r': 'name', 'cypress -b': 'name' },
  named: has('cypress'),
  ran: [],
  none: [],
};
