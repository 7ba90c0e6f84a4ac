import { readFileSync, statSync } from 'node:fs';

export type ReadResult = { ok: true; text: string } | { ok: false; message: string };

/** Read a UTF-8 text file the user named; every failure is a message, never a throw. */
export function readTextFile(path: string): ReadResult {
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return { ok: false, message: `${path} is a directory; expected a PRD file such as docs/auth.prd.md.` };
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, message: `${path}: no such file. Check the path (relative paths start at the current directory).` };
    if (code === 'EACCES') return { ok: false, message: `${path}: permission denied. Make the file readable.` };
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
