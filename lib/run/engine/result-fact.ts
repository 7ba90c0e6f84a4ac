// A spawn's result file read into its `spawn-result`: tolerant on format, strict on verdicts.
// An envelope is taken as the child stated it, a review that states no PASS is a FAIL, prose is
// judged by the gates (or is an ungated phase's product), anything else is invalid. Pure.

import { classifyUsageLimit, parseResultFile, proseStatus } from '../../result/index.js';
import type { AcceptanceCheck, RunFinding } from '../../schema/result.js';
import type { RunPhase, SpawnProblem, SpawnRecord } from '../../schema/run.js';
import type { UnmetCriterion } from '../../schema/unmet-criterion.js';
import { redactSecrets } from '../../secrets/index.js';
import { onlyUnclear, unmetCriteria } from '../evidence/acceptance.js';
import { limitedResultFact } from '../host/usage-limits.js';
import type { Fact } from '../model/observed.js';
import { commandsFor } from '../model/phase-lookup.js';

/** Findings kept per result (the file keeps them all). */
export const MAX_FINDINGS = 50;
export const MAX_PROBLEMS = 10;

/** Longest child text kept as a phase's summary when it wrote prose instead of an envelope. */
const MAX_PROSE_SUMMARY = 4000;

type ReadAs = Extract<SpawnProblem, { code: 'read' }>['as'];

/** A diagnostic of the reader, located in the spawn's result file, as the spawn's problem. */
const located = (spawn: SpawnRecord, d: { line: number; column: number; message: string }, as: ReadAs = 'error'): SpawnProblem => ({
  code: 'read',
  file: spawn.resultFile,
  line: d.line,
  column: d.column,
  message: d.message,
  as,
});

type ParsedResult = ReturnType<typeof parseResultFile>;
type Envelope = NonNullable<ParsedResult['envelope']>;
type Diagnostic = ParsedResult['diagnostics'][number];

/** One result file as read: the phase, the spawn, its text, what the reader made of it, its errors and the repairs it made. */
interface ResultReading {
  p: RunPhase;
  spawn: SpawnRecord;
  text: string;
  parsed: ParsedResult;
  errors: Diagnostic[];
  repairs: SpawnProblem[];
}

/** A child stopped by a usage limit did not fail its attempt: only a result that is not finished work is read so. */
function usageLimitedFact(spawn: SpawnRecord, text: string, envelope: Envelope | null, errors: readonly Diagnostic[], now: number): Fact | null {
  if (envelope !== null && errors.length === 0 && envelope.status === 'DONE') return null;
  const limit = classifyUsageLimit(envelope === null || errors.length > 0 ? text : (envelope.summary ?? ''), 'result', now);
  return limit === null ? null : limitedResultFact(spawn, text, limit);
}

const resultBase = (spawn: SpawnRecord) => ({ type: 'spawn-result' as const, actionId: spawn.actionId, findings: [], filesModified: [], verdict: null });

/** A readable envelope, accepted as the child stated it (a review's verdict made strict). */
function envelopeFact({ p, spawn, text, parsed, repairs }: ResultReading, envelope: Envelope): Fact {
  const blocking = envelope.findings.some((f) => f.severity !== 'suggestion');
  // A review's own FAIL stands; anything blocking fails it too.
  const verdict = p.role === 'review' ? (blocking || parsed.verdict === 'FAIL' ? 'FAIL' : 'PASS') : null;
  const findings = envelope.findings.slice(0, MAX_FINDINGS);
  // A FAIL that lists nothing still buys a fix cycle: the report's own words are its findings.
  if (verdict === 'FAIL' && !blocking) findings.push(reportFinding(text));
  return {
    ...resultBase(spawn),
    outcome: 'accepted',
    status: envelope.status,
    summary: envelope.summary,
    findings,
    filesModified: envelope.filesModified.slice(0, 500),
    verdict,
    problems: repairs,
    ...unmetOf(p, envelope.acceptance, parsed.unclear),
  };
}

/**
 * Strict on verdicts: a review that states anything but PASS (BLOCKED, ERROR, "Verdict: failed")
 * in a layout the reader does not know is FAIL, and its text is what the fix cycle works from.
 */
function nonPassReviewFact({ spawn, text, errors, repairs }: ResultReading): Fact {
  return {
    ...resultBase(spawn),
    outcome: 'accepted',
    status: 'DONE',
    // No summary of its own: the finding is the report (`report`), which lib/text/finding.ts says.
    summary: null,
    findings: [reportFinding(text)],
    verdict: 'FAIL',
    problems: [...repairs, ...errors.map((d) => located(spawn, d, 'fail'))].slice(0, MAX_PROBLEMS),
  };
}

