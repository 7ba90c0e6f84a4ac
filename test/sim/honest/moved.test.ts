// The honest corpus, family "moved tests": a PRD asks to move or rename the baseline's test file,
// its tests unchanged (in JS only the import's relative path follows the move). Where the runner
// names a test by its file (vitest's `file > title`, pytest's node id, unittest's module path),
// the move renames the tests, and the PRD says `Removes-Tests: true` as references/prd-format.md
// asks of a phase that renames tests; where it does not (node's runner, jest, cargo, go), the
// names stay and the PRD has no such field.

import { describeHonest, type HonestScenario } from './harness.js';
import { MATH_CASES, kit, type Runner } from './projects.js';

interface Move {
  runner: Runner;
  to: string;
  /** The runner's test names carry the file: the move renames them. */
  renames: boolean;
  extra?: Record<string, string>;
}

const MOVES: Move[] = [
  { runner: 'node', to: 'test/unit/math.test.js', renames: false },
  { runner: 'npm', to: 'test/arith.test.js', renames: false },
  { runner: 'vitest', to: 'test/unit/math.test.js', renames: true },
  { runner: 'jest', to: 'test/unit/math.test.js', renames: false },
  { runner: 'pytest', to: 'tests/unit/test_math.py', renames: true },
  { runner: 'unittest', to: 'tests/unit/test_math.py', renames: true, extra: { 'tests/unit/__init__.py': '' } },
  { runner: 'cargo', to: 'tests/arith.rs', renames: false },
  { runner: 'go', to: 'arith_test.go', renames: false },
];

const scenarios: HonestScenario[] = MOVES.map((m) => {
  const k = kit(m.runner);
  const from = k.testPath('math');
  return {
    family: 'moved',
    runner: m.runner,
    variant: `${from} moved to ${m.to}${m.renames ? ' (the names carry the path: Removes-Tests: true)' : ''}`,
    objective: 'Reorganise the tests.',
    seed: k.seed(),
    phases: [
      {
        name: 'move-tests',
        tasks: [`Move \`${from}\` to \`${m.to}\`, its tests unchanged`, 'Change no source file'],
        files: k.files,
        fields: m.renames ? ['**Removes-Tests:** true'] : [],
        gates: [k.gate],
        writes: { [m.to]: k.tests('math', MATH_CASES, m.to), ...(m.extra ?? {}) },
        removes: [from],
      },
    ],
  };
});

describeHonest('honest children: tests moved or renamed, their content unchanged', scenarios);
