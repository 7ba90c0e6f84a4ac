// A test runner as OpenForge knows it (docs/design.md#gates): how a gate names it, what its
// output says about testing, the summary it prints, its tests by name and the files it could
// not load. One record per runner, one file each in this folder; the tables the gate code reads
// (evidence, reports, test gates, vetting profiles, option types) are derived from the records in
// `order`. Pure.

import type { GateProfile } from '../profile-shape.js';
import type { ValueType } from '../value-types.js';

/** A line that shows tests ran: its capture groups are counts, and any count above 0 means tests ran (no group: the line alone does). */
export interface RanSignal {
  readonly line: RegExp;
  /** Counts taken from the matched line instead of the capture groups (`g` flag). */
  readonly counts?: RegExp;
}

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly todo: number;
}

export type TestStatus = 'passed' | 'failed' | 'skipped' | 'todo';

export interface TestOutcome {
  readonly name: string;
  readonly status: TestStatus;
}

/** The counts of a runner's summaries in the log and the first summary line; null: none printed. */
export type SummaryReader = (lines: readonly string[]) => { line: string; counts: Counts } | null;

/** Every test the runner printed by name, in order. */
export type NameReader = (lines: readonly string[]) => TestOutcome[];

/**
 * The files, modules, packages or targets it could not load, as printed, with the line that
 * said so. `summarized`: the runner's summary is in the log (a weaker line is trusted only then).
 */
export type UnloadedReader = (lines: readonly string[], summarized: boolean) => readonly { name: string; line: string }[];

export interface TestRunner {
  /** The runner's name as reported (`node --test`, `vitest`, `pytest`, …). */
  readonly runner: string;
  /** Where it is read among the others (lower first): the first whose lines match is the one reported. */
  readonly order: number;
  /** Program names that make a gate a test gate (`vitest`, `py.test`). */
  readonly programs?: readonly string[];
  /** A program and a later word that make a gate a test gate (`go` … `test`). */
  readonly subcommands?: ReadonlyArray<readonly [string, string]>;
  /**
   * The vetting profile of each program that is this runner (lib/gate/profiles.ts holds the
   * toolchains a runner is a subcommand of: `go`, `cargo`, `npm`). Reviewed like code: a gate
   * is `ok` only when every word is listed here.
   */
  readonly profiles?: Readonly<Record<string, GateProfile>>;
  /** The types of its options' values where they differ from the common ones (`'vitest -t': 'pattern'`; lib/gate/option-types.ts). */
  readonly optionTypes?: Readonly<Record<string, ValueType>>;
  /** Whether the gate's argv names this runner (its report wins when several runners said "none"). */
  readonly named: (argv: readonly string[]) => boolean;
  /** Lines that show tests ran (the gate's evidence, lib/gate/evidence.ts); each matches one whole line, `m` flag, no `g`. */
  readonly ran: readonly RanSignal[];
  /** Lines that show the runner found nothing to run. */
  readonly none: readonly RegExp[];
  /** An exit code that means "no tests were collected" (pytest 5). */
  readonly noTestsExit?: number;
  /** Its summaries, read as counts (lib/gate/runner-report.ts), each under the name it is reported as. */
  readonly summaries?: ReadonlyArray<{ readonly runner: string; readonly read: SummaryReader }>;
  /** Its tests by name, where it prints every one. */
  readonly names?: NameReader;
  /** What it could not load; `counted`: its summary counts each as a failed test (the report takes it out). */
  readonly unloaded?: { readonly counted: boolean; readonly read: UnloadedReader };
}
