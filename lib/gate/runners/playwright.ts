// Playwright Test (playwright.dev): a test gate by its name. Its own report is not read; the plain
// `N passed, M failed` line (any-runner.ts) is, for every runner.

import { has } from './read.js';
import type { TestRunner } from './types.js';

export const runner: TestRunner = {
  runner: 'playwright',
  order: 630,
  programs: ['playwright'],
  profiles: {
    playwright: { subcommands: ['test'], flags: ['--list', '--forbid-only', '--quiet', '--pass-with-no-tests', '--headed',
      '--fully-parallel', '--last-failed', '--only-changed', '-x', '--update-snapshots', '-u'], values: ['--reporter', '--project',
      '--workers', '-j', '-g', '--grep', '--grep-invert', '--retries', '-c', '--config', '--shard', '--timeout', '--max-failures',
      '--output', '--repeat-each'], operands: true },
  },
  optionTypes: { 'playwright -j': 'count', 'playwright -g': 'pattern', 'playwright --project': 'name', 'playwright -c': 'path' },
  named: has('playwright'),
  ran: [],
  none: [],
};
