// The diffs a review gets of what checks the work (docs/design.md#test-baseline): the line diff,
// the assertion counts, the budget that cuts whole hunks and says how many were left out, and the
// review section built from them. Literal expected texts, derived by hand (and checked against
// `diff -u` for the hunks).

import { describe, expect, it } from 'vitest';
import { hunkText, lineHunks } from '../../lib/run/evidence/line-diff.js';
import { assertionCounts, countAssertions, DIFF_BUDGET, fileDiff } from '../../lib/run/evidence/surface-diffs.js';
import { fileDiffLines } from '../../lib/task/surface-sections.js';

/** A file's diff as the engine bounds it, in the words lib/task gives it in a review's task. */
const diffLines = (path: string, text: Parameters<typeof fileDiff>[0], budget: { left: number }): string[] => fileDiffLines(path, fileDiff(text, budget));
import { MUL_TEST_JS } from '../sim/cheaters/project.js';

const COMMENTED = MUL_TEST_JS.replace(/\{ (assert\.strictEqual\([^;]*\);) \}/g, '{ /* $1 */ }');

describe('lineHunks', () => {
  it('gives the unified hunks of an edit, with three lines of context', () => {
    expect(lineHunks(MUL_TEST_JS, COMMENTED).map(hunkText)).toEqual([
      [
        '@@ -2,5 +2,5 @@',
        " const assert = require('node:assert');",
        " const { mul } = require('../src/math.js');",
        ' ',
        "-test('mul multiplies', () => { assert.strictEqual(mul(2, 3), 6); });",
        "-test('mul by zero', () => { assert.strictEqual(mul(0, 5), 0); });",
        "+test('mul multiplies', () => { /* assert.strictEqual(mul(2, 3), 6); */ });",
        "+test('mul by zero', () => { /* assert.strictEqual(mul(0, 5), 0); */ });",
      ].join('\n'),
    ]);
  });

  it('starts an added file at line 0 of the old side, a deleted one at line 0 of the new, and gives nothing for equal texts', () => {
    expect(lineHunks('', 'a\nb\n').map(hunkText)).toEqual(['@@ -0,0 +1,2 @@\n+a\n+b']);
    expect(lineHunks('a\nb\n', '').map(hunkText)).toEqual(['@@ -1,2 +0,0 @@\n-a\n-b']);
    expect(lineHunks('a\nb\n', 'a\nb\n')).toEqual([]);
  });

  it('keeps changes more than six unchanged lines apart in separate hunks', () => {
    const before = ['x', ...'abcdefgh'.split(''), 'y', ''].join('\n');
    const after = ['X', ...'abcdefgh'.split(''), 'Y', ''].join('\n');
    expect(lineHunks(before, after).map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])).toEqual([
      [1, 4, 1, 4],
      [7, 4, 7, 4],
    ]);
  });
});

