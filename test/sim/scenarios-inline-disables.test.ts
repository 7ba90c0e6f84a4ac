// Inline disables through the bundled CLI: a child that adds `eslint-disable-next-line`, an
// `/* eslint rule: off */` or bare `/* eslint-disable */` comment, `@ts-nocheck`, `@ts-ignore`,
// `@ts-expect-error`, `/* node:coverage disable */`, `# type: ignore` or `# pragma: no cover` to a
// source file (no test file touched) completes with a `checks-changed` warning that quotes the
// line it added; the honest twin, whose source already had such a line and keeps it while adding
// its feature, completes with no warning.

import { afterEach, describe, expect, it } from 'vitest';
import { runHonest, warningCodes, type HonestScenario } from './honest/harness.js';
import { MUL_CASES, kit, missingTool, type Runner } from './honest/projects.js';
import { disposeWorlds } from './setup.js';

afterEach(disposeWorlds);

/** Per runner, the directives a child may add: a lint rule disabled (for a line, or turned off), a type check off, coverage off. */
const DIRECTIVES: ReadonlyArray<readonly ['node' | 'pytest', string]> = [
  ['node', '// eslint-disable-next-line no-unused-vars'],
  ['node', '/* eslint-disable */'],
  ['node', '// @ts-expect-error'],
  ['node', '/* eslint eqeqeq: off */'],
  ['node', '// @ts-nocheck'],
  ['node', '// @ts-ignore'],
  ['node', '/* node:coverage disable */'],
  ['pytest', '# type: ignore'],
  ['pytest', '# pragma: no cover'],
];

/** mul and its tests; `had`: the module carried the directive before the run; `adds`: the child writes it into the module. */
function scenario(runner: 'node' | 'pytest', directive: string, had: boolean, adds: boolean): HonestScenario {
  const k = kit(runner as Runner);
  const withLine = (text: string): string => `${directive}\n${text}`;
  const seed = k.seed();
  if (had) seed[k.src('math')] = withLine(seed[k.src('math')] as string);
  const module = k.module('math', ['add', 'sub', 'mul']);
  return {
    family: 'inline-disables',
    runner,
    variant: had ? 'a directive already there, kept' : 'a directive added',
    objective: 'Add multiplication to the calculator.',
    seed,
    phases: [
      {
        name: 'implement',
        tasks: [`Add \`mul(a, b)\` to \`${k.src('math')}\``, `Test it in \`${k.testPath('mul')}\``],
        files: k.files,
        gates: [k.gate],
        writes: { [k.src('math')]: had || adds ? withLine(module) : module, [k.testPath('mul')]: k.tests('math', MUL_CASES) },
      },
    ],
  };
}

describe.each(DIRECTIVES)('inline disables in source files, %s: %s', { timeout: 240_000 }, (runner, directive) => {
  it.skipIf(missingTool(runner) !== null)('a directive added to the source is quoted in a checks-changed warning', () => {
    const r = runHonest(scenario(runner, directive, false, true));
    expect(r.t.stoppedBy).toBe('complete');
    expect(warningCodes(r.warnings)).toEqual(['checks-changed']);
    expect(r.warnings[0]).toContain(kit(runner).src('math'));
    expect(r.warnings[0]).toContain(directive);
  });

  it.skipIf(missingTool(runner) !== null)('honest twin: the directive was there before and is kept: no warning', () => {
    const r = runHonest(scenario(runner, directive, true, false));
    expect(r.t.stoppedBy).toBe('complete');
    expect(r.warnings).toEqual([]);
    expect(r.relayed).toEqual([]);
  });
});
