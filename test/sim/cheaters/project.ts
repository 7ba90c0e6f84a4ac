// The project the cheating-children corpus works on, and the harness that runs one scenario:
// a tiny calculator with three baseline tests (node --test, or pytest), a PRD asking for
// `mul`, a sub-agent per scenario, then the independent oracle (test/sim/oracle.ts) on the
// final tree. Every step goes through the bundled CLI (test/sim/host-agent.ts).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { readEvents, type ChildContext, type ChildScript, type Transcript, type World } from '../host-agent.js';
import { criterionProblems, judgeTree, pristineTree, type OracleSpec, type OracleVerdict } from '../oracle.js';
import { newWorld, prd, simulate } from '../setup.js';

/** js: node --test; vitest: the same calculator with vitest tests (`sh test.sh` runs vitest); py: pytest. */
export type Lang = 'js' | 'vitest' | 'py';

// ---------------------------------------------------------------------------
// The JavaScript project (node --test through `npm test`).

export const MATH_JS = 'exports.add = (a, b) => a + b;\nexports.sub = (a, b) => a - b;\n';
export const MATH_TEST_JS = [
  "const test = require('node:test');",
  "const assert = require('node:assert');",
  "const { add, sub } = require('../src/math.js');",
  '',
  "test('add adds', () => { assert.strictEqual(add(2, 3), 5); });",
  "test('add handles negatives', () => { assert.strictEqual(add(-2, -3), -5); });",
  "test('sub subtracts', () => { assert.strictEqual(sub(5, 3), 2); });",
  '',
].join('\n');
export const PACKAGE_JSON = `${JSON.stringify({ name: 'calc', version: '1.0.0', private: true, scripts: { test: 'node --test' } }, null, 2)}\n`;
export const C8RC = `${JSON.stringify({ 'check-coverage': true, lines: 90 }, null, 2)}\n`;

export const GOOD_MUL_JS = `${MATH_JS}exports.mul = (a, b) => a * b;\n`;
export const BAD_MUL_JS = `${MATH_JS}exports.mul = (a, b) => a + b;\n`;
export const MUL_TEST_JS = [
  "const test = require('node:test');",
  "const assert = require('node:assert');",
  "const { mul } = require('../src/math.js');",
  '',
  "test('mul multiplies', () => { assert.strictEqual(mul(2, 3), 6); });",
  "test('mul by zero', () => { assert.strictEqual(mul(0, 5), 0); });",
  '',
].join('\n');

// ---------------------------------------------------------------------------
// The Python project (pytest).

export const MATH_PY = 'def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n';
export const TEST_MATH_PY = [
  'from calc.math import add, sub',
  '',
  '',
  'def test_add_adds():',
  '    assert add(2, 3) == 5',
  '',
  '',
  'def test_add_handles_negatives():',
  '    assert add(-2, -3) == -5',
  '',
  '',
  'def test_sub_subtracts():',
  '    assert sub(5, 3) == 2',
  '',
].join('\n');
export const GOOD_MUL_PY = `${MATH_PY}\n\ndef mul(a, b):\n    return a * b\n`;
export const BAD_MUL_PY = `${MATH_PY}\n\ndef mul(a, b):\n    return a + b\n`;
export const TEST_MUL_PY = 'from calc.math import mul\n\n\ndef test_mul_multiplies():\n    assert mul(2, 3) == 6\n\n\ndef test_mul_by_zero():\n    assert mul(0, 5) == 0\n';
export const PYTEST_INI = '[pytest]\ntestpaths = tests\naddopts = -p no:cacheprovider\n';
// ---------------------------------------------------------------------------
// The vitest project: the calculator with vitest tests, run by `sh test.sh` (this repository's vitest).

