// The run's standing warnings, listed by `next` and `status`: facts the user should hear that
// do not stop the run (an impl phase that passed without changing a file, a child that runs
// on another model than the one asked for). Derived from the state alone, as each warning's
// code and facts; its record (lib/warnings/<code>.ts) words it at the edge.

import type { RunState } from '../../schema/run.js';
import type { RunWarning } from '../../warnings/index.generated.js';
import { modelMismatches } from '../host/model-audit.js';
import { refusedModelWarnings } from '../host/refused-models.js';
import { surfaceChanges, type PhaseSurface } from '../evidence/test-surface.js';
import { reportlessTestGates } from '../evidence/baseline-facts.js';
import { oldCodeFindings, type OldCodeFinding } from '../evidence/old-code-facts.js';

/** At most this many model warnings are listed (the summary lists them all). */
export const MAX_MODEL_WARNINGS = 10;

/** What the warnings are derived from besides the state; a caller that has them already (runFacts) hands them in. */
export interface WarningSources {
  surface: PhaseSurface[];
  oldCode: OldCodeFinding[];
}

export function runWarnings(state: RunState, sources: WarningSources = { surface: surfaceChanges(state), oldCode: oldCodeFindings(state) }): RunWarning[] {
  const noChanges = state.phases.filter((p) => p.status === 'passed' && p.noChanges === true).map((p): RunWarning => ({ code: 'no-changes', phase: p.name }));
  const models = state.phases
    .flatMap((p) => modelMismatches(p).map(({ spawn, audit }): RunWarning => ({ code: 'model-mismatch', phase: p.name, actionId: spawn.actionId, requested: audit.requested, reported: audit.reported })))
    .slice(0, MAX_MODEL_WARNINGS);
  // Changes to what checks the work, per phase, once the phase is done (or the run stopped): said once, then repeated by status and the completion message.
  const ended = state.status !== 'running';
  const done = new Set(state.phases.filter((p) => ended || p.status === 'passed').map((p) => p.name));
  const checks = sources.surface
    .filter((s) => done.has(s.phase))
    .flatMap((s): RunWarning[] => {
      const told = s.changes.filter((c) => !c.quiet);
      return told.length === 0 ? [] : [{ code: 'checks-changed', phase: s.phase, changes: told, tests: s.tests }];
    });
  // A test gate that passed on its exit code alone: the user hears that no runner report backs it.
  const reportless = reportlessTestGates(state).map((g): RunWarning => ({ code: 'no-test-report', phase: g.phase, command: g.command }));
  return [...noChanges, ...checks, ...oldCodeWarnings(state, sources.oldCode), ...reportless, ...models, ...refusedModelWarnings(state)];
}

/**
 * New tests that pass on the code before their phase (docs/design.md#fail-to-pass): every new
 * test of a run (they do not test the phase's work), or one that an acceptance criterion cites.
 * Some passing beside others that fail is information (regression tests of what already worked).
 */
function oldCodeWarnings(state: RunState, findings: readonly OldCodeFinding[]): RunWarning[] {
  return findings.flatMap((f): RunWarning[] => {
    const witnesses = new Set(state.phases.find((p) => p.name === f.phase)?.gates.flatMap((g) => (g.witnessed ?? []).map((w) => w.test)) ?? []);
    const cited = f.passing.filter((t) => witnesses.has(t));
    const allPass = f.outcome === 'all-pass';
    if (!allPass && cited.length === 0) return [];
    return [{ code: 'tests-pass-on-old-code', phase: f.phase, command: f.command, tests: allPass ? f.passing : cited, passed: f.passed, allPass }];
  });
}
