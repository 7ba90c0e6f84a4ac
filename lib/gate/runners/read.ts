// The small readers the runner records share: a base name, argv tests, summary lines summed,
// `word N` items, lines read as test names, distinct names. Pure; patterns match whole lines.

import type { Counts, NameReader, SummaryReader, TestOutcome, TestStatus } from './types.js';

/** A word's last path part, lower case (`./node_modules/.bin/Vitest` → `vitest`). */
export const base = (word: string): string => word.slice(word.lastIndexOf('/') + 1).toLowerCase();
/** The argv names one of `words` (by base name). */
export const has = (...words: string[]) => (argv: readonly string[]): boolean => argv.some((w) => words.includes(base(w)));
/** The argv names `program` with `word` after it. */
export const sub = (program: string, word: string) => (argv: readonly string[]): boolean =>
  argv.some((w, i) => base(w) === program && argv.slice(i + 1).some((x) => x === word));

export const ZERO: Counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
export const add = (a: Counts, b: Counts): Counts => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped, todo: a.todo + b.todo });
export const n = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/** Counts of passed or failed tests in a summary line (`12 passed`, `1 failed`). */
export const PASSED_FAILED = /(\d+) (?:passed|failed|errors?|xfailed|xpassed)\b/g;

/** `word N` items of a summary line (`3 passed`, `1 failed`), keyed by word. */
export function items(text: string, re: RegExp): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(re)) out.set((m[2] as string).toLowerCase(), (out.get((m[2] as string).toLowerCase()) ?? 0) + Number(m[1]));
  return out;
}

/** Every line matching `re`, read by `counts`; summed (or the last one, `last`). */
export function each(re: RegExp, counts: (m: RegExpExecArray, lines: readonly string[], i: number) => Counts | null, last = false): SummaryReader {
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

/** At most this many characters of a test's or a file's name are kept. */
export const MAX_NAME_CHARS = 200;

export const named = (name: string, status: TestStatus): TestOutcome => ({ name: name.trim().slice(0, MAX_NAME_CHARS), status });
export const indentOf = (line: string): number => line.length - line.trimStart().length;
export const always = (s: TestStatus) => (): TestStatus => s;

/** Lines of the form PATTERN → status, read in order (jest, mocha, vitest verbose, pytest -v, unittest -v, go test -v, cargo). */
export function lineNames(patterns: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => TestStatus | null]>, stop?: RegExp): NameReader {
  return (lines) => {
    const out: TestOutcome[] = [];
    for (const line of lines) {
      if (stop !== undefined && stop.test(line)) break;
      for (const [re, status] of patterns) {
        const m = re.exec(line);
        const s = m === null ? null : status(m);
        if (m !== null && s !== null) {
          out.push(named(m[1] as string, s));
          break;
        }
      }
    }
    return out;
  };
}

/** Each distinct name `pick` takes from a line, in order, with its line. */
export function distinct(lines: readonly string[], pick: (line: string, i: number) => string | null): { name: string; line: string }[] {
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
