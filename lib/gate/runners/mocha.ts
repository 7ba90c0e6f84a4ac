// mocha (mochajs.org): `3 passing`, `1 failing`, `2 pending`; each test under the spec reporter.

import { always, each, has, lineNames, n } from './read.js';
import type { Counts, TestRunner } from './types.js';

/** `N passing` with the `N failing` and `N pending` lines under it. */
function mochaBlock(m: RegExpExecArray, lines: readonly string[], i: number): Counts {
  const around = lines.slice(i + 1, i + 4).join('\n');
  return { passed: n(m[1]), failed: n(/^[ \t]*(\d+) failing\b/m.exec(around)?.[1]), skipped: n(/^[ \t]*(\d+) pending\b/m.exec(around)?.[1]), todo: 0 };
}

export const runner: TestRunner = {
  runner: 'mocha',
  order: 40,
  programs: ['mocha'],
  profiles: {
    mocha: { subcommands: null, flags: ['--recursive', '--exit', '--bail', '-b', '--forbid-only', '--forbid-pending',
      '--parallel', '-p', '--check-leaks', '--full-trace', '--no-colors', '--sort'], values: ['--reporter', '-R', '--timeout', '-t',
      '--grep', '-g', '--spec', '--config', '--extension', '--jobs', '-j', '--retries', '--slow', '-s', '--ui', '-u', '--fgrep', '-f'],
    operands: true },
  },
  optionTypes: { 'mocha -t': 'number', 'mocha -s': 'number', 'mocha -f': 'pattern', 'mocha -R': 'name', 'mocha -u': 'name', 'mocha -j': 'int', 'mocha -g': 'pattern' },
  named: has('mocha'),
  ran: [{ line: /^[ \t]*(\d+) (?:passing|failing)\b.*$/m }],
  none: [/^[ \t]*0 passing\b.*$/m],
  summaries: [{ runner: 'mocha', read: each(/^[ \t]*(\d+) passing\b.*$/, mochaBlock) }],
  names: lineNames([
    [/^[ \t]+[✔✓] (.+?)(?: \(\d+ms\))?[ \t]*$/, always('passed')],
    [/^[ \t]+\d+\) (.+)$/, always('failed')],
    [/^[ \t]+- (.+)$/, always('skipped')],
  ], /^[ \t]*\d+ passing\b/),
};
