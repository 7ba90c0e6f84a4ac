// Where the installed OpenClaw keeps its host exec approvals (docs/design.md#approvals).
// 2026.9.x keeps them in its state database, `<state dir>/state/openclaw.sqlite`, table
// `exec_approvals_config`, row `current`, column `raw_json` (the same document older releases
// kept in `<state dir>/exec-approvals.json`). The database is read with Node's own `node:sqlite`
// (Node ≥ 22.13 without a flag; OpenClaw itself needs Node 22+), read-only; when this Node has
// no `node:sqlite` or the read fails, the mode is reported unknown, never assumed `full`.

import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import JSON5 from 'json5';
import type { ExecApprovalsOrigin } from '../schema/index.js';

/** One row read by a query: what `node:sqlite`'s `StatementSync.get()` returns. */
type Row = Record<string, unknown> | undefined;

/** A read-only database handle: the one query the reader needs. */
export interface ApprovalsDatabase {
  rawJson(): string | null;
  close(): void;
}

export interface ExecApprovalsSources {
  env?: Readonly<Record<string, string | undefined>>;
  homeDir?: string;
  /** Open the state database read-only; throws when it cannot. Default: `node:sqlite`. */
  openDatabase?: (path: string) => ApprovalsDatabase;
  /** Whether a path exists. Default `fs.existsSync`. */
  exists?: (path: string) => boolean;
  readFile?: (path: string) => string;
}

export interface ExecApprovalsRead {
  /** The parsed approvals document; null when none was found or it could not be read. */
  document: unknown;
  origin: ExecApprovalsOrigin;
}

/** `$OPENCLAW_STATE_DIR` (a leading `~/` is the home directory), else `<home>/.openclaw`. */
export function openClawStateDir(env: Readonly<Record<string, string | undefined>>, homeDir: string): string {
  const dir = env.OPENCLAW_STATE_DIR?.trim();
  if (dir === undefined || dir === '') return join(homeDir, '.openclaw');
  return dir === '~' ? homeDir : dir.startsWith('~/') ? join(homeDir, dir.slice(2)) : dir;
}

interface SqliteModule {
  DatabaseSync: new (path: string, options: { readOnly: boolean }) => {
    prepare(sql: string): { get(...params: unknown[]): Row };
    close(): void;
  };
}

/** `node:sqlite` when this Node has it without a flag; null otherwise (Node 20, 22 before 22.13). */
function sqliteModule(): SqliteModule | null {
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  if (typeof get !== 'function') return null;
  // Loading it prints an ExperimentalWarning on some Node versions: not the user's concern here.
  const emit = process.emitWarning;
  process.emitWarning = (() => undefined) as typeof process.emitWarning;
  try {
    const mod = get.call(process, 'node:sqlite') as Partial<SqliteModule> | undefined;
    return typeof mod?.DatabaseSync === 'function' ? (mod as SqliteModule) : null;
  } catch {
    return null;
  } finally {
    process.emitWarning = emit;
  }
}

function openWithNodeSqlite(path: string): ApprovalsDatabase {
  const sqlite = sqliteModule();
  if (sqlite === null) throw new Error(`this Node (${process.version}) has no node:sqlite; Node 22.13 or later reads it`);
  const db = new sqlite.DatabaseSync(path, { readOnly: true });
  return {
    rawJson: () => {
      const row = db.prepare("SELECT raw_json FROM exec_approvals_config WHERE config_key = 'current'").get();
      return typeof row?.raw_json === 'string' ? row.raw_json : null;
    },
    close: () => db.close(),
  };
}

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 200) ?? '';

/**
 * The host exec approvals, from where the installed OpenClaw keeps them: the state database
 * first, then `exec-approvals.json`. Never throws; an unreadable database is `unreadable` with
 * the reason, and an approvals document that is not valid JSON5 counts as none (as before).
 */
export function readExecApprovals(sources: ExecApprovalsSources = {}): ExecApprovalsRead {
  const stateDir = openClawStateDir(sources.env ?? process.env, sources.homeDir ?? homedir());
  const exists = sources.exists ?? existsSync;
  const dbPath = join(stateDir, 'state', 'openclaw.sqlite');
  if (exists(dbPath)) {
    let db: ApprovalsDatabase | null = null;
    try {
      db = (sources.openDatabase ?? openWithNodeSqlite)(dbPath);
      const raw = db.rawJson();
      const origin: ExecApprovalsOrigin = { kind: 'state-db', path: dbPath, reason: null };
      return { document: raw === null ? null : parseOrNull(raw), origin };
    } catch (err) {
      return { document: null, origin: { kind: 'unreadable', path: dbPath, reason: message(err) } };
    } finally {
      try {
        db?.close();
      } catch {
        // closing a read-only handle cannot lose anything
      }
    }
  }
  const filePath = join(stateDir, 'exec-approvals.json');
  const readFile = sources.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  try {
    return { document: parseOrNull(readFile(filePath)), origin: { kind: 'file', path: filePath, reason: null } };
  } catch {
    return { document: null, origin: { kind: 'none', path: dbPath, reason: null } };
  }
}

function parseOrNull(text: string): unknown {
  try {
    return JSON5.parse(text) as unknown;
  } catch {
    return null;
  }
}
