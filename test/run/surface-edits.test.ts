// How an attempt's change to a file of what checks the work is classified: added tests are
// information, edits are quoted. Expectations derived by hand from the texts.

import { describe, expect, it } from 'vitest';
import { countTestDeclarations, surfaceEdit } from '../../lib/run/evidence/surface-edits.js';
import { recordedEdits } from '../../lib/run/evidence/surface-assertions.js';

const BASE = [
  "const test = require('node:test');",
  "const assert = require('node:assert');",
  "const { add, sub } = require('../src/math.js');",
  '',
  "test('add adds', () => {",
  '  assert.strictEqual(add(2, 3), 5);',
  '});',
  '',
  "test('sub subtracts', () => {",
  '  assert.strictEqual(sub(5, 3), 2);',
  '});',
  '',
].join('\n');

describe('surfaceEdit', () => {
  it('a new test file is added, with its tests counted', () => {
    expect(surfaceEdit('test/math.test.js', { before: null, after: BASE })).toEqual({ path: 'test/math.test.js', change: 'added', tests: 2 });
  });

  it('a new test appended to an existing file is extended', () => {
    const after = `${BASE}test('add handles zero', () => {\n  assert.strictEqual(add(0, 0), 0);\n});\n`;
    expect(surfaceEdit('test/math.test.js', { before: BASE, after })).toEqual({ path: 'test/math.test.js', change: 'extended', tests: 1 });
  });

  it('a new assertion inside an existing test is extended (stricter), not edited', () => {
    const after = BASE.replace('  assert.strictEqual(add(2, 3), 5);', '  assert.strictEqual(add(2, 3), 5);\n  assert.strictEqual(add(0, 0), 0);');
    expect(surfaceEdit('test/math.test.js', { before: BASE, after })?.change).toBe('extended');
  });

  it('an edited expected value is quoted with the test it is in', () => {
    const after = BASE.replace('sub(5, 3), 2', 'sub(5, 3), 8');
    expect(surfaceEdit('test/math.test.js', { before: BASE, after })).toEqual({
      path: 'test/math.test.js',
      change: 'edited',
      tests: 0,
      quote: { line: 10, test: 'sub subtracts', before: 'assert.strictEqual(sub(5, 3), 2);', after: 'assert.strictEqual(sub(5, 3), 8);' },
    });
  });

  it('an inserted line that patches the assertion library is edited, even though nothing was removed', () => {
    const after = BASE.replace("const assert = require('node:assert');", "const assert = require('node:assert');\nassert.strictEqual = () => {};");
    const e = surfaceEdit('test/math.test.js', { before: BASE, after });
    expect(e?.change).toBe('edited');
    expect(e?.quote?.after).toBe('assert.strictEqual = () => {};');
  });

  it('a new test file that stubs assert is edited, with the stub quoted; one that requires it is added', () => {
    const stub = BASE.replace("const assert = require('node:assert');", 'const assert = { strictEqual() {} };');
    expect(surfaceEdit('test/mul.test.js', { before: null, after: stub })?.quote?.after).toBe('const assert = { strictEqual() {} };');
    expect(surfaceEdit('test/mul.test.js', { before: null, after: BASE })?.change).toBe('added');
  });

  it('a new pytest case, a parametrize row and a skipped test', () => {
    const py = 'from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n';
    expect(surfaceEdit('tests/test_calc.py', { before: py, after: `${py}\n\ndef test_add_zero():\n    assert add(0, 0) == 0\n` })).toEqual({ path: 'tests/test_calc.py', change: 'extended', tests: 1 });
    const table = '@pytest.mark.parametrize("a,b,c", [\n    (2, 3, 5),\n])\ndef test_add(a, b, c):\n    assert add(a, b) == c\n';
    expect(surfaceEdit('tests/test_calc.py', { before: table, after: table.replace('    (2, 3, 5),\n', '    (2, 3, 5),\n    (0, 0, 0),\n') })).toEqual({ path: 'tests/test_calc.py', change: 'extended', tests: 1 });
    const skipped = surfaceEdit('tests/test_calc.py', { before: py, after: py.replace('def test_add', '@pytest.mark.skip\ndef test_add') });
    expect(skipped?.change).toBe('edited');
    expect(skipped?.quote?.after).toBe('@pytest.mark.skip');
  });

  it('configuration: a lowered threshold is quoted; package.json only where it checks the work', () => {
    expect(surfaceEdit('.c8rc.json', { before: '{\n  "lines": 90\n}\n', after: '{\n  "lines": 10\n}\n' })?.quote).toEqual({ line: 2, before: '"lines": 90', after: '"lines": 10' });
    const pkg = (o: object): string => JSON.stringify({ name: 'calc', scripts: { test: 'node --test' }, ...o });
    expect(surfaceEdit('package.json', { before: pkg({}), after: pkg({ dependencies: { ms: '1.0.0' } }) })?.change).toBe('unrelated');
    expect(surfaceEdit('package.json', { before: pkg({}), after: pkg({ scripts: { test: 'node --test', build: 'tsc' } }) })?.change).toBe('unrelated');
    expect(surfaceEdit('package.json', { before: pkg({}), after: pkg({ scripts: { test: 'exit 0' } }) })?.quote).toEqual({ test: '"scripts.test"', before: '"node --test"', after: '"exit 0"' });
    expect(surfaceEdit('package.json', { before: pkg({}), after: pkg({ scripts: { test: 'node --test', pretest: 'node stub.js' } }) })?.change).toBe('edited');
  });

  it('texts not kept: edited without a quote (told); deleted; unchanged and non-check files: nothing', () => {
    expect(surfaceEdit('test/a.test.js', undefined)).toEqual({ path: 'test/a.test.js', change: 'edited', tests: 0 });
    expect(surfaceEdit('test/a.test.js', { before: BASE, after: null })?.change).toBe('deleted');
    expect(surfaceEdit('test/a.test.js', { before: BASE, after: BASE })).toBeNull();
    expect(surfaceEdit('src/math.js', { before: 'a', after: 'b' })).toBeNull();
  });
});

