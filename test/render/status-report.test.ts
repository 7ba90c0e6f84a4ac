import { describe, expect, it } from 'vitest';
import { statusReport } from '../../lib/render/index.js';
import { completedRun, escalatedRun, runningRun, SECRETS, t } from './fixtures.js';
import { runStateErrors, statusErrors } from './validate.js';
import { schemaErrors } from '../helpers/schemas.js';
import { statusOf } from '../helpers/run-facts.js';

const byName = (report: ReturnType<typeof statusReport>, name: string) => {
  const phase = report.phases.find((p) => p.name === name);
  if (phase === undefined) throw new Error(`no phase ${name}`);
  return phase;
};

describe('fixtures', () => {
  it('are valid run states', () => {
    expect(runStateErrors(completedRun())).toBe('');
    expect(runStateErrors(escalatedRun())).toBe('');
    expect(runStateErrors(runningRun())).toBe('');
  });
});

describe('statusReport', () => {
  it('reports a completed run from its finish time, not from now', () => {
    const report = statusOf(completedRun(), t(5000));
    expect(statusErrors(report)).toBe('');
    expect(report.runId).toBe('run-20260101-100000-a1b2');
    expect(report.title).toBe('Auth Refactor');
    expect(report.prdPath).toBe('/p/prd.md');
    expect(report.status).toBe('completed');
    expect(report.wave).toEqual({ current: 5, total: 5 });
    expect(report.elapsedSeconds).toBe(755);
    expect(report.spawns).toEqual({ used: 7, limit: 20 });
    expect(report.escalation).toBeNull();
    expect(report.summaryFile).toBe('/p/.openforge/run-20260101-101235.md');
    // The fixture's `npm test` gate passed with a log that holds no runner report: said (issue 23).
    expect(report.warnings).toEqual([
      'gate `npm test` of phase `implement` runs tests but printed no test runner report OpenForge reads (no-test-report): it passed on its exit code alone.',
    ]);
    expect(report.phases.map((p) => p.name)).toEqual(['research', 'design', 'implement', 'review', 'approve', 'docs']);
  });

  it('derives per-phase model, attempts, last event and duration', () => {
    const report = statusOf(completedRun(), t(5000));
    expect(byName(report, 'research')).toEqual({
      name: 'research', status: 'passed', wave: 1, role: 'work', model: 'haiku', attempt: 1, maxAttempts: 3,
      cycle: 1, lastEvent: 'phase-passed', lastEventAt: t(61), durationSeconds: 60,
      state: 'passed', detail: null, since: t(61),
    });
    expect(byName(report, 'design').durationSeconds).toBe(90);
    // Waves numbered from 1, as the human output says "wave 1" (the state keeps the index).
    expect(report.phases.map((p) => p.wave)).toEqual([1, 1, 2, 3, 4, 5]);
    expect(byName(report, 'implement')).toMatchObject({ model: 'sonnet', attempt: 2, maxAttempts: 3, durationSeconds: 300 });
    expect(byName(report, 'review')).toMatchObject({ role: 'review', cycle: 2, model: 'opus', attempt: 1, maxAttempts: 3, durationSeconds: 300 });
    expect(byName(report, 'approve')).toMatchObject({ model: null, attempt: 0, maxAttempts: 0, lastEvent: 'decision-recorded', durationSeconds: 60 });
    expect(byName(report, 'docs')).toMatchObject({ status: 'skipped', model: null, maxAttempts: 0, lastEvent: 'phase-skipped', durationSeconds: null });
  });

  it('reports an escalated run: current wave, elapsed and durations up to now, escalation without message', () => {
    const report = statusOf(escalatedRun(), t(400), ['state.json was rebuilt from events.jsonl']);
    expect(statusErrors(report)).toBe('');
    // The published schema users see (schemas/status.schema.json) accepts it too.
    expect(schemaErrors('status', report)).toBe('');
    expect(report.status).toBe('needs-human');
    expect(report.wave).toEqual({ current: 2, total: 5 });
    expect(report.elapsedSeconds).toBe(400);
    expect(report.spawns).toEqual({ used: 5, limit: 20 });
    // The third attempt ran one tier up.
    expect(byName(report, 'implement')).toMatchObject({
      status: 'needs-human', model: 'opus', attempt: 3, maxAttempts: 3, lastEvent: 'run-escalated', durationSeconds: 308,
    });
    expect(byName(report, 'review')).toMatchObject({ status: 'pending', model: 'opus', attempt: 0, lastEvent: null, lastEventAt: null, durationSeconds: null });
    expect(report.escalation).toMatchObject({ phase: 'implement', reason: 'gate-retries-exhausted' });
    expect(Object.keys(report.escalation ?? {}).sort()).toEqual(['detail', 'phase', 'reason']);
    expect(report.escalation?.detail).not.toContain(SECRETS.aws);
    expect(report.summaryFile).toBeNull();
    expect(report.warnings).toEqual(['state.json was rebuilt from events.jsonl']);
  });

  it('shows a running fix sub-agent with its own model and the review cycle', () => {
    const report = statusOf(runningRun(), t(700));
    expect(statusErrors(report)).toBe('');
    expect(report.wave).toEqual({ current: 3, total: 5 });
    expect(report.elapsedSeconds).toBe(700);
    expect(byName(report, 'review')).toMatchObject({ status: 'active', role: 'fix', cycle: 2, attempt: 1, model: 'sonnet', durationSeconds: 307 });
  });

  it('handles a run without waves and a clock behind the start', () => {
    const state = { ...completedRun(), waves: [], phases: [], finishedAt: null };
    const report = statusOf(state, state.createdAt - 5000);
    expect(statusErrors(report)).toBe('');
    expect(report.wave).toEqual({ current: 0, total: 0 });
    expect(report.elapsedSeconds).toBe(0);
  });

  it('uses the budget in force after a resume raised it', () => {
    const state = { ...escalatedRun(), limits: { maxSpawns: 30, maxDurationSeconds: null } };
    expect(statusOf(state, t(400)).spawns).toEqual({ used: 5, limit: 30 });
  });
});
