// The honest corpus, family "runner quirks": honest work in projects whose runner reports in its
// own way — unittest with a documented `@unittest.expectedFailure` (`OK (expected failures=1)`),
// cargo with a `#[should_panic]` test (`test x - should panic ... ok`), vitest and jest with their
// default (non-verbose) reporters, `go test` without -v, pytest -q, node's spec reporter, and a
// cargo crate without a Cargo.lock (the baseline's `cargo test` writes one).

import { describeHonest, type HonestScenario } from './harness.js';
import { MUL_CASES, PYTEST_INI, fnName, kit, type Runner } from './projects.js';

/** mul and its tests in a new file, in a project of `runner` with these changes to the seed. */
function mulIn(runner: Runner, variant: string, seed: Record<string, string>, gate?: string, knownToFail?: string, drop: string[] = [], source?: string): HonestScenario {
  const k = kit(runner);
  const base = Object.fromEntries(Object.entries({ ...k.seed(), ...seed }).filter(([f]) => !drop.includes(f)));
  return {
    family: 'quirks',
    runner,
    variant,
    objective: 'Add multiplication to the calculator.',
    seed: base,
    phases: [
      {
        name: 'implement',
        tasks: [`Add \`${fnName(runner, 'mul')}(a, b)\` to \`${k.src('math')}\``, `Test it in a new test file \`${k.testPath('mul')}\``],
        files: k.files,
        gates: [gate ?? k.gate],
        writes: { [k.src('math')]: source ?? k.module('math', ['add', 'sub', 'mul']), [k.testPath('mul')]: k.tests('math', MUL_CASES) },
      },
    ],
    ...(knownToFail === undefined ? {} : { knownToFail }),
  };
}

const EXPECTED_FAILURE = [
  '',
  '    @unittest.expectedFailure',
  '    def test_sub_is_not_commutative(self):',
  '        # Documented: sub is not commutative; this test records it and is expected to fail.',
  '        self.assertEqual(sub(5, 3), sub(3, 5))',
  '',
].join('\n');

const CARGO_DIV = 'pub fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n\npub fn sub(a: i64, b: i64) -> i64 {\n    a - b\n}\n\npub fn div(a: i64, b: i64) -> i64 {\n    a / b\n}\n';
const SHOULD_PANIC = '\n#[test]\n#[should_panic(expected = "attempt to divide by zero")]\nfn div_by_zero_panics() {\n    let zero: i64 = "0".parse().unwrap();\n    calc::math::div(1, zero);\n}\n';

const pkg = (test: string): string => `${JSON.stringify({ name: 'calc', version: '1.0.0', private: true, scripts: { test } }, null, 2)}\n`;

const unittestSeed = kit('unittest').seed();
const cargoSeed = kit('cargo').seed();

const scenarios: HonestScenario[] = [
  mulIn(
    'unittest',
    'a documented @unittest.expectedFailure in the baseline (OK (expected failures=1))',
    { 'tests/test_math.py': (unittestSeed['tests/test_math.py'] ?? '').replace("\nif __name__ == '__main__':", `${EXPECTED_FAILURE}\nif __name__ == '__main__':`) },
  ),
  mulIn(
    'cargo',
    'a #[should_panic] test in the baseline',
    { 'src/math.rs': CARGO_DIV, 'tests/math.rs': `${cargoSeed['tests/math.rs'] ?? ''}${SHOULD_PANIC}` },
    undefined,
    undefined,
    [],
    `${CARGO_DIV}\npub fn mul(a: i64, b: i64) -> i64 {\n    a * b\n}\n`,
  ),
  mulIn('vitest', 'vitest with its default reporter (`npx vitest run`)', { 'package.json': pkg('vitest run') }, 'npx vitest run'),
  mulIn('jest', 'jest with its default reporter on several files (`npx jest`)', { 'package.json': pkg('jest') }, 'npx jest'),
  mulIn('node', "node's spec reporter (`node --test --test-reporter=spec`)", {}, 'node --test --test-reporter=spec'),
  mulIn('go', '`go test ./...` without -v (a package line, no test names)', {}, 'go test ./...'),
  mulIn('pytest', 'pytest -q (dots and a count)', { 'run-tests.sh': '#!/bin/sh\nPYTEST_DISABLE_PLUGIN_AUTOLOAD=1 exec python3 -m pytest -q\n', 'pytest.ini': PYTEST_INI }),
  mulIn('cargo', 'a crate without a Cargo.lock (the baseline `cargo test` writes one)', {}, undefined, undefined, ['Cargo.lock']),
];

describeHonest('honest children: runner quirks', scenarios);