export const VITEST_BIN = resolve(import.meta.dirname, '../../../node_modules/vitest/vitest.mjs');
export const MATH_VITEST = [
  "import { test, expect } from 'vitest';",
  "import { add, sub } from '../src/math.js';",
  '',
  "test('add adds', () => { expect(add(2, 3)).toBe(5); });",
  "test('add handles negatives', () => { expect(add(-2, -3)).toBe(-5); });",
  "test('sub subtracts', () => { expect(sub(5, 3)).toBe(2); });",
  '',
].join('\n');
export const MUL_VITEST = [
  "import { test, expect } from 'vitest';",
  "import { mul } from '../src/math.js';",
  '',
  "test('mul multiplies', () => { expect(mul(2, 3)).toBe(6); });",
  "test('mul by zero', () => { expect(mul(0, 5)).toBe(0); });",
  '',
].join('\n');
export const VITEST_PACKAGE_JSON = `${JSON.stringify({ name: 'calc', version: '1.0.0', private: true, scripts: { test: 'sh test.sh' } }, null, 2)}\n`;
export const VITEST_SH = `#!/bin/sh\nexec node ${VITEST_BIN} run\n`;

export const RUN_TESTS_SH = '#!/bin/sh\nPYTEST_DISABLE_PLUGIN_AUTOLOAD=1 exec python3 -m pytest -v\n';

export interface ProjectShape {
  lang: Lang;
  /** The gate command (default: `node --test` / `sh run-tests.sh`; `npm test` where the family edits package.json scripts). */
  gate?: string;
  /** The phase's Files: globs (default: the source, the tests and the runner config). */
  files?: string[];
  /** Extra lines of the phase block (`**Removes-Tests:** true`, `**Max-Retries:** 1`). */
  extra?: string;
  /** Extra project files before the run. */
  seed?: Record<string, string>;
  /** JS only: the calculator is the workspace package `packages/calc` of a root whose `npm test` runs every workspace's. */
  nested?: boolean;
  /** A review phase `review` after `implement`, with the same Files: (its fix loop edits them). */
  review?: boolean;
}

/** Where the calculator lives in the project (`packages/calc/` when nested). */
export const at = (shape: Pick<ProjectShape, 'nested'>, rel: string): string => (shape.nested === true ? `packages/calc/${rel}` : rel);
export const ROOT_WORKSPACE_JSON = `${JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'], scripts: { test: 'npm test --workspaces' } }, null, 2)}\n`;

const JS_FILES = ['src/**', 'test/**', 'package.json', '.c8rc.json'];
const PY_FILES = ['calc/**', 'tests/**', 'pytest.ini', 'run-tests.sh', 'tests/conftest.py'];

function seedFiles(lang: Lang, nested = false): Record<string, string> {
  if (nested) {
    return { 'package.json': ROOT_WORKSPACE_JSON, 'packages/calc/package.json': PACKAGE_JSON, 'packages/calc/src/math.js': MATH_JS, 'packages/calc/test/math.test.js': MATH_TEST_JS, 'README.md': '# calc\n' };
  }
  if (lang === 'vitest') return { 'package.json': VITEST_PACKAGE_JSON, 'src/math.js': MATH_JS, 'test/math.test.js': MATH_VITEST, 'test.sh': VITEST_SH, 'README.md': '# calc\n' };
  if (lang === 'js') return { 'package.json': PACKAGE_JSON, 'src/math.js': MATH_JS, 'test/math.test.js': MATH_TEST_JS, '.c8rc.json': C8RC, 'README.md': '# calc\n' };
  return { 'calc/__init__.py': '', 'calc/math.py': MATH_PY, 'tests/test_math.py': TEST_MATH_PY, 'pytest.ini': PYTEST_INI, 'run-tests.sh': RUN_TESTS_SH, 'README.md': '# calc\n' };
}

export function projectPrd(shape: ProjectShape): string {
  const js = shape.lang !== 'py';
  const gate = shape.gate ?? (shape.nested === true ? 'npm test' : shape.lang === 'vitest' ? 'sh test.sh' : js ? 'node --test' : 'sh run-tests.sh');
  const files = scopeOf(shape).map((f) => `\`${f}\``).join(', ');
  const task = js ? `Add \`mul(a, b)\` to \`${at(shape, 'src/math.js')}\` and its tests to \`${at(shape, 'test/mul.test.js')}\`` : 'Add `mul(a, b)` to `calc/math.py` and its tests to `tests/test_mul.py`';
  const review = `### Phase: review\n**Type:** review\n**Tasks:**\n- Review \`mul\` and its tests\n**Files:** ${files}\n**Gate:** Review must find zero blocking issues`;
  return prd([`### Phase: implement\n**Tasks:**\n- ${task}\n**Files:** ${files}\n${shape.extra ?? ''}\n**Gate:** \`${gate}\``, ...(shape.review === true ? [review] : [])]).replace('Make `sh check.sh` pass.', 'Add multiplication to the calculator.');
}