describe('countAssertions', () => {
  it('counts assert and expect calls in JS/TS, after comments are dropped', () => {
    expect(countAssertions('test/mul.test.js', MUL_TEST_JS)).toBe(2);
    expect(countAssertions('test/mul.test.js', COMMENTED)).toBe(0);
    expect(countAssertions('test/a.test.ts', "expect(a).toBe(1);\n// expect(b).toBe(2);\nassert(ok);\nt.assert.deepStrictEqual(x, y);\n")).toBe(3);
    // A no-op assert object keeps its calls: counted, shown by the diff.
    expect(countAssertions('test/mul.test.js', MUL_TEST_JS.replace("require('node:assert')", '{ strictEqual() {} }'))).toBe(2);
  });

  it('counts Python assert statements and unittest assert calls, Go t.Error/t.Fatal and testify, Rust assert macros; null elsewhere', () => {
    expect(countAssertions('tests/test_math.py', 'def test_a():\n    assert add(2, 3) == 5\n    # assert nothing\n\nclass T(unittest.TestCase):\n    def test_b(self):\n        self.assertEqual(sub(5, 3), 2)\n')).toBe(2);
    expect(countAssertions('calc/math_test.go', 'if got != 6 {\n\tt.Errorf("got %d", got)\n}\nrequire.NoError(t, err)\nt.Log("x")\n')).toBe(2);
    expect(countAssertions('tests/calc.rs', 'assert_eq!(mul(2, 3), 6);\nassert!(ok);\nassert_ne!(a, b);\n')).toBe(3);
    expect(countAssertions('spec/calc_spec.rb', 'expect(mul(2, 3)).to eq(6)\n')).toBeNull();
  });

  it('gives a test file\'s counts before and after; an added file had 0; none for config or an unkept text', () => {
    expect(assertionCounts({ path: 'test/mul.test.js', kind: 'test' }, { before: null, after: MUL_TEST_JS })).toEqual({ before: 0, after: 2 });
    expect(assertionCounts({ path: 'test/mul.test.js', kind: 'test' }, { before: MUL_TEST_JS, after: COMMENTED })).toEqual({ before: 2, after: 0 });
    expect(assertionCounts({ path: 'test/mul.test.js', kind: 'test' }, { before: MUL_TEST_JS, after: null })).toEqual({ before: 2, after: 0 });
    expect(assertionCounts({ path: 'test/mul.test.js', kind: 'test' }, { before: undefined, after: COMMENTED })).toBeNull();
    expect(assertionCounts({ path: 'vitest.config.ts', kind: 'test config' }, { before: '', after: 'x' })).toBeNull();
  });
});

describe('fileDiff', () => {
  it('shows a file\'s hunks in a diff fence', () => {
    expect(diffLines('.c8rc.json', { before: '{\n  "lines": 90\n}\n', after: '{\n  "lines": 10\n}\n' }, { left: DIFF_BUDGET })).toEqual([
      '  ```diff',
      '  @@ -1,3 +1,3 @@',
      '   {',
      '  -  "lines": 90',
      '  +  "lines": 10',
      '   }',
      '  ```',
    ]);
  });

  it('cuts whole hunks when the budget is spent and says how many hunks and lines were left out', () => {
    // Five changes 10 lines apart: five hunks of 7 lines (3 context, -, +, 3 context... less at the ends).
    const lines = Array.from({ length: 50 }, (_, i) => `line ${i}`);
    const after = lines.map((l, i) => (i % 10 === 5 ? `${l} changed` : l));
    const hunks = lineHunks(`${lines.join('\n')}\n`, `${after.join('\n')}\n`);
    expect(hunks).toHaveLength(5);
    const first = hunkText(hunks[0]!).length + 1;
    const budget = { left: first + 10 };
    const out = diffLines('test/big.test.js', { before: `${lines.join('\n')}\n`, after: `${after.join('\n')}\n` }, budget);
    expect(out.filter((l) => l.startsWith('  @@'))).toEqual(['  @@ -3,7 +3,7 @@']);
    expect(out.at(-1)).toBe(`  (4 of 5 hunk(s), 32 line(s), left out: the diffs' budget of ${DIFF_BUDGET} characters is spent; read the file)`);
    expect(budget.left).toBe(10);
  });

  it('says when the text at the run\'s start was not kept, when a file was added or deleted, and uses a fence longer than any backtick run', () => {
    expect(diffLines('test/a.test.js', { before: undefined, after: 'x\n' }, { left: DIFF_BUDGET })).toEqual(["  (its text at the run's start was not kept: read `git diff -- test/a.test.js` or the file)"]);
    expect(diffLines('test/a.test.js', { before: 'x\n', after: null }, { left: DIFF_BUDGET })).toEqual(['  (deleted)', '  ```diff', '  @@ -1,1 +0,0 @@', '  -x', '  ```']);
    expect(diffLines('test/a.test.js', { before: null, after: 'const s = ```;\n' }, { left: DIFF_BUDGET })).toEqual(['  (added)', '  ````diff', '  @@ -0,0 +1,1 @@', '  +const s = ```;', '  ````']);
  });
});