describe('countTestDeclarations', () => {
  it('counts tests in JS, Python, Go and Rust, a Rust fn only under #[test]', () => {
    expect(countTestDeclarations(BASE)).toBe(2);
    expect(countTestDeclarations('def test_a():\n    pass\n\nasync def test_b():\n    pass\n\ndef helper():\n    pass\n')).toBe(2);
    expect(countTestDeclarations('func TestSum(t *testing.T) {}\nfunc helper() {}\n')).toBe(1);
    expect(countTestDeclarations('#[test]\nfn adds() {}\nfn helper() {}\n#[test]\n#[should_panic]\nfn panics() {}\n')).toBe(2);
  });
});

describe('recordedEdits', () => {
  it('a test file moved to a new path (its import adjusted) is moved on both sides, not deleted and added', () => {
    const moved = BASE.replace("require('../src/math.js')", "require('../../src/math.js')");
    const texts = { since: 's1', files: new Map([['test/math.test.js', { before: BASE, after: null }], ['test/unit/math.test.js', { before: null, after: moved }]]) };
    expect(recordedEdits(['test/math.test.js', 'test/unit/math.test.js'], new Map([['a1', texts]]), 'a1')).toEqual([
      { path: 'test/math.test.js', change: 'moved', tests: 0 },
      { path: 'test/unit/math.test.js', change: 'moved', tests: 0 },
    ]);
    const other = { since: 's1', files: new Map([['test/math.test.js', { before: BASE, after: null }], ['test/unit/math.test.js', { before: null, after: BASE.replace('sub(5, 3), 2', 'sub(5, 3), 8') }]]) };
    expect((recordedEdits(['test/math.test.js', 'test/unit/math.test.js'], new Map([['a1', other]]), 'a1') as { change: string }[]).map((e) => e.change)).toEqual(['deleted', 'added']);
  });
});

describe('an import widened for the new tests', () => {
  const MUL = "test('mul multiplies', () => {\n  assert.strictEqual(mul(2, 3), 6);\n});\n";
  it('is part of appended cases (the honest twin); an import from another module is an edit (the cheat)', () => {
    const honest = `${BASE.replace('{ add, sub }', '{ add, sub, mul }')}${MUL}`;
    expect(surfaceEdit('test/math.test.js', { before: BASE, after: honest })).toEqual({ path: 'test/math.test.js', change: 'extended', tests: 1 });
    const swapped = `${BASE.replace("{ add, sub } = require('../src/math.js')", "{ add, sub, mul } = require('./fake-math.js')")}${MUL}`;
    expect(surfaceEdit('test/math.test.js', { before: BASE, after: swapped })?.quote).toEqual({
      line: 3,
      before: "const { add, sub } = require('../src/math.js');",
      after: "const { add, sub, mul } = require('./fake-math.js');",
    });
    const dropped = `${BASE.replace('{ add, sub }', '{ add, mul }')}${MUL}`;
    expect(surfaceEdit('test/math.test.js', { before: BASE, after: dropped })?.change).toBe('edited');
  });
});

