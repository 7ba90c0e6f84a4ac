// FAIL_TO_PASS for the work a phase accepts (docs/design.md#fail-to-pass): which phases' new
// tests are run once more on the code before the phase, and what those runs show. A test the
// phase added that fails on the old code and passes on the new one tests the phase's work; one
// that passes on both does not. Only tests new in the phase count (those that ran before it are
// PASS_TO_PASS, the test baseline's business), and only phases that changed a source file (a
// phase that only adds tests has no old code to run them on). Pure: state in, facts out.

import { gateWords, runsTests } from '../../gate/test-gates.js';
import type { GateRecord, OldCodeGateRecord, RunGateCommand, RunPhase, RunState, TestReportRecord } from '../../schema/run.js';
import { phaseStartSpawn } from '../model/phase-lookup.js';
import { runGateKey } from './baseline-facts.js';
import { surfaceKind } from './test-surface.js';

/** A phase's test gate to run on the old code: what to revert, and which tests are new. */
export interface OldCodeCheck {
  phase: RunPhase;
  index: number;
  command: RunGateCommand;
  /** The snapshot of the phase's start: the reverted files' content is taken from it. */
  since: string;
  /** The phase's changed source files (not tests, test data or configuration), restored to `since`. */
  reverted: string[];
  /** The tests new in the phase, by the runner's names (empty when a report printed none). */
  tests: string[];
  passedBefore: number;
  passedAfter: number;
}

const passedNames = (r: TestReportRecord): string[] => (r.tests ?? []).filter((t) => t.status === 'passed').map((t) => t.name);

/** The report of the last finished run of `command` before `at` (the baseline or an earlier phase's gate); null: none. */
function reportBefore(state: RunState, command: RunGateCommand, at: number): TestReportRecord | null | undefined {
  const key = runGateKey(command);
  const runs: GateRecord[] = [...(state.baseline?.gates ?? []), ...state.phases.flatMap((p) => p.gates)].filter(
    (g) => runGateKey(g) === key && g.finishedAt !== null && g.finishedAt <= at && g.state !== 'pending' && g.state !== 'running',
  );
  const last = runs.sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0)).at(-1);
  // A run before the phase that printed no report: no test of it ran (a suite that could not load yet).
  return last === undefined ? undefined : (last.report ?? null);
}

/**
 * The phase's changed files other than its tests: every file a work, fix or refactor attempt
 * changed that is not a test file or test data. Configuration is reverted too (a test of a new
 * package.json tests the phase's work; a gate that cannot run on the old code fails there).
 */
function changedSources(p: RunPhase): string[] {
  const changed = new Set(p.spawns.filter((s) => s.role !== 'review').flatMap((s) => [...(s.changed ?? []), ...s.outside]));
  return [...changed].filter((f) => surfaceKind(f) !== 'test').sort();
}

/** Every check the run's passed phases call for, in PRD order and gate order. */
export function oldCodeChecks(state: RunState): OldCodeCheck[] {
  if (state.settings.failToPass === 'off') return [];
  const checks: OldCodeCheck[] = [];
  for (const p of state.phases) {
    if (p.status !== 'passed' || p.kind !== 'agent' || p.type !== 'impl' || p.startedAt === null) continue;
    const start = phaseStartSpawn(p);
    const reverted = changedSources(p);
    if (start === null || reverted.length === 0) continue;
    p.gateCommands.forEach((command, index) => {
      if (!runsTests(gateWords(command.command, command.argv))) return;
      const last = [...p.gates].reverse().find((g) => runGateKey(g) === runGateKey(command) && g.state === 'passed');
      if (last?.report === undefined) return;
      const before = reportBefore(state, command, p.startedAt as number);
      if (before === undefined) return;
      const after = last.report;
      const named = after.tests !== undefined && (before === null || before.tests !== undefined);
      const known = new Set((before?.tests ?? []).map((t) => t.name));
      const tests = named ? passedNames(after).filter((n) => !known.has(n)) : [];
      const passedBefore = before?.passed ?? 0;
      if (named ? tests.length === 0 : after.passed <= passedBefore) return;
      checks.push({ phase: p, index, command, since: start.actionId, reverted, tests, passedBefore, passedAfter: after.passed });
    });
  }
  return checks;
}

/** What one run on the old code showed. */
export interface OldCodeFinding {
  phase: string;
  command: string;
  /**
   * `fail-to-pass`: every new test failed on the old code; `some-pass`: some passed there too (the
   * others witness the work: information); `all-pass`: every new test passed on the old code (they
   * do not test the phase's work: a warning); `inconclusive`: the run printed no report or timed out.
   */
  outcome: 'fail-to-pass' | 'some-pass' | 'all-pass' | 'inconclusive';
  /** New tests that passed on the old code (by name; empty when counted only). */
  passing: string[];
  /** How many new tests failed there and passed on the new code, and how many passed on both. */
  failed: number;
  passed: number;
}

/** The finding of a finished run on the old code; null while it runs. */
export function oldCodeFinding(g: OldCodeGateRecord): OldCodeFinding | null {
  if (g.state === 'pending' || g.state === 'running') return null;
  const base = { phase: g.phase, command: g.command };
  const r = g.report;
  if (g.state === 'timed-out' || r === undefined) return { ...base, outcome: 'inconclusive', passing: [], failed: 0, passed: 0 };
  let passing: string[] = [];
  let passed: number;
  let total: number;
  if (g.tests.length > 0 && r.tests !== undefined) {
    const ok = new Set(passedNames(r));
    passing = g.tests.filter((t) => ok.has(t));
    passed = passing.length;
    total = g.tests.length;
  } else {
    total = Math.max(0, g.passedAfter - g.passedBefore);
    passed = Math.min(total, Math.max(0, r.passed - g.passedBefore));
  }
  const outcome = passed === 0 ? 'fail-to-pass' : passed < total ? 'some-pass' : 'all-pass';
  return { ...base, outcome, passing, failed: total - passed, passed };
}

/** The findings of every finished run on the old code, in the order run. */
export function oldCodeFindings(state: RunState): OldCodeFinding[] {
  return (state.oldCode?.gates ?? []).flatMap((g) => oldCodeFinding(g) ?? []);
}

