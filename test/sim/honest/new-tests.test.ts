// The honest corpus, family "new tests": a feature and its tests in a new test file, in every
// runner; the baseline's tests stay as they were.

import { describeHonest, type HonestScenario } from './harness.js';
import { MUL_CASES, RUNNERS, fnName, kit } from './projects.js';

const scenarios: HonestScenario[] = RUNNERS.map((runner) => {
  const k = kit(runner);
  return {
    family: 'new-tests',
    runner,
    variant: 'mul and its tests in a new test file',
    objective: 'Add multiplication to the calculator.',
    seed: k.seed(),
    phases: [
      {
        name: 'implement',
        tasks: [`Add \`${fnName(runner, 'mul')}(a, b)\` to \`${k.src('math')}\``, `Test it in a new test file \`${k.testPath('mul')}\``],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('math')]: k.module('math', ['add', 'sub', 'mul']), [k.testPath('mul')]: k.tests('math', MUL_CASES) },
      },
    ],
  };
});

describeHonest('honest children: tests in a new file', scenarios);
