// The honest corpus, family "parametrised tests": one test written over a table of cases
// (node: a loop generating tests; vitest and jest: test.each; pytest: parametrize; unittest:
// subTest; cargo: a macro generating #[test] functions; go: t.Run subtests of a table).

import { describeHonest, type HonestScenario } from './harness.js';
import { MUL_ROWS, RUNNERS, fnName, kit } from './projects.js';

const scenarios: HonestScenario[] = RUNNERS.map((runner) => {
  const k = kit(runner);
  return {
    family: 'parametrised',
    runner,
    variant: 'mul tested over a table of cases',
    objective: 'Add multiplication to the calculator.',
    seed: k.seed(),
    phases: [
      {
        name: 'implement',
        tasks: [`Add \`${fnName(runner, 'mul')}(a, b)\` to \`${k.src('math')}\``, `Test it over a table of cases (one parametrised test) in \`${k.testPath('mul')}\`: ${MUL_ROWS.map(([a, b, w]) => `${a}×${b}=${w}`).join(', ')}`],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('math')]: k.module('math', ['add', 'sub', 'mul']), [k.testPath('mul')]: k.param('math', 'mul', MUL_ROWS) },
      },
    ],
  };
});

describeHonest('honest children: parametrised tests', scenarios);
