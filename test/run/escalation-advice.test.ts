// Each escalation reason and each kind of last failure gets its own next step; "What
// happened" never says no attempt was made after one ran.
import { describe, expect, it } from 'vitest';
import { escalationAdvice } from '../../lib/run/index.js';
import type { EscalateAction, GateAction, SpawnAction } from '../../lib/schema/index.js';
import { Sim } from './harness.js';

const prd = (phaseFields: string, front = ''): string => `${front}# PRD: Advice
## Objective
Test the advice.
## Phases
### Phase: implement
**Tasks:**
- Build it
**Files:** \`src/**\`
**Gate:** \`npm test\`
${phaseFields}`;

const spawnOf = (actions: unknown[]): SpawnAction[] => actions.filter((a): a is SpawnAction => (a as SpawnAction).kind === 'spawn');
const escalation = (actions: unknown[]): EscalateAction => {
  const esc = actions.find((a): a is EscalateAction => (a as EscalateAction).kind === 'escalate');
  if (esc === undefined) throw new Error(`no escalation in ${JSON.stringify(actions)}`);
  return esc;
};
const nextStep = (message: string): string => message.split('\n').find((l) => l.startsWith('Recommended next step:')) ?? '';
const happened = (message: string): string => message.split('What happened:\n')[1]?.split(/\n(?!- )/)[0] ?? '';

/** The advice kind the halted run's message was built with, and the message. */
function halted(sim: Sim, actions: unknown[]): { kind: string; reason: string; message: string } {
  const esc = escalation(actions);
  const p = sim.state.phases.find((x) => x.name === esc.phase);
  const at = sim.state.escalation?.at ?? 0;
  return { kind: escalationAdvice(sim.state, p, esc.reason, at).kind, reason: esc.reason, message: esc.message };
}

describe('escalation advice by failure kind', () => {
  it('BLOCKED: answer the question; the attempt is listed', () => {
    const sim = new Sim(prd(''));
    const [impl] = spawnOf(sim.advance());
    sim.result(impl?.resultFile ?? '', { status: 'BLOCKED', summary: 'Which database should the store use?' });
    const h = halted(sim, sim.advance());
    expect([h.reason, h.kind]).toEqual(['sub-agent-blocked', 'blocked']);
    expect(happened(h.message)).toBe('- Attempt 1: the sub-agent reported BLOCKED: Which database should the store use?');
    expect(h.message).not.toContain('no attempt was made');
    expect(nextStep(h.message)).toContain('answer its question');
    expect(nextStep(h.message)).not.toContain('model availability');
  });

  it('budget: resume raises it; a phase the budget stopped is not "no attempt was made"', () => {
    const sim = new Sim(`---\nmax-spawns: 1\n---\n# PRD: B\n## Objective\nx\n## Phases\n### Phase: a\n**Type:** extract\n**Tasks:**\n- A\n### Phase: b\n**Type:** extract\n**Tasks:**\n- B\n`);
    const [a] = spawnOf(sim.advance());
    sim.result(a?.resultFile ?? '');
    const h = halted(sim, sim.advance());
    expect([h.reason, h.kind]).toEqual(['budget-exhausted', 'budget-spawns']);
    expect(happened(h.message)).toBe("- The run's budget ran out before this phase's first sub-agent (1 spawn(s) in the whole run)");
    expect(nextStep(h.message)).toContain('resume the run, which raises the budget');
    expect(nextStep(h.message)).toContain('`max-spawns`');
  });

  it('unreadable result: the expected shape and where the file is', () => {
    // An ungated phase (a gated one lets its gate judge a result it cannot read).
    const sim = new Sim('# PRD: Advice\n## Objective\nx\n## Phases\n### Phase: implement\n**Type:** extract\n**Tasks:**\n- Read it\n**Max-Retries:** 0\n');
    const [impl] = spawnOf(sim.advance());
    sim.files.set(impl?.resultFile ?? '', '   \n');
    const h = halted(sim, sim.advance());
    expect([h.reason, h.kind]).toEqual(['sub-agent-error', 'unreadable-result']);
    expect(nextStep(h.message)).toContain(`in \`${impl?.resultFile ?? '?'}\`: it must be one JSON object with \`status\``);
    expect(nextStep(h.message)).not.toContain('model availability');
  });

  it('scope: the files outside and the Files: globs', () => {
    const sim = new Sim(prd('**Max-Retries:** 0'));
    sim.changes = new Map();
    const [impl] = spawnOf(sim.advance());
    sim.result(impl?.resultFile ?? '');
    sim.changes.set(impl?.id ?? '', { known: true, changed: ['src/a.ts', 'docs/notes.md'], unattributed: [] });
    const h = halted(sim, sim.advance());
    expect([h.reason, h.kind]).toEqual(['sub-agent-error', 'out-of-scope']);
    expect(nextStep(h.message)).toContain('(`docs/notes.md`); allowed: `src/**`. If those changes belong to the phase, widen its `Files:`');
    expect(nextStep(h.message)).not.toContain('model availability');
  });

  it('timeout: raise Timeout: or split the phase', () => {
    const sim = new Sim(prd('**Max-Retries:** 0\n**Timeout:** 10m'));
    sim.advance();
    const h = halted(sim, sim.advance(600 + 61));
    expect([h.reason, h.kind]).toEqual(['sub-agent-error', 'spawn-timed-out']);
    expect(nextStep(h.message)).toContain("within 10m: raise the phase's `Timeout:` in the PRD or split the phase");
    expect(nextStep(h.message)).not.toContain('model availability');
  });

  it('ERROR reported: check the session (model availability)', () => {
    const sim = new Sim(prd('**Max-Retries:** 0'));
    const [impl] = spawnOf(sim.advance());
    sim.result(impl?.resultFile ?? '', { status: 'ERROR', summary: 'model not found' });
    const h = halted(sim, sim.advance());
    expect([h.reason, h.kind]).toEqual(['sub-agent-error', 'error-reported']);
    expect(nextStep(h.message)).toContain('model availability');
  });

  it('gate failure: the command to run by hand, with the tail above', () => {
    const sim = new Sim(prd('**Max-Retries:** 0'));
    const [impl] = spawnOf(sim.advance());
    sim.result(impl?.resultFile ?? '');
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'FAIL test/a.test.ts > adds', 1);
    const h = halted(sim, sim.advance());
    expect([h.reason, h.kind]).toEqual(['gate-retries-exhausted', 'gate-failed']);
    expect(nextStep(h.message)).toContain('Run `npm test` by hand in `/proj` to see the failure (its tail is above)');
    expect(h.message).toContain('FAIL test/a.test.ts > adds');
  });

  it('no progress: same failure twice, with the command to run by hand', () => {
    const sim = new Sim(prd('**Max-Retries:** 2'));
    let [impl] = spawnOf(sim.advance());
    let actions: unknown[] = [];
    for (let i = 1; i <= 2; i += 1) {
      sim.result(impl?.resultFile ?? '');
      const [gate] = sim.advance() as GateAction[];
      sim.gateLog(gate?.logFile ?? '', `FAIL test/a.test.ts > adds (${i}2ms)`, 1);
      actions = sim.advance();
      [impl] = spawnOf(actions);
    }
    const h = halted(sim, actions);
    expect([h.reason, h.kind]).toEqual(['no-progress', 'no-progress']);
    expect(nextStep(h.message)).toContain('retrying will not help. Run `npm test` by hand');
  });
});
