// "Description — src/a.ts:12" → { description, file, line }. Linear string scans only:
// finding text comes from sub-agents and may be arbitrarily long.

import { oneLine } from '../text/cut.js';

export interface Located {
  description: string;
  file?: string;
  line?: number;
}

const SEPARATORS = new Set(['—', '–', '--', '-']);
const DASHES = new Set(['—', '–']);

/** A plain hyphen is ambiguous ("5 - 3:00"), so after one the file must look like a path. */
const looksLikeFile = (file: string, strict: boolean): boolean =>
  /[A-Za-z]/.test(file) && (!strict || file.includes('/') || /\.[A-Za-z0-9]{1,8}$/.test(file));

/** `src/a.ts:12`, `src/a.ts:12:5`, `src/a.ts:12-20` → file and first line. */
function fileAndLine(token: string, strict: boolean): { file: string; line?: number } | null {
  const bare = token.replace(/^`+|`+$/g, '');
  const m = /:(\d{1,9})(?:[-–]\d{1,9})?(?::\d{1,9})?$/.exec(bare);
  if (m !== null) {
    const file = bare.slice(0, m.index);
    const line = Number(m[1]);
    if (!looksLikeFile(file, strict)) return null;
    return line >= 1 ? { file, line } : { file };
  }
  return null;
}

/** Without a line number, only an em/en dash followed by something path-like counts. */
function fileOnly(token: string): string | null {
  const bare = token.replace(/^`+|`+$/g, '');
  return /^[\w@.~/-]+$/.test(bare) && (bare.includes('/') || /\.[A-Za-z0-9]{1,8}$/.test(bare)) ? bare : null;
}

export function splitLocation(text: string): Located {
  const trimmed = oneLine(text);
  const lastSpace = trimmed.lastIndexOf(' ');
  if (lastSpace === -1) return { description: trimmed };
  const token = trimmed.slice(lastSpace + 1);
  const before = trimmed.slice(0, lastSpace);
  const dashAt = before.lastIndexOf(' ');
  const dash = before.slice(dashAt + 1);
  if (!SEPARATORS.has(dash)) return { description: trimmed };
  const description = dashAt === -1 ? '' : before.slice(0, dashAt).trim();
  if (description === '') return { description: trimmed };
  const located = fileAndLine(token, !DASHES.has(dash));
  if (located !== null) return { description, ...located };
  const file = DASHES.has(dash) ? fileOnly(token) : null;
  return file === null ? { description: trimmed } : { description, file };
}