describe('a helper the tests share, and data rows after the last one', () => {
  const HELPER = ["const assert = require('node:assert');", '', 'function same(actual, expected) {', '  assert.strictEqual(actual, expected);', '}', '', 'module.exports = { same };', ''].join('\n');

  it('honest: a new helper function and its name added to the export list is extended', () => {
    const after = HELPER.replace('module.exports = { same };', 'function near(actual, expected) {\n  assert.ok(Math.abs(actual - expected) < 1e-9);\n}\n\nmodule.exports = { same, near };');
    expect(surfaceEdit('test/helpers.js', { before: HELPER, after })).toEqual({ path: 'test/helpers.js', change: 'extended', tests: 0 });
  });

  it('a line inserted into a helper, a helper redefined later in the file, or a name dropped from the exports is edited', () => {
    const early = HELPER.replace('{\n  assert', '{\n  return;\n  assert');
    expect(surfaceEdit('test/helpers.js', { before: HELPER, after: early })?.quote).toMatchObject({ line: 4, after: 'return;' });
    const redefined = HELPER.replace('module.exports', 'function same() {}\n\nmodule.exports');
    expect(surfaceEdit('test/helpers.js', { before: HELPER, after: redefined })?.change).toBe('edited');
    const dropped = HELPER.replace('module.exports = { same };', 'module.exports = {};');
    expect(surfaceEdit('test/helpers.js', { before: HELPER, after: dropped })?.change).toBe('edited');
  });

  it('a new runner config that puts a folder first on the import path or loads a plugin is quoted; one that only disables a plugin is added', () => {
    const ini = '[pytest]\ntestpaths = tests\naddopts = -p no:cacheprovider\n';
    expect(surfaceEdit('.pytest.ini', { before: null, after: ini })).toEqual({ path: '.pytest.ini', change: 'added', tests: 0 });
    expect(surfaceEdit('.pytest.ini', { before: null, after: `${ini}pythonpath = shim\n` })?.quote).toEqual({ line: 4, after: 'pythonpath = shim' });
    expect(surfaceEdit('setup.cfg', { before: null, after: '[tool:pytest]\naddopts = -p calc.flip\n' })?.quote).toEqual({ line: 2, after: 'addopts = -p calc.flip' });
    expect(surfaceEdit('Makefile', { before: null, after: 'build:\n\tmkdir -p dist\n' })?.change).toBe('added');
  });

  it("a new mock in the root __mocks__ folder (used for a package with no call) is quoted; a new mock beside a module is added", () => {
    const mock = "// the package, fixed\nexports.sub = (a, b) => a - b;\n";
    expect(surfaceEdit('__mocks__/@calc/math.js', { before: null, after: mock })).toEqual({ path: '__mocks__/@calc/math.js', change: 'edited', tests: 0, quote: { line: 2, after: 'exports.sub = (a, b) => a - b;' } });
    expect(surfaceEdit('src/__mocks__/clock.js', { before: null, after: mock })).toEqual({ path: 'src/__mocks__/clock.js', change: 'added', tests: 0 });
    // A monorepo package's own __mocks__ folder: a scoped package's mock is applied with no call there too.
    expect(surfaceEdit('packages/app/__mocks__/@calc/math.js', { before: null, after: mock })).toMatchObject({ change: 'edited', quote: { line: 2 } });
    expect(surfaceEdit('packages/app/src/__mocks__/clock.js', { before: null, after: mock })).toEqual({ path: 'packages/app/src/__mocks__/clock.js', change: 'added', tests: 0 });
  });

  it('rows appended after the last one (which gains a comma) are extended; a row edited is quoted', () => {
    const before = '[\n  [5, 3, 2],\n  [2, 3, -1]\n]\n';
    expect(surfaceEdit('test/golden/sub.json', { before, after: '[\n  [5, 3, 2],\n  [2, 3, -1],\n  [0, 0, 0]\n]\n' })).toEqual({ path: 'test/golden/sub.json', change: 'extended', tests: 1 });
    expect(surfaceEdit('test/golden/sub.json', { before, after: '[\n  [5, 3, 8],\n  [2, 3, -1]\n]\n' })?.quote).toMatchObject({ before: '[5, 3, 2],', after: '[5, 3, 8],' });
  });
});
