// The assertions of the test files an attempt changed, counted when its changes are recorded
// (docs/design.md#test-baseline): the engine asks the shell for those files' texts at the run's
// start and now (a `read-surface` request), counts them (surface-diffs.ts) and records the
// counts on `changes-recorded`, so status, the completion message and the summary can say them
// without the texts. Pure.

import type { AssertionCountRecord, RunState, SurfaceEditRecord } from '../../schema/run.js';
import { IMPORT, surfaceEdit } from './surface-edits.js';
import { assertionCounts, assertionsCountable } from './surface-diffs.js';
import type { SurfaceTexts } from '../model/observed.js';
import { runStartSnapshot, surfaceKind } from './test-surface.js';
import { disableEdit, holdsCode } from './inline-disables.js';
import { embeddedTestEdit } from './embedded-tests.js';
import { namedEdit } from './named-by-checks.js';

/** The test files among `changed` whose assertions are counted, sorted. */
export function assertionPaths(changed: readonly string[]): string[] {
  return changed.filter((f) => surfaceKind(f) === 'test' && assertionsCountable(f)).sort();
}

/**
 * The files among `changed` whose texts tell how the attempt changed the checks, sorted: every
 * one, since a file is part of the checks where another names it (a preload, a test's data), and
 * source files can hold an inline disable or embedded tests.
 */
export const surfacePaths = (changed: readonly string[]): string[] => [...changed].sort();

const NONE: ReadonlySet<string> = new Set();

/** What a changed file is to the checks: its kind by path, or a script the run's gates name. */
const kindOf = (path: string, named: ReadonlySet<string>): ReturnType<typeof surfaceKind> => surfaceKind(path) ?? (named.has(path) ? 'scripts' : null);

/**
 * How the attempt changed each file of what checks the work among `changed`, from the texts the
 * shell read at its scope baseline and now: 'wait' while they are not read; none when the caller
 * reads no texts (`texts` of an absent map). Unchanged files are left out.
 */
export function recordedEdits(changed: readonly string[], edits: ReadonlyMap<string, SurfaceTexts> | undefined, actionId: string, named: ReadonlySet<string> = NONE): SurfaceEditRecord[] | 'wait' {
  const paths = surfacePaths(changed);
  if (edits === undefined || paths.length === 0) return [];
  const texts = edits.get(actionId);
  if (texts === undefined) return 'wait';
  const found = paths.flatMap((path) => {
    const text = texts.files.get(path);
    const kind = kindOf(path, named);
    const by = texts.named?.get(path);
    const e = kind !== null ? surfaceEdit(path, text, kind) : by !== undefined ? namedEdit(path, text, by) : holdsCode(path) ? (disableEdit(path, text) ?? embeddedTestEdit(path, text)) : null;
    return e === null ? [] : [e];
  });
  return withMoves(found, texts);
}

/** The same text but for its import lines (a moved test points at its module from its new place). */
const sameBut = (a: string, b: string): boolean => {
  const strip = (t: string): string => t.split('\n').filter((l) => !IMPORT.test(l)).join('\n');
  return strip(a) === strip(b);
};

/** A deleted test file whose text, less its imports, is now a new file: both are `moved`, neither a removal nor new tests. */
function withMoves(edits: SurfaceEditRecord[], texts: SurfaceTexts): SurfaceEditRecord[] {
  const moved = new Set<string>();
  for (const gone of edits.filter((e) => e.change === 'deleted')) {
    const was = texts.files.get(gone.path)?.before;
    if (typeof was !== 'string') continue;
    const to = edits.find((e) => e.change === 'added' && !moved.has(e.path) && typeof texts.files.get(e.path)?.after === 'string' && sameBut(was, texts.files.get(e.path)?.after as string));
    if (to === undefined) continue;
    moved.add(gone.path);
    moved.add(to.path);
  }
  return edits.map((e) => (moved.has(e.path) ? { path: e.path, change: 'moved', tests: 0 } : e));
}

/** The paths of `wanted` whose texts the shell has not read yet in this command. */
export function unreadSurface(surface: SurfaceTexts | null, wanted: readonly string[]): string[] {
  return wanted.filter((p) => surface === null || !surface.files.has(p));
}

/**
 * The assertions of the test files among `changed` at the run's start and now, from the texts
 * the shell read: 'wait' while some are not read yet; none when the caller reads no texts
 * (`surface` undefined) or no spawn was issued yet. A file not counted on both sides is left out.
 */
export function recordedAssertions(state: RunState, changed: readonly string[], surface: SurfaceTexts | null | undefined): AssertionCountRecord[] | 'wait' {
  const paths = assertionPaths(changed);
  if (surface === undefined || paths.length === 0 || runStartSnapshot(state) === null) return [];
  if (surface === null || unreadSurface(surface, paths).length > 0) return 'wait';
  return paths.flatMap((path) => {
    const n = assertionCounts({ path, kind: 'test' }, surface.files.get(path));
    return n === null ? [] : [{ path, ...n }];
  });
}
