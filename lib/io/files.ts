import { lstatSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import type { WorkdirProblem } from '../plan/workdir.js';
import { isAbsolute, join, relative } from 'node:path';

export type ReadResult = { ok: true; text: string } | { ok: false; message: string };

/** Files larger than this are refused before they are read (a PRD's own limit is far lower). */
export const MAX_TEXT_FILE_BYTES = 4 * 1024 * 1024;

/** Byte offset of the first byte that breaks UTF-8 in `bytes`, or -1 when it is all valid. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    let n: number;
    let min: number;
    if (b < 0x80) {
      i += 1;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) [n, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [n, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [n, min] = [3, 0x10000];
    else return i;
    let cp = b & (0x3f >> n);
    for (let k = 1; k <= n; k += 1) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return -1;
}

/** Line and column (1-based, the column in bytes) of byte `offset`. */
function position(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i += 1) {
    if (bytes[i] === 0x0a) {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/**
 * Read a UTF-8 text file the user named; every failure is a message, never a throw. Only
 * regular files are read (a FIFO or a device would block or never end), at most
 * {@link MAX_TEXT_FILE_BYTES}, and invalid UTF-8 is refused with its position: a PRD is
 * never silently decoded with replacement characters.
 */
export function readTextFile(path: string): ReadResult {
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return { ok: false, message: `${path} is a directory; expected a PRD file such as docs/auth.prd.md.` };
    if (!stat.isFile()) return { ok: false, message: `${path} is not a regular file (a device, FIFO or socket); expected a PRD file such as docs/auth.prd.md.` };
    if (stat.size > MAX_TEXT_FILE_BYTES) {
      return { ok: false, message: `${path} is ${(stat.size / 1024 / 1024).toFixed(1)} MB; a PRD is at most 512 KB, and files over ${MAX_TEXT_FILE_BYTES / 1024 / 1024} MB are not read. Split it into several PRDs.` };
    }
    const bytes = readFileSync(path);
    const bad = firstInvalidUtf8(bytes);
    if (bad !== -1) {
      const at = position(bytes, bad);
      return {
        ok: false,
        message: `${path}:${at.line}:${at.column}: not valid UTF-8 (byte 0x${(bytes[bad] as number).toString(16).padStart(2, '0')} at offset ${bad}). Save the file as UTF-8 and retry.`,
      };
    }
    return { ok: true, text: bytes.toString('utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, message: `${path}: no such file. Check the path (relative paths start at the current directory).` };
    if (code === 'EACCES') return { ok: false, message: `${path}: permission denied. Make the file readable.` };
    if (code === 'ENOTDIR') return { ok: false, message: `${path}: a part of the path is a file, not a directory. Check the path.` };
    if (code === 'ELOOP') return { ok: false, message: `${path}: too many symbolic links (a link loop). Check the path.` };
    return { ok: false, message: `${path}: cannot read (${code ?? 'unknown error'}).` };
  }
}

/** True when `path` exists and is a directory. */
export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Whether `relativePath` names a regular file inside the folder `root` (links resolved, and the
 * file still inside): what a unittest operand must resolve to.
 */
export function isProjectFile(root: string, relativePath: string): boolean {
  if (relativePath === '' || isAbsolute(relativePath) || relativePath.split(/[\\/]/).includes('..')) return false;
  try {
    const base = realpathSync(root);
    const file = realpathSync(join(base, relativePath));
    const inside = relative(base, file);
    return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) && statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Why `relative` (a phase's `Workdir:`, already free of `..` and absolute forms) is no real
 * folder inside the project folder `root`: a part of it missing, not a folder, or a symbolic
 * link (even one that stays inside: a sub-agent could point it elsewhere); null when it is one.
 */
export function workdirProblem(root: string, relative: string): WorkdirProblem | null {
  let at: string;
  try {
    at = realpathSync(root);
  } catch {
    return { kind: 'missing', at: relative };
  }
  const parts = relative.split('/').filter((s) => s !== '' && s !== '.');
  for (let i = 0; i < parts.length; i++) {
    const shown = parts.slice(0, i + 1).join('/');
    at = join(at, parts[i]!);
    let stat;
    try {
      stat = lstatSync(at);
    } catch {
      return { kind: 'missing', at: shown };
    }
    if (stat.isSymbolicLink()) {
      let target: string | null = null;
      try {
        target = readlinkSync(at);
      } catch {
        target = null;
      }
      return { kind: 'link', at: shown, target };
    }
    if (!stat.isDirectory()) return { kind: 'not-directory', at: shown };
  }
  return null;
}
