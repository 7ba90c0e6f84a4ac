// Late edits (docs/design.md#final-verification): the shell keeps the tree as it was at the last
// look (every attempt's diff, every phase start, the final verification). A file changed since
// then that no attempt still at work could have made was written by a child after its attempt
// ended (it kept writing after its result, or it was orphaned), or by nobody the run knows of.
// Such changes are recorded (`lateChanges`) and halt the final verification before any gate. Pure.

import type { RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { filesOutsideScope } from '../../snapshot/scope.js';
import type { LateFound } from '../model/observed.js';

/** Globs → does the scope cover `file`? An empty list declares no scope: it covers every file. */
const covers = (globs: readonly string[], file: string): boolean => globs.length === 0 || filesOutsideScope([file], globs).length === 0;

/** Whether `p`'s spawn in `role` may write `file`: impl work and refactors in `Files:`, fixes in `Fix-Files:`; read-only roles nothing. */
export function roleCovers(p: RunPhase, role: SpawnRecord['role'], file: string): boolean {
  if (role === 'fix') return covers(p.fixFiles, file);
  if (role === 'review') return false;
  return p.type === 'impl' && covers(p.files, file);
}

/** A spawn still at work: no result read yet, or a result read whose diff is not recorded yet. */
export const inFlight = (s: SpawnRecord): boolean => s.outcome === null || (s.outcome === 'accepted' && s.changed === null);

/** The latest spawn of `p`, when its attempt ended before `now` (its diff recorded in an earlier command, or it ended without one). */
export function endedBefore(p: RunPhase, now: number): SpawnRecord | null {
  const s = p.spawns.at(-1);
  if (s === undefined || inFlight(s)) return null;
  const at = s.changedAt ?? s.finishedAt ?? s.issuedAt;
  return at < now ? s : null;
}

const ORPHANED: ReadonlySet<SpawnRecord['outcome']> = new Set(['timed-out', 'abandoned']);

/** The ended spawn whose role's scope covers `file`: a child the events say may live on (timed out, abandoned) first, then the most recent. */
function suspectOf(state: RunState, file: string): { actionId: string; phase: string } | null {
  const rank = (s: SpawnRecord): number => (ORPHANED.has(s.outcome) ? 1 : 0);
  const ended = state.phases
    .filter((p) => p.kind === 'agent')
    .flatMap((p) => p.spawns.filter((s) => !inFlight(s)).map((s) => ({ p, s })))
    .sort((a, b) => rank(b.s) - rank(a.s) || (b.s.finishedAt ?? b.s.issuedAt) - (a.s.finishedAt ?? a.s.issuedAt));
  const hit = ended.find(({ p, s }) => roleCovers(p, s.role, file));
  return hit === undefined ? null : { actionId: hit.s.actionId, phase: hit.p.name };
}

/** Group files by their suspect, in the order first met. */
function bySuspect(state: RunState, files: readonly string[]): LateFound[] {
  const out: LateFound[] = [];
  for (const file of files) {
    const who = suspectOf(state, file) ?? { actionId: '', phase: '' };
    const entry = out.find((o) => o.actionId === who.actionId);
    if (entry === undefined) out.push({ ...who, files: [file] });
    else entry.files.push(file);
  }
  return out;
}

/**
 * The late changes a look at the tree finds among `sinceSeen` (the files changed since the last
 * look): those no attempt at work may write (nor one whose diff this command recorded). A file in no scope at all is left to the attempts
 * at work when there are any (their own diffs hold it against them); with none at work, every
 * change since the last look is late.
 */
export function lateFromLook(state: RunState, sinceSeen: readonly string[], now: number): LateFound[] {
  // Before any child ran, nothing is a child's: what changed is the test baseline's gates' own
  // output (a Cargo.lock that `cargo test` writes); the first spawn's snapshot starts every check.
  if (state.spawnCount === 0) return [];
  // An attempt whose diff was recorded in this very command saw the same tree: what it changed is not late.
  const atWork = (s: SpawnRecord): boolean => inFlight(s) || s.changedAt === now;
  const running = state.phases.filter((p) => p.kind === 'agent').flatMap((p) => p.spawns.filter(atWork).map((s) => ({ p, s })));
  const judged = new Set(running.flatMap(({ s }) => (s.changedAt === now ? [...(s.changed ?? []), ...(s.unattributed ?? [])] : [])));
  const late = sinceSeen.filter((file) => {
    if (judged.has(file)) return false;
    if (running.some(({ p, s }) => roleCovers(p, s.role, file))) return false;
    return running.length === 0 || suspectOf(state, file) !== null;
  });
  return bySuspect(state, late);
}

/** A look of this very command already recorded what it found (the engine derives facts over several passes). */
export function lookedAt(state: RunState, now: number): boolean {
  return state.lateChanges?.changes.some((c) => c.look === true && c.at === now) === true;
}
