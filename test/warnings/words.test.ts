// The words of each standing warning from its facts (lib/warnings/<code>.ts): the sentences
// `next`, `status`, the completion message and the summary print. The engine's tests assert the
// codes and facts; the wording is tested here.
import { describe, expect, it } from 'vitest';
import { WARNING_RECORDS, warningText, type RunWarning } from '../../lib/warnings/index.js';

/** One warning of each code, with the sentence it reads as. */
const SAID: ReadonlyArray<readonly [RunWarning, string]> = [
  [{ code: 'no-changes', phase: 'api' }, 'phase `api` passed but its passing attempt changed no file (no-changes): check that its tasks were really done, not only claimed.'],
  [
    {
      code: 'checks-changed',
      phase: 'api',
      changes: [
        { path: 'test/a.test.js', kind: 'test', reverted: false, assertions: { before: 3, after: 0 }, edit: { path: 'test/a.test.js', change: 'edited', tests: 0, quote: { line: 4, before: 'expect(1).toBe(2)', after: 'expect(1).toBe(1)' } } },
        { path: '.c8rc', kind: 'coverage', reverted: true, assertions: null, edit: null },
      ],
      tests: { before: 4, after: 4 },
    },
    'phase `api` changed what checks the work (checks-changed): test/a.test.js (test, line 4: `expect(1).toBe(2)` → `expect(1).toBe(1)`; assertions 3 → 0); .c8rc (coverage, by a failed attempt, reverted); tests run 4 → 4. Judge each quoted change.',
  ],
  [
    { code: 'tests-pass-on-old-code', phase: 'api', command: 'npm test', tests: ['adds'], passed: 1, allPass: true },
    'phase `api`: `adds` pass on the code before this phase too (tests-pass-on-old-code, gate `npm test`): they do not test its work. Check what they assert.',
  ],
  [
    { code: 'no-test-report', phase: 'api', command: 'sh test.sh' },
    'gate `sh test.sh` of phase `api` runs tests but printed no test runner report OpenForge reads (no-test-report): it passed on its exit code alone.',
  ],
  [
    { code: 'model-mismatch', phase: 'api', actionId: '1-api.s1', requested: 'anthropic/claude-sonnet-4-5', reported: 'openai/gpt-5' },
    'spawn `1-api.s1` of phase `api` asked for model `anthropic/claude-sonnet-4-5` but OpenClaw reported `openai/gpt-5` (model-mismatch): the child runs on another model than planned.',
  ],
  [
    { code: 'model-refused', id: 'anthropic/claude-opus-4-5', phase: 'api', actionId: '1-api.s1', instead: { id: null, tier: null } },
    "OpenClaw refused model `anthropic/claude-opus-4-5` for spawn `1-api.s1` of phase `api` (model-refused: sessions_spawn says it is not usable); spawns that would ask for it use the agent's default model (no model argument) instead, with no attempt counted. To use it, add it to agents.defaults.models in openclaw.json.",
  ],
];

describe('each standing warning in words', () => {
  it('says each code as its record words it, naming the code', () => {
    for (const [w, said] of SAID) {
      expect(warningText(w), w.code).toBe(said);
      expect(said, w.code).toMatch(new RegExp(`\\(${w.code}[:,)]`));
    }
  });

  it('covers every code', () => {
    expect(SAID.map(([w]) => w.code).sort()).toEqual(Object.keys(WARNING_RECORDS).sort());
  });
});
