// Issue 29 item 3 (one loop), the part a grep can check: the interpreter dispatches effects
// through one exhaustive switch on their kind (a kind nobody handles does not compile), not
// through filters keyed by strings that silently drop a new kind.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../helpers/source-files.js';

const source = readFileSync(join(import.meta.dirname, '..', '..', 'lib', 'io', 'interpreter.ts'), 'utf8');
const observe = readFileSync(join(import.meta.dirname, '..', '..', 'lib', 'run', 'engine', 'observe.ts'), 'utf8');
const effectType = observe.slice(observe.indexOf('export type Effect ='), observe.indexOf('\n\n', observe.indexOf('export type Effect =')));
const effectKinds = [...effectType.matchAll(/\| \{ kind: '([a-z-]+)'/g)].map((m) => m[1]);

describe('the interpreter carries out effects by one exhaustive switch', () => {
  it('handles every effect kind in a case and ends the switch with a never check', () => {
    expect(effectKinds).toEqual(['snapshot-tree', 'write-summary', 'write-tasks', 'remove-scratch']);
    for (const kind of effectKinds) expect(source).toContain(`case '${kind}':`);
    expect(source).toMatch(/const unhandled: never = effect;/);
  });

  it('filters no effects by a kind string outside the switch', () => {
    for (const kind of effectKinds) expect(source).not.toMatch(new RegExp(`kind === '${kind}'`));
  });
});

const root = join(import.meta.dirname, '..', '..');

describe('one loop over the engine', () => {
  it('calls advanceRun only from the one loop of passes (lib/run/engine/passes.ts), which the interpreter drives, on a RunIO or in the unit harness', () => {
    const callers = ['lib', 'scripts', 'bench', 'test', 'build']
      .flatMap((d) => filesUnder(join(root, d), /\.(ts|mjs)$/, ['node_modules', 'fixtures']))
      .filter((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .some((line) => /\badvanceRun\(/.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line) && !line.includes('export function advanceRun(')),
      )
      .map((f) => relative(root, f))
      .filter((f) => f !== 'test/build/effect-dispatch.test.ts');
    expect(callers.sort()).toEqual(['lib/run/engine/passes.ts']);
    expect(readFileSync(join(root, 'lib/io/interpreter.ts'), 'utf8')).toContain('enginePasses(');
    const harness = readFileSync(join(root, 'test/run/harness.ts'), 'utf8');
    expect(harness).toContain('interpretation(');
    expect(harness).not.toContain('enginePasses(');
  });
});
