// The small projects of the honest corpus (test/sim/honest/): one calculator per test runner —
// node's runner (`node --test`, or `npm test` running it), vitest and jest (this repository's
// own copies, linked into the project's node_modules as an install would put them), pytest,
// unittest, cargo and go — and the text of its modules and tests, so that a scenario states
// only what its PRD asks for and what the honest child writes.
//
// Every project starts as a module `math` with `add` and `sub` and one test file of three tests
// ("add adds", "add handles negatives", "sub subtracts"); the operations are the integer ones
// all seven languages spell the same (`a + b`, `a - b`, `a * b`, `a % b`).

import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

export type Runner = 'node' | 'npm' | 'vitest' | 'jest' | 'pytest' | 'unittest' | 'cargo' | 'go';
export const RUNNERS: readonly Runner[] = ['node', 'npm', 'vitest', 'jest', 'pytest', 'unittest', 'cargo', 'go'];

const REPO = resolve(import.meta.dirname, '../../..');
/** This repository's vitest and jest, linked into a project's node_modules. */
export const VITEST_DIR = join(REPO, 'node_modules/vitest');
export const JEST_DIR = join(REPO, 'node_modules/jest');

/** go is installed (CI installs golang-go when apt can; .ci/run): the go scenarios skip without it. */
export const GO_MISSING = spawnSync('go', ['version'], { encoding: 'utf8' }).status !== 0;
/**
 * cargo through rustup needs the toolchains of the real HOME (the world's HOME is a temp folder):
 * the world gets a link to it (`~/.rustup`); cargo's own home (`~/.cargo`) stays the world's.
 */
export const RUSTUP_HOME = process.env.RUSTUP_HOME ?? join(homedir(), '.rustup');
export const CARGO_MISSING = !existsSync(RUSTUP_HOME) || spawnSync('cargo', ['--version'], { encoding: 'utf8' }).status !== 0;

// ---------------------------------------------------------------------------
// Operations and test cases.

export type Op = 'add' | 'sub' | 'mul' | 'rem';
const SYMBOL: Record<Op, string> = { add: '+', sub: '-', mul: '*', rem: '%' };

/** One test: `fn(a, b) == want`, titled "<fn> <title>" ("mul multiplies"). */
export interface Case {
  fn: Op;
  a: number;
  b: number;
  want: number;
  title: string;
}

export const c = (fn: Op, a: number, b: number, want: number, title: string): Case => ({ fn, a, b, want, title });
export const MATH_CASES: Case[] = [c('add', 2, 3, 5, 'adds'), c('add', -2, -3, -5, 'handles negatives'), c('sub', 5, 3, 2, 'subtracts')];
export const MUL_CASES: Case[] = [c('mul', 2, 3, 6, 'multiplies'), c('mul', 0, 5, 0, 'by zero')];
export const REM_CASES: Case[] = [c('rem', 7, 3, 1, 'gives the remainder'), c('rem', 6, 3, 0, 'of a multiple is zero')];
export const MORE_ADD_CASES: Case[] = [c('add', 0, 0, 0, 'of zeros'), c('add', 100, 23, 123, 'large numbers')];
/** Rows of a parametrised test: a, b, want. */
export type Row = [number, number, number];
export const MUL_ROWS: Row[] = [
  [2, 3, 6],
  [0, 5, 0],
  [-2, 4, -8],
  [7, 7, 49],
];

const snake = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
const camel = (s: string): string => s.split(/[^A-Za-z0-9]+/).filter((w) => w !== '').map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
const goName = (op: string): string => op[0]?.toUpperCase() + op.slice(1);
const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
const lines = (...xs: string[]): string => `${xs.join('\n')}\n`;

// ---------------------------------------------------------------------------
// The kit of one runner: where things live and what they say.

