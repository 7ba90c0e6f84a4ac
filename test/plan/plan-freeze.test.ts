// The plan `plan` shows is the plan `run` freezes: checkpoint gates, tier-up and fix models
// are decided by the planner and copied into the run's first event.
import { describe, expect, it } from 'vitest';
import { freezeRun } from '../../lib/run/index.js';
import type { ModelRoute } from '../../lib/schema/index.js';
import { CONFIG, planText, startRun } from '../run/harness.js';

const bullets = (n: number, name: string) => Array.from({ length: n }, (_, i) => `- ${name} step ${i + 1}`).join('\n');

/** 24 steps: the horizon rule inserts a midpoint checkpoint. */
const CHECKPOINT_PRD = [
  '# PRD: Checkpointed',
  '### Phase: a',
  '**Gate:** `npm test`',
  bullets(12, 'a'),
  '### Phase: b',
  '**Model:** haiku',
  '**Files:** src/b/**',
  '**Gate:** `npm run lint`',
  bullets(10, 'b'),
  '### Phase: r',
  '**Type:** review',
  '- check the work',
  '### Phase: c',
  '**Gate:** `npm test`',
  '- finish',
  '',
].join('\n');

const plan = planText;

const runModel = (route: ModelRoute) => ({ tier: route.tier ?? route.requested, id: route.id });

describe('plan and freeze agree', () => {
  it("names a checkpoint's gates with the phases they come from, and the run re-runs exactly those", () => {
    const { plan: p } = plan(CHECKPOINT_PRD);
    const checkpoint = p.phases.find((ph) => ph.kind === 'checkpoint');
    expect(checkpoint?.checkpointGates).toEqual([{ phase: 'a', command: 'npm test', argv: ['npm', 'test'], shellGate: false }]);
    for (const phase of p.phases.filter((ph) => ph.kind !== 'checkpoint')) expect(phase.checkpointGates).toEqual([]);
    const frozen = startRun(CHECKPOINT_PRD).state.phases.find((ph) => ph.kind === 'checkpoint');
    expect(frozen?.gateCommands).toEqual(checkpoint?.checkpointGates.map(({ command, argv, shellGate }) => ({ command, argv, shellGate })));
  });

  it('records the tier-up and fix models the plan shows, with and without an OpenClaw config', () => {
    const texts = [
      CHECKPOINT_PRD,
      '# PRD: r\n### Phase: rv\n**Type:** review\n- look\n### Phase: e\n**Type:** extract\n**Model:** gpt\n- x\n### Phase: i\n**Model:** anthropic/pinned\n- y\n',
    ];
    for (const text of texts) {
      for (const config of [CONFIG, null]) {
        const detailed = plan(text, config);
        const started = freezeRun({
          detailed,
          runId: 'r1',
          now: 0,
          prd: { path: '/proj/x.prd.md', sha256: 'abc', title: null, objective: null },
          cwd: '/proj',
          runDir: '/proj/.openforge/runs/r1',
          only: null,
        });
        detailed.plan.phases.forEach((planned, i) => {
          const frozen = started.phases[i];
          expect(frozen?.name).toBe(planned.name);
          expect(frozen?.modelUp).toEqual(runModel(planned.tierUp));
          expect(frozen?.fixModel).toEqual(planned.fix === null ? null : runModel(planned.fix.model));
        });
      }
    }
  });

  it('moves the last retry one tier up, keeps a full id, and fixes a review with its upstream impl phase', () => {
    const { plan: p } = plan(CHECKPOINT_PRD);
    const byName = new Map(p.phases.map((ph) => [ph.name, ph]));
    expect(byName.get('a')?.tierUp).toMatchObject({ tier: 'opus', id: 'anthropic/claude-opus-4-6' });
    expect(byName.get('b')?.tierUp).toMatchObject({ tier: 'sonnet', id: 'anthropic/claude-sonnet-4-5' });
    expect(byName.get('r')?.tierUp).toEqual(byName.get('r')?.model);
    expect(byName.get('r')?.fix).toEqual({ phase: 'b', model: byName.get('b')?.model });
    expect(byName.get('a')?.fix).toBeNull();
    const pinned = plan('# PRD: p\n### Phase: i\n**Model:** anthropic/pinned\n- y\n### Phase: rv\n**Type:** review\n- look\n').plan;
    expect(pinned.phases[0]?.tierUp).toEqual(pinned.phases[0]?.model);
    expect(pinned.phases[1]?.fix).toMatchObject({ phase: 'i', model: { id: 'anthropic/pinned' } });
    const alone = plan('# PRD: a\n### Phase: rv\n**Type:** review\n- look\n').plan;
    expect(alone.phases[0]?.fix).toMatchObject({ phase: null, model: { tier: 'sonnet', id: 'anthropic/claude-sonnet-4-5' } });
  });
});

describe('one wave numbering (issue 27 item 8)', () => {
  const PARALLEL = ['# PRD: Waves', '### Phase: a [parallel]', '- a', '### Phase: b [parallel]', '- b', '### Phase: c', '- c', ''].join('\n');

  it('plan --json numbers waves from 1, as its text says "wave 1"; the frozen state keeps the index into waves', () => {
    const { plan: p } = plan(PARALLEL);
    expect(p.waves).toEqual([['a', 'b'], ['c']]);
    expect(p.phases.map((ph) => [ph.name, ph.wave])).toEqual([['a', 1], ['b', 1], ['c', 2]]);
    for (const ph of p.phases) expect(p.waves[ph.wave - 1]).toContain(ph.name);
    expect(startRun(PARALLEL).state.phases.map((ph) => [ph.name, ph.wave])).toEqual([['a', 0], ['b', 0], ['c', 1]]);
  });

  it('a phase a cycle keeps from starting is in no wave: 0', () => {
    const { plan: p } = plan(['# PRD: Cycle', '### Phase: a', '**Depends:** b', '- a', '### Phase: b', '**Depends:** a', '- b', ''].join('\n'));
    expect(p.phases.map((ph) => ph.wave)).toEqual([0, 0]);
  });
});