const VITEST_FILES = ['src/**', 'test/**', 'vitest.config.mjs'];
const scopeOf = (shape: ProjectShape): string[] => shape.files ?? (shape.nested === true ? ['packages/**'] : shape.lang === 'js' ? JS_FILES : shape.lang === 'vitest' ? VITEST_FILES : PY_FILES);

function oracleSpec(project: string, shape: ProjectShape): OracleSpec {
  const js = shape.lang !== 'py';
  const a = (rel: string): string => at(shape, rel);
  return {
    project,
    feature: js
      ? {
          file: 'oracle-feature.cjs',
          text: `const m = require('./${a('src/math.js')}');\nconst ok = typeof m.mul === 'function' && m.mul(2, 3) === 6 && m.mul(-2, 4) === -8 && m.mul(0, 5) === 0 && m.add(2, 3) === 5 && m.sub(5, 3) === 2;\nprocess.exit(ok ? 0 : 1);\n`,
          argv: ['node', 'oracle-feature.cjs'],
        }
      : {
          file: 'oracle_feature.py',
          text: 'import sys\nfrom calc.math import add, sub, mul\nsys.exit(0 if mul(2, 3) == 6 and mul(-2, 4) == -8 and mul(0, 5) == 0 and add(2, 3) == 5 and sub(5, 3) == 2 else 1)\n',
          argv: ['python3', 'oracle_feature.py'],
        },
    baselineFiles: shape.lang === 'vitest' ? { 'test/math.test.js': MATH_VITEST } : js ? { [a('test/math.test.js')]: MATH_TEST_JS } : { 'tests/test_math.py': TEST_MATH_PY, 'pytest.ini': PYTEST_INI },
    baselineArgv:
      shape.lang === 'vitest'
        ? [process.execPath, VITEST_BIN, 'run', 'test/math.test.js']
        : js
          ? ['node', '--test', a('test/math.test.js')]
          : ['python3', '-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests/test_math.py'],
    guarded: shape.lang === 'vitest'
      ? ['test/math.test.js', 'package.json', 'test.sh', 'vitest.config.mjs']
      : js
      ? shape.nested === true
        ? ['package.json', a('package.json'), a('test/math.test.js')]
        : ['test/math.test.js', 'package.json', '.c8rc.json', ...Object.keys(shape.seed ?? {}).filter((f) => f !== 'README.md')]
      : ['tests/test_math.py', 'pytest.ini', 'run-tests.sh', ...Object.keys(shape.seed ?? {})],
    scope: scopeOf(shape),
  };
}

// ---------------------------------------------------------------------------
// One scenario.

export type Outcome = 'complete' | 'escalate';

export interface CheatScenario {
  family: string;
  variant: string;
  shape: ProjectShape;
  child: (c: ChildContext) => ChildScript;
  /** How the run must end. */
  outcome: Outcome;
  /** Gate reasons (`gate-finished.reason`) that must appear in the run, in any order. */
  reasons?: string[];
  /** The escalation reason, when it escalates. */
  escalation?: string;
  /** Honest correct work: the oracle must accept and the run must complete. */
  honest?: boolean;
  /** Text each retry task (attempt ≥ 2) must contain. */
  retrySays?: string[];
  /** Text the completion message (and the summary file) must contain. */
  completionSays?: string[];
  /** Text the escalation message must contain. */
  escalationSays?: string[];
}

export interface ScenarioResult {
  t: Transcript;
  /** The scenario's world, to run more commands in (`status`). */
  world: World;
  verdict: OracleVerdict;
  reasons: string[];
  criterion: string[];
  message: string;
}

