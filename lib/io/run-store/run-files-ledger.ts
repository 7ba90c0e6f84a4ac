// The run files as OpenForge last left them (docs/design.md#run-state): after every run command
// the shell lists the run directory (lstat only: kind, inode, size, status-change time) and
// keeps the list in the OpenForge home, beside the seal, where no child in the project can
// rewrite it. The next command lists again before it reads anything: what differs was changed
// by someone else in between (lib/run/evidence/run-file-changes.ts says which of those are honest).
// A status-change time cannot be set by a process of the same user, so a file edited in place
// and given back its size and modification time still differs.

import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { namedRunFiles } from '../../text/spawn-problem.js';
import { RUN_FILE_CHANGED, runFileChangedProblem, runFileIntrusion, spawnsInFlight, type RunFileIntrusion, type RunFileListing } from '../../run/evidence/run-file-changes.js';
import type { RunState, SpawnProblem } from '../../schema/run.js';
import { writeFileAtomic } from './atomic-write.js';
import { readRunFileBytes } from './run-file.js';
import { SEALS_DIR } from './seal.js';

const LEDGER_VERSION = 1;

/** Sealed on their own (seal.ts), or the lock and its moments, or a write in progress: not listed. */
const UNLISTED_AT_ROOT = new Set(['events.jsonl', 'state.json', 'prd.md']);
const isTransient = (name: string): boolean => /^lock(?:$|\.)/.test(name) || /^\..+\.tmp-/.test(name);
/** Deep enough for every folder OpenForge makes; a deeper tree is listed down to here. */
const MAX_DEPTH = 6;
/** A run directory holding more entries than this is listed this far (a bound, not a verdict). */
const MAX_ENTRIES = 50_000;

export const ledgerPath = (home: string, runId: string): string => join(home, SEALS_DIR, `${runId}.files.json`);

/**
 * `f<ino>:<size>:<ctimeMs>` for a file, `l`/`o` plus the same for a link or anything else, `d` for
 * a directory (listed entry by entry instead). Plain (not bigint) stats: their status-change time
 * keeps sub-millisecond digits, and they cost a fraction of bigint ones.
 */
function fingerprint(path: string): string | null {
  const s = lstatSync(path, { throwIfNoEntry: false });
  if (s === undefined) return null;
  if (s.isDirectory()) return 'd';
  const kind = s.isFile() ? 'f' : s.isSymbolicLink() ? 'l' : 'o';
  return `${kind}${s.ino}:${s.size}:${s.ctimeMs}`;
}

/** Every entry under `runDir` (paths relative to it, `/`-separated), with its fingerprint. */
export function listRunFiles(runDir: string): RunFileListing {
  const out: Record<string, string> = {};
  let count = 0;
  const walk = (dir: string, rel: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (count >= MAX_ENTRIES) return;
      if (isTransient(name) || (rel === '' && UNLISTED_AT_ROOT.has(name))) continue;
      const path = `${dir}/${name}`;
      let fp: string | null;
      try {
        fp = fingerprint(path);
      } catch {
        fp = null;
      }
      if (fp === null) continue;
      const key = rel === '' ? name : `${rel}/${name}`;
      out[key] = fp;
      count += 1;
      if (fp === 'd' && depth < MAX_DEPTH) walk(path, key, depth + 1);
    }
  };
  walk(runDir, '', 0);
  return out;
}

/** The listing kept after the last command; null when none was kept (a run of an older version, or a home without it). */
export function readRunFilesLedger(home: string, runId: string): RunFileListing | null {
  const read = readRunFileBytes(ledgerPath(home, runId), { maxBytes: 16 * 1024 * 1024 });
  if (!read.ok) return null;
  try {
    const v = JSON.parse(read.bytes.toString('utf8')) as { schemaVersion?: unknown; files?: unknown };
    if (v.schemaVersion !== LEDGER_VERSION || typeof v.files !== 'object' || v.files === null || Array.isArray(v.files)) return null;
    return v.files as RunFileListing;
  } catch {
    return null;
  }
}

