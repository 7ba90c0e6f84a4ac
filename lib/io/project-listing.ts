// What `detect` reads of a project: its top-level entries and the candidate manifests
// (lib/detect/candidates.ts). Symbolic links are listed but never followed or read.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DETECT_FILES, type ProjectListing } from '../detect/index.js';
import { readTextFile } from './files.js';

/** Most top-level entries looked at (a huge directory is not a project root). */
const MAX_ENTRIES = 2000;

export type ListingResult = { ok: true; listing: ProjectListing } | { ok: false; message: string };

export function readProjectListing(dir: string): ListingResult {
  let dirents;
  try {
    dirents = readdirSync(dir, { withFileTypes: true }).slice(0, MAX_ENTRIES);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such directory' : code === 'ENOTDIR' ? 'not a directory' : code === 'EACCES' ? 'permission denied' : (code ?? 'cannot read');
    return { ok: false, message: `${dir}: ${why}. Pass the project directory with --cwd DIR.` };
  }
  const entries = dirents.filter((d) => d.isFile() || d.isDirectory() || d.isSymbolicLink()).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  const regular = new Set(dirents.filter((d) => d.isFile()).map((d) => d.name));
  const files = new Map<string, string>();
  for (const name of DETECT_FILES) {
    if (!regular.has(name)) continue;
    const read = readTextFile(join(dir, name));
    if (read.ok) files.set(name, read.text);
  }
  return { ok: true, listing: { entries, files } };
}
