// go test (pkg.go.dev/cmd/go#hdr-Test_packages): one line per package (`ok pkg 0.01s`, `FAIL pkg
// 0.01s`), each test with -v (`--- PASS: TestX (0.00s)`) or as -json events; a package that did
// not build ran no test (`FAIL pkg [build failed]`, go ≥1.24 -json `FailedBuild`).

import { add, always, distinct, lineNames, named, sub, ZERO } from './read.js';
import type { Counts, TestRunner } from './types.js';

/** A `go test -json` event that ends a test: its action and test name; null for any other line. */
function goJsonEvent(line: string): { action: 'pass' | 'fail' | 'skip'; test: string } | null {
  if (!line.startsWith('{"') || !line.includes('"Test":')) return null;
  try {
    const e = JSON.parse(line) as { Action?: unknown; Test?: unknown };
    return (e.Action === 'pass' || e.Action === 'fail' || e.Action === 'skip') && typeof e.Test === 'string' ? { action: e.Action, test: e.Test } : null;
  } catch {
    return null;
  }
}

/** A go ≥1.24 `-json` package event for a package that did not build: its import path; null for any other line. */
function goJsonFailedBuild(line: string): string | null {
  if (!line.startsWith('{"') || !line.includes('"FailedBuild":')) return null;
  try {
    const e = JSON.parse(line) as { Action?: unknown; Package?: unknown; Test?: unknown };
    return e.Action === 'fail' && e.Test === undefined && typeof e.Package === 'string' ? e.Package : null;
  } catch {
    return null;
  }
}

/** -json: one pass/fail/skip event per test and subtest. */
function goJson(lines: readonly string[]): { line: string; counts: Counts } | null {
  let counts = ZERO;
  let first: string | null = null;
  for (const line of lines) {
    const e = goJsonEvent(line);
    if (e === null) continue;
    first ??= line;
    counts = add(counts, { passed: e.action === 'pass' ? 1 : 0, failed: e.action === 'fail' ? 1 : 0, skipped: e.action === 'skip' ? 1 : 0, todo: 0 });
  }
  return first === null ? null : { line: first, counts };
}

const GO_PACKAGE_OK = /^ok[ \t]+\S+[ \t]+(?:[\d.]+s|\(cached\))(?:[ \t]+coverage:.*)?[ \t]*$/;
// A package that did not build (`[build failed]`, `[setup failed]`) ran no test: it is not yet
// runnable, not a failed package (read as unloaded below).
const GO_PACKAGE_FAIL = /^FAIL[ \t]+\S+[ \t]+[\d.]+s[ \t]*$/;

/**
 * Without -v or -json go test prints no line per passing test, only one per package (`ok  pkg
 * 0.01s`, `FAIL pkg 0.01s`; `[no tests to run]` and `[no test files]` are not counted): the
 * report counts packages, as `go test (packages)`, so the baseline sees a package whose tests
 * all went away or now fail, not one test removed inside a package. A package that did not
 * build is not counted: the report lists it as not yet runnable (`unloaded`).
 */
function goPackages(lines: readonly string[]): { line: string; counts: Counts } | null {
  if (lines.some((l) => /^=== RUN[ \t]/.test(l) || goJsonEvent(l) !== null)) return null;
  let counts = ZERO;
  let first: string | null = null;
  for (const line of lines) {
    const ok = GO_PACKAGE_OK.test(line);
    if (!ok && !GO_PACKAGE_FAIL.test(line)) continue;
    first ??= line;
    counts = add(counts, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, todo: 0 });
  }
  return first === null ? null : { line: first, counts };
}

/** -v: one `--- PASS|FAIL|SKIP:` line per test and subtest; -json: its events. */
function goTests(lines: readonly string[]): { line: string; counts: Counts } | null {
  if (!lines.some((l) => /^=== RUN[ \t]/.test(l))) return goJson(lines);
  let counts = ZERO;
  let first: string | null = null;
  for (const line of lines) {
    const m = /^[ \t]*--- (PASS|FAIL|SKIP): \S+ \(.*\)[ \t]*$/.exec(line);
    if (m === null) continue;
    first ??= line;
    counts = add(counts, { passed: m[1] === 'PASS' ? 1 : 0, failed: m[1] === 'FAIL' ? 1 : 0, skipped: m[1] === 'SKIP' ? 1 : 0, todo: 0 });
  }
  return first === null ? null : { line: first, counts };
}

const goVerbose = lineNames([
  [/^[ \t]*--- PASS: (\S+) \(.*\)[ \t]*$/, always('passed')],
  [/^[ \t]*--- FAIL: (\S+) \(.*\)[ \t]*$/, always('failed')],
  [/^[ \t]*--- SKIP: (\S+) \(.*\)[ \t]*$/, always('skipped')],
]);

export const runner: TestRunner = {
  runner: 'go test',
  order: 70,
  programs: ['gotestsum'],
  subcommands: [['go', 'test']],
  named: sub('go', 'test'),
  ran: [
    { line: /^ok[ \t]+\S+[ \t]+(?:[\d.]+s|\(cached\))(?:[ \t]+coverage:.*)?[ \t]*$/m },
    { line: /^[ \t]*--- (?:PASS|FAIL): .*$/m },
    { line: /^FAIL[ \t]+\S+[ \t]+[\d.]+s[ \t]*$/m },
  ],
  none: [/^\?[ \t]+\S+[ \t]+\[no test files\][ \t]*$/m, /^testing: warning: no tests to run[ \t]*$/m, /^ok[ \t]+\S+[ \t]+\S+[ \t]+\[no tests to run\][ \t]*$/m],
  summaries: [
    { runner: 'go test', read: goTests },
    { runner: 'go test (packages)', read: goPackages },
  ],
  names: (lines) => {
    const json = lines.flatMap((l) => {
      const e = goJsonEvent(l);
      return e === null ? [] : [named(e.test, e.action === 'pass' ? 'passed' : e.action === 'fail' ? 'failed' : 'skipped')];
    });
    return json.length > 0 ? json : goVerbose(lines);
  },
  // `FAIL pkg [build failed]` / `[setup failed]` (every mode); go ≥1.24 -json: a package fail event with FailedBuild.
  unloaded: { counted: false, read: (lines) => distinct(lines, (line) => /^FAIL[ \t]+(\S+)[ \t]+\[(?:build|setup) failed\][ \t]*$/.exec(line)?.[1] ?? goJsonFailedBuild(line)) },
};
