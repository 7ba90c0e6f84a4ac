// Who may change the run directory between two commands (docs/design.md#run-state): the child
// of a spawn in flight writes its own result, the agent's exec writes a gate's log while the
// gate runs (a phase's, the baseline's, the final verification's, or one on the old code), the
// agent writes a reject note. Everything else under `.openforge/runs/<run>/` is OpenForge's,
// written inside its own commands: a result already read, a task file, a finished gate's log,
// the baselines, the summary, a file nobody issued. The shell lists the run directory after each
// command and again before the next one (lib/io/run-store/run-files-ledger.ts); what differs and
// is not an honest write fails the attempt of every child at work meanwhile
// (`run-file-changed`), naming the files. Pure.

import type { RunState, SpawnProblem, SpawnRecord } from '../../schema/run.js';
import { taskFileFor } from '../model/keys.js';

/** Run-directory entries (relative, `/`-separated) and their fingerprints (kind, inode, size, status-change time). */
export type RunFileListing = Readonly<Record<string, string>>;

export interface RunFileChange {
  /** The file's full path. */
  path: string;
  how: 'created' | 'changed' | 'removed';
}

export interface RunFileIntrusion {
  /** The changes no honest writer made, in path order. */
  changes: RunFileChange[];
  /** The spawns in flight when the changes were found: the children that may have made them. */
  blamed: string[];
}

/** The reason code of an attempt that changed run files. */
export const RUN_FILE_CHANGED = 'run-file-changed' as const;

/** Outcomes after which a spawn's result file is never read again, so its own child may still be writing it. */
const UNREAD: ReadonlySet<SpawnRecord['outcome']> = new Set([null, 'timed-out', 'abandoned', 'limited', 'not-started']);

const relativeTo = (runDir: string, path: string): string | null => (path.startsWith(`${runDir}/`) ? path.slice(runDir.length + 1) : null);

/** Whether the spawn's result file is still its own child's to write: not read (in flight, timed out, reissued), or failed for run files before it arrived. */
function resultStillOpen(s: SpawnRecord): boolean {
  if (UNREAD.has(s.outcome)) return true;
  return changedRunFiles(s);
}

/** The spawns now in flight (issued, no result read): the children at work. */
export function spawnsInFlight(state: RunState): string[] {
  return state.phases.flatMap((p) => p.spawns.filter((s) => s.outcome === null).map((s) => s.actionId));
}

/** Every gate of the run: the phases', the baseline's, the final verification's and the old code's. */
const allGates = (state: RunState): RunState['phases'][number]['gates'] => [
  ...state.phases.flatMap((p) => p.gates),
  ...(state.baseline?.gates ?? []),
  ...(state.verification?.gates ?? []),
  ...(state.oldCode?.gates ?? []),
];

/** The run files (relative) someone other than OpenForge may honestly write right now. */
function openRunFiles(state: RunState): Set<string> {
  const runDir = state.runDir;
  const open = new Set<string>();
  const add = (rel: string | null): void => {
    if (rel !== null) open.add(rel);
  };
  for (const s of state.phases.flatMap((p) => p.spawns)) {
    if (resultStillOpen(s)) add(relativeTo(runDir, s.resultFile));
    // A usage exec asked and not yet read writes its log while the next child may be at work (a retry's spawn in the same report).
    if (s.usageLog !== undefined && s.usage === undefined) add(relativeTo(runDir, s.usageLog.file));
  }
  for (const g of allGates(state)) {
    if (g.state === 'pending' || g.state === 'running') add(relativeTo(runDir, g.logFile));
  }
  return open;
}

/** Files OpenForge itself creates: a command interrupted before it listed the run files leaves them new. */
function ownNewFiles(state: RunState): Set<string> {
  const runDir = state.runDir;
  const own = new Set<string>();
  for (const s of state.phases.flatMap((p) => p.spawns)) {
    const rel = relativeTo(runDir, taskFileFor(runDir, s.resultFile));
    if (rel !== null) own.add(rel);
  }
  if (state.status === 'completed') own.add('summary.md');
  return own;
}

/** How one entry differs between two listings; null when it does not, or when only a directory came or went (what it held is listed file by file). */
function entryChange(was: string | undefined, is: string | undefined): RunFileChange['how'] | null {
  if (was === is) return null;
  if ((was === 'd' || was === undefined) && (is === 'd' || is === undefined)) return null;
  return was === undefined ? 'created' : is === undefined ? 'removed' : 'changed';
}

/** The writes that are nobody's intrusion: an open file, the agent's notes, a directory, or a file OpenForge creates. */
interface HonestWrites {
  open: ReadonlySet<string>;
  ownNew: ReadonlySet<string>;
}

function isHonestWrite(w: HonestWrites, rel: string, how: RunFileChange['how'], fingerprint: string | undefined): boolean {
  if (w.open.has(rel) || rel.startsWith('notes/') || rel === 'notes' || fingerprint === 'd') return true;
  return how === 'created' && (w.ownNew.has(rel) || rel.startsWith('baseline/'));
}

/**
 * The changes between `before` (as OpenForge left the run directory) and `now` that no honest
 * writer made, and the spawns in flight to hold them against.
 */
export function runFileIntrusion(state: RunState, before: RunFileListing, now: RunFileListing): RunFileIntrusion {
  const honest: HonestWrites = { open: openRunFiles(state), ownNew: ownNewFiles(state) };
  const changes: RunFileChange[] = [];
  for (const rel of [...new Set([...Object.keys(before), ...Object.keys(now)])].sort()) {
    const how = entryChange(before[rel], now[rel]);
    if (how === null || isHonestWrite(honest, rel, how, how === 'removed' ? before[rel] : now[rel])) continue;
    changes.push({ path: `${state.runDir}/${rel}`, how });
  }
  return { changes, blamed: changes.length === 0 ? [] : spawnsInFlight(state) };
}

/** At most this many files are named in one problem. */
const NAMED = 10;

/** The problem of an attempt that fails for the run files changed while it was at work: up to NAMED files, with how each changed. */
export function runFileChangedProblem(changes: readonly RunFileChange[]): Extract<SpawnProblem, { code: 'run-file-changed' }> {
  return { code: RUN_FILE_CHANGED, changes: changes.slice(0, NAMED).map((c) => ({ path: c.path, how: c.how })), more: Math.max(0, changes.length - NAMED) };
}

/** Whether the spawn's result was failed for run files changed while its child was at work (an older log's by its sentence). */
export function changedRunFiles(s: Pick<SpawnRecord, 'outcome' | 'problems'>): boolean {
  const first = s.problems[0];
  if (s.outcome !== 'invalid' || first === undefined) return false;
  return first.code === RUN_FILE_CHANGED || (first.code === 'text' && first.text.startsWith(`${RUN_FILE_CHANGED}:`));
}