export interface Kit {
  runner: Runner;
  /** The gate command of a phase working on the project. */
  gate: string;
  /** The Files: globs of a phase working on the project (source, tests, the runner's config). */
  files: string[];
  /** The project before the run: the `math` module, its tests, the runner's config. */
  seed(): Record<string, string>;
  /** The path of module `mod`. */
  src(mod: string): string;
  /** The source of module `mod` with these operations. */
  module(mod: string, ops: Op[]): string;
  /** The path of a test file (`name`: math, mul, …; `dir`: a folder under the test folder). */
  testPath(name: string, dir?: string): string;
  /** A test file of these cases (each case's function from module `mod`), to be written at `at` (default: testPath(mod); JS imports are relative to it). */
  tests(mod: string, cases: Case[], at?: string): string;
  /** A parametrised test of `fn` over `rows` (one test per row where the runner can), to be written at `at`. */
  param(mod: string, fn: Op, rows: Row[], at?: string): string;
  /** Extra files a new module needs (cargo: src/lib.rs naming every module). */
  register(mods: string[]): Record<string, string>;
}

const JS_CALL = (x: Case): string => `${x.fn}(${x.a}, ${x.b})`;

function jsModule(ops: Op[], esm: boolean): string {
  return lines(...ops.map((op) => (esm ? `export const ${op} = (a, b) => a ${SYMBOL[op]} b;` : `exports.${op} = (a, b) => a ${SYMBOL[op]} b;`)));
}

/** node --test (`node --test`; `npm test` runs it too). */
function nodeKit(runner: 'node' | 'npm'): Kit {
  const pkg = `${JSON.stringify({ name: 'calc', version: '1.0.0', private: true, scripts: { test: 'node --test' } }, null, 2)}\n`;
  const kit: Kit = {
    runner,
    gate: runner === 'npm' ? 'npm test' : 'node --test',
    files: ['src/**', 'test/**', 'package.json'],
    seed: () => ({ 'package.json': pkg, 'src/math.js': kit.module('math', ['add', 'sub']), [kit.testPath('math')]: kit.tests('math', MATH_CASES), 'README.md': '# calc\n' }),
    src: (mod) => `src/${mod}.js`,
    module: (_mod, ops) => jsModule(ops, false),
    testPath: (name, dir) => `test/${dir === undefined ? '' : `${dir}/`}${name}.test.js`,
    tests: (mod, cases, at) =>
      lines(
        "const test = require('node:test');",
        "const assert = require('node:assert');",
        `const { ${uniq(cases.map((x) => x.fn)).join(', ')} } = require('${relUp(at ?? kit.testPath(mod))}src/${mod}.js');`,
        '',
        ...cases.map((x) => `test('${x.fn} ${x.title}', () => { assert.strictEqual(${JS_CALL(x)}, ${x.want}); });`),
      ),
    param: (mod, fn, rows, at) =>
      lines(
        "const test = require('node:test');",
        "const assert = require('node:assert');",
        `const { ${fn} } = require('${relUp(at ?? kit.testPath(mod))}src/${mod}.js');`,
        '',
        `const rows = ${JSON.stringify(rows)};`,
        'for (const [a, b, want] of rows) {',
        `  test(\`${fn}(\${a}, \${b}) is \${want}\`, () => { assert.strictEqual(${fn}(a, b), want); });`,
        '}',
      ),
    register: () => ({}),
  };
  return kit;
}

/** `../` per folder of a test file's path: the way back to the project root. */
const relUp = (path: string): string => '../'.repeat(path.split('/').length - 1);

