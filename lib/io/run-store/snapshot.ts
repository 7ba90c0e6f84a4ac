import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeFsError, writeFileAtomic, type WriteResult } from './atomic-write.js';

export const SNAPSHOT_FILE = 'state.json';

export interface SnapshotRead<S> {
  snapshot: S | null;
  /** Why there is no snapshot; the caller rebuilds from the events and warns. */
  problem: string | null;
}

/** Write `state.json` atomically as pretty JSON. */
export function writeSnapshot(runDir: string, snapshot: unknown): WriteResult {
  return writeFileAtomic(join(runDir, SNAPSHOT_FILE), `${JSON.stringify(snapshot, null, 2)}\n`);
}

/**
 * Read and validate `state.json`. `validate` returns the problems (empty when valid); only a
 * value it accepts is returned as `S`.
 */
export function readSnapshot<S>(runDir: string, validate: (value: unknown) => string[]): SnapshotRead<S> {
  const path = join(runDir, SNAPSHOT_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const problem =
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? `${path} is missing.` : describeFsError(path, 'read', err);
    return { snapshot: null, problem };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { snapshot: null, problem: `${path} is not valid JSON (${(err as Error).message}).` };
  }
  const problems = validate(value);
  if (problems.length > 0) {
    return { snapshot: null, problem: `${path} does not match the run-state schema: ${problems.join('; ')}.` };
  }
  return { snapshot: value as S, problem: null };
}
