import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeFsError, writeFileAtomic, type WriteResult } from './atomic-write.js';

export const SNAPSHOT_FILE = 'state.json';
/** The field of `state.json` holding its digest (see `snapshotDigest`). */
export const DIGEST_FIELD = 'snapshotDigest';

/** Problems of a value against a schema; empty when valid. */
export type Validate = (value: unknown) => string[];

export interface SnapshotRead<S> {
  snapshot: S | null;
  /** Why there is no snapshot; the caller rebuilds from the events and warns. */
  problem: string | null;
  /** True when the digest vouched for the snapshot, so the schema validator was not run. */
  vouched: boolean;
}

/**
 * The digest of a snapshot body: SHA-256 over the contract id (which names the schema the body
 * was written under) and the body's pretty JSON. Only `writeSnapshot` writes it, so a matching
 * digest proves the file is byte for byte what OpenForge wrote under this very schema; a hand
 * edit, a torn or damaged file, or a file from another schema version does not match. It
 * detects change, not an attacker: whoever can write state.json can write the events too.
 */
export function snapshotDigest(contract: string, body: unknown): string {
  return `sha256:${createHash('sha256').update(`${contract}\n${JSON.stringify(body, null, 2)}`).digest('base64')}`;
}

/** Write `state.json` atomically as pretty JSON, with its digest as the last field. */
export function writeSnapshot(runDir: string, snapshot: object, contract: string): WriteResult {
  const { [DIGEST_FIELD]: _old, ...body } = snapshot as Record<string, unknown>;
  const withDigest = { ...body, [DIGEST_FIELD]: snapshotDigest(contract, body) };
  return writeFileAtomic(join(runDir, SNAPSHOT_FILE), `${JSON.stringify(withDigest, null, 2)}\n`);
}

/**
 * Read `state.json`. A snapshot whose digest matches (it is what `writeSnapshot` wrote under
 * `contract`) is returned without running the schema validator; any other is validated with
 * the validator `loadValidator` gives (loaded only then), and only a value it accepts is
 * returned as `S`. The digest field is not part of the returned value.
 */
export async function readSnapshot<S>(runDir: string, contract: string, loadValidator: () => Promise<Validate>): Promise<SnapshotRead<S>> {
  const path = join(runDir, SNAPSHOT_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const problem =
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? `${path} is missing.` : describeFsError(path, 'read', err);
    return { snapshot: null, problem, vouched: false };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { snapshot: null, problem: `${path} is not valid JSON (${(err as Error).message}).`, vouched: false };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { [DIGEST_FIELD]: digest, ...body } = value as Record<string, unknown>;
    if (typeof digest === 'string' && digest === snapshotDigest(contract, body)) {
      return { snapshot: body as S, problem: null, vouched: true };
    }
    const problems = (await loadValidator())(value);
    if (problems.length === 0) return { snapshot: body as S, problem: null, vouched: false };
    return { snapshot: null, problem: `${path} does not match the run-state schema: ${problems.join('; ')}.`, vouched: false };
  }
  const problems = (await loadValidator())(value);
  return { snapshot: null, problem: `${path} does not match the run-state schema: ${problems.join('; ') || 'not an object'}.`, vouched: false };
}