/** Keep `files` as the run files OpenForge left; a message when the home cannot hold it. */
export function writeRunFilesLedger(home: string, runId: string, files: RunFileListing): string | null {
  const written = writeFileAtomic(ledgerPath(home, runId), `${JSON.stringify({ schemaVersion: LEDGER_VERSION, runId, files })}\n`);
  return written.ok ? null : written.message;
}

/** Whether two listings are the same. */
export function sameListing(a: RunFileListing, b: RunFileListing): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

/** What a command found changed in the run directory before it read anything. */
export interface RunFilesCheck {
  runId: string;
  /** The ledger as the last command left it; null: none kept yet (nothing was compared). */
  before: RunFileListing | null;
  intrusion: RunFileIntrusion;
  /** The problem each blamed spawn's attempt fails with. */
  touched: Map<string, SpawnProblem>;
  /** Said when changes were found and no child was at work; null otherwise. */
  warning: string | null;
  /** The run directory as this check listed it; null when it was not listed. */
  listed: RunFileListing | null;
}

/**
 * Compare the run directory with the ledger the last command left (docs/design.md#run-state).
 * `interrupted`: the last command was killed (its stale lock was broken), so what it wrote was
 * never listed; the files are not compared this once (a warning says so).
 */
export function checkRunFiles(home: string, state: RunState, interrupted: boolean): RunFilesCheck {
  const before = readRunFilesLedger(home, state.runId);
  const none: RunFileIntrusion = { changes: [], blamed: [] };
  if (before === null) return { runId: state.runId, before, intrusion: none, touched: new Map(), warning: null, listed: null };
  if (interrupted) {
    const warning = `${state.runDir}: the previous command was interrupted, so the run files it wrote were not listed; changes to run files since then are not checked this once.`;
    return { runId: state.runId, before: null, intrusion: none, touched: new Map(), warning, listed: null };
  }
  const listed = listRunFiles(state.runDir);
  const intrusion = runFileIntrusion(state, before, listed);
  const reason = intrusion.changes.length === 0 ? null : runFileChangedProblem(intrusion.changes);
  const touched = new Map(reason === null ? [] : intrusion.blamed.map((id) => [id, reason] as const));
  const warning = reason !== null && intrusion.blamed.length === 0 ? runFileChangedWarning(reason) : null;
  return { runId: state.runId, before, intrusion, touched, warning, listed };
}

/** Why nothing is blamed: the changes were made while no child was at work (a warning, said once). */
function runFileChangedWarning(p: ReturnType<typeof runFileChangedProblem>): string {
  return (
    `${RUN_FILE_CHANGED}: run files were changed by someone other than OpenForge while no sub-agent was at work: ${namedRunFiles(p.changes, p.more)}. ` +
    'No attempt is failed for them; inspect what wrote them (a gate\'s code, a child still running after its result, or the agent).'
  );
}

/**
 * After the command: keep the run directory as OpenForge left it (`wrote`: the command wrote
 * files that are listed, so the directory is listed again). A change whose blamed child
 * is still in flight (the engine did not get to its phase) keeps its old fingerprint, so the
 * next command finds it again; a message when the home cannot hold the ledger.
 */
export function recordRunFiles(home: string, runDir: string, check: RunFilesCheck, after: RunState, wrote: boolean): string | null {
  // A command that wrote no listed file (a `next` that only looked) leaves the listing it began with.
  if (!wrote && check.before !== null && check.listed !== null && sameListing(check.before, check.listed)) return null;
  const now: Record<string, string> = { ...(wrote || check.listed === null ? listRunFiles(runDir) : check.listed) };
  const stillOpen = new Set(spawnsInFlight(after));
  if (check.before !== null && check.intrusion.blamed.some((id) => stillOpen.has(id))) {
    for (const change of check.intrusion.changes) {
      const rel = change.path.slice(runDir.length + 1);
      const was = check.before[rel];
      if (was === undefined) delete now[rel];
      else now[rel] = was;
    }
  }
  if (check.before !== null && sameListing(check.before, now)) return null;
  return writeRunFilesLedger(home, check.runId, now);
}
