import { join } from 'node:path';
import { checksum64 } from '../../text/checksum.js';
import { writeFileAtomic, type WriteResult } from './atomic-write.js';
import { readRunFileBytes } from './run-file.js';

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

/** What precedes the digest value in the file: the digest is the last field. */
const DIGEST_LINE = `,\n  "${DIGEST_FIELD}": "`;
const DIGEST_PREFIX = 'h64:';

/**
 * The digest of a snapshot: a 64-bit checksum (lib/text/checksum.ts) of the contract id
 * (which names the schema the body was written under) and the file's text up to the digest
 * field (`head`, as UTF-8 bytes). Only `writeSnapshot` writes it, so a matching digest shows the file is byte for byte
 * what OpenForge wrote under this very schema; a hand edit, a damaged file or a file from
 * another schema version does not match. It detects change, not an attacker: whoever can
 * write state.json can write the events too.
 */
export function snapshotDigest(contract: string, head: Uint8Array): string {
  const prefix = Buffer.from(`${contract}\n`, 'utf8');
  const covered = new Uint8Array(prefix.length + head.length);
  covered.set(prefix);
  covered.set(head, prefix.length);
  return `${DIGEST_PREFIX}${checksum64(covered)}`;
}

/** The text of `state.json`: pretty JSON with its digest as the last field. */
export function snapshotText(snapshot: object, contract: string): string {
  const { [DIGEST_FIELD]: _old, ...body } = snapshot as Record<string, unknown>;
  const pretty = JSON.stringify(body, null, 2);
  // Pretty JSON of an object with fields ends with "\n}": the digest line goes before it.
  const head = pretty.endsWith('\n}') ? pretty.slice(0, -2) : null;
  const text = head === null ? pretty : `${head}${DIGEST_LINE}${snapshotDigest(contract, Buffer.from(head, 'utf8'))}"\n}`;
  return `${text}\n`;
}

/** Write `state.json` atomically as pretty JSON, with its digest as the last field. */
export function writeSnapshot(runDir: string, snapshot: object, contract: string): WriteResult {
  return writeFileAtomic(join(runDir, SNAPSHOT_FILE), snapshotText(snapshot, contract));
}

const DIGEST_LINE_BYTES = Buffer.from(DIGEST_LINE, 'utf8');
const DIGEST_END = '"\n}\n';

/**
 * Whether the file's bytes end with a digest line that matches the bytes before it. Works on
 * the bytes as read (the digest covers the UTF-8 of the contract id, a newline and the head),
 * so no text is encoded again.
 */
function vouches(bytes: Buffer, contract: string): boolean {
  const at = bytes.lastIndexOf(DIGEST_LINE_BYTES);
  if (at === -1) return false;
  const tail = bytes.subarray(at + DIGEST_LINE_BYTES.length).toString('latin1');
  const close = tail.indexOf('"');
  if (close === -1 || tail.slice(close) !== DIGEST_END) return false;
  return tail.slice(0, close) === snapshotDigest(contract, bytes.subarray(0, at));
}

/**
 * Read `state.json`. A snapshot whose digest matches (it is what `writeSnapshot` wrote under
 * `contract`) is returned without running the schema validator; any other is validated with
 * the validator `loadValidator` gives (loaded only then), and only a value it accepts is
 * returned as `S`. The digest field is not part of the returned value. `sealedBytes`: the bytes
 * of the file the run's seal matched, sealed under `contract` (lib/io/run-store/seal.ts), which
 * vouches for them more strongly than the digest: they are parsed as they are (the file is not
 * read again, so it cannot have changed since), and the digest is not computed again.
 */
export async function readSnapshot<S>(runDir: string, contract: string, loadValidator: () => Promise<Validate>, sealedBytes: Buffer | null = null): Promise<SnapshotRead<S>> {
  const path = join(runDir, SNAPSHOT_FILE);
  const sealed = sealedBytes !== null;
  const read = sealed ? ({ ok: true, bytes: sealedBytes } as const) : readRunFileBytes(path);
  if (!read.ok) return { snapshot: null, problem: read.message, vouched: false };
  const bytes = read.bytes;
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    return { snapshot: null, problem: `${path} is not valid JSON (${(err as Error).message}).`, vouched: false };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { [DIGEST_FIELD]: _digest, ...body } = value as Record<string, unknown>;
    if (sealed || vouches(bytes, contract)) return { snapshot: body as S, problem: null, vouched: true };
    const problems = (await loadValidator())(value);
    if (problems.length === 0) return { snapshot: body as S, problem: null, vouched: false };
    return { snapshot: null, problem: `${path} does not match the run-state schema: ${problems.join('; ')}.`, vouched: false };
  }
  const problems = (await loadValidator())(value);
  return { snapshot: null, problem: `${path} does not match the run-state schema: ${problems.join('; ') || 'not an object'}.`, vouched: false };
}
