// The honest corpus, family "import error at the baseline": Python packages whose tests import a
// package that does not exist yet (`ModuleNotFoundError` during collection); the child creates
// the package. Also a conftest.py that imports it (pytest cannot even start at the baseline).

import { describeHonest, type HonestScenario } from './harness.js';
import { MUL_CASES, REM_CASES, kit, type Case } from './projects.js';

const CASES = [...MUL_CASES, ...REM_CASES];
/** The tests of the package `extra` (module `extra.ops`): the kit's text with the import renamed. */
const extraTests = (runner: 'pytest' | 'unittest', cases: Case[]): string => kit(runner).tests('ops', cases).replace('from calc.ops import', 'from extra.ops import');
const PACKAGE = { 'extra/__init__.py': '', 'extra/ops.py': kit('pytest').module('ops', ['mul', 'rem']) };
const TASKS = ['Create the package `extra` (`extra/__init__.py`, `extra/ops.py`) with `mul(a, b)` and `rem(a, b)`', 'Make the existing tests in `tests/test_ops.py` pass without changing them'];

const scenarios: HonestScenario[] = [
  {
    family: 'import-error',
    runner: 'pytest',
    variant: 'tests/test_ops.py imports the package extra, not written yet',
    objective: 'Make the existing tests pass.',
    seed: { ...kit('pytest').seed(), 'tests/test_ops.py': extraTests('pytest', CASES) },
    phases: [{ name: 'implement', tasks: TASKS, files: ['extra/**', ...kit('pytest').files], gates: [kit('pytest').gate], writes: PACKAGE }],
  },
  {
    family: 'import-error',
    runner: 'unittest',
    variant: 'tests/test_ops.py imports the package extra, not written yet',
    objective: 'Make the existing tests pass.',
    seed: { ...kit('unittest').seed(), 'tests/test_ops.py': extraTests('unittest', CASES) },
    phases: [{ name: 'implement', tasks: TASKS, files: ['extra/**', ...kit('unittest').files], gates: [kit('unittest').gate], writes: PACKAGE }],
  },
  {
    family: 'import-error',
    runner: 'pytest',
    variant: 'a conftest.py fixture imports the package extra, not written yet (no test runs at the baseline)',
    objective: 'Make the existing tests pass.',
    seed: {
      ...kit('pytest').seed(),
      'tests/conftest.py': 'import pytest\n\nfrom extra.ops import mul\n\n\n@pytest.fixture\ndef double():\n    return lambda x: mul(x, 2)\n',
      'tests/test_ops.py': `${extraTests('pytest', CASES)}\n\ndef test_double(double):\n    assert double(4) == 8\n`,
    },
    phases: [{ name: 'implement', tasks: TASKS, files: ['extra/**', ...kit('pytest').files], gates: [kit('pytest').gate], writes: PACKAGE }],
  },
];

describeHonest('honest children: a Python package with an import error at the baseline', scenarios);
