// Whether a result file or a gate log the shell read may be trusted as the one its action
// wrote (docs/design.md#run-state): not planted before the action was issued, not a link or
// a device, and, for a gate log, created by the exec command OpenForge printed, in the
// working directory it names. Pure: the shell reports what it saw of each file (FileFact).

import type { GateRan } from '../../gate/log.js';
import { GATE_CWD_MARKER } from '../../gate/marker.js';
import type { FileRefusal, GateLogFault, GateRecord, SpawnProblem, SpawnRecord } from '../../schema/run.js';
import type { FileFact } from '../model/observed.js';

/**
 * How far before `notBefore` a file's creation time may be and still count as after it: file
 * systems stamp with a coarse clock (a tick or two behind the process clock).
 */
export const CREATION_SLACK_MS = 2000;

/** Why a file cannot be the action's own (the shell refused it, or it was created before the action was issued), or null. */
export function untrustedFile(path: string, fact: FileFact | undefined, notBefore: number | undefined): FileRefusal | null {
  if (fact === undefined) return null;
  if ('refused' in fact) return fact.refused;
  if (notBefore !== undefined && fact.createdMs < notBefore - CREATION_SLACK_MS) {
    return { code: 'created-early', path, seconds: Math.round((notBefore - fact.createdMs) / 1000) };
  }
  return null;
}

/** A reason code and why the log gives no verdict (worded by the reason's record). */
export interface GateLogProblem {
  reason: 'gate-log-refused' | 'gate-wrong-dir';
  fault: GateLogFault;
}

/** True while the exec command is still writing its first line (the log is read a moment after it was created). */
const headerPending = (text: string): boolean => !text.includes('\n') && (GATE_CWD_MARKER.startsWith(text) || text.startsWith(GATE_CWD_MARKER));

/**
 * Why a gate's log is not the one its exec command wrote (`gate-log-refused`), or was written
 * in another directory than the gate's workdir (`gate-wrong-dir`); null when it may be read.
 * A log whose gate was issued with a clock (`notBefore`, every gate of this version) must
 * begin with the exec command's own lines; older runs' logs are read as before.
 */
export function gateLogProblem(
  g: Pick<GateRecord, 'logFile' | 'command' | 'notBefore' | 'pins' | 'workdirReal'>,
  text: string | null,
  ran: GateRan,
  fact: FileFact | undefined,
  workdirs: { workdir: string; real?: string | undefined },
): GateLogProblem | null {
  const untrusted = untrustedFile(g.logFile, fact, g.notBefore);
  const command = g.command;
  if (untrusted !== null) return { reason: 'gate-log-refused', fault: { code: 'untrusted', command, why: untrusted } };
  if (text === null || g.notBefore === undefined) return null;
  if (!ran.header) return headerPending(text) ? null : { reason: 'gate-log-refused', fault: { code: 'no-header', command, logFile: g.logFile } };
  if (ran.cwd !== workdirs.workdir && ran.cwd !== workdirs.real) return { reason: 'gate-wrong-dir', fault: { code: 'elsewhere', command, cwd: ran.cwd ?? null, workdir: workdirs.workdir } };
  if (ran.moved === true) return { reason: 'gate-wrong-dir', fault: { code: 'moved', command, pins: g.pins ?? [], ...(g.workdirReal === undefined ? {} : { workdirReal: g.workdirReal }) } };
  return null;
}

/** Why a spawn's result file is not its own child's, as the spawn's problem, or null. */
export function resultFileProblem(spawn: Pick<SpawnRecord, 'resultFile' | 'notBefore'>, fact: FileFact | undefined): SpawnProblem | null {
  const why = untrustedFile(spawn.resultFile, fact, spawn.notBefore);
  if (why === null) return null;
  return typeof why === 'string' ? { code: 'result-refused', why } : why;
}
