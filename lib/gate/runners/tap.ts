// node-tap (node-tap.org): a test gate by its name. Its own report is not read; the plain `N
// passed, M failed` line (any-runner.ts) is, for every runner.

import type { ClosedList } from '../value-types.js';
import { has } from './read.js';
import type { TestRunner } from './types.js';

const TAP_REPORTERS: ClosedList = ['base', 'terse', 'tap', 'silent', 'junit', 'dot', 'json', 'jsonstream', 'markdown', 'gha', 'spec', 'classic',
  'min', 'specy', 'nyan'];

export const runner: TestRunner = {
  runner: 'tap',
  order: 520,
  programs: ['tap'],
  profiles: {
    // node-tap, tap(1) (manpages.ubuntu.com/manpages/noble/man1/tap.1.html) and tapjs.github.io: bare `tap` or `tap run`
    // runs the test files. Not listed: `--node-arg`, `--test-arg`, `--test-env`, `--before`, `--after` (run code),
    // `--plugin` and `tap plugin` (load or install plugins), `--reporter` other than built-in names ("can also specify a
    // command-line program or a module to load via require()"), `--coverage-map` (a module), `--nyc-arg`.
    tap: { subcommands: ['run'], subcommandOptional: ['plugin', 'build', 'repl', 'replay', 'report', 'list', 'version', 'versions', 'config'],
      flags: ['-b', '--bail', '--no-bail', '-C', '--no-color', '--passes', '--allow-empty-coverage', '--allow-incomplete-coverage',
        '--disable-coverage', '--no-coverage', '--show-full-coverage', '-O', '--only', '-J', '--jobs-auto'],
      values: ['-R', '--reporter', '-j', '--jobs', '-t', '--timeout', '-g', '--grep'], operands: true },
  },
  optionTypes: { 'tap -R': TAP_REPORTERS, 'tap --reporter': TAP_REPORTERS, 'tap -j': 'count', 'tap -t': 'number', 'tap -g': 'pattern' },
  named: has('tap'),
  ran: [],
  none: [],
};