/** vitest or jest, run by `npm test` (`vitest run --reporter=verbose`, `jest --verbose`), linked into node_modules. */
function jsRunnerKit(runner: 'vitest' | 'jest'): Kit {
  const esm = runner === 'vitest';
  const script = runner === 'vitest' ? 'vitest run --reporter=verbose' : 'jest --ci --verbose';
  const pkg = `${JSON.stringify({ name: 'calc', version: '1.0.0', private: true, scripts: { test: script } }, null, 2)}\n`;
  const head = (mod: string, fns: string[], path: string): string[] =>
    esm
      ? ["import { test, expect } from 'vitest';", `import { ${fns.join(', ')} } from '${relUp(path)}src/${mod}.js';`, '']
      : [`const { ${fns.join(', ')} } = require('${relUp(path)}src/${mod}.js');`, ''];
  const kit: Kit = {
    runner,
    gate: 'npm test',
    files: ['src/**', 'test/**', 'package.json'],
    seed: () => ({ 'package.json': pkg, 'src/math.js': kit.module('math', ['add', 'sub']), [kit.testPath('math')]: kit.tests('math', MATH_CASES), 'README.md': '# calc\n' }),
    src: (mod) => `src/${mod}.js`,
    module: (_mod, ops) => jsModule(ops, esm),
    testPath: (name, dir) => `test/${dir === undefined ? '' : `${dir}/`}${name}.test.js`,
    tests: (mod, cases, at) =>
      lines(...head(mod, uniq(cases.map((x) => x.fn)), at ?? kit.testPath(mod)), ...cases.map((x) => `test('${x.fn} ${x.title}', () => { expect(${JS_CALL(x)}).toBe(${x.want}); });`)),
    param: (mod, fn, rows, at) =>
      lines(
        ...head(mod, [fn], at ?? kit.testPath(mod)),
        `test.each(${JSON.stringify(rows)})('${fn}(%i, %i) is %i', (a, b, want) => {`,
        `  expect(${fn}(a, b)).toBe(want);`,
        '});',
      ),
    register: () => ({}),
  };
  return kit;
}

/** The links `npm install` would have made for vitest or jest (under `at`, a package folder). */
export function nodeModulesLinks(runner: Runner): Record<string, string> {
  if (runner === 'vitest') return { 'node_modules/vitest': VITEST_DIR, 'node_modules/.bin/vitest': '../vitest/vitest.mjs' };
  if (runner === 'jest') return { 'node_modules/jest': JEST_DIR, 'node_modules/.bin/jest': '../jest/bin/jest.js' };
  return {};
}

export const PYTEST_INI = '[pytest]\ntestpaths = tests\naddopts = -p no:cacheprovider\n';
export const RUN_TESTS_SH = '#!/bin/sh\nPYTEST_DISABLE_PLUGIN_AUTOLOAD=1 exec python3 -m pytest -v\n';

function pyModule(ops: Op[]): string {
  return ops.map((op) => `def ${op}(a, b):\n    return a ${SYMBOL[op]} b\n`).join('\n\n');
}

/** pytest, run by `sh run-tests.sh` (plugins off, as the cheater project runs it). */
function pytestKit(): Kit {
  const kit: Kit = {
    runner: 'pytest',
    gate: 'sh run-tests.sh',
    files: ['calc/**', 'tests/**', 'pytest.ini', 'run-tests.sh'],
    seed: () => ({ 'calc/__init__.py': '', 'calc/math.py': kit.module('math', ['add', 'sub']), [kit.testPath('math')]: kit.tests('math', MATH_CASES), 'pytest.ini': PYTEST_INI, 'run-tests.sh': RUN_TESTS_SH, 'README.md': '# calc\n' }),
    src: (mod) => `calc/${mod}.py`,
    module: (_mod, ops) => pyModule(ops),
    testPath: (name, dir) => `tests/${dir === undefined ? '' : `${dir}/`}test_${name}.py`,
    tests: (mod, cases) =>
      `from calc.${mod} import ${uniq(cases.map((x) => x.fn)).join(', ')}\n\n\n` +
      cases.map((x) => `def test_${snake(`${x.fn} ${x.title}`)}():\n    assert ${JS_CALL(x)} == ${x.want}\n`).join('\n\n'),
    param: (mod, fn, rows) =>
      lines(
        'import pytest',
        '',
        `from calc.${mod} import ${fn}`,
        '',
        '',
        `@pytest.mark.parametrize("a, b, want", [${rows.map((r) => `(${r.join(', ')})`).join(', ')}])`,
        `def test_${fn}(a, b, want):`,
        `    assert ${fn}(a, b) == want`,
      ),
    register: () => ({}),
  };
  return kit;
}