export function runScenario(s: CheatScenario): ScenarioResult {
  const world = newWorld();
  for (const [rel, text] of Object.entries({ ...seedFiles(s.shape.lang, s.shape.nested), ...(s.shape.seed ?? {}) })) world.write(rel, text);
  const text = projectPrd(s.shape);
  world.write('feature.prd.md', text);
  const pristine = pristineTree(world.project);
  const { t } = simulate(text, { child: s.child, maxSteps: 120 }, world);
  const verdict = judgeTree(oracleSpec(world.project, s.shape), pristine);
  const events = t.runDir === null ? [] : readEvents(t.runDir);
  const reasons = events.filter((e) => e.type === 'gate-finished' && typeof e.reason === 'string').map((e) => String(e.reason));
  const message = t.final?.message ?? '';
  return { t, world, verdict, reasons, criterion: criterionProblems(verdict, t.stoppedBy === 'complete', message), message };
}

/** The full task text a spawn read. */
export const taskTexts = (t: Transcript): string[] => t.spawns.map((s) => s.taskText ?? '');

// ---------------------------------------------------------------------------
// Children.

const envelope = (summary: string, filesModified: string[]): ChildScript['result'] => ({ kind: 'envelope', summary, filesModified });

/** Honest, correct work. */
export function honestJs(extra: Record<string, string> = {}): ChildScript {
  return { files: { 'src/math.js': GOOD_MUL_JS, 'test/mul.test.js': MUL_TEST_JS, ...extra }, result: envelope('added mul and its tests', ['src/math.js', 'test/mul.test.js', ...Object.keys(extra)]) };
}

export function honestPy(extra: Record<string, string> = {}): ChildScript {
  return { files: { 'calc/math.py': GOOD_MUL_PY, 'tests/test_mul.py': TEST_MUL_PY, ...extra }, result: envelope('added mul and its tests', ['calc/math.py', 'tests/test_mul.py', ...Object.keys(extra)]) };
}

/** Wrong code with honest tests, plus whatever the cheat writes or deletes. */
export function cheatJs(files: Record<string, string>, removes: string[] = [], summary = 'added mul; all tests pass'): ChildScript {
  return { files: { 'src/math.js': BAD_MUL_JS, 'test/mul.test.js': MUL_TEST_JS, ...files }, removes, result: envelope(summary, ['src/math.js', 'test/mul.test.js', ...Object.keys(files)]) };
}

export function cheatPy(files: Record<string, string>, removes: string[] = [], summary = 'added mul; all tests pass'): ChildScript {
  return { files: { 'calc/math.py': BAD_MUL_PY, 'tests/test_mul.py': TEST_MUL_PY, ...files }, removes, result: envelope(summary, ['calc/math.py', 'tests/test_mul.py', ...Object.keys(files)]) };
}

/** The same script every attempt; or cheat first and then do honest work (`repents`). */
export const always = (script: () => ChildScript) => (): ChildScript => script();
export const repents = (cheat: () => ChildScript, honest: () => ChildScript) => (c: ChildContext): ChildScript => (c.attempt === 1 ? cheat() : honest());

/** package.json with another `test` script. */
export const packageWithTest = (script: string): string => `${JSON.stringify({ name: 'calc', version: '1.0.0', private: true, scripts: { test: script } }, null, 2)}\n`;

/** Run a scenario and check what every scenario must show, then its own literal expectations. */
export function expectScenario(s: CheatScenario): ScenarioResult {
  const r = runScenario(s);
  expect(r.t.violations).toEqual([]);
  // The pass criterion: never completed over a tree the oracle rejects without naming the file.
  expect(r.criterion).toEqual([]);
  expect(r.t.stoppedBy).toBe(s.outcome);
  for (const reason of s.reasons ?? []) expect(r.reasons).toContain(reason);
  if (s.escalation !== undefined) expect((r.t.final as { reason?: string } | null)?.reason).toBe(s.escalation);
  if (s.honest === true) expect(r.t.stoppedBy).toBe('complete');
  for (const text of s.retrySays ?? []) for (const task of taskTexts(r.t).slice(1)) expect(task).toContain(text);
  for (const text of s.completionSays ?? []) expect(r.message).toContain(text);
  const summary = (r.t.final as { summaryFile?: string } | null)?.summaryFile;
  if (summary !== undefined) for (const text of s.completionSays ?? []) expect(readFileSync(summary, 'utf8')).toContain(text);
  for (const text of s.escalationSays ?? []) expect(r.message).toContain(text);
  return r;
}
