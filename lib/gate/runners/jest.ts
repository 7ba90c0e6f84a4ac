// jest (jestjs.io): `Tests:  1 failed, 2 passed, 3 total`; each test under its file with
// `--verbose`; a test file whose import failed is `FAIL x.test.js` then `● Test suite failed to run`.

import { always, distinct, each, has, items, lineNames } from './read.js';
import type { TestRunner } from './types.js';

const JEST_ITEMS = /(\d+) (passed|failed|skipped|todo)\b/g;

/** `FAIL test/x.test.js` followed by `● Test suite failed to run`. */
function jestFiles(lines: readonly string[]): { name: string; line: string }[] {
  return distinct(lines, (line, i) => {
    // The path has no space (`\S+`): a lazy `.+?` before optional spaces would cost quadratic time on a hostile line.
    const m = /^[ \t]*FAIL[ \t]+(\S+)(?:[ \t]+\([\d.]+ m?s\))?[ \t]*$/.exec(line);
    if (m === null) return null;
    const next = lines.slice(i + 1, i + 3).find((l) => l.trim() !== '');
    return next !== undefined && /^[ \t]*● Test suite failed to run[ \t]*$/.test(next) ? (m[1] as string) : null;
  });
}

export const runner: TestRunner = {
  runner: 'jest',
  order: 30,
  programs: ['jest'],
  profiles: {
    jest: { subcommands: null, flags: ['--ci', '--coverage', '--runInBand', '-i', '--passWithNoTests', '--silent', '--verbose',
      '--bail', '--detectOpenHandles', '--forceExit', '--watchAll=false', '--no-watchman', '--onlyChanged', '-o', '--listTests',
      '--errorOnDeprecated', '--clearCache', '--no-cache', '--json', '--logHeapUsage', '--updateSnapshot', '-u'],
    values: ['-c', '--config', '-t', '--testNamePattern', '--maxWorkers', '-w', '--testPathPattern', '--testPathIgnorePatterns',
      '--selectProjects', '--shard', '--testTimeout', '--outputFile', '--coverageDirectory', '--rootDir', '--roots'], operands: true },
  },
  optionTypes: { 'jest -t': 'pattern', 'jest -w': 'count', 'jest -c': 'path' },
  named: has('jest'),
  ran: [{ line: /^[ \t]*Tests:[ \t]+.*\btotal[ \t]*$/m, counts: /(\d+) (?:passed|failed)\b/g }],
  none: [/^[ \t]*No tests found\b.*$/m, /^[ \t]*Tests:[ \t]+0 total[ \t]*$/m],
  summaries: [
    {
      runner: 'jest',
      read: each(/^[ \t]*Tests:[ \t]+(.*)\b\d+ total[ \t]*$/, (m) => {
        const it = items(m[1] as string, JEST_ITEMS);
        return { passed: it.get('passed') ?? 0, failed: it.get('failed') ?? 0, skipped: it.get('skipped') ?? 0, todo: it.get('todo') ?? 0 };
      }),
    },
  ],
  names: lineNames([
    [/^[ \t]+✓ (.+?)(?: \(\d+ m?s\))?[ \t]*$/, always('passed')],
    [/^[ \t]+✕ (.+?)(?: \(\d+ m?s\))?[ \t]*$/, always('failed')],
    [/^[ \t]+○ skipped (.+)$/, always('skipped')],
    [/^[ \t]+✎ todo (.+)$/, always('todo')],
  ], /^[ \t]*● (?!Test suite failed to run[ \t]*$)/),
  unloaded: { counted: false, read: jestFiles },
};
