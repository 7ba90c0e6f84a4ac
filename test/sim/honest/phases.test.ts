// The honest corpus, family "several phases": two features in phases of their own, each adding its
// tests, then a phase adding edge-case tests of the baseline's function. The two feature phases
// are `[parallel]` (their Files: do not overlap) except in cargo, whose src/lib.rs names every
// module (both would write it), and in the npm variant (one after the other, for the contrast).

import { describeHonest, type HonestPhase, type HonestScenario } from './harness.js';
import { MATH_CASES, MORE_ADD_CASES, MUL_CASES, REM_CASES, RUNNERS, fnName, kit, type Op, type Runner } from './projects.js';

const SEQUENTIAL: readonly Runner[] = ['cargo', 'npm'];

const scenarios: HonestScenario[] = RUNNERS.map((runner) => {
  const k = kit(runner);
  const parallel = !SEQUENTIAL.includes(runner);
  const feature = (op: Op, cases: typeof MUL_CASES, mods: string[]): HonestPhase => ({
    name: op,
    parallel,
    tasks: [`Add \`${fnName(runner, op)}(a, b)\` in a module of its own, \`${k.src(op)}\``, `Test it in \`${k.testPath(op)}\``],
    files: parallel ? [k.src(op), k.testPath(op)] : k.files,
    gates: [k.gate],
    writes: { [k.src(op)]: k.module(op, [op]), [k.testPath(op)]: k.tests(op, cases), ...k.register(mods) },
  });
  return {
    family: 'phases',
    runner,
    variant: `mul and rem ${parallel ? 'in parallel' : 'one after the other'}, then edge cases of add`,
    objective: 'Add multiplication and remainder to the calculator, and cover the edge cases of addition.',
    seed: k.seed(),
    phases: [
      feature('mul', MUL_CASES, ['math', 'mul']),
      feature('rem', REM_CASES, ['math', 'mul', 'rem']),
      {
        name: 'edge-cases',
        tasks: [`Add tests of \`${fnName(runner, 'add')}\` with zeros and with large numbers to \`${k.testPath('math')}\``],
        files: k.files,
        gates: [k.gate],
        writes: { [k.testPath('math')]: k.tests('math', [...MATH_CASES, ...MORE_ADD_CASES]) },
      },
    ],
  };
});

describeHonest('honest children: several phases, some parallel, each adding tests', scenarios);
