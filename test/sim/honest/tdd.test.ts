// The honest corpus, family "tests before the module": the tests come first (TDD) and import a
// module that does not exist yet; the PRD says "make the existing tests pass" and the child
// creates the module. At the baseline the test file fails to load (node: a failed file,
// vitest/jest: a failed suite, pytest/unittest: an import error at collection, cargo/go: a
// compile error): that is not a test the phase removed. Known to fail today in node's runner
// (`node --test`, `npm test`): the baseline takes the file that fails to load for a test (no-progress).

import { describeHonest, type HonestScenario } from './harness.js';
import { MUL_CASES, REM_CASES, RUNNERS, fnName, kit } from './projects.js';

const CASES = [...MUL_CASES, ...REM_CASES];

const scenarios: HonestScenario[] = RUNNERS.map((runner) => {
  const k = kit(runner);
  return {
    family: 'tdd',
    runner,
    variant: 'the tests of a module `more` are written, the module is not',
    objective: 'Make the existing tests pass.',
    seed: { ...k.seed(), [k.testPath('more')]: k.tests('more', CASES) },
    phases: [
      {
        name: 'implement',
        tasks: [`Make the existing tests in \`${k.testPath('more')}\` pass: create \`${k.src('more')}\` with \`${fnName(runner, 'mul')}(a, b)\` and \`${fnName(runner, 'rem')}(a, b)\``, 'Do not change the tests'],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('more')]: k.module('more', ['mul', 'rem']), ...k.register(['math', 'more']) },
      },
    ],
  };
});

describeHonest('honest children: tests before the module exists', scenarios);
