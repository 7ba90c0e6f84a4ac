// Evidence-typed gate verdicts in the run (docs/design.md#gates): a finished gate whose exit
// code says pass but whose output says nothing was tested fails as `no-tests-ran`; an impl
// phase whose passing attempt changed no file is passed with a `no-changes` warning.

import { noTestsRan, noTestsRanReason } from '../gate/evidence.js';
import type { GateLogReading } from '../gate/log.js';
import { redactSecrets } from '../secrets/index.js';
import type { GateEvidenceRecord, GateFailureReason, GateRecord, RunPhase, SpawnRecord } from '../schema/run.js';

export interface GateVerdict {
  state: 'passed' | 'failed' | 'timed-out';
  reason?: GateFailureReason;
  evidence?: GateEvidenceRecord;
}

/** The argv the gate was validated as (null: a Shell-Gate, or a command the phase no longer lists). */
function argvOf(p: RunPhase, g: GateRecord): readonly string[] | null {
  return [...p.gateCommands, ...p.fixGateCommands].find((c) => c.command === g.command)?.argv ?? null;
}

/**
 * The verdict of a finished gate: the log's exit state, except that exit 0 (or the runner's own
 * "no tests" exit code, pytest's 5) with output showing no test ran fails with reason `no-tests-ran`.
 */
export function gateVerdict(p: RunPhase, g: GateRecord, reading: GateLogReading & { state: GateVerdict['state'] }, text: string): GateVerdict {
  if (reading.state === 'timed-out') return { state: reading.state };
  const none = noTestsRan(text, reading.exitCode, argvOf(p, g));
  if (none === null) return { state: reading.state };
  // The line is quoted in events, retry tasks and escalations: redacted like the tail.
  return { state: 'failed', reason: 'no-tests-ran', evidence: { runner: none.runner, line: none.line === null ? null : redactSecrets(none.line) } };
}

/** The attempt's failure reason for a gate that failed on its evidence; null for an ordinary failure. */
export function evidenceFailure(g: GateRecord): string | null {
  if (g.reason !== 'no-tests-ran') return null;
  return noTestsRanReason(g.command, g.exitCode, g.evidence ?? { runner: null, line: null });
}

/**
 * `{noChanges: true}` when an impl phase's passing work attempt is known to have changed no file;
 * else `{}`. Files changed alongside it that no result claimed may be its own (a sloppy result
 * lists no filesModified): then it is not known to have changed nothing. Neither is a phase
 * scoped to `.openforge/`, which the snapshot does not see.
 */
export function noChangesField(p: RunPhase, spawn: SpawnRecord): { noChanges?: true } {
  const unclaimed = spawn.unattributed?.length ?? 0;
  // A phase that may write only under `.openforge/` (the draft's planner writes the PRD there)
  // works where the tree snapshot does not look: it is not known to have changed nothing.
  if (p.files.length > 0 && p.files.every((f) => f.startsWith('.openforge/'))) return {};
  return p.type === 'impl' && spawn.role === 'work' && spawn.changed !== null && spawn.changed.length === 0 && unclaimed === 0 ? { noChanges: true } : {};
}