/**
 * Tolerant on format, strict on verdicts: a child that finished without a readable envelope
 * has its work judged by the gate (prose is its summary); an ungated phase takes prose as its
 * product. Null for a review, or an ungated phase with no prose.
 */
function proseFact({ p, spawn, parsed, errors, repairs }: ResultReading): Fact | null {
  const gated = commandsFor(p).length > 0;
  if (p.role === 'review' || (!gated && parsed.prose === null)) return null;
  // What decides the attempt: its gates, or (ungated) the text is the phase's summary.
  const as = gated ? 'gates' : 'summary';
  const why: SpawnProblem[] = errors.length > 0 ? errors.map((d) => located(spawn, d, as)) : [{ code: 'no-envelope', file: spawn.resultFile, as }];
  return {
    ...resultBase(spawn),
    outcome: 'accepted',
    status: 'DONE',
    summary: parsed.prose === null ? null : redactSecrets(parsed.prose).slice(0, MAX_PROSE_SUMMARY),
    problems: [...repairs, ...why].slice(0, MAX_PROBLEMS),
    ...unmetOf(p, null),
  };
}

/** A result that is none of the above: invalid, with the reader's errors. */
function unreadableFact({ spawn, errors }: ResultReading): Fact {
  return {
    ...resultBase(spawn),
    outcome: 'invalid',
    status: null,
    summary: null,
    problems: errors.length > 0 ? errors.map((d) => located(spawn, d)) : [{ code: 'no-envelope', file: spawn.resultFile, as: 'error' }],
  };
}

/** The `spawn-result` of a result file a child wrote (or a usage limit's record when it says the child was stopped by one). */
export function resultFact(p: RunPhase, spawn: SpawnRecord, text: string, now: number): Fact {
  const parsed = parseResultFile(text, { expect: p.role === 'review' ? 'review' : 'envelope' });
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error').slice(0, MAX_PROBLEMS);
  const limited = usageLimitedFact(spawn, text, parsed.envelope, errors, now);
  if (limited !== null) return limited;
  // Every repair the reader made is kept on the attempt, never silent.
  const repairs = parsed.diagnostics
    .filter((d) => d.severity === 'warning')
    .slice(0, MAX_PROBLEMS)
    .map((d) => located(spawn, d, 'warning'));
  const read: ResultReading = { p, spawn, text, parsed, errors, repairs };
  if (parsed.envelope !== null && errors.length === 0) return envelopeFact(read, parsed.envelope);
  // One that states no verdict at all is unreadable: the review is asked again.
  if (p.role === 'review' && statesNonPass(text)) return nonPassReviewFact(read);
  return proseFact(read) ?? unreadableFact(read);
}

const NON_PASS_LINE = /^[\s>*_#-]*(?:verdict|summary|result|overall|status|outcome)[*_\s]*[:=-][*_\s]*(?:blocked|error|errors|failed|failing|fail|rejected|incomplete|not approved)\b/im;

/** The text states a status or verdict other than PASS (first line BLOCKED/ERROR, or a "Verdict: failed" line). */
function statesNonPass(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const stated = proseStatus(text);
  return (stated !== null && stated.status !== 'DONE') || NON_PASS_LINE.test(text.slice(0, 20_000));
}

/** The phase's own work is judged on its acceptance criteria (reviews check them as findings). */
function unmetOf(p: RunPhase, checks: readonly AcceptanceCheck[] | null, unclear: readonly number[] = []): { unmet?: UnmetCriterion[]; unclearOnly?: true } {
  if (p.role !== 'work' || p.type === 'review' || p.acceptance.length === 0) return {};
  const unmet = unmetCriteria(
    p.acceptance.map((a) => a.text),
    checks,
    unclear,
  );
  if (unmet.length === 0) return {};
  return { unmet, ...(onlyUnclear(unmet) ? { unclearOnly: true as const } : {}) };
}

/** Longest report text carried into a fix task as the finding of a FAIL without items. */
const MAX_REPORT_FINDING = 2000;

/** The whole report as one required finding (secrets redacted, bounded). */
function reportFinding(text: string): RunFinding {
  return { severity: 'required', description: redactSecrets(text.trim()).slice(0, MAX_REPORT_FINDING), report: true };
}
