// node --test (nodejs.org/api/test.html): TAP (`# tests 3`) and the spec reporter (`ℹ tests 3`);
// each test as a TAP point or a spec line; a test file whose import failed is a failing
// top-level point named by the file (not a test: it is listed as not yet runnable).

import { distinct, each, indentOf, named } from './read.js';
import type { Counts, NameReader, TestOutcome, TestRunner, TestStatus } from './types.js';

/** A test file's path as node --test prints it for a file-level point (`/proj/test/x.test.js`, `test\\x.test.mjs`). */
const TEST_FILE_NAME = /^(?:[A-Za-z]:)?[\\/]?(?:[^ ]*[\\/])?[^ \\/]+\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/;
/** node --test TAP: a failing top-level point named by a test file (the file failed outside its tests). */
const NODE_TAP_FILE_POINT = /^not ok \d+ - (\S+?)(?: # .*)?$/;
/** node --test spec: the same point, `✖ /proj/x.test.js (12ms)`, at the top level. */
const NODE_SPEC_FILE_POINT = /^✖ (\S+?)(?: \([\d.]+m?s\))?$/;

/** Whether a node --test point at the top level is a test file that failed outside its tests. */
const nodeFilePoint = (line: string): string | null => {
  const m = NODE_TAP_FILE_POINT.exec(line) ?? NODE_SPEC_FILE_POINT.exec(line);
  return m !== null && TEST_FILE_NAME.test(m[1] as string) ? (m[1] as string) : null;
};

/** `# pass N` (`ℹ pass N`) and its neighbours after a `# tests N` line. */
function nodeBlock(lines: readonly string[], i: number): Counts {
  const block = new Map<string, number>();
  for (const line of lines.slice(i + 1, i + 10)) {
    const m = /^[ \t]*(?:#|ℹ) (pass|fail|cancelled|skipped|todo) (\d+)[ \t]*$/.exec(line);
    if (m !== null) block.set(m[1] as string, Number(m[2]));
  }
  return { passed: block.get('pass') ?? 0, failed: (block.get('fail') ?? 0) + (block.get('cancelled') ?? 0), skipped: block.get('skipped') ?? 0, todo: block.get('todo') ?? 0 };
}

/** TAP: `ok 1 - name`, `not ok 2 - name # SKIP`; parents (whose subtests came first) are not tests. */
const tapNames: NameReader = (lines) => {
  const out: TestOutcome[] = [];
  const path: string[] = [];
  let inYaml = -1;
  let lastPointIndent = -1;
  for (const line of lines) {
    const indent = indentOf(line);
    if (inYaml >= 0) {
      if (indent === inYaml && /^[ \t]*\.\.\.[ \t]*$/.test(line)) inYaml = -1;
      continue;
    }
    if (/^[ \t]*---[ \t]*$/.test(line)) {
      inYaml = indent;
      continue;
    }
    const sub = /^[ \t]*# Subtest: (.+)$/.exec(line);
    if (sub !== null) {
      path.length = Math.floor(indent / 4);
      path[Math.floor(indent / 4)] = sub[1] as string;
      continue;
    }
    const m = /^[ \t]*(not )?ok \d+(?: - (.*?))?(?: # (SKIP|TODO)\b.*)?$/i.exec(line);
    if (m === null) continue;
    const parent = lastPointIndent > indent;
    lastPointIndent = indent;
    // A file that failed outside its tests (its import failed) is not a test: the report lists it as unloaded.
    if (parent || (indent === 0 && nodeFilePoint(line) !== null)) continue;
    const prefix = path.slice(0, Math.floor(indent / 4)).filter((x) => x !== undefined);
    const directive = (m[3] ?? '').toUpperCase();
    // A test file that ran no test of its own (it exited early, or holds none) is reported as one
    // passing test named by its path: it tested nothing, so it counts as skipped.
    const emptyFile = m[1] === undefined && directive === '' && TEST_FILE_NAME.test(m[2] ?? '');
    const status: TestStatus = directive === 'SKIP' || emptyFile ? 'skipped' : directive === 'TODO' ? 'todo' : m[1] === undefined ? 'passed' : 'failed';
    out.push(named([...prefix, m[2] ?? ''].join(' > '), status));
  }
  return out;
};

/** The spec reporter: `✔ name (1ms)`, `✖ name`, `﹣ name # SKIP`, `✔ name # TODO`; `▶ suite` opens a suite. */
const specNames: NameReader = (lines) => {
  const out: TestOutcome[] = [];
  const path: string[] = [];
  let lastPointIndent = -1;
  for (const line of lines) {
    if (/^[ \t]*✖ failing tests:[ \t]*$/.test(line)) break;
    const indent = indentOf(line);
    const suite = /^[ \t]*▶ (.+)$/.exec(line);
    if (suite !== null) {
      path.length = Math.floor(indent / 2);
      path[Math.floor(indent / 2)] = suite[1] as string;
      continue;
    }
    const m = /^[ \t]*(✔|✖|﹣) (.+?)(?: \([\d.]+m?s\))?(?: # (SKIP|TODO)\b.*)?$/.exec(line);
    if (m === null) continue;
    const parent = lastPointIndent > indent;
    lastPointIndent = indent;
    if (parent || (indent === 0 && nodeFilePoint(line) !== null)) continue;
    const directive = m[3] ?? (m[1] === '﹣' ? 'SKIP' : '');
    const status: TestStatus = directive === 'SKIP' ? 'skipped' : directive === 'TODO' ? 'todo' : m[1] === '✖' ? 'failed' : 'passed';
    out.push(named([...path.slice(0, Math.floor(indent / 2)), m[2] as string].join(' > '), status));
  }
  return out;
};

/** File points (TAP, or spec before its "failing tests" recap, which repeats them). */
function nodeFiles(lines: readonly string[], summarized: boolean): { name: string; line: string }[] {
  if (!summarized) return [];
  const recap = lines.findIndex((l) => /^✖ failing tests:[ \t]*$/.test(l));
  return distinct(recap < 0 ? lines : lines.slice(0, recap), nodeFilePoint);
}

export const runner: TestRunner = {
  runner: 'node --test',
  order: 10,
  named: (argv) => argv.includes('--test'),
  ran: [{ line: /^[ \t]*(?:#|ℹ) tests (\d+)[ \t]*$/m }],
  none: [/^[ \t]*(?:#|ℹ) tests 0[ \t]*$/m],
  summaries: [{ runner: 'node --test', read: each(/^[ \t]*(?:#|ℹ) tests (\d+)[ \t]*$/, (_m, lines, i) => nodeBlock(lines, i)) }],
  names: (lines) => {
    const tap = tapNames(lines);
    return tap.length > 0 ? tap : specNames(lines);
  },
  unloaded: { counted: true, read: nodeFiles },
};
