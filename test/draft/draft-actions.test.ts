// The draft's confirmation is the engine's decision (issue 29 item 1): it asks for the preview
// only while the confirmation (or a plan-only draft's completion) is shown, and fills the ask
// with it and the draft's own commands. Literal expectations, derived by hand.
import { describe, expect, it } from 'vitest';
import { draftPreviewWanted, withDraftPreview } from '../../lib/run/engine/draft-actions.js';
import { requestsFor } from '../../lib/run/engine/observe.js';
import { runFacts } from '../../lib/run/engine/run-facts.js';
import type { RunState } from '../../lib/schema/index.js';
import type { EngineAction } from '../../lib/run/engine/engine-actions.js';
import { phase, runningRun } from '../render/fixtures.js';

const PRD = '.openforge/prds/word-count.prd.md';

function draftRun(confirm: 'waiting-approval' | 'pending' | null, status: RunState['status'] = 'running'): RunState {
  const base = runningRun();
  const planner = phase('draft-prd', { files: [PRD], status: 'passed' });
  const phases = confirm === null ? [planner] : [planner, phase('confirm', { kind: 'approval', status: confirm, dependsOn: ['draft-prd'] })];
  return { ...base, status, summaryFile: status === 'completed' ? '/p/.openforge/summary.md' : null, runId: 'r1', prd: { ...base.prd, title: 'OpenForge draft: word count' }, phases };
}

const ask: EngineAction = { id: 'confirm.ask1', kind: 'ask', phase: 'confirm', asks: { code: 'approval', tasks: [], back: null }, approve: 'openforge decide r1 confirm approve', reject: 'x', noteFile: 'n' };

describe('the draft confirmation in the engine', () => {
  it('wants the preview of the drafted PRD while the confirmation waits, or a plan-only draft completed; never for another run', () => {
    expect(draftPreviewWanted(draftRun('waiting-approval'))).toBe(PRD);
    expect(draftPreviewWanted(draftRun('pending'))).toBeNull();
    expect(draftPreviewWanted(draftRun(null, 'completed'))).toBe(PRD);
    expect(draftPreviewWanted(draftRun(null))).toBeNull();
    expect(draftPreviewWanted(runningRun())).toBeNull();
  });

  it('asks for the preview once per command: when the observation is null, not when it is made or not made at all', () => {
    const state = draftRun('waiting-approval');
    const kinds = (draftPreview: string | null | undefined): string[] => requestsFor(state, { files: new Map(), draftPreview }, new Set()).map((r) => r.kind);
    expect(kinds(null)).toContain('preview-draft');
    expect(kinds('the preview')).not.toContain('preview-draft');
    expect(kinds(undefined)).not.toContain('preview-draft');
  });

  it('puts the preview and the draft commands in the ask; without a preview the actions stay as they are', () => {
    const state = draftRun('waiting-approval');
    expect(withDraftPreview(state, [ask], 'PREVIEW', 'openforge')).toEqual([
      { ...ask, asks: { code: 'preview', text: 'PREVIEW' }, approve: 'openforge draft --approve r1', reject: "openforge draft --reject r1 --note-file '<file holding the note>'" },
    ]);
    expect(withDraftPreview(state, [ask], null, 'openforge')).toEqual([ask]);
    expect(withDraftPreview(runningRun(), [ask], 'PREVIEW', 'openforge')).toEqual([ask]);
    const done = draftRun(null, 'completed');
    const complete = { id: 'complete' as const, kind: 'complete' as const, summaryFile: 's', facts: runFacts(done) };
    expect(withDraftPreview(done, [complete], 'PREVIEW', 'openforge')).toEqual([{ ...complete, preview: 'PREVIEW' }]);
  });
});
