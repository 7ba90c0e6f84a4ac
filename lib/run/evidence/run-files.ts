// Whether a result file or a gate log the shell read may be trusted as the one its action
// wrote (docs/design.md#run-state): not planted before the action was issued, not a link or
// a device, and, for a gate log, created by the exec command OpenForge printed, in the
// working directory it names. Pure: the shell reports what it saw of each file (FileFact).

import type { GateRan } from '../../gate/log.js';
import { GATE_CWD_MARKER } from '../../gate/marker.js';
import type { GateRecord, SpawnRecord } from '../../schema/run.js';
import { formatDuration } from '../../text/duration.js';
import type { FileFact } from '../model/observed.js';

/**
 * How far before `notBefore` a file's creation time may be and still count as after it: file
 * systems stamp with a coarse clock (a tick or two behind the process clock).
 */
export const CREATION_SLACK_MS = 2000;

/** Why a file cannot be the action's own (it was refused, or created before the action was issued), or null. */
export function untrustedFile(path: string, fact: FileFact | undefined, notBefore: number | undefined): string | null {
  if (fact === undefined) return null;
  if ('refused' in fact) return fact.refused;
  if (notBefore !== undefined && fact.createdMs < notBefore - CREATION_SLACK_MS) {
    const early = Math.round((notBefore - fact.createdMs) / 1000);
    return `${path} was created ${formatDuration(early)} before its action was issued, so the action did not write it; it is never read.`;
  }
  return null;
}

/** A reason code and the sentence that names the file. */
export interface GateLogProblem {
  reason: 'gate-log-refused' | 'gate-wrong-dir';
  detail: string;
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
  if (untrusted !== null) return { reason: 'gate-log-refused', detail: `the log of gate \`${g.command}\` is refused: ${untrusted}` };
  if (text === null || g.notBefore === undefined) return null;
  if (!ran.header) {
    if (headerPending(text)) return null;
    return {
      reason: 'gate-log-refused',
      detail:
        `the log of gate \`${g.command}\` (${g.logFile}) does not begin with the lines OpenForge's exec command writes ` +
        `(\`${GATE_CWD_MARKER}\` and \`openforge-start=\`): something other than the printed exec command wrote it, so it gives no verdict`,
    };
  }
  if (ran.cwd !== workdirs.workdir && ran.cwd !== workdirs.real) {
    return {
      reason: 'gate-wrong-dir',
      detail: `gate \`${g.command}\` ran in ${ran.cwd ?? '(unknown)'}, not in its workdir ${workdirs.workdir}: a log from another directory is no verdict for this project`,
    };
  }
  if (ran.moved === true) return { reason: 'gate-wrong-dir', detail: movedDetail(g) };
  return null;
}

/** The refusal of the exec command's pin check, naming what it checked. */
function movedDetail(g: Pick<GateRecord, 'command' | 'pins' | 'workdirReal'>): string {
  const named = (g.pins ?? []).map((p) => (p.kind === 'absent' ? `\`${p.path}\` (not there yet, to be made in ${p.real})` : `\`${p.path}\` → ${p.real}`));
  const all = [...(g.workdirReal === undefined ? [] : [`the Workdir → ${g.workdirReal}`]), ...named].join(', ');
  return (
    `gate \`${g.command}\` was not run: right before it ran, a path it names no longer resolved as when it was issued (${all}); ` +
    'a link was planted or swapped after the check. Expected the same real paths: look for the link a sub-agent made in those places, remove it, then resume the run'
  );
}

/** Why a spawn's result file is not its own child's, or null. */
export function resultFileProblem(spawn: Pick<SpawnRecord, 'resultFile' | 'notBefore'>, fact: FileFact | undefined): string | null {
  return untrustedFile(spawn.resultFile, fact, spawn.notBefore);
}
