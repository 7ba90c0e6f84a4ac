// Loading and saving a run: `state.json` when it is valid and current, else the fold of
// `events.jsonl` (with a warning); saving appends the new events, then rewrites the snapshot.

import { lstatSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RunEvent, RunState } from '../schema/run.js';
import { foldEvents } from '../run/fold/fold.js';
import { foldProblemText } from '../text/fold-problem.js';
import { appendEvents, eventLines, eventsTailOf, readEvents, readEventsTail, EVENTS_FILE } from './run-store/events.js';
import { readSnapshot, snapshotText, writeSnapshot, SNAPSHOT_FILE, type Validate } from './run-store/snapshot.js';
import { sealedSave, verifyRun, type RunSeal, type Tampered } from './run-store/seal.js';
import { describeFsError, writeFileAtomic } from './run-store/atomic-write.js';
import { creationTime, hardLinkProblem, readRunFile } from './run-store/run-file.js';
import type { FileFact } from '../run/model/observed.js';

/**
 * The run contracts a load checks against. The validators are big generated code, so they are
 * loaded only when needed: the state's when a snapshot's digest does not vouch for it or a
 * state was rebuilt, the events' only on a rebuild.
 */
export interface RunContract {
  /** Names the run-state schema; a snapshot digest covers it (see `snapshotDigest`). */
  stateContract: string;
  stateValidator: () => Promise<Validate>;
  eventValidator: () => Promise<Validate>;
}

/**
 * `rebuilt`: the state was folded from the events. `vouched`: the snapshot's digest matched, so
 * no validator ran; a snapshot that is neither (validated instead) should be written again.
 */
export type LoadedRun =
  | { ok: true; state: RunState; warnings: string[]; rebuilt: boolean; vouched: boolean; seal: RunSeal | null }
  | { ok: false; message: string; tampered?: Tampered };

/**
 * The run in `runDir`. A missing, damaged, invalid or stale snapshot (its seq behind the
 * log's last event: a crash between the append and the snapshot) is rebuilt from the events.
 */
export async function loadRun(runDir: string, contract: RunContract, home?: string): Promise<LoadedRun> {
  // Tampering is caught before anything is read from the run (docs/design.md#run-state).
  const verified = home === undefined ? ({ ok: true, seal: null } as const) : verifyRun(home, runDir);
  if (!verified.ok) return verified.tampered === null ? { ok: false, message: verified.message } : { ok: false, message: verified.tampered.message, tampered: verified.tampered };
  // A snapshot the seal matched, sealed under this very contract, is what OpenForge wrote: its digest need not be computed again.
  const seal = verified.seal;
  const sealed = seal !== null && !seal.staleState && seal.current.stateMac !== null && seal.stateContract === contract.stateContract;
  // The snapshot parsed is the very bytes the seal matched: a second read could meet another file.
  // Its log's end is read from the bytes the check matched too.
  const loaded = await loadUnsealed(runDir, contract, sealed ? seal.stateBytes : null, seal?.logBytes ?? null);
  return loaded.ok ? { ...loaded, seal } : loaded;
}

async function loadUnsealed(runDir: string, contract: RunContract, sealedBytes: Buffer | null = null, sealedLog: Buffer | null = null): Promise<LoadedRun> {
  const snap = await readSnapshot<RunState>(runDir, contract.stateContract, contract.stateValidator, sealedBytes);
  const tail = sealedLog === null ? readEventsTail(runDir) : eventsTailOf(sealedLog);
  const tornWarning = `${join(runDir, EVENTS_FILE)}: the last line is incomplete (an interrupted write); it is ignored and dropped by the next append.`;
  if (snap.snapshot !== null && tail.lastSeq !== null && snap.snapshot.seq === tail.lastSeq) {
    return { ok: true, state: snap.snapshot, warnings: tail.torn ? [tornWarning] : [], rebuilt: false, vouched: snap.vouched, seal: null };
  }
  const warnings: string[] = [];
  if (snap.problem !== null) warnings.push(`${snap.problem} The state was rebuilt from ${EVENTS_FILE}.`);
  else if (snap.snapshot !== null) {
    warnings.push(`${join(runDir, SNAPSHOT_FILE)} is behind ${EVENTS_FILE} (an interrupted command); the state was rebuilt from the events.`);
  }
  // The event validator is big: it is loaded only on this (rare) rebuild path.
  const validateEvent = await contract.eventValidator();
  const read = readEvents<RunEvent>(runDir);
  for (const d of read.diagnostics) warnings.push(d.message);
  const events: RunEvent[] = [];
  for (let i = 0; i < read.events.length; i += 1) {
    const problems = validateEvent(read.events[i]);
    if (problems.length > 0) {
      warnings.push(`${join(runDir, EVENTS_FILE)}:${i + 1}: not a valid event (${problems.slice(0, 3).join('; ')}); it and the events after it are ignored.`);
      break;
    }
    events.push(read.events[i] as RunEvent);
  }
  const folded = foldEvents(events);
  const foldProblems = folded.problems.map(foldProblemText);
  warnings.push(...foldProblems.map((p) => `${join(runDir, EVENTS_FILE)}: ${p}.`));
  if (folded.state === null) {
    // Say why the events could not rebuild it: the first bad line, else what the fold found.
    const why = warnings.find((w) => w.startsWith(join(runDir, EVENTS_FILE))) ?? foldProblems.join('; ');
    const hint = snap.problem ?? `${join(runDir, SNAPSHOT_FILE)} is missing.`;
    return {
      ok: false,
      message:
        `${runDir}: the run cannot be loaded. ${hint} It cannot be rebuilt either: ${why} ` +
        'A run written by another OpenForge version needs that version (see its state.json schemaVersion).',
    };
  }
  const stateProblems = (await contract.stateValidator())(folded.state);
  if (stateProblems.length > 0) {
    return { ok: false, message: `${runDir}: the state rebuilt from the events is invalid: ${stateProblems.slice(0, 3).join('; ')}. This is a bug; please report it.` };
  }
  return { ok: true, state: folded.state, warnings, rebuilt: true, vouched: false, seal: null };
}

