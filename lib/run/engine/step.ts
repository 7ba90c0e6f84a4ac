// One phase's next fact: given what the phase has done and what the files now say,
// the single event that follows (a result read, a gate finished, an attempt failed, a
// retry exhausted, the phase passed), or null when the phase waits or needs an action.

import { gateFingerprint } from '../../gate/fingerprint.js';
import { spawnDeadline } from './deadlines.js';
import { repeatsLastFailure } from './repeated-failure.js';
import { readGateLog } from '../../gate/log.js';
import { gateLogProblem, resultFileProblem } from '../evidence/run-files.js';
import { gateFolder } from './keys.js';
import { RUN_FILE_CHANGED } from '../evidence/run-file-changes.js';
import { COLLECTOR_PROBLEM, collectorFact, usesCollectors } from '../host/collectors.js';
import { classifyUsageLimit, parseResultFile, proseStatus } from '../../result/index.js';
import type { AcceptanceCheck, Finding } from '../../schema/result.js';
import type { GateRecord, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { redactSecrets } from '../../secrets/index.js';
import { filesOutsideScope } from '../../snapshot/scope.js';
import { MAX_REVIEW_CYCLES } from '../../task/index.js';
import { describeUnmet, onlyUnclear, unmetCriteria } from '../evidence/acceptance.js';
import { testWitnesses } from '../evidence/acceptance-witness.js';
import { escalationEvent } from './escalate.js';
import { attributeToOrphans } from '../evidence/orphans.js';
import { evidenceFailure, gateVerdict, noChangesField } from '../evidence/gate-evidence.js';
import { limitedResultFact } from '../host/usage-limits.js';
import type { Fact, Observed } from './observed.js';
import { commandsFor, gateById, isGateOnly, isReadOnly, maxAttempts, spawnById } from './phase-lookup.js';
import { recordedAssertions, recordedEdits } from '../evidence/surface-assertions.js';
import { gateNamedFiles } from '../evidence/gate-named.js';
import { formatDuration } from '../../text/duration.js';

/** Findings kept per result (the file keeps them all). */
export const MAX_FINDINGS = 50;
export const MAX_PROBLEMS = 10;

/** Longest child text kept as a phase's summary when it wrote prose instead of an envelope. */
const MAX_PROSE_SUMMARY = 4000;

const located = (spawn: SpawnRecord, d: { line: number; column: number; message: string }, prefix = ''): string =>
  `${spawn.resultFile}:${d.line}:${d.column}: ${prefix}${d.message}`;

function resultFact(p: RunPhase, spawn: SpawnRecord, text: string, now: number): Fact {
  const parsed = parseResultFile(text, { expect: p.role === 'review' ? 'review' : 'envelope' });
  const envelope = parsed.envelope;
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error').slice(0, MAX_PROBLEMS);
  // A child stopped by a usage limit did not fail its attempt: only a result that is not finished work is read so.
  if (envelope === null || errors.length > 0 || envelope.status !== 'DONE') {
    const limit = classifyUsageLimit(envelope === null || errors.length > 0 ? text : (envelope.summary ?? ''), 'result', now);
    if (limit !== null) return limitedResultFact(spawn, text, limit);
  }
  // Every repair the reader made is kept on the attempt, never silent.
  const repairs = parsed.diagnostics
    .filter((d) => d.severity === 'warning')
    .slice(0, MAX_PROBLEMS)
    .map((d) => located(spawn, d, 'warning: '));
  const base = { type: 'spawn-result' as const, actionId: spawn.actionId, findings: [], filesModified: [], verdict: null };
  if (envelope !== null && errors.length === 0) {
    const blocking = envelope.findings.some((f) => f.severity !== 'suggestion');
    // A review's own FAIL stands; anything blocking fails it too.
    const verdict = p.role === 'review' ? (blocking || parsed.verdict === 'FAIL' ? 'FAIL' : 'PASS') : null;
    const findings = envelope.findings.slice(0, MAX_FINDINGS);
    // A FAIL that lists nothing still buys a fix cycle: the report's own words are its findings.
    if (verdict === 'FAIL' && !blocking) findings.push(reportFinding(text));
    return {
      ...base,
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
  // Strict on verdicts: a review that states anything but PASS (BLOCKED, ERROR, "Verdict: failed")
  // in a layout the reader does not know is FAIL, and its text is what the fix cycle works from.
  // One that states no verdict at all is unreadable: the review is asked again.
  if (p.role === 'review' && statesNonPass(text)) {
    return {
      ...base,
      outcome: 'accepted',
      status: 'DONE',
      summary: 'Review FAIL: the report states no PASS verdict in a form OpenForge reads; its text is the finding',
      findings: [reportFinding(text)],
      verdict: 'FAIL',
      problems: [...repairs, ...errors.map((d) => located(spawn, d, 'read as FAIL: '))].slice(0, MAX_PROBLEMS),
    };
  }
  // Tolerant on format, strict on verdicts: a child that finished without a readable envelope
  // has its work judged by the gate (prose is its summary); an ungated phase takes prose as its product.
  const gated = commandsFor(p).length > 0;
  if (p.role !== 'review' && (gated || parsed.prose !== null)) {
    const why = errors.length > 0 ? errors.map((d) => located(spawn, d)) : [`${spawn.resultFile}: no result envelope, only prose`];
    const decides = gated ? 'the gates decide the attempt' : 'the text is taken as the phase summary';
    return {
      ...base,
      outcome: 'accepted',
      status: 'DONE',
      summary: parsed.prose === null ? null : redactSecrets(parsed.prose).slice(0, MAX_PROSE_SUMMARY),
      problems: [...repairs, ...why.map((w) => `${w} (${decides})`)].slice(0, MAX_PROBLEMS),
      ...unmetOf(p, null),
    };
  }
  return {
    ...base,
    outcome: 'invalid',
    status: null,
    summary: null,
    problems: errors.length > 0 ? errors.map((d) => located(spawn, d)) : [`${spawn.resultFile}: not a result envelope`],
  };
}

const NON_PASS_LINE = /^[\s>*_#-]*(?:verdict|summary|result|overall|status|outcome)[*_\s]*[:=-][*_\s]*(?:blocked|error|errors|failed|failing|fail|rejected|incomplete|not approved)\b/im;

/** The text states a status or verdict other than PASS (first line BLOCKED/ERROR, or a "Verdict: failed" line). */
function statesNonPass(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const stated = proseStatus(text);
  return (stated !== null && stated.status !== 'DONE') || NON_PASS_LINE.test(text.slice(0, 20_000));
}

/** The phase's own work is judged on its acceptance criteria (reviews check them as findings). */
function unmetOf(p: RunPhase, checks: readonly AcceptanceCheck[] | null, unclear: readonly number[] = []): { unmet?: string[]; unclearOnly?: true } {
  if (p.role !== 'work' || p.type === 'review' || p.acceptance.length === 0) return {};
  const unmet = unmetCriteria(
    p.acceptance.map((a) => a.text),
    checks,
    unclear,
  );
  if (unmet.length === 0) return {};
  return { unmet: unmet.map((u) => describeUnmet([u])), ...(onlyUnclear(unmet) ? { unclearOnly: true as const } : {}) };
}

/** Whether this attempt's acceptance was asked about already (a result is asked once per attempt). */
function askedThisAttempt(p: RunPhase, spawn: SpawnRecord): boolean {
  return (p.acceptanceAsks ?? []).some((a) => {
    const of = spawnById(p, a.of);
    return a.generation === p.generation && of !== null && of.role === spawn.role && of.cycle === spawn.cycle && of.attempt === spawn.attempt;
  });
}

/** Longest report text carried into a fix task as the finding of a FAIL without items. */
const MAX_REPORT_FINDING = 2000;

/** The whole report as one required finding (secrets redacted, bounded). */
function reportFinding(text: string): Finding {
  const body = redactSecrets(text.trim()).slice(0, MAX_REPORT_FINDING);
  return { severity: 'required', description: `The review did not pass; its report says:\n${body}` };
}

function failed(reason: string, extra: { fingerprint?: string | null; gateTail?: string | null; findings?: Finding[] } = {}): Fact {
  return {
    type: 'attempt-failed',
    phase: '',
    reason,
    fingerprint: extra.fingerprint ?? null,
    gateTail: extra.gateTail ?? null,
    findings: extra.findings ?? [],
  };
}

const describeGate = (g: GateRecord): string =>
  evidenceFailure(g) ??
  (g.state === 'timed-out' ? `gate \`${g.command}\` timed out after ${formatDuration(g.timeoutSeconds)}` : `gate \`${g.command}\` exited ${g.exitCode ?? '?'}`);

/** The in-flight gate's log, read: the finished fact, or null while it runs or was not run yet. */
export function gateFinishFact(g: GateRecord, p: RunPhase, state: RunState, obs: Observed, root?: string): Fact | null {
  const text = obs.files.get(g.logFile) ?? null;
  const reading = readGateLog(text, {
    startedAt: g.issuedAt,
    now: obs.now,
    timeoutSeconds: g.timeoutSeconds,
    graceSeconds: state.settings.graceSeconds,
  });
  // A log planted, linked, or written elsewhere is never a verdict: refused at once, never waited on.
  const problem = gateLogProblem(g, text, reading.ran, obs.fileFacts?.get(g.logFile), {
    workdir: gateFolder(root ?? state.cwd, g),
    real: root !== undefined || obs.realCwd === undefined ? undefined : gateFolder(obs.realCwd, g),
  });
  if (problem !== null) return escalationEvent(state, p, problem.reason, obs.now, problem.detail);
  // No log long after the gate's budget (the agent may run a wave's gates one after another,
  // so max-parallel budgets): it was not run as given (piped, shortened, or never).
  const budget = g.timeoutSeconds * Math.max(1, state.settings.maxParallel) + state.settings.graceSeconds;
  if (text === null && obs.now > g.issuedAt + budget * 1000) {
    const detail = `the log of gate \`${g.command}\` (${g.logFile}) never appeared within ${formatDuration(budget)}: the gate was not run as given, so there is no verdict`;
    return escalationEvent(state, p, 'gate-not-run', obs.now, detail);
  }
  if (text === null || reading.state === 'pending' || reading.state === 'running') return null;
  const verdict = gateVerdict(state, p, g, { ...reading, state: reading.state }, text);
  // A passing gate whose output names a passed test after a criterion witnesses it (lib/run/evidence/acceptance-witness.ts).
  const witnessed = verdict.state === 'passed' ? testWitnesses(p.acceptance.map((a) => a.text), text) : [];
  const { startedAt, endedAt } = reading.ran;
  return {
    type: 'gate-finished',
    actionId: g.actionId,
    exitCode: reading.exitCode,
    tail: reading.tail,
    fingerprint: verdict.state === 'failed' ? gateFingerprint(reading.tail) : '',
    ...verdict,
    ...(witnessed.length === 0 ? {} : { witnessed: witnessed.map((w) => ({ criterion: w.criterion, test: redactSecrets(w.test) })) }),
    ...(startedAt === null ? {} : { ranFrom: startedAt }),
    ...(endedAt === null || (startedAt !== null && endedAt < startedAt) ? {} : { ranTo: endedAt }),
  };
}

/** Where the current attempt's gates stand: a fact, 'next' (issue the next gate), 'wait', or 'done'. */
function gatesFact(p: RunPhase, state: RunState, obs: Observed): Fact | 'next' | 'wait' | 'done' {
  const last = gateById(p, p.currentGates.at(-1));
  if (last !== null) {
    if (last.state === 'pending' || last.state === 'running') return gateFinishFact(last, p, state, obs) ?? 'wait';
    if (last.state !== 'passed') {
      return failed(describeGate(last), { fingerprint: last.state === 'failed' ? gateFingerprint(last.tail) : null, gateTail: last.tail });
    }
  }
  const commands = p.kind === 'checkpoint' || p.handoff ? p.gateCommands : commandsFor(p);
  return p.currentGates.length < commands.length ? 'next' : 'done';
}

/** After a failed attempt: escalate when retrying cannot help or is used up; null = retry. */
function afterFailure(p: RunPhase, state: RunState, now: number): Fact | null {
  const mine = p.failures.filter((f) => f.generation === p.generation && f.role === p.role && f.cycle === p.cycle);
  const last = mine.at(-1);
  if (repeatsLastFailure(mine)) return escalationEvent(state, p, 'no-progress', now);
  if (p.attempt < maxAttempts(p)) return null;
  const gateFailure = last?.gateTail !== null && last?.gateTail !== undefined;
  return escalationEvent(state, p, gateFailure ? 'gate-retries-exhausted' : 'sub-agent-error', now);
}

function gateOnlyFact(p: RunPhase, state: RunState, obs: Observed): Fact | null {
  const g = gatesFact(p, state, obs);
  if (g === 'next' || g === 'wait') return null;
  if (g === 'done') return { type: 'phase-passed', phase: p.name, summary: p.handoff ? 'Done by hand (Escalate: true); gates passed.' : null, erosion: 'not-measured' };
  if (g.type === 'attempt-failed') {
    return escalationEvent(state, p, p.kind === 'checkpoint' ? 'checkpoint-failed' : 'gate-retries-exhausted', obs.now, g.reason, g.gateTail ?? undefined);
  }
  return g;
}

/** The scope check of an accepted DONE attempt: record what it changed; fail it for writes it may not make. */
function scopeFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | 'ok' | 'wait' {
  if (spawn.changed === null) {
    if (obs.changes === undefined) return 'ok';
    const seen = obs.changes.get(spawn.actionId);
    if (seen === undefined) return 'wait';
    if (!seen.known) return 'ok';
    const forbidden = isReadOnly(p) ? seen.changed : filesOutsideScope(seen.changed, p.role === 'fix' ? p.fixFiles : p.files);
    // What an ended child may still have written is its own, not this attempt's: it fails the final verification.
    const split = attributeToOrphans(state, spawn, forbidden);
    const rest = split.rest;
    const orphaned = [...split.orphaned, ...(seen.late ?? []).map((l) => ({ actionId: l.actionId, files: l.files }))];
    const own = orphaned.length === 0 ? seen.changed : seen.changed.filter((f) => !orphaned.some((o) => o.files.includes(f)));
    const assertions = recordedAssertions(state, own, obs.surface);
    if (assertions === 'wait') return 'wait';
    const edits = recordedEdits(own, obs.edits, spawn.actionId, gateNamedFiles(state));
    if (edits === 'wait') return 'wait';
    return {
      type: 'changes-recorded',
      actionId: spawn.actionId,
      changed: own,
      outside: rest,
      unattributed: seen.unattributed,
      ...(seen.unconfirmed === undefined || seen.unconfirmed.length === 0 ? {} : { unconfirmed: seen.unconfirmed }),
      ...(orphaned.length === 0 ? {} : { orphaned }),
      ...(assertions.length === 0 ? {} : { assertions }),
      ...(edits.length === 0 ? {} : { edits }),
    };
  }
  // An attempt-failed for this attempt is handled before this point, so this fails it once.
  if (spawn.outside.length === 0) return 'ok';
  const list = spawn.outside.slice(0, 20).join(', ') + (spawn.outside.length > 20 ? ` and ${spawn.outside.length - 20} more` : '');
  const since = p.role === 'work' || p.role === 'refactor' ? 'the phase started' : `this ${p.role} cycle started`;
  if (isReadOnly(p)) return failed(`a read-only ${p.role === 'review' ? 'review' : p.type} phase changed files: ${list} (changed since ${since}; revert them)`);
  if (state.settings.scope === 'fail') {
    // Only a later attempt can be looking at an earlier attempt's changes: never said on attempt 1.
    const earlier = spawn.attempt > 1 ? ', perhaps by an earlier attempt' : '';
    return failed(`changed files outside the phase's Files: scope: ${list} (changed since ${since}${earlier}; revert what does not belong to the phase)`);
  }
  return 'ok';
}

/** After the gates passed: the erosion check, a refactoring sub-phase when it flags, then the pass. */
function erosionFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | null {
  const policy = p.erosionPolicy ?? state.settings.erosion;
  const role = p.role === 'refactor' ? 'refactor' : 'work';
  const check = p.erosionChecks.find((c) => c.actionId === spawn.actionId);
  if (check === undefined && policy !== 'off' && obs.erosion !== undefined) {
    const seen = obs.erosion.get(spawn.actionId);
    if (seen === undefined) return null;
    return { type: 'erosion-measured', phase: p.name, check: { ...seen, actionId: spawn.actionId, role } };
  }
  if (check !== undefined && check.flagged && policy === 'refactor' && p.role === 'work') return { type: 'refactor-inserted', phase: p.name };
  const work = p.spawns.filter((s) => s.role === 'work' && s.outcome === 'accepted').at(-1);
  const summary = p.role === 'refactor' ? `${work?.summary ?? ''}\nRefactored: ${spawn.summary ?? ''}`.trim() : spawn.summary;
  const erosion = check === undefined || !check.measured ? 'not-measured' : check.flagged ? 'flagged' : 'ok';
  return { type: 'phase-passed', phase: p.name, summary, erosion, ...noChangesField(p, spawn) };
}

/** What happens after an accepted DONE result: read-only and scope checks, review verdict, gates, erosion, then pass. */
function doneFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | null {
  // A read-only phase fails on the changes the snapshot saw (scopeFact), never on its result's word.
  const scope = scopeFact(p, spawn, state, obs);
  if (scope === 'wait') return null;
  if (scope !== 'ok') return scope;
  // Strict on verdicts: DONE with a criterion not met (or not assessed) is not done. A result that
  // marked none not met but some not clearly is asked once (same attempt), never told "not met".
  const unmet = spawn.unmet ?? [];
  if (unmet.length > 0 && spawn.unclearOnly === true && !askedThisAttempt(p, spawn)) {
    return { type: 'acceptance-asked', phase: p.name, actionId: spawn.actionId, criteria: unmet };
  }
  if (unmet.length > 0) return failed(`acceptance criteria not met: ${unmet.join('; ')}`);
  if (p.role === 'review' && spawn.verdict === 'FAIL') {
    if (p.cycle >= MAX_REVIEW_CYCLES) return escalationEvent(state, p, 'review-cycles-exhausted', obs.now);
    return { type: 'review-found', phase: p.name, cycle: p.cycle, findings: spawn.findings };
  }
  const g = gatesFact(p, state, obs);
  if (g === 'next' || g === 'wait') return null;
  if (g !== 'done') return g;
  if (p.role === 'fix') return { type: 'fix-done', phase: p.name, cycle: p.cycle };
  if (p.type === 'impl') return erosionFact(p, spawn, state, obs);
  return { type: 'phase-passed', phase: p.name, summary: spawn.summary, erosion: 'not-measured' };
}

/** The next fact of an active phase, or null. */
export function phaseFact(p: RunPhase, state: RunState, obs: Observed): Fact | null {
  const fact = activeFact(p, state, obs);
  if (fact !== null && fact.type === 'attempt-failed') return { ...fact, phase: p.name };
  return fact;
}

function activeFact(p: RunPhase, state: RunState, obs: Observed): Fact | null {
  if (isGateOnly(p)) return gateOnlyFact(p, state, obs);
  if (p.escalate && p.attempt === 0 && p.currentSpawn === null) return escalationEvent(state, p, 'escalate-flag', obs.now);
  if (p.attemptFailed) return afterFailure(p, state, obs.now);
  const spawn = spawnById(p, p.currentSpawn);
  if (spawn === null) return null;
  if (spawn.outcome === null) {
    // A result planted before the spawn was issued, a link, a FIFO or a hard link is never its child's;
    // a child at work while run files it may not write changed fails its attempt, naming them.
    const refused = resultFileProblem(spawn, obs.fileFacts?.get(spawn.resultFile));
    const touched = obs.runFilesTouched?.get(spawn.actionId);
    if (refused !== null || touched !== undefined) {
      const problems = [...(refused === null ? [] : [`result-refused: ${refused}`]), ...(touched === undefined ? [] : [touched])];
      return { type: 'spawn-result', actionId: spawn.actionId, outcome: 'invalid', status: null, summary: null, findings: [], filesModified: [], verdict: null, problems };
    }
    const text = obs.files.get(spawn.resultFile);
    // A collector child's terminal state comes first: its result file is read only once agents_wait said `done`.
    const collected = usesCollectors(state) && spawn.collectorRunId !== undefined ? collectorFact(spawn, text) : 'read';
    if (collected !== null && collected !== 'read') return collected;
    if (collected === 'read' && text !== undefined && text !== null) return resultFact(p, spawn, text, obs.now);
    if (obs.now > spawnDeadline(spawn, state.settings.graceSeconds)) {
      return {
        type: 'spawn-result',
        actionId: spawn.actionId,
        outcome: 'timed-out',
        status: null,
        summary: null,
        findings: [],
        filesModified: [],
        verdict: null,
        problems: [],
      };
    }
    return null;
  }
  if (spawn.outcome === 'timed-out') {
    return failed(`the sub-agent wrote no result within its ${formatDuration(spawn.timeoutSeconds)} budget (timed out)`);
  }
  if (spawn.outcome === 'invalid') {
    const first = spawn.problems[0] ?? '';
    if (first.startsWith(`${RUN_FILE_CHANGED}:`) || first.startsWith(`${COLLECTOR_PROBLEM}:`)) return failed(first);
    return failed(`the result file is not a valid result: ${spawn.problems.join('; ')}`);
  }
  if (spawn.outcome === 'abandoned') return null;
  if (spawn.status === 'BLOCKED') return escalationEvent(state, p, 'sub-agent-blocked', obs.now);
  if (spawn.status === 'ERROR') return failed(`the sub-agent reported ERROR: ${spawn.summary ?? '(no summary)'}`);
  return doneFact(p, spawn, state, obs);
}