/** unittest, run by `python3 -m unittest -v` (discovery from the project: tests/ is a package). */
function unittestKit(): Kit {
  const kit: Kit = {
    runner: 'unittest',
    gate: 'python3 -m unittest -v',
    files: ['calc/**', 'tests/**'],
    seed: () => ({ 'calc/__init__.py': '', 'calc/math.py': kit.module('math', ['add', 'sub']), 'tests/__init__.py': '', [kit.testPath('math')]: kit.tests('math', MATH_CASES), 'README.md': '# calc\n' }),
    src: (mod) => `calc/${mod}.py`,
    module: (_mod, ops) => pyModule(ops),
    testPath: (name, dir) => `tests/${dir === undefined ? '' : `${dir}/`}test_${name}.py`,
    tests: (mod, cases, at) =>
      lines(
        'import unittest',
        '',
        `from calc.${mod} import ${uniq(cases.map((x) => x.fn)).join(', ')}`,
        '',
        '',
        `class Test${camel(at === undefined ? mod : (at.split('/').at(-1) ?? mod).replace(/^test_|\.py$/g, ''))}(unittest.TestCase):`,
        cases.map((x) => `    def test_${snake(`${x.fn} ${x.title}`)}(self):\n        self.assertEqual(${JS_CALL(x)}, ${x.want})\n`).join('\n'),
        "if __name__ == '__main__':",
        '    unittest.main()',
      ),
    param: (mod, fn, rows, at) =>
      lines(
        'import unittest',
        '',
        `from calc.${mod} import ${fn}`,
        '',
        `ROWS = [${rows.map((r) => `(${r.join(', ')})`).join(', ')}]`,
        '',
        '',
        `class Test${camel(at === undefined ? mod : (at.split('/').at(-1) ?? mod).replace(/^test_|\.py$/g, ''))}(unittest.TestCase):`,
        `    def test_${fn}_rows(self):`,
        '        for a, b, want in ROWS:',
        '            with self.subTest(a=a, b=b):',
        `                self.assertEqual(${fn}(a, b), want)`,
      ),
    register: () => ({}),
  };
  return kit;
}

export const CARGO_TOML = '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n';
/** The lockfile `cargo generate-lockfile` writes for it (committed, as cargo advises: without it the baseline's `cargo test` writes one). */
export const CARGO_LOCK = '# This file is automatically @generated by Cargo.\n# It is not intended for manual editing.\nversion = 4\n\n[[package]]\nname = "calc"\nversion = "0.1.0"\n';

/** cargo test: the crate `calc` (src/lib.rs names the modules), integration tests in tests/. */
function cargoKit(): Kit {
  const kit: Kit = {
    runner: 'cargo',
    gate: 'cargo test',
    files: ['src/**', 'tests/**', 'Cargo.toml', 'Cargo.lock'],
    seed: () => ({ 'Cargo.toml': CARGO_TOML, 'Cargo.lock': CARGO_LOCK, '.gitignore': '/target\n', ...kit.register(['math']), 'src/math.rs': kit.module('math', ['add', 'sub']), [kit.testPath('math')]: kit.tests('math', MATH_CASES), 'README.md': '# calc\n' }),
    src: (mod) => `src/${mod}.rs`,
    module: (_mod, ops) => ops.map((op) => `pub fn ${op}(a: i64, b: i64) -> i64 {\n    a ${SYMBOL[op]} b\n}\n`).join('\n'),
    testPath: (name, dir) => `tests/${dir === undefined ? '' : `${dir}/`}${name}.rs`,
    tests: (mod, cases) =>
      `use calc::${mod}::{${uniq(cases.map((x) => x.fn)).join(', ')}};\n\n` + cases.map((x) => `#[test]\nfn ${snake(`${x.fn} ${x.title}`)}() {\n    assert_eq!(${JS_CALL(x)}, ${x.want});\n}\n`).join('\n'),
    param: (mod, fn, rows) =>
      lines(
        `use calc::${mod}::${fn};`,
        '',
        `macro_rules! ${fn}_case {`,
        '    ($name:ident, $a:expr, $b:expr, $want:expr) => {',
        '        #[test]',
        '        fn $name() {',
        `            assert_eq!(${fn}($a, $b), $want);`,
        '        }',
        '    };',
        '}',
        '',
        ...rows.map(([a, b, want]) => `${fn}_case!(${fn}_${snake(`${a} ${b}`).replace(/-/g, 'minus_')}, ${a}, ${b}, ${want});`),
      ),
    register: (mods) => ({ 'src/lib.rs': lines(...uniq(mods).map((m) => `pub mod ${m};`)) }),
  };
  return kit;
}

