// The summary lines test runners print, read as counts: the table behind runnerReport
// (lib/gate/runner-report.ts; docs/design.md#gates). Patterns match one whole line, `[ \t]`
// never `\s`. A runner printing several summaries (one per package or test binary) adds up,
// except Maven, whose last "Tests run:" line is the total of the ones before it.

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly todo: number;
}

export interface SummaryRule {
  readonly runner: string;
  /** The counts of this runner's summaries in the log and the first summary line; null: none printed. */
  readonly read: (lines: readonly string[]) => { line: string; counts: Counts } | null;
}

const ZERO: Counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
const add = (a: Counts, b: Counts): Counts => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped, todo: a.todo + b.todo });
const n = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/** `word N` items of a summary line (`3 passed`, `1 failed`), keyed by word. */
function items(text: string, re: RegExp): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(re)) out.set((m[2] as string).toLowerCase(), (out.get((m[2] as string).toLowerCase()) ?? 0) + Number(m[1]));
  return out;
}

/** Every line matching `re`, read by `counts`; summed (or the last one, `last`). */
function each(re: RegExp, counts: (m: RegExpExecArray, lines: readonly string[], i: number) => Counts | null, last = false): SummaryRule['read'] {
  return (lines) => {
    let first: string | null = null;
    let total: Counts | null = null;
    lines.forEach((line, i) => {
      const m = re.exec(line);
      if (m === null) return;
      const c = counts(m, lines, i);
      if (c === null) return;
      first ??= line;
      total = last || total === null ? c : add(total, c);
    });
    return first === null || total === null ? null : { line: first, counts: total };
  };
}

