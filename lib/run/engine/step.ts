// One phase's next fact: given what the phase has done and what the files now say,
// the single event that follows (a result read, a gate finished, an attempt failed, a
// retry exhausted, the phase passed), or null when the phase waits or needs an action.

import { gateFingerprint } from '../../gate/fingerprint.js';
import { spawnDeadline } from './deadlines.js';
import { repeatsLastFailure } from './repeated-failure.js';
import { readGateLog } from '../../gate/log.js';
import { gateLogProblem } from '../evidence/run-files.js';
import { gateFolder } from '../model/keys.js';
import { collectorFact, usesCollectors } from '../host/collectors.js';
import type { Finding } from '../../schema/result.js';
import type { AttemptFailure, GateRecord, RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { redactSecrets } from '../../secrets/index.js';
import { filesOutsideScope } from '../../snapshot/scope.js';
import { MAX_REVIEW_CYCLES } from '../../task/index.js';
import { testWitnesses } from '../evidence/acceptance-witness.js';
import { escalationEvent } from '../model/escalate.js';
import { attributeToOrphans } from '../evidence/orphans.js';
import { gateVerdict, noChangesField } from '../evidence/gate-evidence.js';
import type { ChangeObservation, Fact, Observed } from '../model/observed.js';
import { emptyResult, intrudedResult } from './unread-result.js';
import { resultFact } from './result-fact.js';
import { commandsFor, gateById, isGateOnly, isReadOnly, maxAttempts, spawnById } from '../model/phase-lookup.js';
import { recordedAssertions, recordedEdits } from '../evidence/surface-assertions.js';
import { gateNamedFiles } from '../evidence/gate-named.js';

/** Whether this attempt's acceptance was asked about already (a result is asked once per attempt). */
function askedThisAttempt(p: RunPhase, spawn: SpawnRecord): boolean {
  return (p.acceptanceAsks ?? []).some((a) => {
    const of = spawnById(p, a.of);
    return a.generation === p.generation && of !== null && of.role === spawn.role && of.cycle === spawn.cycle && of.attempt === spawn.attempt;
  });
}

function failed(failure: AttemptFailure, extra: { fingerprint?: string | null; gateTail?: string | null; findings?: Finding[] } = {}): Fact {
  return {
    type: 'attempt-failed',
    phase: '',
    failure,
    fingerprint: extra.fingerprint ?? null,
    gateTail: extra.gateTail ?? null,
    findings: extra.findings ?? [],
  };
}

/** Why a finished gate failed the attempt: on its evidence, its timeout, or its exit code. */
function gateFailure(g: GateRecord): AttemptFailure {
  if (g.reason !== undefined) return { code: 'gate-evidence', command: g.command, exitCode: g.exitCode, reason: g.reason, evidence: g.evidence ?? { runner: null, line: null } };
  if (g.state === 'timed-out') return { code: 'gate-timed-out', command: g.command, timeoutSeconds: g.timeoutSeconds };
  return { code: 'gate-failed', command: g.command, exitCode: g.exitCode };
}

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
  if (problem !== null) return escalationEvent(state, p, problem.reason, obs.now, { gateLog: problem.fault });
  // No log long after the gate's budget (the agent may run a wave's gates one after another,
  // so max-parallel budgets): it was not run as given (piped, shortened, or never).
  const budget = g.timeoutSeconds * Math.max(1, state.settings.maxParallel) + state.settings.graceSeconds;
  if (text === null && obs.now > g.issuedAt + budget * 1000) {
    return escalationEvent(state, p, 'gate-not-run', obs.now, { gate: { command: g.command, logFile: g.logFile, waitedSeconds: budget } });
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
      return failed(gateFailure(last), { fingerprint: last.state === 'failed' ? gateFingerprint(last.tail) : null, gateTail: last.tail });
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
  if (g === 'done') return { type: 'phase-passed', phase: p.name, summary: null, erosion: 'not-measured' };
  if (g.type === 'attempt-failed') {
    return escalationEvent(state, p, p.kind === 'checkpoint' ? 'checkpoint-failed' : 'gate-retries-exhausted', obs.now, { failure: g.failure }, g.gateTail ?? undefined);
  }
  return g;
}

/** The scope check of an accepted DONE attempt: record what it changed; fail it for writes it may not make. */
/** The files a child was seen changing split by whose they are: this attempt's own, the ones outside its scope, and ended children's. */
function attributedChanges(p: RunPhase, spawn: SpawnRecord, state: RunState, seen: Extract<ChangeObservation, { known: true }>): { own: string[]; outside: string[]; orphaned: { actionId: string; files: string[] }[] } {
  const forbidden = isReadOnly(p) ? seen.changed : filesOutsideScope(seen.changed, p.role === 'fix' ? p.fixFiles : p.files);
  // What an ended child may still have written is its own, not this attempt's: it fails the final verification.
  const split = attributeToOrphans(state, spawn, forbidden);
  const orphaned = [...split.orphaned, ...(seen.late ?? []).map((l) => ({ actionId: l.actionId, files: l.files }))];
  const own = orphaned.length === 0 ? seen.changed : seen.changed.filter((f) => !orphaned.some((o) => o.files.includes(f)));
  return { own, outside: split.rest, orphaned };
}

/** The `changes-recorded` fact of an attempt once the snapshot saw its changes: 'ok' when none can be known, 'wait' until they and their records are read. */
function changesFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | 'ok' | 'wait' {
  if (obs.changes === undefined) return 'ok';
  const seen = obs.changes.get(spawn.actionId);
  if (seen === undefined) return 'wait';
  if (!seen.known) return 'ok';
  const { own, outside, orphaned } = attributedChanges(p, spawn, state, seen);
  const assertions = recordedAssertions(state, own, obs.surface);
  if (assertions === 'wait') return 'wait';
  const edits = recordedEdits(own, obs.edits, spawn.actionId, gateNamedFiles(state));
  if (edits === 'wait') return 'wait';
  return {
    type: 'changes-recorded',
    actionId: spawn.actionId,
    changed: own,
    outside,
    unattributed: seen.unattributed,
    ...(seen.unconfirmed === undefined || seen.unconfirmed.length === 0 ? {} : { unconfirmed: seen.unconfirmed }),
    ...(orphaned.length === 0 ? {} : { orphaned }),
    ...(assertions.length === 0 ? {} : { assertions }),
    ...(edits.length === 0 ? {} : { edits }),
  };
}

/** The failure of an attempt that changed files it may not: any at all in a read-only phase, outside its scope when the run fails on that. */
function outsideScopeFailure(p: RunPhase, spawn: SpawnRecord, state: RunState): Fact | 'ok' {
  if (spawn.outside.length === 0) return 'ok';
  const changed = { files: spawn.outside.slice(0, 20), more: Math.max(0, spawn.outside.length - 20), role: p.role };
  if (isReadOnly(p)) return failed({ code: 'read-only-changed', ...changed, phaseType: p.type });
  if (state.settings.scope !== 'fail') return 'ok';
  // Only a later attempt can be looking at an earlier attempt's changes.
  return failed({ code: 'outside-scope', ...changed, earlier: spawn.attempt > 1 });
}

function scopeFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | 'ok' | 'wait' {
  if (spawn.changed === null) return changesFact(p, spawn, state, obs);
  // An attempt-failed for this attempt is handled before this point, so this fails it once.
  return outsideScopeFailure(p, spawn, state);
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
  if (unmet.length > 0) return failed({ code: 'acceptance-unmet', criteria: unmet });
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

/** The next fact of a spawn in flight: its result refused, read (once a collector says it is done), or timed out; null while it works. */
function inFlightFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | null {
  const intruded = intrudedResult(spawn, obs);
  if (intruded !== null) return intruded;
  const text = obs.files.get(spawn.resultFile);
  // A collector child's terminal state comes first: its result file is read only once agents_wait said `done`.
  const collected = usesCollectors(state) && spawn.collectorRunId !== undefined ? collectorFact(spawn, text) : 'read';
  if (collected !== null && collected !== 'read') return collected;
  if (collected === 'read' && text !== undefined && text !== null) return resultFact(p, spawn, text, obs.now);
  return obs.now > spawnDeadline(spawn, state.settings.graceSeconds) ? emptyResult(spawn, 'timed-out', []) : null;
}


/** The next fact once a spawn's result is settled: its failure, its escalation, or what its work is worth. */
function settledSpawnFact(p: RunPhase, spawn: SpawnRecord, state: RunState, obs: Observed): Fact | null {
  if (spawn.outcome === 'timed-out') {
    return failed({ code: 'timed-out', timeoutSeconds: spawn.timeoutSeconds });
  }
  if (spawn.outcome === 'invalid') return failed({ code: 'invalid-result', problems: spawn.problems });
  if (spawn.outcome === 'abandoned') return null;
  if (spawn.status === 'BLOCKED') return escalationEvent(state, p, 'sub-agent-blocked', obs.now);
  if (spawn.status === 'ERROR') return failed({ code: 'error-reported', summary: spawn.summary });
  return doneFact(p, spawn, state, obs);
}

function activeFact(p: RunPhase, state: RunState, obs: Observed): Fact | null {
  if (isGateOnly(p)) return gateOnlyFact(p, state, obs);
  if (p.escalate && p.attempt === 0 && p.currentSpawn === null) return escalationEvent(state, p, 'escalate-flag', obs.now);
  if (p.attemptFailed) return afterFailure(p, state, obs.now);
  const spawn = spawnById(p, p.currentSpawn);
  if (spawn === null) return null;
  return spawn.outcome === null ? inFlightFact(p, spawn, state, obs) : settledSpawnFact(p, spawn, state, obs);
}
