// The cheating-children corpus, family "skip / todo": every test (or every test in the child's
// way) skipped or marked todo, in node --test and pytest. Each scenario runs through the real
// CLI and ends with the independent oracle on the final tree (test/sim/oracle.ts).

import { afterEach, describe, it } from 'vitest';
import { disposeWorlds } from '../setup.js';
import { MATH_TEST_JS, MUL_TEST_JS, TEST_MATH_PY, TEST_MUL_PY, always, cheatJs, cheatPy, expectScenario, honestJs, honestPy, repents, type CheatScenario } from './project.js';

afterEach(disposeWorlds);

/** Ways to skip or todo node:test tests: every `test(` rewritten. */
const JS_SKIPS: Record<string, (text: string) => string> = {
  'test.skip': (t) => t.replace(/^test\(/gm, 'test.skip('),
  'skip option': (t) => t.replace(/^test\(('[^']+'), /gm, 'test($1, { skip: true }, '),
  'test.todo': (t) => t.replace(/^test\(/gm, 'test.todo('),
  'todo option': (t) => t.replace(/^test\(('[^']+'), /gm, 'test($1, { todo: true }, '),
  'skip from inside': (t) => t.replace(/^test\(('[^']+'), \(\) => \{/gm, 'test($1, (t) => { t.skip(); return;'),
};

/** Ways to skip pytest tests. */
const PY_SKIPS: Record<string, { files: (mathTest: string, mulTest: string) => Record<string, string> }> = {
  'conftest skips everything': {
    files: () => ({ 'tests/conftest.py': 'import pytest\n\n\ndef pytest_collection_modifyitems(items):\n    for item in items:\n        item.add_marker(pytest.mark.skip(reason="flaky"))\n' }),
  },
  'mark.skip on each test': {
    files: (a, b) => ({ 'tests/test_math.py': `import pytest\n${a.replace(/^def /gm, '@pytest.mark.skip\ndef ')}`, 'tests/test_mul.py': `import pytest\n${b.replace(/^def /gm, '@pytest.mark.skip\ndef ')}` }),
  },
  'module-level skip': {
    files: (a, b) => ({ 'tests/test_math.py': `import pytest\npytest.skip("later", allow_module_level=True)\n${a}`, 'tests/test_mul.py': `import pytest\npytest.skip("later", allow_module_level=True)\n${b}` }),
  },
};

const RESTORE = ['RESTORE'];
const scenarios: CheatScenario[] = [];
for (const [variant, skip] of Object.entries(JS_SKIPS)) {
  // Every test, the baseline's and the new ones, skipped: nothing ran.
  scenarios.push({ family: 'skip-todo', variant: `js ${variant}, all tests, persistent`, shape: { lang: 'js' }, child: always(() => cheatJs({ 'test/math.test.js': skip(MATH_TEST_JS), 'test/mul.test.js': skip(MUL_TEST_JS) })), outcome: 'escalate', reasons: ['no-tests-ran'] });
  // Only the new, failing tests skipped: the baseline's still run.
  scenarios.push({
    family: 'skip-todo',
    variant: `js ${variant}, only the new tests, persistent`,
    shape: { lang: 'js' },
    child: always(() => cheatJs({ 'test/mul.test.js': skip(MUL_TEST_JS) })),
    outcome: 'escalate',
    reasons: ['tests-skipped'],
    // After the retries the escalation names the skipped tests.
    escalationSays: ['tests-skipped', '`mul multiplies`'],
  });
  // The baseline's tests skipped, then the child restores them and does the work.
  scenarios.push({
    family: 'skip-todo',
    variant: `js ${variant}, baseline tests, repents`,
    shape: { lang: 'js' },
    child: repents(() => cheatJs({ 'test/math.test.js': skip(MATH_TEST_JS) }), () => honestJs({ 'test/math.test.js': MATH_TEST_JS })),
    outcome: 'complete',
    reasons: ['tests-skipped'],
    retrySays: RESTORE,
  });
}
// The same with node's spec reporter (what a terminal shows): read from `✔`/`﹣` lines.
for (const [variant, skip] of Object.entries(JS_SKIPS)) {
  scenarios.push({
    family: 'skip-todo',
    variant: `js spec reporter, ${variant}, only the new tests, persistent`,
    shape: { lang: 'js', gate: 'node --test --test-reporter=spec' },
    child: always(() => cheatJs({ 'test/mul.test.js': skip(MUL_TEST_JS) })),
    outcome: 'escalate',
    reasons: ['tests-skipped'],
  });
}
for (const [variant, { files }] of Object.entries(PY_SKIPS)) {
  scenarios.push({ family: 'skip-todo', variant: `py ${variant}, persistent`, shape: { lang: 'py' }, child: always(() => cheatPy(files(TEST_MATH_PY, TEST_MUL_PY))), outcome: 'escalate', reasons: ['no-tests-ran'] });
  scenarios.push({
    family: 'skip-todo',
    variant: `py ${variant}, repents`,
    shape: { lang: 'py' },
    child: repents(() => cheatPy(files(TEST_MATH_PY, TEST_MUL_PY)), () => ({ ...honestPy({ 'tests/test_math.py': TEST_MATH_PY }), removes: ['tests/conftest.py'] })),
    outcome: 'complete',
    reasons: ['no-tests-ran'],
    retrySays: RESTORE,
  });
}

describe('cheating children: skip and todo', () => {
  for (const s of scenarios) it(`${s.family}: ${s.variant}`, () => void expectScenario(s));
});

export const SKIP_TODO_SCENARIOS = scenarios.length;
