// Who changed what (docs/design.md#autonomy-and-scope): the snapshot decides, never a claim.
// An attempt's changed files (the tree's diff since its scope baseline) are judged against the
// write scopes of every agent phase at work meanwhile: a file inside exactly one running scope
// belongs to that phase; a file inside none is held against every attempt that could have
// written it (each one's own diff shows it); a result's `filesModified` only splits a file that
// several running scopes cover, and a claim the snapshot does not bear out is a note. Pure.

import { parseResultFile } from '../../result/index.js';
import type { RunPhase, RunState } from '../../schema/run.js';
import { attributeChanges } from '../../snapshot/index.js';
import { endedBefore, roleCovers } from '../evidence/late-changes.js';
import type { LateFound } from '../model/observed.js';
import type { ChangeObservation, TreeChanges } from '../model/observed.js';
import { spawnById } from '../model/phase-lookup.js';

/** Whether a sibling phase may have written `file` with any role it had since `since`. */
function siblingCovers(p: RunPhase, since: number, file: string): boolean {
  const roles = new Set(p.spawns.filter((s) => s.finishedAt === null || s.finishedAt > since).map((s) => s.role));
  roles.add(p.role);
  return [...roles].some((role) => roleCovers(p, role, file));
}

/** The files the current spawn of `p` claims (from its result, read in this call when not folded yet). */
function claimOf(p: RunPhase, files: ReadonlyMap<string, string | null>): string[] {
  const spawn = spawnById(p, p.currentSpawn);
  if (spawn === null) return [];
  const text = files.get(spawn.resultFile) ?? null;
  if (spawn.outcome === null && text !== null) return parseResultFile(text).envelope?.filesModified ?? [];
  return spawn.filesModified;
}

/**
 * Other agent phases at work at some point after this phase started (its baselines are later).
 * One that finished the instant this one started (the same command passed it and started this
 * one) did its work before this phase's baseline: not a sibling.
 */
const siblingsOf = (state: RunState, phaseName: string, since: number): RunPhase[] =>
  state.phases.filter((p) => p.kind === 'agent' && p.name !== phaseName && p.startedAt !== null && (p.finishedAt === null || p.finishedAt > since));

/** Another phase's file, changed since the last look although that phase's attempt had ended: its child wrote late; noted in `late`. */
function noteLateFile(state: RunState, others: readonly string[], file: string, now: number, late: LateFound[]): void {
  const ended = others.map((name) => state.phases.find((p) => p.name === name)).map((p) => (p === undefined ? null : { p, s: endedBefore(p, now) }));
  const first = ended[0];
  if (first?.s == null || !ended.every((e) => e?.s != null)) return;
  const writer = first.s;
  const entry = late.find((l) => l.actionId === writer.actionId);
  if (entry === undefined) late.push({ actionId: writer.actionId, phase: first.p.name, files: [file] });
  else entry.files.push(file);
}

/** Claimed paths the snapshot does not give the phase: claimed but unchanged, or changed but given to no one or another phase. */
function unconfirmedOf(claimed: ReturnType<typeof attributeChanges>, phaseName: string, changed: readonly string[], unattributed: readonly string[]): string[] {
  const own = new Set(changed);
  return [
    ...(claimed.claimedUnchanged.find((c) => c.phase === phaseName)?.files ?? []),
    ...(claimed.byPhase.find((b) => b.phase === phaseName)?.files ?? []).filter((f) => !own.has(f) && !unattributed.includes(f)),
  ].sort();
}

/**
 * The files `phaseName`'s current spawn answers for, from the tree's changes since its baseline:
 * alone, all of them; while other agent phases were at work too, those inside its own write
 * scope (a file several running scopes cover goes to the phases whose results claim it, else it
 * is unattributed) and those inside no running scope at all. Files inside another running
 * phase's scope are that phase's. Claimed paths the snapshot does not give it are `unconfirmed`.
 */
export function attributeTreeChanges(state: RunState, phaseName: string, seen: TreeChanges, files: ReadonlyMap<string, string | null>, now: number): ChangeObservation {
  if (!seen.known) return seen;
  const phase = state.phases.find((p) => p.name === phaseName);
  if (phase === undefined) return { known: true, changed: seen.changed, unattributed: [] };
  const since = phase.startedAt ?? 0;
  const role = spawnById(phase, phase.currentSpawn)?.role ?? phase.role;
  const siblings = siblingsOf(state, phaseName, since);
  const claims = [phase, ...siblings].map((p) => ({ phase: p.name, filesModified: claimOf(p, files) }));
  const claimed = attributeChanges(seen.changed, claims, state.cwd);
  const claimants = (file: string): string[] => claimed.byPhase.filter((b) => b.files.includes(file)).map((b) => b.phase);
  const changed: string[] = [];
  const unattributed: string[] = [];
  const sinceSeen = new Set(seen.sinceSeen ?? []);
  const late: LateFound[] = [];
  for (const file of [...new Set(seen.changed)]) {
    const others = siblings.filter((s) => siblingCovers(s, since, file)).map((s) => s.name);
    // Inside no running scope: every attempt that could have made it answers for it.
    if (others.length === 0) changed.push(file);
    else if (!roleCovers(phase, role, file)) {
      if (sinceSeen.has(file)) noteLateFile(state, others, file, now, late);
    } else {
      const by = claimants(file).filter((n) => n === phaseName || others.includes(n));
      if (by.includes(phaseName)) changed.push(file);
      else if (by.length === 0) unattributed.push(file);
    }
  }
  const unconfirmed = unconfirmedOf(claimed, phaseName, changed, unattributed);
  return { known: true, changed, unattributed, ...(unconfirmed.length === 0 ? {} : { unconfirmed }), ...(late.length === 0 ? {} : { late }) };
}
