// The completion summary's section on what checks the work (docs/design.md#test-baseline): the
// test baseline's gates with what their runner reported, the gates that failed on their runner
// report or the baseline (with the tests named), and every change to the checks per phase.

import type { RunState } from '../schema/run.js';
import { redactSecrets } from '../secrets/index.js';
import { code } from '../task/markdown.js';
import type { RunFacts } from '../run/engine/run-facts.js';
import { changeNote, editNote } from '../text/surface-note.js';

const MAX_NAMED = 10;

const counts = (r: { total: number; passed: number; failed: number; skipped: number; todo: number }): string =>
  `${r.total} tests: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.todo} todo`;

/** The section's lines; empty when there was no baseline, no evidence failure and no change to the checks. */
export function checksSection(state: RunState, facts: RunFacts): string[] {
  const lines: string[] = [];
  for (const g of state.baseline?.gates ?? []) {
    const report = g.report === undefined ? 'no runner report' : `${g.report.runner}, ${counts(g.report)}`;
    // A test file that did not load at the baseline was not yet runnable (the tests a phase writes before the code).
    const unloaded = g.report?.unloaded ?? [];
    const notYet = unloaded.length === 0 ? '' : `; not yet runnable at the baseline: ${unloaded.slice(0, MAX_NAMED).map((f) => code(redactSecrets(f))).join(', ')}${unloaded.length > MAX_NAMED ? ` and ${unloaded.length - MAX_NAMED} more` : ''}`;
    lines.push(`- Baseline ${code(redactSecrets(g.command))} (phase ${code(g.phase)}) → ${g.state}${g.exitCode === null ? '' : ` (exit ${g.exitCode})`}: ${report}${notYet}`);
  }
  for (const p of state.phases) {
    for (const g of p.gates) {
      const e = g.evidence;
      const named = (list: readonly string[] | undefined, what: string): string =>
        list === undefined || list.length === 0 ? '' : `; ${what}: ${list.slice(0, MAX_NAMED).map((t) => code(t)).join(', ')}${list.length > MAX_NAMED ? ` and ${list.length - MAX_NAMED} more` : ''}`;
      if (g.reason === undefined && e?.allowed === undefined && e?.failedBefore === undefined) continue;
      lines.push(
        `- ${code(g.actionId)} ${code(redactSecrets(g.command))} → ${g.reason ?? g.state}${named(e?.tests, 'tests')}${named(e?.allowed, 'removed as the phase declares (Removes-Tests)')}${named(e?.failedBefore, 'failed at the baseline too')}`,
      );
    }
  }
  for (const s of facts.surface) {
    const tests = s.tests === null ? '' : ` (tests run: ${s.tests.before} at the baseline, ${s.tests.after} at its last gate)`;
    const added = s.changes.filter((c) => c.quiet && !c.reverted && c.edit !== null && c.edit.change !== 'unrelated');
    const told = s.changes.filter((c) => !c.quiet);
    const reverted = s.changes.filter((c) => c.reverted);
    if (added.length > 0) lines.push(`- Phase ${code(s.phase)} added or moved tests${tests}: ${added.map((c) => `${code(c.path)} (${c.edit?.change === 'moved' ? 'moved' : `${c.edit?.tests ?? 0} test(s)`}${c.assertions === null ? '' : `, assertions ${c.assertions.before} → ${c.assertions.after}`})`).join(', ')}`);
    if (told.length > 0) lines.push(`- Phase ${code(s.phase)} changed what checks the work${added.length > 0 ? '' : tests}: ${told.map((c) => `${code(c.path)} (${redactSecrets(c.edit === null ? changeNote(c) : editNote(c.kind, c.edit, c.assertions))})`).join('; ')}`);
    if (reverted.length > 0) lines.push(`- Phase ${code(s.phase)}: a failed attempt changed, and a later one reverted: ${reverted.map((c) => code(c.path)).join(', ')}`);
  }
  lines.push(...oldCodeLines(state, facts));
  return lines;
}

/** What the phases' new tests did on the code before their phase (docs/design.md#fail-to-pass). */
function oldCodeLines(state: RunState, facts: RunFacts): string[] {
  const lines = facts.oldCode.map((f) => {
    const run = state.oldCode?.gates.find((g) => g.phase === f.phase && g.command === f.command);
    const reverted = run === undefined ? '' : ` (${run.reverted.slice(0, MAX_NAMED).map((p) => code(p)).join(', ')}${run.reverted.length > MAX_NAMED ? ` and ${run.reverted.length - MAX_NAMED} more` : ''} as before the phase)`;
    const head = `- Phase ${code(f.phase)}'s new tests on the code before it${reverted}, ${code(redactSecrets(f.command))}:`;
    if (f.outcome === 'inconclusive') return `${head} no runner report (inconclusive)`;
    const passing = f.passing.length === 0 ? '' : `: ${f.passing.slice(0, MAX_NAMED).map((t) => code(redactSecrets(t))).join(', ')}${f.passing.length > MAX_NAMED ? ` and ${f.passing.length - MAX_NAMED} more` : ''}`;
    return `${head} ${f.failed} fail there and pass now; ${f.passed} pass on both${passing}`;
  });
  for (const s of state.oldCode?.skipped ?? []) {
    lines.push(`- Phase ${code(s.phase)}'s new tests were not run on the code before it (${s.why === 'not-kept' ? `the content of ${code(s.path ?? '?')} at the phase's start was not kept` : 'the scratch copy could not be laid out'})`);
  }
  return lines;
}
