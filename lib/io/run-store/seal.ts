// Tamper evidence for a run's state (docs/design.md#run-state): the event log, the snapshot and
// the frozen PRD copy are sealed with an HMAC keyed from a secret in the OpenForge home, which the
// project tree (where every sub-agent writes) does not hold. The seal, also in the home, keeps
// the log's length and MAC, the snapshot's MAC and the PRD copy's MAC. Any edit, truncation,
// deletion or replacement by someone other than OpenForge no longer matches and is reported as
// `run-state-tampered`, naming the file, before anything is read from it.
//
// A save is two-phase so a crash never looks like tampering: the seal records the next state as
// `pending`, the events are appended and the snapshot written, then `pending` becomes
// `committed`. A load accepts the files as either mark left them (and a torn line past the
// log's sealed end, which the next save cuts off).

import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describeFsError, writeFileAtomic } from './atomic-write.js';
import { APPEND_NOFOLLOW, CREATE_NOFOLLOW, openRunFile, readRunFileBytes } from './run-file.js';

export const KEY_FILE = 'run-key';
export const SEALS_DIR = 'seals';
const SEAL_VERSION = 1;

/** One consistent state of the sealed files. */
export interface SealMark {
  eventsBytes: number;
  eventsMac: string;
  /** null: no snapshot sealed (none was written yet). */
  stateMac: string | null;
}

interface SealFile {
  schemaVersion: number;
  runId: string;
  prdMac: string;
  committed: SealMark;
  pending: SealMark | null;
  /** The run-state contract the sealed snapshots were written under (absent: an earlier seal). */
  stateContract?: string;
}

/** A tampering finding: the file that no longer matches and what was found. */
export interface Tampered {
  file: string;
  message: string;
}

/** The loaded seal of a run, with the key, ready to seal the next save. */
export interface RunSeal {
  readonly key: Buffer;
  readonly path: string;
  readonly runId: string;
  readonly prdMac: string;
  /** The log's bytes up to the sealed end the load matched (the next append goes after them). */
  readonly base: Buffer;
  /** The mark the files match now: the committed one of the next save's pending write. */
  readonly current: SealMark;
  /** The state.json the load matched is stale (the crash fell between the append and the snapshot). */
  readonly staleState: boolean;
  /** The run-state contract the snapshot was sealed under; null: not recorded (an earlier seal). */
  readonly stateContract: string | null;
  /** The bytes of state.json the check matched (null: none), read once: a load parses these, never a second read. */
  readonly stateBytes: Buffer | null;
  /** The whole log as the check read it (`base`, then at most a torn line): a load finds its last event in these. */
  readonly logBytes: Buffer;
}

export type VerifyResult = { ok: true; seal: RunSeal | null } | { ok: false; tampered: Tampered } | { ok: false; tampered: null; message: string };

const mac = (key: Buffer, ...parts: Uint8Array[]): string => {
  const h = createHmac('sha256', key);
  for (const p of parts) h.update(p);
  return h.digest('hex');
};

/**
 * The secret key in the OpenForge home (`run-key`, 32 random bytes, mode 0600), created on first
 * use. Null with a message when the home cannot hold it.
 */
