// Test files the runner could not load or collect (docs/design.md#test-baseline): a test file
// whose import fails (the module it tests does not exist yet), a Python module that fails to
// import, a Go package or Rust test target that does not build. Such a file is not yet runnable:
// it is not a test, and its tests, once it loads, are new tests, not the return of removed ones.
// Read from the runners' own lines (real logs in test/fixtures/runner-reports/*-unloaded.log,
// go-unbuilt.log, go-setup-failed.log, cargo-unbuilt.log). Patterns match whole lines, `[ \t]`.

import { goJsonFailedBuild } from './runner-report-rules.js';

export interface UnloadedRule {
  /** The runner whose summary the entries belong to (`go test` also matches `go test (packages)`). */
  readonly runner: string;
  /** Whether that runner's summary counts each entry as a failed test (then the report takes it out). */
  readonly counted: boolean;
  /**
   * The files, modules, packages or targets it could not load, as printed, with the line that
   * said so. `summarized`: the runner's summary is in the log (a weaker line is trusted only then).
   */
  readonly read: (lines: readonly string[], summarized: boolean) => readonly { name: string; line: string }[];
}

/** A test file's path as node --test prints it for a file-level point (`/proj/test/x.test.js`, `test\\x.test.mjs`). */
export const TEST_FILE_NAME = /^(?:[A-Za-z]:)?[\\/]?(?:[^ ]*[\\/])?[^ \\/]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/;

/** node --test TAP: a failing top-level point named by a test file (the file failed outside its tests). */
export const NODE_TAP_FILE_POINT = /^not ok \d+ - (\S+?)(?: # .*)?$/;
/** node --test spec: the same point, `✖ /proj/x.test.js (12ms)`, at the top level. */
export const NODE_SPEC_FILE_POINT = /^✖ (\S+?)(?: \([\d.]+m?s\))?$/;

/** Whether a node --test point at the top level is a test file that failed outside its tests. */
export const nodeFilePoint = (line: string): string | null => {
  const m = NODE_TAP_FILE_POINT.exec(line) ?? NODE_SPEC_FILE_POINT.exec(line);
  return m !== null && TEST_FILE_NAME.test(m[1] as string) ? (m[1] as string) : null;
};

/** unittest's stand-in for a module (or name) it could not load: `test_x (unittest.loader._FailedTest.test_x)`. */
export const UNITTEST_FAILED_TEST = /^(\S+) \(unittest\.loader\._FailedTest(?:\.\S+)?\)/;

/** Each distinct name `pick` takes from a line, in order, with its line. */
function distinct(lines: readonly string[], pick: (line: string, i: number) => string | null): { name: string; line: string }[] {
  const seen = new Set<string>();
  const out: { name: string; line: string }[] = [];
  lines.forEach((line, i) => {
    const name = pick(line, i);
    if (name === null || seen.has(name)) return;
    seen.add(name);
    out.push({ name, line: line.trim() });
  });
  return out;
}

/** node --test: file points (TAP, or spec before its "failing tests" recap, which repeats them). */
function nodeFiles(lines: readonly string[], summarized: boolean): { name: string; line: string }[] {
  if (!summarized) return [];
  const recap = lines.findIndex((l) => /^✖ failing tests:[ \t]*$/.test(l));
  return distinct(recap < 0 ? lines : lines.slice(0, recap), nodeFilePoint);
}

/**
 * pytest: `___ ERROR collecting tests/test_x.py ___` and the short summary's `ERROR tests/test_x.py`
 * (a path without `::`: with one it is a test's setup error). With `--tb=no -rN` neither is
 * printed, only `Interrupted: N errors during collection`: those files are counted unnamed.
 */
function pytestFiles(lines: readonly string[], summarized: boolean): { name: string; line: string }[] {
  const named = distinct(lines, (line) => {
    const short = summarized ? (/^ERROR (\S+)(?: - .*)?$/.exec(line)?.[1] ?? null) : null;
    const name = /^_+ ERROR collecting (\S+) _+$/.exec(line)?.[1] ?? short;
    return name === null || name.includes('::') ? null : name;
  });
  const interrupted = lines.map((l) => /^!+ Interrupted: (\d+) errors? during collection !+$/.exec(l)).find((m) => m !== null);
  const count = interrupted == null ? 0 : Number(interrupted[1]);
  const unnamed = Array.from({ length: Math.max(0, count - named.length) }, (_, i) => ({ name: `(a test module pytest could not collect, ${i + 1})`, line: (interrupted?.[0] ?? '').trim() }));
  return [...named, ...unnamed];
}

/** jest: `FAIL test/x.test.js` followed by `● Test suite failed to run`. */
function jestFiles(lines: readonly string[]): { name: string; line: string }[] {
  return distinct(lines, (line, i) => {
    // The path has no space (`\S+`): a lazy `.+?` before optional spaces would cost quadratic time on a hostile line.
    const m = /^[ \t]*FAIL[ \t]+(\S+)(?:[ \t]+\([\d.]+ m?s\))?[ \t]*$/.exec(line);
    if (m === null) return null;
    const next = lines.slice(i + 1, i + 3).find((l) => l.trim() !== '');
    return next !== undefined && /^[ \t]*● Test suite failed to run[ \t]*$/.test(next) ? (m[1] as string) : null;
  });
}

export const UNLOADED_RULES: readonly UnloadedRule[] = [
  { runner: 'node --test', counted: true, read: nodeFiles },
  // vitest lists a file that failed before its tests under "Failed Suites" as `FAIL  x.test.js [ x.test.js ]`.
  { runner: 'vitest', counted: false, read: (lines) => distinct(lines, (line) => {
    const m = /^[ \t]*FAIL[ \t]+(\S+)[ \t]+\[ (\S+) \][ \t]*$/.exec(line);
    return m !== null && m[1] === m[2] ? (m[1] as string) : null;
  }) },
  { runner: 'jest', counted: false, read: jestFiles },
  { runner: 'pytest', counted: true, read: pytestFiles },
  // Its failure details always print `ERROR: test_x (unittest.loader._FailedTest.test_x)` (3.10 and older: `…_FailedTest)`).
  { runner: 'unittest', counted: true, read: (lines) => distinct(lines, (line) => (line.startsWith('ERROR: ') ? (UNITTEST_FAILED_TEST.exec(line.slice(7))?.[1] ?? null) : null)) },
  // go: `FAIL pkg [build failed]` / `[setup failed]` (every mode); go ≥1.24 -json: a package fail event with FailedBuild.
  { runner: 'go test', counted: false, read: (lines) => distinct(lines, (line) => /^FAIL[ \t]+(\S+)[ \t]+\[(?:build|setup) failed\][ \t]*$/.exec(line)?.[1] ?? goJsonFailedBuild(line)) },
  // cargo compiles every test target before it runs any: one that does not compile stops the run.
  { runner: 'cargo test', counted: false, read: (lines) => distinct(lines, (line) => {
    const m = /^error: could not compile `([^`]+)` \(([^)]*\btest\b[^)]*)\)/.exec(line);
    return m === null ? null : `${m[1] as string} (${m[2] as string})`;
  }) },
];
