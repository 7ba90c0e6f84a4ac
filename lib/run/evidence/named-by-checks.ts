// Files the checks load or read although their names say nothing (docs/design.md#test-baseline):
// what runs inside the test process or decides a gate's verdict is whatever the gate's own
// configuration loads, and what a test compares with is whatever it names. So a file is part of
// the checks when a file of the checks names it: a runner, lint or build configuration (a preload
// after `--require` in a test script or `.npmrc`'s node-options, vitest's `setupFiles`, a module
// an `eslint.config.js` imports, a fragment a Makefile includes, a pytest plugin after `-p`) names
// a file it loads; a test names data it reads (a file snapshot at any path, a table of cases). A
// test naming code is the code under test, not a check. Such a file changed is judged like a
// helper: an edit that only adds lines, none of which bends a check or hooks the test process, is
// `extended` (a setting added, a rule made stricter, a new row); any other edit is told with its
// line. Pure: texts in, facts out.

import type { SurfaceEditRecord } from '../../schema/run.js';
import { lineHunks } from './line-diff.js';
import type { SurfaceText } from '../model/observed.js';
import { INLINE_DISABLE, TEST_PROCESS_PATCH, holdsCode } from './inline-disables.js';
import { BENDS, RUNNER_HOOK, addedLinesOf, quoteOf, surfaceEdit } from './surface-edits.js';
import { surfaceKind } from './test-surface.js';

/** A file of the checks and its text. */
export interface Referrer {
  path: string;
  text: string;
}

