// What a path is to the checks (lib/run/evidence/test-surface.ts): hand-derived literal kinds for
// the files a runner loads as tests or before them, and source files that only look alike.

import { describe, expect, it } from 'vitest';
import { surfaceKind } from '../../lib/run/evidence/test-surface.js';

describe('surfaceKind', () => {
  it.each([
    ['test.js', 'test'],
    ['test-utils.js', 'test'],
    ['lib/test-helpers.mjs', 'test'],
    ['src/sum.test.ts', 'test'],
    ['golden/out.txt', 'test'],
    ['data/expected.json', 'test'],
    ['src/__snapshots__/a.test.js.snap', 'test'],
    ['src/__mocks__/fs.js', 'test'],
    ['parser.golden', 'test'],
    ['.npmrc', 'test config'],
    ['.pytest.ini', 'test config'],
    ['vitest.setup.ts', 'test config'],
    ['src/setupTests.js', 'test config'],
    ['package.json', 'scripts'],
  ])('%s is %s', (path, kind) => {
    expect(surfaceKind(path)).toBe(kind);
  });

  it.each(['src/sum.js', 'src/testing.js', 'src/attest.js', 'contest.py', 'src/expectations.js', 'tester.js', 'src/testament.ts'])('%s is source', (path) => {
    expect(surfaceKind(path)).toBeNull();
  });
});
