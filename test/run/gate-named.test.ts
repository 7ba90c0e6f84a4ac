// The files the run's gates name are part of what checks the work (lib/run/evidence/gate-named.ts).

import { describe, expect, it } from 'vitest';
import { gateNamedFiles } from '../../lib/run/evidence/gate-named.js';
import { recordedEdits, surfacePaths } from '../../lib/run/evidence/surface-assertions.js';
import type { RunPhase } from '../../lib/schema/run.js';

const phase = (gates: Array<{ command: string; argv: string[] | null; workdir?: string }>, fix: typeof gates = []): Pick<RunPhase, 'gateCommands' | 'fixGateCommands'> => ({
  gateCommands: gates.map((g) => ({ shellGate: g.argv === null, ...g })),
  fixGateCommands: fix.map((g) => ({ shellGate: g.argv === null, ...g })),
});

describe('gateNamedFiles', () => {
  it('names the scripts and files every gate and fix gate of the run names, under its Workdir', () => {
    const state = {
      phases: [
        phase([{ command: 'node scripts/check.js', argv: ['node', 'scripts/check.js'] }]),
        phase([{ command: 'sh ./verify.sh', argv: ['sh', './verify.sh'], workdir: 'packages/a' }], [{ command: 'make -f ci/local.mk test', argv: ['make', '-f', 'ci/local.mk', 'test'] }]),
      ],
    } as unknown as Parameters<typeof gateNamedFiles>[0];
    const named = gateNamedFiles(state);
    expect(named.has('scripts/check.js')).toBe(true);
    expect(named.has('packages/a/verify.sh')).toBe(true);
    expect(named.has('ci/local.mk')).toBe(true);
    expect(named.has('verify.sh')).toBe(false);
  });
});

describe('a changed file a gate names', () => {
  const named = new Set(['scripts/check.js', 'tools/verify.sh']);
  const CHECK = "const assert = require('node:assert');\nassert.strictEqual(sub(5, 3), 2);\nconsole.log('ok');\n";

  it('has its texts read and its edit quoted, as a script of the checks', () => {
    expect(surfacePaths(['tools/verify.sh', 'scripts/check.js'])).toEqual(['scripts/check.js', 'tools/verify.sh']);
    const texts = { since: 'x.s1', files: new Map([['scripts/check.js', { before: CHECK, after: CHECK.replace('assert.strictEqual(sub(5, 3), 2);\n', '') }]]) };
    expect(recordedEdits(['scripts/check.js'], new Map([['x.s2', texts]]), 'x.s2', named)).toEqual([
      { path: 'scripts/check.js', change: 'edited', tests: 0, quote: { line: 2, before: 'assert.strictEqual(sub(5, 3), 2);' } },
    ]);
  });

  it('honest twin: a new script a gate names (the phase builds it) is added, not an edit; a script no gate or check names says nothing', () => {
    const texts = { since: 'x.s1', files: new Map([['tools/verify.sh', { before: null, after: '#!/bin/sh\nexec node --test\n' }]]) };
    expect(recordedEdits(['tools/verify.sh'], new Map([['x.s2', texts]]), 'x.s2', named)).toEqual([{ path: 'tools/verify.sh', change: 'added', tests: 0 }]);
    const other = { since: 'x.s1', files: new Map([['tools/other.sh', { before: '#!/bin/sh\nexit 1\n', after: '#!/bin/sh\nexit 0\n' }]]) };
    expect(recordedEdits(['tools/other.sh'], new Map([['x.s2', other]]), 'x.s2', named)).toEqual([]);
  });
});