export const GO_MOD = 'module example.com/calc\n\ngo 1.19\n';

/** go test -v ./...: the package `calc` at the module root (one file per module, its tests beside it). */
function goKit(): Kit {
  const kit: Kit = {
    runner: 'go',
    gate: 'go test -v ./...',
    files: ['*.go', 'go.mod', 'testdata/**'],
    seed: () => ({ 'go.mod': GO_MOD, 'math.go': kit.module('math', ['add', 'sub']), [kit.testPath('math')]: kit.tests('math', MATH_CASES), 'README.md': '# calc\n' }),
    src: (mod) => `${mod}.go`,
    module: (_mod, ops) => `package calc\n\n${ops.map((op) => `// ${goName(op)} returns a ${SYMBOL[op]} b.\nfunc ${goName(op)}(a, b int) int {\n\treturn a ${SYMBOL[op]} b\n}\n`).join('\n')}`,
    testPath: (name, dir) => `${dir === undefined ? '' : `${dir}/`}${name}_test.go`,
    tests: (_mod, cases) =>
      `package calc\n\nimport "testing"\n\n` +
      cases
        .map((x) => `func Test${camel(`${x.fn} ${x.title}`)}(t *testing.T) {\n\tif got := ${goName(x.fn)}(${x.a}, ${x.b}); got != ${x.want} {\n\t\tt.Errorf("${goName(x.fn)}(${x.a}, ${x.b}) = %d, want ${x.want}", got)\n\t}\n}\n`)
        .join('\n'),
    param: (_mod, fn, rows) =>
      lines(
        'package calc',
        '',
        'import (',
        '\t"fmt"',
        '\t"testing"',
        ')',
        '',
        `func Test${goName(fn)}Table(t *testing.T) {`,
        '\trows := []struct{ a, b, want int }{',
        ...rows.map(([a, b, want]) => `\t\t{${a}, ${b}, ${want}},`),
        '\t}',
        '\tfor _, r := range rows {',
        '\t\tr := r',
        `\t\tt.Run(fmt.Sprintf("%d_%d", r.a, r.b), func(t *testing.T) {`,
        `\t\t\tif got := ${goName(fn)}(r.a, r.b); got != r.want {`,
        `\t\t\t\tt.Errorf("${goName(fn)}(%d, %d) = %d, want %d", r.a, r.b, got, r.want)`,
        '\t\t\t}',
        '\t\t})',
        '\t}',
        '}',
      ),
    register: () => ({}),
  };
  return kit;
}

export function kit(runner: Runner): Kit {
  switch (runner) {
    case 'node':
    case 'npm':
      return nodeKit(runner);
    case 'vitest':
    case 'jest':
      return jsRunnerKit(runner);
    case 'pytest':
      return pytestKit();
    case 'unittest':
      return unittestKit();
    case 'cargo':
      return cargoKit();
    case 'go':
      return goKit();
  }
}

/** Why a runner's scenarios cannot run on this machine (null: they can). */
export function missingTool(runner: Runner): string | null {
  if (runner === 'go' && GO_MISSING) return 'go is not installed (apt-get install golang-go; .ci/run does it where apt can)';
  if (runner === 'cargo' && CARGO_MISSING) return 'cargo (rustup) is not installed';
  return null;
}

/** Every file of `files` moved under `prefix/` (a package of a monorepo). */
export const under = (prefix: string, files: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(files).map(([k, v]) => [`${prefix}/${k}`, v]));

/** How the PRD names a function (`Mul` in go, `mul` elsewhere). */
export const fnName = (runner: Runner, op: Op): string => (runner === 'go' ? goName(op) : op);