export type SaveResult = { ok: true } | { ok: false; message: string };

/**
 * Append `events`, then write the snapshot of `state` when they changed it or `rewrite` (a state
 * rebuilt from the events, or a snapshot that had to be validated). Call it holding the run lock.
 */
export function saveRun(runDir: string, events: readonly RunEvent[], state: RunState, rewrite: boolean, stateContract: string, seal: RunSeal | null = null): SaveResult {
  if (seal !== null) {
    if (events.length === 0 && !rewrite) return { ok: true };
    const text = Buffer.from(snapshotText(state, stateContract), 'utf8');
    const saved = sealedSave(seal, runDir, eventLines(events), () => writeFileAtomic(join(runDir, SNAPSHOT_FILE), text), text, stateContract);
    return saved.ok ? { ok: true } : saved;
  }
  if (events.length > 0) {
    const appended = appendEvents(runDir, events);
    if (!appended.ok) return appended;
  }
  if (events.length > 0 || rewrite) return writeSnapshot(runDir, state, stateContract);
  return { ok: true };
}

/** Largest file `readObserved` reads whole; a gate log's tail is what matters and results are small. */
export const MAX_OBSERVED_BYTES = 1024 * 1024;

/**
 * The contents of `paths` (null when missing or refused); big files are read from their end,
 * bounded. A link, FIFO or device in place of a result file or gate log is refused at once
 * (never followed, never blocked on), and so is a regular file with more than one link (a hard
 * link to a file elsewhere): reported in `warnings` and, with each file's creation time, in
 * `facts` (docs/design.md#run-state).
 */
export function readObserved(paths: readonly string[], warnings?: string[], facts?: Map<string, FileFact>): Map<string, string | null> {
  const files = new Map<string, string | null>();
  for (const path of paths) {
    const read = readRunFile(path, { maxBytes: MAX_OBSERVED_BYTES, tail: true });
    const linked = read.ok ? hardLinkProblem(path, read.stats) : null;
    files.set(path, read.ok && linked === null ? read.text : null);
    const refused = read.ok ? linked : read.missing ? null : read.message;
    if (refused !== null) {
      warnings?.push(refused);
      facts?.set(path, { refused });
    } else if (read.ok) facts?.set(path, { createdMs: creationTime(read.stats) });
  }
  return files;
}

/** Write a text file atomically, with a message on failure. */
export function writeTextFile(path: string, text: string): SaveResult {
  const written = writeFileAtomic(path, text);
  return written.ok ? written : { ok: false, message: written.message || describeFsError(path, 'write', null) };
}

/**
 * Write a spawn's task file (creating `tasks/` as needed), atomically; with `replace` false a
 * regular file already there is kept (a re-offered spawn's child may be reading it). Anything
 * else planted there (a link, a FIFO) is replaced, never read through or kept.
 */
export function writeTaskFile(path: string, text: string, replace: boolean): SaveResult {
  try {
    mkdirSync(dirname(path), { recursive: true });
    if (!replace && lstatSync(path, { throwIfNoEntry: false })?.isFile() === true) return { ok: true };
  } catch (err) {
    return { ok: false, message: describeFsError(path, 'write', err) };
  }
  return writeTextFile(path, text);
}
