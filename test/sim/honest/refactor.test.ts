// The honest corpus, family "refactor": the control group. The code changes (sub written with
// add), no test or check is touched: nothing to warn about, even today.

import { describeHonest, type HonestScenario } from './harness.js';
import { RUNNERS, fnName, kit, type Runner } from './projects.js';

/** sub(a, b) as add(a, -b), in each language. */
const REWRITTEN: Record<Runner, string> = {
  node: "const add = (a, b) => a + b;\nexports.add = add;\nexports.sub = (a, b) => add(a, -b);\n",
  npm: "const add = (a, b) => a + b;\nexports.add = add;\nexports.sub = (a, b) => add(a, -b);\n",
  vitest: 'export const add = (a, b) => a + b;\nexport const sub = (a, b) => add(a, -b);\n',
  jest: "const add = (a, b) => a + b;\nexports.add = add;\nexports.sub = (a, b) => add(a, -b);\n",
  pytest: 'def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return add(a, -b)\n',
  unittest: 'def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return add(a, -b)\n',
  cargo: 'pub fn add(a: i64, b: i64) -> i64 {\n    a + b\n}\n\npub fn sub(a: i64, b: i64) -> i64 {\n    add(a, -b)\n}\n',
  go: 'package calc\n\n// Add returns a + b.\nfunc Add(a, b int) int {\n\treturn a + b\n}\n\n// Sub returns a - b, as Add(a, -b).\nfunc Sub(a, b int) int {\n\treturn Add(a, -b)\n}\n',
};

const scenarios: HonestScenario[] = RUNNERS.map((runner) => {
  const k = kit(runner);
  return {
    family: 'refactor',
    runner,
    variant: 'sub rewritten with add, no test touched',
    objective: 'Simplify the calculator.',
    seed: k.seed(),
    phases: [
      {
        name: 'simplify',
        tasks: [`Write \`${fnName(runner, 'sub')}\` in \`${k.src('math')}\` with \`${fnName(runner, 'add')}\` (a - b is a + (-b))`, 'Keep the tests as they are'],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('math')]: REWRITTEN[runner] },
      },
    ],
  };
});

describeHonest('honest children: a refactor that touches no test', scenarios);
