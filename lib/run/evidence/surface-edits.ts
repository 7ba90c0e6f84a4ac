// How an attempt changed each file of what checks the work (docs/design.md#test-baseline), from
// the file's text at the attempt's scope baseline and now: tests added (a new test file, or new
// cases appended to one) are told as information; anything else (an existing test's body or
// expected value edited, a line that patches an assertion or skips a test, fixture data, runner,
// coverage, lint or CI configuration, the test-related parts of package.json) is a change to the
// checks, kept with the lines that changed so the warning can quote them. Pure.

import type { SurfaceEditRecord } from '../../schema/run.js';
import { lineHunks, type Hunk } from './line-diff.js';
import type { SurfaceText } from '../model/observed.js';
import { surfaceKind } from './test-surface.js';
import { INLINE_DISABLE } from './inline-disables.js';

const MAX_QUOTE = 160;

/** A test's declaration line, and the name it declares where the line says it. */
const DECLARATIONS: readonly RegExp[] = [
  // JS/TS: test('name', …), it("name"), test.each(…)('name'), t.test(`name`)
  /^[ \t]*(?:\w+\.)?(?:test|it)(?:\.(?:each|only|concurrent|sequential)\b[^(]*(?:\([^)]*\))?)*[ \t]*\([ \t]*(['"`])(.*?)\1/,
  // Python: def test_x( / async def test_x(
  /^[ \t]*(?:async[ \t]+)?def[ \t]+()(test\w*)[ \t]*\(/,
  // Go: func TestX(t *testing.T)
  /^func[ \t]+()((?:Test|Example|Fuzz)\w*)[ \t]*\(/,
  // Rust, after #[test]: fn name(
  /^[ \t]*(?:pub[ \t]+)?(?:async[ \t]+)?fn[ \t]+()(\w+)[ \t]*\(/,
];
/** A group of tests (a describe block, a test class): it may open an appended block. */
const GROUP = /^[ \t]*(?:(?:describe|suite|context)(?:\.\w+)*[ \t]*\(|class[ \t]+Test\w*|mod[ \t]+\w+[ \t]*\{)/;
/** A line that only asserts (a new assertion in an existing test makes it stricter). */
const ASSERTION = /^[ \t]*(?:(?:t\.)?assert(?:\.\w+)*[ \t]*\(|expect[ \t]*\(|self\.assert\w*[ \t]*\(|assert[ \t]|assert(?:_eq|_ne)?![ \t]*\(|t\.(?:Error|Errorf|Fatal|Fatalf)[ \t]*\(|(?:assert|require)\.\w+[ \t]*\()/;
/** A row of a table of cases (a parametrize tuple, a test.each array, a Go struct literal). */
const ROW = /^[ \t]*[[{(].*[\]})][ \t]*,?[ \t]*$/;
/** Lines that only close blocks (a diff may slide them to the front of an appended test). */
const CLOSER = /^[ \t]*[)}\]][)}\];,]*[ \t]*$/;
const RUST_TEST_ATTR = /^[ \t]*#\[(?:\w+::)?test\b/m;
const JAVA_TEST_ATTR = /^[ \t]*@(?:Test|ParameterizedTest)\b/m;

/** Lines that bend a check wherever they are added: assertions patched, tests skipped, outcomes or exits forced, checks disabled. */
export const BENDS: readonly RegExp[] = [
  /\b(?:assert|expect|should)(?:\.\w+)*[ \t]*=(?!=)(?![ \t]*(?:require|import|await[ \t]+import)\b)/,
  /\brequire\.cache\b/,
  /\.(?:skip|todo|fails)\b|\bx(?:it|test|describe)\b|\bpytest\.(?:skip|xfail)\b|@(?:pytest\.mark\.)?(?:skip|xfail)\w*|@unittest\.(?:skip|expectedFailure)\w*|#\[ignore\]|\bt\.Skip\w*\(/,
  /\bprocess\.exit\b|\bsys\.exit\b|\bos\._exit\b|\bos\.Exit\b/,
  INLINE_DISABLE,
];

/** A line that puts code into the test process from outside a test: preloads, pytest hooks and plugins, an import path put first, module mocks, matchers. */
export const RUNNER_HOOK = /\bpythonpath\b|\b(?:addopts|pytest)\b.*[\s="']-p[ \t]+(?!no:)[\w.]|\bdef[ \t]+pytest_\w+|node-options|script-shell|NODE_OPTIONS|--require\b|--import\b|\b(?:vi|jest)\.mock\b|\bexpect\.extend\b|setupFiles|globalSetup|\bpytest_plugins\b|\bmonkeypatch\.setattr\b|\b(?:mocker|mock)\.patch\b/;

const trimQuote = (line: string): string => {
  const t = line.trim();
  return t.length > MAX_QUOTE ? `${t.slice(0, MAX_QUOTE - 1)}…` : t;
};

const lines = (text: string): string[] => text.split('\n');

/** The attribute lines right above line `i` (a Rust fn may carry #[test] and #[should_panic]). */
function above(ls: readonly string[], i: number): string {
  let j = i;
  while (j > 0 && /^[ \t]*(?:#\[|@)/.test(ls[j - 1] as string)) j -= 1;
  return ls.slice(j, i).join('\n');
}

/** The test a declaration line declares (its name where printed), or null for any other line. */
function declared(line: string, previous: string | undefined): string | null {
  for (const [i, re] of DECLARATIONS.entries()) {
    const m = re.exec(line);
    if (m === null) continue;
    // A Rust function is a test only under #[test]; a Java method under @Test.
    if (i === 3 && (previous === undefined || !(RUST_TEST_ATTR.test(previous) || JAVA_TEST_ATTR.test(previous)))) continue;
    return m[2] ?? '';
  }
  return null;
}

/** How many tests `text` declares (a parametrised declaration counts once). */
export function countTestDeclarations(text: string): number {
  const ls = lines(text);
  return ls.filter((l, i) => declared(l, above(ls, i)) !== null).length;
}

/** The name of the test whose body holds line `at` (0-based) of `text`: the nearest declaration at or above it. */
function enclosingTest(text: string, at: number): string | undefined {
  const ls = lines(text);
  for (let i = Math.min(at, ls.length - 1); i >= 0; i -= 1) {
    const name = declared(ls[i] as string, above(ls, i));
    if (name !== null) return name === '' ? undefined : name;
  }
  return undefined;
}

const meaningful = (line: string): boolean => line.trim() !== '' && !/^[ \t]*(?:\/\/|#(?!\[)|\/\*|\*)/.test(line);

/** A line that only names what a file imports. */
export const IMPORT = /^[ \t]*(?:import\b|from\b|const[ \t]+.*=[ \t]*require\(|use[ \t]|mod[ \t]|#include\b)|\brequire\(/;

const quoted = (line: string): string => [...line.matchAll(/(['"`])(.*?)\1/g)].map((m) => m[2]).join('\u0000');
const words = (line: string): Set<string> => new Set(line.replace(/(['"`]).*?\1/g, '').match(/\w+/g) ?? []);

/** `after` imports what `before` did from the same module, and more (a new test needs the new function). */
const widensImport = (before: string, after: string): boolean =>
  IMPORT.test(before) && IMPORT.test(after) && quoted(before) === quoted(after) && [...words(before)].every((w) => words(after).has(w));

/** `after` is `before` with a separator added at its end: the row or entry that was last is followed by a new one. */
const gainsComma = (before: string, after: string): boolean => after.trimEnd() === `${before.trimEnd()},`;

/** The lines a hunk adds, less those that only widen a line it removes (an import, an export list, a trailing comma); null when it removes any other line. */
function addedLines(h: Hunk, widens: (before: string, after: string) => boolean): string[] | null {
  const plus = h.lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1));
  for (const r of h.lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1))) {
    if (r.trim() === '') continue;
    const i = plus.findIndex((a) => widens(r, a) || gainsComma(r, a));
    if (i < 0) return null;
    plus.splice(i, 1);
  }
  return plus;
}

/** Whether a hunk only appends whole test cases: no line removed (but an import widened), a declaration first, nothing that bends a check. */
export function addsCases(h: Hunk): boolean {
  const added = addedLines(h, widensImport);
  if (added === null) return false;
  const body = added.filter(meaningful);
  if (body.length === 0) return true;
  if (body.some((l) => BENDS.some((re) => re.test(l)))) return false;
  // New assertions or new rows of a table of cases: the existing ones still run.
  if (body.every((l) => ASSERTION.test(l) || ROW.test(l))) return true;
  const first = body.findIndex((l, i) => declared(l, above(body, i)) !== null || GROUP.test(l));
  // Only decorators, attributes and block closers may come before the first declaration.
  return first >= 0 && body.slice(0, first).every((l) => /^[ \t]*(?:@|#\[)/.test(l) || CLOSER.test(l));
}

/** The quote of the first hunk that is not whole new cases: its first removed and first added line, and the test it is in. */
export function quoteOf(before: string, h: Hunk): NonNullable<SurfaceEditRecord['quote']> {
  const removed = h.lines.find((l) => l.startsWith('-') && l.slice(1).trim() !== '');
  const added = h.lines.find((l) => l.startsWith('+') && meaningful(l.slice(1)));
  const firstChange = h.lines.findIndex((l) => l.startsWith('-') || l.startsWith('+'));
  const test = enclosingTest(before, h.oldStart - 1 + Math.max(0, h.lines.slice(0, firstChange).filter((l) => !l.startsWith('+')).length));
  return {
    line: h.newStart + h.lines.slice(0, firstChange).filter((l) => !l.startsWith('-')).length,
    ...(test === undefined ? {} : { test: trimQuote(test) }),
    ...(removed === undefined ? {} : { before: trimQuote(removed.slice(1)) }),
    ...(added === undefined ? {} : { after: trimQuote(added.slice(1)) }),
  };
}

/** A top-level definition and the name it defines: a function, class, variable or export. */
const DEFINITION = /^(?:export[ \t]+)?(?:async[ \t]+)?(?:function\*?[ \t]+(\w+)|class[ \t]+(\w+)|(?:const|let|var)[ \t]+(\w+)|def[ \t]+(\w+)|(?:module\.)?exports\.(\w+)[ \t]*=|(?:pub[ \t]+)?fn[ \t]+(\w+))/;
const defined = (line: string): string | null => {
  const m = DEFINITION.exec(line);
  return m === null ? null : (m.slice(1).find((x) => x !== undefined) ?? null);
};
/** `after` exports or lists what `before` did, and more (`module.exports = { same }` → `{ same, near }`). */
const widensList = (before: string, after: string): boolean => widensImport(before, after) || (/[{[(]/.test(before) && quoted(before) === quoted(after) && [...words(before)].every((w) => words(after).has(w)));

/** The lines a hunk adds, less those that only widen a line it removes (a list, an import, a trailing comma); null when it removes any other line. */
export const addedLinesOf = (h: Hunk): string[] | null => addedLines(h, widensList);

/**
 * Whether a hunk of a helper the tests share (a file of what checks the work that declares no
 * test) only adds new definitions: nothing removed (but a list widened), the first added line a
 * top-level definition of a name the file did not define (a later `function same` would replace
 * the one the tests call), nothing that bends a check.
 */
function addsDefinitions(h: Hunk, before: string): boolean {
  const added = addedLines(h, widensList);
  if (added === null) return false;
  const body = added.filter(meaningful);
  if (body.length === 0) return true;
  if (body.some((l) => BENDS.some((re) => re.test(l)))) return false;
  const had = new Set(lines(before).map(defined).filter((n) => n !== null));
  const names = body.map(defined).filter((n) => n !== null);
  return defined(body[0] as string) !== null && names.every((n) => !had.has(n));
}

/**
 * A mock jest uses for a package without a `jest.mock` call: any in the `__mocks__` folder at the
 * project's root (beside node_modules), and a scoped package's (`__mocks__/@scope/name`) in any
 * `__mocks__` folder (jest keys mocks by their path under it, and a user module is never `@…`).
 */
const PACKAGE_MOCK = /^__mocks__\/|(?:^|\/)__mocks__\/@[^/]+\//;

/** The test-related keys of package.json: what runs the tests or configures a runner, coverage or lint. */
const PACKAGE_CHECK_KEYS = new Set(['scripts', 'jest', 'mocha', 'ava', 'c8', 'nyc', 'vitest', 'eslintConfig', 'eslintIgnore', 'prettier', 'tap', 'workspaces', 'config']);

/** A package.json change told only where it touches what checks the work: a script changed or removed, a new lifecycle script, runner or coverage config. */
function packageEdit(path: string, before: string, after: string): SurfaceEditRecord | null {
  let a: Record<string, unknown>;
  let b: Record<string, unknown>;
  try {
    a = JSON.parse(before) as Record<string, unknown>;
    b = JSON.parse(after) as Record<string, unknown>;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return null;
  } catch {
    return null;
  }
  const show = (v: unknown): string => trimQuote(JSON.stringify(v) ?? 'absent');
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => PACKAGE_CHECK_KEYS.has(k))) {
    if (key !== 'scripts') {
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return { path, change: 'edited', tests: 0, quote: { test: `"${key}"`, before: show(a[key]), after: show(b[key]) } };
      continue;
    }
    const sa = (a.scripts ?? {}) as Record<string, unknown>;
    const sb = (b.scripts ?? {}) as Record<string, unknown>;
    for (const name of [...new Set([...Object.keys(sa), ...Object.keys(sb)])]) {
      const was = sa[name];
      const is = sb[name];
      if (JSON.stringify(was) === JSON.stringify(is)) continue;
      // A new script runs only when something names it; a new pre/post script runs around one that exists, and `test` is the gate's.
      if (was === undefined && !/^(?:pre|post)/.test(name) && name !== 'test') continue;
      return { path, change: 'edited', tests: 0, quote: { test: `"scripts.${name}"`, before: show(was), after: show(is) } };
    }
  }
  return { path, change: 'unrelated', tests: 0 };
}

/** A line of `text` as a quote: its 1-based number and its text, trimmed. */
const quoteAt = (text: string, line: string): { line: number; after: string } => ({ line: lines(text).indexOf(line) + 1, after: trimQuote(line) });

/** A new test file: added with its tests, unless it applies a package mock or skips, patches or disables something. */
function newTestFileEdit(path: string, after: string): SurfaceEditRecord {
  // A mock the runner applies with no test asking for it (a package's, in the __mocks__ folder beside node_modules) replaces that package in every test, the old ones too.
  const applied = PACKAGE_MOCK.test(path) ? lines(after).find(meaningful) : undefined;
  if (applied !== undefined) return { path, change: 'edited', tests: 0, quote: quoteAt(after, applied) };
  // A new test file that skips, patches or disables something is told with that line.
  const first = lines(after).find((l) => BENDS.some((re) => re.test(l)));
  return first === undefined ? { path, change: 'added', tests: countTestDeclarations(after) } : { path, change: 'edited', tests: countTestDeclarations(after), quote: quoteAt(after, first) };
}

/**
 * A new manifest or config sets up checks that were not there (a project's first package.json):
 * told only where it bends one or loads code into the runner (a preload, a pytest hook, a mock).
 */
function newConfigFileEdit(path: string, after: string): SurfaceEditRecord {
  const loads = lines(after).find((l) => BENDS.some((re) => re.test(l)) || RUNNER_HOOK.test(l));
  if (loads === undefined) return { path, change: 'added', tests: 0 };
  return { path, change: 'edited', tests: 0, quote: quoteAt(after, loads) };
}

/** A file that changed: its package.json checks, else its hunks: extended (only cases or helpers added) or edited, quoting the first that bends. */
function changedFileEdit(path: string, before: string, after: string, kind: NonNullable<ReturnType<typeof surfaceKind>>): SurfaceEditRecord | null {
  if (path === 'package.json' || path.endsWith('/package.json')) {
    const edit = packageEdit(path, before, after);
    if (edit !== null) return edit;
  }
  const hunks = lineHunks(before, after);
  if (hunks.length === 0) return null;
  const helper = kind === 'test' && countTestDeclarations(before) === 0;
  const bent = kind === 'test' ? hunks.find((h) => !addsCases(h) && !(helper && addsDefinitions(h, before))) : hunks[0];
  if (bent !== undefined) return { path, change: 'edited', tests: 0, quote: quoteOf(before, bent) };
  // What the hunks add less the lines they only widen (a row that gains a comma is not a new row).
  const added = hunks.flatMap((h) => addedLines(h, widensList) ?? []).join('\n');
  const rows = added.split('\n').filter((l) => ROW.test(l)).length;
  return { path, change: 'extended', tests: countTestDeclarations(added) + rows };
}

/**
 * How one file of what checks the work changed between `text.before` (the attempt's scope
 * baseline) and `text.after` (now); null when it is not such a file or did not change.
 */
export function surfaceEdit(path: string, text: SurfaceText | undefined, kind = surfaceKind(path)): SurfaceEditRecord | null {
  if (kind === null) return null;
  if (text === undefined || text.before === undefined || text.after === undefined) return { path, change: 'edited', tests: 0 };
  const { before, after } = text;
  if (before === after || (before === null && after === null)) return null;
  if (after === null) return { path, change: 'deleted', tests: 0 };
  if (before === null) return kind === 'test' ? newTestFileEdit(path, after) : newConfigFileEdit(path, after);
  return changedFileEdit(path, before, after, kind);
}