/** `# pass N` (`ℹ pass N`) and its neighbours after a `# tests N` line. */
function nodeBlock(lines: readonly string[], i: number): Counts {
  const block = new Map<string, number>();
  for (const line of lines.slice(i + 1, i + 10)) {
    const m = /^[ \t]*(?:#|ℹ) (pass|fail|cancelled|skipped|todo) (\d+)[ \t]*$/.exec(line);
    if (m !== null) block.set(m[1] as string, Number(m[2]));
  }
  return { passed: block.get('pass') ?? 0, failed: (block.get('fail') ?? 0) + (block.get('cancelled') ?? 0), skipped: block.get('skipped') ?? 0, todo: block.get('todo') ?? 0 };
}

/** Mocha's `N passing` with the `N failing` and `N pending` lines under it. */
function mochaBlock(m: RegExpExecArray, lines: readonly string[], i: number): Counts {
  const around = lines.slice(i + 1, i + 4).join('\n');
  return { passed: n(m[1]), failed: n(/^[ \t]*(\d+) failing\b/m.exec(around)?.[1]), skipped: n(/^[ \t]*(\d+) pending\b/m.exec(around)?.[1]), todo: 0 };
}

/**
 * unittest's `Ran N tests in …` with the `OK (skipped=…)` / `FAILED (failures=…)` line after it.
 * An expected failure (`@unittest.expectedFailure`, `expected failures=1`) counts as skipped, as
 * pytest's XFAIL does here: the test ran and failed as documented, so it shows nothing working,
 * and counted as passed it would let a decorator turn a failing test into a pass. An unexpected
 * success is a failure (unittest itself says FAILED and exits 1 for it).
 */
function unittestBlock(m: RegExpExecArray, lines: readonly string[], i: number): Counts | null {
  const verdict = lines.slice(i + 1, i + 4).find((l) => /^(?:OK|FAILED)\b/.test(l));
  if (verdict === undefined) return null;
  const said = new Map<string, number>();
  for (const item of verdict.matchAll(/(?:^|[(,])[ \t]*([a-z][a-z ]*?)=(\d+)/g)) said.set(item[1] as string, Number(item[2]));
  const f = (key: string): number => said.get(key) ?? 0;
  const failed = f('failures') + f('errors') + f('unexpected successes');
  const skipped = f('skipped') + f('expected failures');
  return { passed: Math.max(0, n(m[1]) - failed - skipped), failed, skipped, todo: 0 };
}

/** A `go test -json` event that ends a test: its action and test name; null for any other line. */
export function goJsonEvent(line: string): { action: 'pass' | 'fail' | 'skip'; test: string } | null {
  if (!line.startsWith('{"') || !line.includes('"Test":')) return null;
  try {
    const e = JSON.parse(line) as { Action?: unknown; Test?: unknown };
    return (e.Action === 'pass' || e.Action === 'fail' || e.Action === 'skip') && typeof e.Test === 'string' ? { action: e.Action, test: e.Test } : null;
  } catch {
    return null;
  }
}

/** go test -json: one pass/fail/skip event per test and subtest. */
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

/** A go ≥1.24 `-json` package event for a package that did not build: its import path; null for any other line. */
export function goJsonFailedBuild(line: string): string | null {
  if (!line.startsWith('{"') || !line.includes('"FailedBuild":')) return null;
  try {
    const e = JSON.parse(line) as { Action?: unknown; Package?: unknown; Test?: unknown };
    return e.Action === 'fail' && e.Test === undefined && typeof e.Package === 'string' ? e.Package : null;
  } catch {
    return null;
  }
}

const GO_PACKAGE_OK = /^ok[ \t]+\S+[ \t]+(?:[\d.]+s|\(cached\))(?:[ \t]+coverage:.*)?[ \t]*$/;
// A package that did not build (`[build failed]`, `[setup failed]`) ran no test: it is not yet
// runnable, not a failed package (lib/gate/runner-unloaded.ts reads it).
const GO_PACKAGE_FAIL = /^FAIL[ \t]+\S+[ \t]+[\d.]+s[ \t]*$/;

/**
 * go test without -v or -json prints no line per passing test, only one per package (`ok  pkg
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

/** go test -v: one `--- PASS|FAIL|SKIP:` line per test and subtest; -json: its events. */
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

const VITEST_ITEMS = /(\d+) (passed|failed|skipped|todo)\b/g;
const JEST_ITEMS = /(\d+) (passed|failed|skipped|todo)\b/g;
const PYTEST_ITEMS = /(\d+) (passed|failed|skipped|errors?|xfailed|xpassed)\b/g;

export const SUMMARY_RULES: readonly SummaryRule[] = [
  {
    runner: 'node --test',
    read: each(/^[ \t]*(?:#|ℹ) tests (\d+)[ \t]*$/, (_m, lines, i) => nodeBlock(lines, i)),
  },
  {
    runner: 'vitest',
    read: each(/^[ \t]*Tests[ \t]+(\d+ (?:passed|failed|skipped|todo)\b.*)\(\d+\)[ \t]*$/, (m) => {
      const it = items(m[1] as string, VITEST_ITEMS);
      return { passed: it.get('passed') ?? 0, failed: it.get('failed') ?? 0, skipped: it.get('skipped') ?? 0, todo: it.get('todo') ?? 0 };
    }),
  },
  {
    runner: 'jest',
    read: each(/^[ \t]*Tests:[ \t]+(.*)\b\d+ total[ \t]*$/, (m) => {
      const it = items(m[1] as string, JEST_ITEMS);
      return { passed: it.get('passed') ?? 0, failed: it.get('failed') ?? 0, skipped: it.get('skipped') ?? 0, todo: it.get('todo') ?? 0 };
    }),
  },
  { runner: 'mocha', read: each(/^[ \t]*(\d+) passing\b.*$/, mochaBlock) },
  {
    runner: 'pytest',
    read: each(/^[= \t]*((?:\d+ \w+(?:, )?)+) in [\d.]+s\b.*$/, (m) => {
      const it = items(m[1] as string, PYTEST_ITEMS);
      if (it.size === 0) return null;
      const failed = (it.get('failed') ?? 0) + (it.get('error') ?? 0) + (it.get('errors') ?? 0);
      // XFAIL counts as skipped (as its name does under -v): an expected failure shows nothing working.
      return { passed: (it.get('passed') ?? 0) + (it.get('xpassed') ?? 0), failed, skipped: (it.get('skipped') ?? 0) + (it.get('xfailed') ?? 0), todo: 0 };
    }),
  },
  { runner: 'unittest', read: each(/^Ran (\d+) tests? in [\d.]+s[ \t]*$/, unittestBlock) },
  { runner: 'go test', read: goTests },
  { runner: 'go test (packages)', read: goPackages },
  {
    runner: 'cargo test',
    read: each(/^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored\b.*$/, (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]), todo: 0 })),
  },
  {
    runner: 'rspec',
    read: each(/^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?\b.*$/, (m) => ({
      passed: Math.max(0, n(m[1]) - n(m[2]) - n(m[3])),
      failed: n(m[2]),
      skipped: n(m[3]),
      todo: 0,
    })),
  },
  {
    runner: 'phpunit',
    read: (lines) =>
      each(/^OK \((\d+) tests?, \d+ assertions?\)[ \t]*$/, (m) => ({ passed: n(m[1]), failed: 0, skipped: 0, todo: 0 }))(lines) ??
      each(/^Tests: (\d+), Assertions: \d+(.*)$/, (m) => {
        const f = (key: string): number => n(new RegExp(`\\b${key}: (\\d+)`).exec(m[2] as string)?.[1]);
        const failed = f('Errors') + f('Failures');
        const skipped = f('Skipped') + f('Incomplete');
        return { passed: Math.max(0, n(m[1]) - failed - skipped), failed, skipped, todo: 0 };
      })(lines),
  },
  {
    runner: 'dotnet test',
    read: each(/^[ \t]*(?:Passed|Failed)![ \t]+-[ \t]+Failed:[ \t]+(\d+), Passed:[ \t]+(\d+), Skipped:[ \t]+(\d+)\b.*$/, (m) => ({
      passed: n(m[2]),
      failed: n(m[1]),
      skipped: n(m[3]),
      todo: 0,
    })),
  },
  {
    runner: 'maven',
    read: each(
      /^(?:\[\w+\][ \t]+)?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)[ \t]*$/,
      (m) => ({ passed: Math.max(0, n(m[1]) - n(m[2]) - n(m[3]) - n(m[4])), failed: n(m[2]) + n(m[3]), skipped: n(m[4]), todo: 0 }),
      true,
    ),
  },
  {
    runner: 'bun test',
    read: each(/^Ran (\d+) tests? across \d+ files?\b.*$/, (_m, lines, i) => {
      const before = lines.slice(Math.max(0, i - 6), i).join('\n');
      const g = (w: string): number => n(new RegExp(`^[ \\t]*(\\d+) ${w}[ \\t]*$`, 'm').exec(before)?.[1]);
      return { passed: g('pass'), failed: g('fail'), skipped: g('skip'), todo: g('todo') };
    }),
  },
  {
    runner: 'deno test',
    read: each(/^(?:ok|FAILED) \| (\d+) passed\b.*\| (\d+) failed\b(.*)$/, (m) => ({
      passed: n(m[1]),
      failed: n(m[2]),
      skipped: n(/(\d+) ignored\b/.exec(m[3] as string)?.[1]),
      todo: 0,
    })),
  },
  {
    runner: 'ctest',
    read: each(/^\d+% tests passed, (\d+) tests? failed out of (\d+)[ \t]*$/, (m) => ({ passed: Math.max(0, n(m[2]) - n(m[1])), failed: n(m[1]), skipped: 0, todo: 0 })),
  },
  {
    runner: 'test runner',
    read: each(/^[ \t]*(?:\w+:[ \t]*)?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?[ \t]*$/, (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]), todo: 0 })),
  },
];
