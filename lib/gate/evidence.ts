// Evidence-typed gate verdicts (docs/design.md#gates): exit 0 is not a pass when the gate's
// own output shows that nothing was tested. Pure; each runner's lines are in its record (lib/gate/runners/).

import { stripAnsi } from '../text/index.js';
import { TEST_RUNNERS } from './runners/test-runners.js';
import type { RanSignal, TestRunner } from './runners/types.js';

export { judgeTests, readRunnerReport, reportRecord } from './test-verdict.js';

export type GateEvidenceKind = 'tests-ran' | 'no-tests-ran' | 'unknown';

export interface GateEvidence {
  readonly kind: GateEvidenceKind;
  /** The runner whose line decided it (`vitest`, `go test`, …); null when unknown. */
  readonly runner: string | null;
  /** That line, trimmed and cut to {@link EVIDENCE_LINE_CHARS}; null when unknown. */
  readonly line: string | null;
}

export const EVIDENCE_LINE_CHARS = 200;

const UNKNOWN: GateEvidence = { kind: 'unknown', runner: null, line: null };
const global = (re: RegExp): RegExp => new RegExp(re.source, 'gm');

interface CompiledRule {
  readonly rule: TestRunner;
  readonly ran: ReadonlyArray<{ line: RegExp; counts: RegExp | null }>;
  readonly none: readonly RegExp[];
}

const COMPILED: readonly CompiledRule[] = TEST_RUNNERS.map((rule) => ({
  rule,
  ran: rule.ran.map((s: RanSignal) => ({ line: global(s.line), counts: s.counts === undefined ? null : global(s.counts) })),
  none: rule.none.map(global),
}));

const cut = (line: string): string => line.trim().slice(0, EVIDENCE_LINE_CHARS);

/** Whether a matched ran-line shows at least one test: a count above 0, or a line with no counts at all. */
function showsTests(match: RegExpExecArray, counts: RegExp | null): boolean {
  const numbers = counts === null ? match.slice(1) : [...match[0].matchAll(counts)].map((m) => m[1]);
  const defined = numbers.filter((n): n is string => n !== undefined);
  return defined.length === 0 || defined.some((n) => Number(n) > 0);
}

/** The first line (in output order) any of `patterns` matches, with its position. */
function firstMatch(text: string, patterns: readonly RegExp[], accept: (m: RegExpExecArray, i: number) => boolean): { at: number; line: string } | null {
  let best: { at: number; line: string } | null = null;
  patterns.forEach((re, i) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0] === '') re.lastIndex += 1;
      if (best !== null && m.index >= best.at) break;
      if (accept(m, i)) {
        best = { at: m.index, line: m[0] };
        break;
      }
    }
  });
  return best;
}

/**
 * What a gate's output says about testing. `tests-ran`: some runner reported at least one
 * test (this wins over every "none" line: a monorepo gate may run several runners);
 * `no-tests-ran`: a runner said it found or ran no test and no runner reported one;
 * `unknown`: no runner's summary at all (a build, a linter, an unknown runner). When
 * several runners said "none", the one the argv names is reported. Never throws.
 */
export function gateEvidence(logText: string, argv: readonly string[] | null): GateEvidence {
  const text = stripAnsi(logText.replace(/\r\n?/g, '\n'));
  for (const c of COMPILED) {
    const ran = firstMatch(
      text,
      c.ran.map((s) => s.line),
      (m, i) => showsTests(m, c.ran[i]!.counts),
    );
    if (ran !== null) return { kind: 'tests-ran', runner: c.rule.runner, line: cut(ran.line) };
  }
  // The runner the argv names first, then the earliest line.
  const rank = (rule: TestRunner, at: number): [number, number] => [argv !== null && rule.named(argv) ? 0 : 1, at];
  let found: { rule: TestRunner; at: number; line: string } | null = null;
  for (const c of COMPILED) {
    const none = firstMatch(text, c.none, () => true);
    if (none === null) continue;
    const [named, at] = rank(c.rule, none.at);
    const best = found === null ? null : rank(found.rule, found.at);
    if (best === null || named < best[0] || (named === best[0] && at < best[1])) found = { rule: c.rule, ...none };
  }
  return found === null ? UNKNOWN : { kind: 'no-tests-ran', runner: found.rule.runner, line: cut(found.line) };
}

/** Exit codes that mean "no tests were collected" for a runner (pytest 5; unittest 5 since Python 3.12). */
const NO_TESTS_EXIT: ReadonlyMap<string, number> = new Map(TEST_RUNNERS.flatMap((r) => (r.noTestsExit === undefined ? [] : [[r.runner, r.noTestsExit] as const])));

/**
 * Whether a finished gate ran no tests: it exited 0 (or the runner's own "no tests"
 * exit code, pytest's 5) and its output says so. Returns the evidence, or null.
 */
export function noTestsRan(logText: string, exitCode: number | null, argv: readonly string[] | null): GateEvidence | null {
  if (exitCode === null) return null;
  const evidence = gateEvidence(logText, argv);
  if (evidence.kind !== 'no-tests-ran') return null;
  if (exitCode === 0) return evidence;
  return evidence.runner !== null && NO_TESTS_EXIT.get(evidence.runner) === exitCode ? evidence : null;
}

/** The retry's reason for a gate that ran no tests, in plain words. */
export function noTestsRanReason(command: string, exitCode: number | null, evidence: Pick<GateEvidence, 'runner' | 'line'>): string {
  const said = evidence.line === null ? '' : `: ${evidence.runner ?? 'the runner'} printed \`${evidence.line}\``;
  return (
    `gate \`${command}\` exited ${exitCode ?? '?'} but ran no tests (no-tests-ran${said}). ` +
    'A gate that tests nothing is not a pass: add tests for this phase\'s work, or wire the existing tests up so that this command runs them.'
  );
}
