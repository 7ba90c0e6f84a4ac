// Issue 28 part 4: a model the host refuses is a routing fact. The refusal as hosts word it
// (OpenClaw 2026.9.6 first), what is not a refusal, and where a spawn goes instead.

import { describe, expect, it } from 'vitest';
import { refusedModelIn } from '../../lib/routing/index.js';
import { refusedModelWarnings, usableModel } from '../../lib/run/host/refused-models.js';
import type { RunModel, RunState } from '../../lib/schema/run.js';
import { warningText } from '../../lib/warnings/words.js';

describe('refusedModelIn', () => {
  it.each([
    ['sessions_spawn model "anthropic/claude-opus-4-5" is not usable: not in agents.defaults.models', 'anthropic/claude-opus-4-5'],
    ['{"status":"error","error":"sessions_spawn model \\"openai/gpt-5\\" is not usable: provider openai has no API key"}', 'openai/gpt-5'],
    ["The tool said: model 'google/gemini-3-pro' is not allowed for this agent.", 'google/gemini-3-pro'],
    ['Unknown model: anthropic/claude-sonnet-9', 'anthropic/claude-sonnet-9'],
    ['error: model not found: `mistral/large-3`', 'mistral/large-3'],
    ['model not allowed: anthropic/claude-sonnet-9.', 'anthropic/claude-sonnet-9'],
  ])('%s → %s', (text, model) => expect(refusedModelIn(text)).toBe(model));

  it.each([
    'sessions_spawn failed: gateway not reachable (ECONNREFUSED 127.0.0.1:18789)',
    '429 Too Many Requests: rate limit exceeded for anthropic/claude-haiku-4-5',
    'maxChildrenPerAgent reached (5): wait for a child to finish',
    'the model is not usable right now', // names no model
    'runTimeoutSeconds must be an integer',
  ])('not a refusal: %s', (text) => expect(refusedModelIn(text)).toBeNull());
});

const m = (tier: string | null, id: string | null): RunModel => ({ tier, id });
const state = (refused: string[], phases: Array<{ model: RunModel; modelUp: RunModel; fixModel: RunModel | null }>): Pick<RunState, 'refusedModels' | 'phases'> =>
  ({
    refusedModels: refused.map((id, i) => ({ id, phase: 'review', actionId: `2-review.s${i + 1}`, at: 1 })),
    phases: phases as unknown as RunState['phases'],
  }) as Pick<RunState, 'refusedModels' | 'phases'>;

describe('usableModel: where a spawn goes when its model is refused', () => {
  const phases = [
    { model: m('sonnet', 'anthropic/claude-sonnet-4-5'), modelUp: m('opus', 'anthropic/claude-opus-4-5'), fixModel: null },
    { model: m('opus', 'anthropic/claude-opus-4-5'), modelUp: m('opus', 'anthropic/claude-opus-4-5'), fixModel: m('sonnet', 'anthropic/claude-sonnet-4-5') },
  ];
  it('a model not refused is kept; the agent default is kept', () => {
    expect(usableModel(state([], phases), m('opus', 'anthropic/claude-opus-4-5'))).toEqual(m('opus', 'anthropic/claude-opus-4-5'));
    expect(usableModel(state(['x/y'], phases), m(null, null))).toEqual(m(null, null));
  });
  it("a refused opus goes to the fallback tier's model as the run froze it", () => {
    expect(usableModel(state(['anthropic/claude-opus-4-5'], phases), m('opus', 'anthropic/claude-opus-4-5'))).toEqual(m('sonnet', 'anthropic/claude-sonnet-4-5'));
  });
  it("a refused fallback tier (or none in the run) goes to the agent's default: no model argument", () => {
    expect(usableModel(state(['anthropic/claude-opus-4-5', 'anthropic/claude-sonnet-4-5'], phases), m('opus', 'anthropic/claude-opus-4-5'))).toEqual(m(null, null));
    expect(usableModel(state(['anthropic/claude-sonnet-4-5'], phases), m('sonnet', 'anthropic/claude-sonnet-4-5'))).toEqual(m(null, null));
  });
  it('the warning names the model, the spawn and what spawns use now', () => {
    expect(refusedModelWarnings(state(['anthropic/claude-opus-4-5'], phases)).map(warningText)).toEqual([
      'OpenClaw refused model `anthropic/claude-opus-4-5` for spawn `2-review.s1` of phase `review` (model-refused: sessions_spawn says it is not usable); ' +
        'spawns that would ask for it use `anthropic/claude-sonnet-4-5` (sonnet tier) instead, with no attempt counted. To use it, add it to agents.defaults.models in openclaw.json.',
    ]);
  });
});