/** Where a configuration loads a file: an import, an include, a preload option, a setup or plugin setting. */
const LOADS =
  /\b(?:import|require|from|setupFiles\w*|globalSetup|snapshotResolver|testEnvironment|reporters?|preload|pytest_plugins|plugins|extends)\b|^[ \t]*-?s?include[ \t]|(?:^|[\s"'=])(?:-r|-p|--require|--import|--loader|--experimental-loader)(?=[\s=])/;
const SPLIT = /[\s'"`=,;()[\]{}]+/;
const QUOTED = /(['"`])([^'"`\n]+)\1/g;
const EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.json', '.py', '/index.js'];
/** At most this many lines after a setting that opens a list (`setupFiles: [`) belong to it. */
const MAX_LIST_LINES = 20;

const dirOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** `word` joined to `dir` as a project path, or null when it leaves the project or is no path. */
function joinPath(dir: string, word: string): string | null {
  if (word === '' || word.startsWith('/') || word.startsWith('-') || /[*?$<>\\]/.test(word)) return null;
  const parts = dir === '' ? [] : dir.split('/');
  for (const part of word.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length === 0 ? null : parts.join('/');
}

/** The candidate `word` names from `dir` (with the extensions a loader tries, or a dotted Python module), or null. */
function resolved(dir: string, word: string, wanted: ReadonlySet<string>): string | null {
  const forms = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(word) && !/\.(?:[cm]?[jt]s|json|py)$/.test(word) ? [word, word.replace(/\./g, '/')] : [word];
  for (const form of forms) {
    for (const base of new Set([dir, ''])) {
      const at = joinPath(base, form);
      if (at === null) continue;
      const hit = EXTENSIONS.map((e) => at + e).find((p) => wanted.has(p));
      if (hit !== undefined) return hit;
    }
  }
  return null;
}

/** The text a configuration's loading line covers: the rest of the line, and the lines of a list it opens. */
function windowAt(lines: readonly string[], i: number): string {
  let text = lines[i] as string;
  const open = (t: string): number => (t.match(/[[(]/g)?.length ?? 0) - (t.match(/[\])]/g)?.length ?? 0);
  for (let j = i + 1; open(text) > 0 && j < Math.min(lines.length, i + 1 + MAX_LIST_LINES); j += 1) text += `\n${lines[j] as string}`;
  return text;
}

/**
 * The words a file names. A configuration (runner, lint, build, package scripts; not code that
 * checks) names what its loading lines say (in code, the quoted strings of those lines); code
 * that checks (a test, a script a gate runs, a loaded preload) names the quoted strings it holds.
 */
function namedWords(r: Referrer, configuration: boolean): string[] {
  const quoted = (t: string): string[] => [...t.matchAll(QUOTED)].map((m) => m[2] as string);
  if (!configuration) return quoted(r.text);
  const lines = r.text.split('\n');
  return lines.flatMap((line, i) => {
    if (!LOADS.test(line)) return [];
    const w = windowAt(lines, i);
    return holdsCode(r.path) ? quoted(w) : w.split(SPLIT);
  });
}

/** A file of the checks by name that configures them (not a test: tests name the code under test). */
const configures = (path: string): boolean => {
  const kind = surfaceKind(path);
  return kind !== null && kind !== 'test';
};

/**
 * Which of the `changed` files (path → text now; those not of the checks by name) a file of the
 * checks names, each with the first file naming it. A configuration names what it loads; code
 * that checks (a test, a script a gate runs) names data, never code (that is the code under
 * test). A changed file so named names in turn what it loads (a Makefile's fragment that adds a
 * preload names the preload).
 */
export function namedByChecks(checks: readonly Referrer[], changed: ReadonlyMap<string, string | null | undefined>): Map<string, string> {
  const wanted = new Set(changed.keys());
  const out = new Map<string, string>();
  const queue = checks.map((r) => ({ r, configuration: configures(r.path) }));
  for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
    for (const word of namedWords(q.r, q.configuration)) {
      const hit = resolved(dirOf(q.r.path), word, wanted);
      if (hit === null || out.has(hit) || hit === q.r.path || (!q.configuration && holdsCode(hit))) continue;
      out.set(hit, q.r.path);
      const text = changed.get(hit);
      if (typeof text === 'string') queue.push({ r: { path: hit, text }, configuration: !holdsCode(hit) });
    }
  }
  return out;
}

/** A line that, added to a file the checks load, bends them: a check skipped or disabled, a rule turned off, the test process hooked or patched. */
const bendsLoaded = (line: string, bindings: ReadonlySet<string>): boolean =>
  BENDS.some((re) => re.test(line)) ||
  RUNNER_HOOK.test(line) ||
  TEST_PROCESS_PATCH.test(line) ||
  INLINE_DISABLE.test(line) ||
  /:[ \t]*['"]off['"]/.test(line) ||
  patchesBinding(line, bindings);

/** Names a file binds to a loaded module (`const a = require(…)`, `import a from …`, `import * as a`, `import { a }`). */
function moduleBindings(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:const|let|var)[ \t]+(\w+)[ \t]*=[ \t]*require[ \t]*\(/g)) out.add(m[1] as string);
  for (const m of text.matchAll(/\bimport[ \t]+(?:\*[ \t]+as[ \t]+)?(\w+)[ \t]*(?:,|from\b)/g)) out.add(m[1] as string);
  for (const m of text.matchAll(/\bimport[ \t]*(?:\w+[ \t]*,[ \t]*)?\{([^}]*)\}/g)) for (const n of (m[1] as string).split(',')) out.add((n.split(/\bas\b/).at(-1) ?? '').trim());
  out.delete('');
  return out;
}

/** A member of a loaded module assigned or redefined: `a[k] = …`, `a.strictEqual = …`, `Object.assign(a, …)`. */
function patchesBinding(line: string, bindings: ReadonlySet<string>): boolean {
  for (const name of bindings) {
    const n = name.replace(/[$]/g, '\\$');
    if (new RegExp(`\\b${n}(?:\\.\\w+|\\[[^\\]]+\\])+[ \\t]*=(?!=)`).test(line)) return true;
    if (new RegExp(`\\bObject\\.(?:assign|defineProperty|defineProperties|setPrototypeOf)[ \\t]*\\([ \\t]*${n}\\b`).test(line)) return true;
  }
  return false;
}

const MAX_QUOTE = 160;
const trim = (line: string): string => {
  const t = line.trim();
  return t.length > MAX_QUOTE ? `${t.slice(0, MAX_QUOTE - 1)}…` : t;
};

/**
 * How a file the checks name (`by` names it) changed: data a test reads is judged like a test
 * file's data (new rows are `extended`); a file a configuration loads is `extended` where each
 * hunk only adds lines and none of them bends a check, else `edited` with the line. Null when it
 * did not change.
 */
export function namedEdit(path: string, text: SurfaceText | undefined, by: string): SurfaceEditRecord | null {
  if (!holdsCode(path) && surfaceKind(by) === 'test') {
    const e = surfaceEdit(path, text, 'test');
    return e === null ? null : { ...e, namedBy: by };
  }
  if (text === undefined || text.before === undefined || text.after === undefined) return { path, change: 'edited', tests: 0, namedBy: by };
  const { before, after } = text;
  if (before === after || (before === null && after === null)) return null;
  if (after === null) return { path, change: 'deleted', tests: 0, namedBy: by };
  const bindings = moduleBindings(`${before ?? ''}\n${after}`);
  if (before === null) {
    const ls = after.split('\n');
    const at = ls.findIndex((l) => bendsLoaded(l, bindings));
    return at < 0 ? { path, change: 'added', tests: 0, namedBy: by } : { path, change: 'edited', tests: 0, namedBy: by, quote: { line: at + 1, after: trim(ls[at] as string) } };
  }
  for (const h of lineHunks(before, after)) {
    const added = addedLinesOf(h);
    const bent = added?.find((l) => bendsLoaded(l, bindings));
    if (added !== null && bent === undefined) continue;
    const quote = quoteOf(before, h);
    return { path, change: 'edited', tests: 0, namedBy: by, quote: bent === undefined ? quote : { ...(quote.line === undefined ? {} : { line: quote.line }), after: trim(bent) } };
  }
  return { path, change: 'extended', tests: 0, namedBy: by };
}

/**
 * The files among an attempt's changed `files` (their texts then and now) that a file of the
 * checks names: `kept` holds the texts of the checks at the attempt's baseline, and a changed file
 * of the checks (by name or named by a gate) names things from its text now as well.
 */
export function namedInChanges(kept: readonly Referrer[], files: ReadonlyMap<string, SurfaceText>, gateNamed: ReadonlySet<string>): Map<string, string> {
  const isCheck = (path: string): boolean => surfaceKind(path) !== null || gateNamed.has(path);
  const now = [...files].flatMap(([path, t]) => (isCheck(path) && typeof t.after === 'string' ? [{ path, text: t.after }] : []));
  const changed = new Map([...files].filter(([path]) => !isCheck(path)).map(([path, t]) => [path, t.after]));
  return changed.size === 0 ? new Map() : namedByChecks([...kept, ...now], changed);
}