export function runKey(home: string, create: boolean): { ok: true; key: Buffer | null } | { ok: false; message: string } {
  const path = join(home, KEY_FILE);
  const read = readRunFileBytes(path, { maxBytes: 1024 });
  if (read.ok) return read.bytes.length >= 32 ? { ok: true, key: read.bytes } : { ok: false, message: `${path} is shorter than a key; move it aside and retry.` };
  if (!read.missing) return { ok: false, message: read.message };
  if (!create) return { ok: true, key: null };
  try {
    mkdirSync(home, { recursive: true, mode: 0o700 });
    const fd = openSync(path, CREATE_NOFOLLOW, 0o600);
    try {
      writeSync(fd, randomBytes(32));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return { ok: false, message: describeFsError(path, 'create the run key (set OPENFORGE_HOME to move it)', err) };
  }
  return runKey(home, false);
}

export const sealPath = (home: string, runId: string): string => join(home, SEALS_DIR, `${runId}.json`);

function writeSeal(path: string, seal: SealFile): string | null {
  try {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  } catch (err) {
    return describeFsError(path, 'create the seals directory', err);
  }
  const written = writeFileAtomic(path, `${JSON.stringify(seal)}\n`);
  return written.ok ? null : written.message;
}

function readSeal(path: string): SealFile | null | string {
  const read = readRunFileBytes(path, { maxBytes: 64 * 1024 });
  if (!read.ok) return read.missing ? null : read.message;
  try {
    const v = JSON.parse(read.bytes.toString('utf8')) as SealFile;
    if (v.schemaVersion !== SEAL_VERSION || typeof v.prdMac !== 'string' || typeof v.committed?.eventsMac !== 'string') return `${path} is not a run seal this version reads.`;
    return v;
  } catch {
    return `${path} is not valid JSON.`;
  }
}

const tampered = (runDir: string, file: string, what: string): VerifyResult => ({
  ok: false,
  tampered: {
    file: join(runDir, file),
    message:
      `run-state-tampered: ${join(runDir, file)} ${what}. It is not what OpenForge wrote (the seal in the OpenForge home no longer matches): ` +
      'someone other than OpenForge edited, truncated, deleted or replaced it — a sub-agent, most likely. The run is halted and nothing is issued from it. ' +
      'Inspect the file and the changes made since the last command (a sub-agent that writes into .openforge/ is cheating), then start a new run.',
  },
});

/** Seal a new run: its first event, snapshot and PRD copy. */
export function sealNewRun(home: string, runDir: string, events: Buffer, state: Buffer | null, prd: Buffer, stateContract?: string): string | null {
  const key = runKey(home, true);
  if (!key.ok) return key.message;
  if (key.key === null) return 'the run key could not be created';
  const runId = basename(runDir);
  const committed: SealMark = { eventsBytes: events.length, eventsMac: mac(key.key, events), stateMac: state === null ? null : mac(key.key, state) };
  return writeSeal(sealPath(home, runId), { schemaVersion: SEAL_VERSION, runId, prdMac: mac(key.key, prd), committed, pending: null, ...(stateContract === undefined ? {} : { stateContract }) });
}

/**
 * Check the run's sealed files against its seal. No seal (a run of an older version): nothing to
 * check, `seal` null. Otherwise every file must be as a mark left it.
 */
export function verifyRun(home: string, runDir: string): VerifyResult {
  const runId = basename(runDir);
  const path = sealPath(home, runId);
  const seal = readSeal(path);
  if (seal === null) return { ok: true, seal: null };
  if (typeof seal === 'string') return { ok: false, tampered: null, message: seal };
  const key = runKey(home, false);
  if (!key.ok) return { ok: false, tampered: null, message: key.message };
  if (key.key === null) return { ok: false, tampered: null, message: `${join(home, KEY_FILE)} is missing, so the run's seal cannot be checked; restore it (or start a new run).` };
  const k = key.key;
  const read = (file: string): Buffer | null | string => {
    const r = readRunFileBytes(join(runDir, file));
    return r.ok ? r.bytes : r.missing ? null : r.message;
  };
  const prd = read('prd.md');
  if (typeof prd === 'string') return tampered(runDir, 'prd.md', `was replaced by something OpenForge never reads (${prd})`);
  if (prd === null) return tampered(runDir, 'prd.md', 'was deleted');
  if (mac(k, prd) !== seal.prdMac) return tampered(runDir, 'prd.md', 'was changed since the run started');
  const events = read('events.jsonl');
  if (typeof events === 'string') return tampered(runDir, 'events.jsonl', `was replaced by something OpenForge never reads (${events})`);
  if (events === null) return tampered(runDir, 'events.jsonl', 'was deleted');
  const marks = seal.pending === null ? [seal.committed] : [seal.pending, seal.committed];
  // The log as a mark left it; past its end only a torn line (no newline) that a crash left.
  const matching = marks.find((m) => {
    if (events.length < m.eventsBytes) return false;
    const rest = events.subarray(m.eventsBytes);
    if (rest.includes(0x0a)) return false;
    return mac(k, events.subarray(0, m.eventsBytes)) === m.eventsMac;
  });
  if (matching === undefined) {
    const shorter = marks.every((m) => events.length < m.eventsBytes);
    return tampered(runDir, 'events.jsonl', shorter ? 'was truncated' : 'was edited (or lines were added to it)');
  }
  const state = read('state.json');
  if (typeof state === 'string') return tampered(runDir, 'state.json', `was replaced by something OpenForge never reads (${state})`);
  const stateMac = state === null ? null : mac(k, state);
  const stateMatches = (m: SealMark): boolean => m.stateMac === null ? state === null : stateMac === m.stateMac;
  let staleState = false;
  if (!stateMatches(matching)) {
    // The crash fell between the append and the snapshot: the snapshot is the previous mark's.
    if (matching === seal.pending && stateMatches(seal.committed)) staleState = true;
    else return tampered(runDir, 'state.json', state === null ? 'was deleted' : 'was edited or replaced');
  }
  const current: SealMark = { ...matching, stateMac: staleState ? seal.committed.stateMac : matching.stateMac };
  const stateContract = typeof seal.stateContract === 'string' ? seal.stateContract : null;
  return { ok: true, seal: { key: k, path, runId, prdMac: seal.prdMac, base: events.subarray(0, matching.eventsBytes), current, staleState, stateContract, stateBytes: state, logBytes: events } };
}

/**
 * Save under the seal: record the next mark as pending, cut the log back to its sealed end (a
 * torn line), append `lines`, write the snapshot (`writeState`, which returns its bytes), then
 * commit the mark. The returned seal is the next save's.
 */
export function sealedSave(
  seal: RunSeal,
  runDir: string,
  lines: string,
  writeState: (() => { ok: true } | { ok: false; message: string }) | null,
  stateBytes: Buffer | null,
  stateContract?: string,
): { ok: true; seal: RunSeal } | { ok: false; message: string } {
  const add = Buffer.from(lines, 'utf8');
  const events = Buffer.concat([seal.base, add]);
  const next: SealMark = { eventsBytes: events.length, eventsMac: mac(seal.key, events), stateMac: stateBytes === null ? null : mac(seal.key, stateBytes) };
  const contract = stateContract ?? seal.stateContract;
  const file: SealFile = { schemaVersion: SEAL_VERSION, runId: seal.runId, prdMac: seal.prdMac, committed: next, pending: next, ...(contract === null ? {} : { stateContract: contract }) };
  // Pending first: the mark the files match now stays valid until they match the next one.
  const pendingError = writeSeal(seal.path, { ...file, committed: seal.current });
  if (pendingError !== null) return { ok: false, message: pendingError };
  if (add.length > 0) {
    const path = join(runDir, 'events.jsonl');
    const opened = openRunFile(path, APPEND_NOFOLLOW);
    if (!opened.ok) return { ok: false, message: opened.missing ? describeFsError(path, 'append to the events log', { code: 'ENOENT' }) : opened.message };
    try {
      if (opened.size !== seal.base.length) ftruncateSync(opened.fd, seal.base.length);
      writeSync(opened.fd, add);
      fsyncSync(opened.fd);
    } catch (err) {
      return { ok: false, message: describeFsError(path, 'append to the events log', err) };
    } finally {
      closeSync(opened.fd);
    }
  }
  if (writeState !== null) {
    const written = writeState();
    if (!written.ok) return written;
  }
  const commitError = writeSeal(seal.path, { ...file, pending: null });
  if (commitError !== null) return { ok: false, message: commitError };
  return { ok: true, seal: { ...seal, base: events, current: next, staleState: false, stateContract: contract, stateBytes, logBytes: events } };
}
