// The honest corpus, family "monorepo workdirs": the project is a monorepo whose packages live in
// packages/a and packages/b; a phase says `Workdir: packages/a` (its gates, its baseline and the
// final verification run there, docs/design.md#gates) and adds a feature with its tests. Two
// variants work on both packages in parallel phases, one per package.

import { describeHonest, type HonestPhase, type HonestScenario } from './harness.js';
import { MUL_CASES, RUNNERS, fnName, kit, under, type Runner } from './projects.js';

const JS: readonly Runner[] = ['node', 'npm', 'vitest', 'jest'];
const ROOT_PACKAGE = `${JSON.stringify({ name: 'monorepo', private: true, workspaces: ['packages/*'] }, null, 2)}\n`;

function monorepo(runner: Runner): Record<string, string> {
  const k = kit(runner);
  // Each package named after its folder: npm refuses workspaces of the same name.
  const pkg = (name: string): Record<string, string> => Object.fromEntries(Object.entries(k.seed()).map(([f, text]) => [f, f === 'package.json' ? text.replace('"name": "calc"', `"name": "calc-${name}"`) : text]));
  return { 'README.md': '# monorepo\n', ...(JS.includes(runner) ? { 'package.json': ROOT_PACKAGE } : {}), ...under('packages/a', pkg('a')), ...under('packages/b', pkg('b')) };
}

function phaseIn(runner: Runner, pkg: string, parallel = false): HonestPhase {
  const k = kit(runner);
  return {
    name: `mul-in-${pkg}`,
    parallel,
    tasks: [`Add \`${fnName(runner, 'mul')}(a, b)\` to \`packages/${pkg}/${k.src('math')}\``, `Test it in \`packages/${pkg}/${k.testPath('mul')}\``],
    files: k.files.map((f) => `packages/${pkg}/${f}`),
    fields: [`**Workdir:** \`packages/${pkg}\``],
    gates: [k.gate],
    writes: under(`packages/${pkg}`, { [k.src('math')]: k.module('math', ['add', 'sub', 'mul']), [k.testPath('mul')]: k.tests('math', MUL_CASES) }),
  };
}

const scenarios: HonestScenario[] = [
  ...RUNNERS.map(
    (runner): HonestScenario => ({
      family: 'workdir',
      runner,
      variant: 'mul and its tests in packages/a (Workdir: packages/a)',
      objective: 'Add multiplication to package a.',
      seed: monorepo(runner),
      installIn: ['packages/a', 'packages/b'],
      phases: [phaseIn(runner, 'a')],
    }),
  ),
  ...(['node', 'pytest'] as const).map(
    (runner): HonestScenario => ({
      family: 'workdir',
      runner,
      variant: 'mul in packages/a and in packages/b, parallel phases with a Workdir: each',
      objective: 'Add multiplication to both packages.',
      seed: monorepo(runner),
      phases: [phaseIn(runner, 'a', true), phaseIn(runner, 'b', true)],
    }),
  ),
];

describeHonest('honest children: monorepo phases with a Workdir:', scenarios);
