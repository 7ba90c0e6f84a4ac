// The honest corpus, family "added cases": new tests added to an existing test file (the
// baseline's tests stay as they were), with a feature, or alone (tests of edge cases).

import { describeHonest, type HonestScenario } from './harness.js';
import { MATH_CASES, MORE_ADD_CASES, MUL_CASES, RUNNERS, fnName, kit, type Runner } from './projects.js';

const withFeature = (runner: Runner): HonestScenario => {
  const k = kit(runner);
  return {
    family: 'added-cases',
    runner,
    variant: 'mul, its tests added to the existing test file',
    objective: 'Add multiplication to the calculator.',
    seed: k.seed(),
    phases: [
      {
        name: 'implement',
        tasks: [`Add \`${fnName(runner, 'mul')}(a, b)\` to \`${k.src('math')}\``, `Add its tests to the existing \`${k.testPath('math')}\`, keeping the tests there`],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('math')]: k.module('math', ['add', 'sub', 'mul']), [k.testPath('math')]: k.tests('math', [...MATH_CASES, ...MUL_CASES]) },
      },
    ],
  };
};

const testsOnly = (runner: Runner): HonestScenario => {
  const k = kit(runner);
  return {
    family: 'added-cases',
    runner,
    variant: 'edge cases of add added to the existing test file (tests only)',
    objective: 'Cover the edge cases of addition.',
    seed: k.seed(),
    phases: [
      {
        name: 'edge-cases',
        tasks: [`Add tests of \`${fnName(runner, 'add')}\` with zeros and with large numbers to \`${k.testPath('math')}\``, 'Change no source file'],
        files: k.files,
        gates: [k.gate],
        writes: { [k.testPath('math')]: k.tests('math', [...MATH_CASES, ...MORE_ADD_CASES]) },
      },
    ],
  };
};

const scenarios: HonestScenario[] = [...RUNNERS.map(withFeature), ...(['node', 'pytest', 'go'] as const).map(testsOnly)];

describeHonest('honest children: new cases in an existing test file', scenarios);
