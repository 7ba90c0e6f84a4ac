// TOML manifests (pyproject.toml, Cargo.toml) through smol-toml; a broken file is a warning, never a throw.

import { parse } from 'smol-toml';
import { warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';

export type TomlTable = Record<string, unknown>;

export const isTable = (v: unknown): v is TomlTable => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** The table at `path` (`['tool', 'pytest']`), or undefined. */
export function tableAt(root: TomlTable, path: readonly string[]): TomlTable | undefined {
  let at: unknown = root;
  for (const key of path) {
    if (!isTable(at)) return undefined;
    at = at[key];
  }
  return isTable(at) ? at : undefined;
}

export function parseToml(file: string, text: string, diagnostics: Diagnostic[]): TomlTable {
  try {
    return parse(text) as TomlTable;
  } catch (err) {
    const e = err as { line?: unknown; column?: unknown; message?: unknown };
    const line = typeof e.line === 'number' ? e.line : 1;
    const column = typeof e.column === 'number' ? e.column : 1;
    const detail = typeof e.message === 'string' ? e.message.split('\n')[0] : String(err);
    diagnostics.push(
      warning({ ruleId: 'detect-manifest-invalid', message: `${file}:${line}:${column}: not valid TOML (${detail}); its settings are not used. Fix ${file}.`, line, column }),
    );
    return {};
  }
}
