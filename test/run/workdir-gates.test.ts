// A gate is its command in its folder (issue 27 item 3): the frozen-PRD comparison refuses a
// gate whose folder was edited into the run state, and the baseline keeps `npm test` in pkg/
// and `npm test` in the project apart. Pure functions, literal expectations.

import { describe, expect, it } from 'vitest';
import { frozenPrdGates } from '../../lib/plan/frozen-prd-gates.js';
import { prdGateProblem } from '../../lib/run/evidence/frozen-gate.js';
import { baselineGates, runGateKey } from '../../lib/run/evidence/baseline-facts.js';
import { gateFolder } from '../../lib/run/model/keys.js';
import type { RunGateCommand } from '../../lib/schema/run.js';

const PRD = '# PRD: x\n\n## Objective\nx\n\n## Phases\n\n### Phase: a\n**Workdir:** pkg\n- do it\n\n**Gate:** `npm test`\n\n### Phase: b\n- do it\n\n**Gate:** `npm test`\n';
const npmTest = (workdir?: string): RunGateCommand => ({ command: 'npm test', argv: ['npm', 'test'], shellGate: false, ...(workdir === undefined ? {} : { workdir }) });
const phase = (name: string) => ({ name, origin: null, kind: 'agent' as const, role: 'work' as const });

describe('the folder is part of the gate', () => {
  it('the frozen PRD copy gives each phase its folder; a gate moved to another folder is refused', () => {
    const prd = frozenPrdGates(PRD);
    expect(prdGateProblem(prd, phase('a'), npmTest('pkg'))).toBeNull();
    expect(prdGateProblem(prd, phase('b'), npmTest())).toBeNull();
    expect(prdGateProblem(prd, phase('a'), npmTest())).toEqual({ code: 'not-in-prd', command: 'npm test', argv: ['npm', 'test'], phase: 'a' });
    expect(prdGateProblem(prd, phase('a'), npmTest('pkg/../..'))).toEqual({ code: 'not-in-prd', command: 'npm test', argv: ['npm', 'test'], phase: 'a', workdir: 'pkg/../..' });
  });

  it('the baseline runs `npm test` once per folder', () => {
    const phases = [
      { name: 'a', kind: 'agent' as const, gateCommands: [npmTest('pkg')] },
      { name: 'b', kind: 'agent' as const, gateCommands: [npmTest()] },
      { name: 'c', kind: 'agent' as const, gateCommands: [npmTest('pkg')] },
    ];
    expect(baselineGates(phases).map((g) => [g.phase, g.command.workdir ?? '.'])).toEqual([['a', 'pkg'], ['b', '.']]);
    expect(runGateKey(npmTest('pkg'))).not.toBe(runGateKey(npmTest()));
  });

  it('the exec folder is the project joined with the workdir', () => {
    expect(gateFolder('/p/proj', {})).toBe('/p/proj');
    expect(gateFolder('/p/proj/', { workdir: 'packages/app' })).toBe('/p/proj/packages/app');
  });
});
