// The run's standing warnings, listed by `next` and `status`: facts the user should hear that
// do not stop the run (an impl phase that passed without changing a file, a child that runs
// on another model than the one asked for). Derived from the state alone.

import type { RunState } from '../../schema/run.js';
import { modelMismatches } from '../host/model-audit.js';
import { refusedModelWarnings } from '../host/refused-models.js';
import { surfaceChanges, surfaceWarning } from '../evidence/test-surface.js';
import { reportlessTestGates } from '../evidence/baseline-facts.js';
import { oldCodeFindings } from '../evidence/old-code-facts.js';
import { code } from '../../task/markdown.js';

/** At most this many model warnings are listed (the summary lists them all). */
export const MAX_MODEL_WARNINGS = 10;

export function runWarnings(state: RunState): string[] {
  const noChanges = state.phases
    .filter((p) => p.status === 'passed' && p.noChanges === true)
    .map(
      (p) =>
        `phase \`${p.name}\` passed but its passing attempt changed no file (no-changes): check that its tasks were really done, not only claimed.`,
    );
  const models = state.phases
    .flatMap((p) => modelMismatches(p).map((m) => ({ phase: p.name, ...m })))
    .slice(0, MAX_MODEL_WARNINGS)
    .map(
      ({ phase, spawn, audit }) =>
        `spawn \`${spawn.actionId}\` of phase \`${phase}\` asked for model \`${audit.requested ?? ''}\` but OpenClaw reported \`${audit.reported ?? ''}\` (model-mismatch): the child runs on another model than planned.`,
    );
  // Changes to what checks the work, per phase, once the phase is done (or the run stopped): said once, then repeated by status and the completion message.
  const ended = state.status !== 'running';
  const done = new Set(state.phases.filter((p) => ended || p.status === 'passed').map((p) => p.name));
  const checks = surfaceChanges(state)
    .filter((s) => done.has(s.phase))
    .flatMap((s) => surfaceWarning(s) ?? []);
  // A test gate that passed on its exit code alone: the user hears that no runner report backs it.
  const reportless = reportlessTestGates(state).map(
    (g) => `gate \`${g.command}\` of phase \`${g.phase}\` runs tests but printed no test runner report OpenForge reads (no-test-report): it passed on its exit code alone.`,
  );
  return [...noChanges, ...checks, ...oldCodeWarnings(state), ...reportless, ...models, ...refusedModelWarnings(state)];
}

/** At most this many tests are named in a warning (the summary names them too). */
const MAX_NAMED_TESTS = 5;

/**
 * New tests that pass on the code before their phase (docs/design.md#fail-to-pass): every new
 * test of a run (they do not test the phase's work), or one that an acceptance criterion cites.
 * Some passing beside others that fail is information (regression tests of what already worked).
 */
function oldCodeWarnings(state: RunState): string[] {
  return oldCodeFindings(state).flatMap((f) => {
    const witnesses = new Set(state.phases.find((p) => p.name === f.phase)?.gates.flatMap((g) => (g.witnessed ?? []).map((w) => w.test)) ?? []);
    const cited = f.passing.filter((t) => witnesses.has(t));
    if (f.outcome !== 'all-pass' && cited.length === 0) return [];
    const shown = f.outcome === 'all-pass' ? f.passing : cited;
    const names = shown.length === 0 ? `its ${f.passed} new test(s)` : `${shown.slice(0, MAX_NAMED_TESTS).map((t) => code(t)).join(', ')}${shown.length > MAX_NAMED_TESTS ? ` and ${shown.length - MAX_NAMED_TESTS} more` : ''}`;
    const what = f.outcome === 'all-pass' ? 'they do not test its work' : 'the acceptance criteria citing them are only self-assessed';
    return [`phase \`${f.phase}\`: ${names} pass on the code before this phase too (tests-pass-on-old-code, gate \`${f.command}\`): ${what}. Check what they assert.`];
  });
}
