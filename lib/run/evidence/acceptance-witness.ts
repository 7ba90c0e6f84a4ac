// Which acceptance criteria a gate witnessed, and which rest on the child's word alone
// (docs/design.md#completion). A criterion is witnessed by a gate when the PRD ties it to one
// (the criterion names a gate command of its phase in backticks: "`npm test` passes",
// "sum adds numbers (`node --test`)"), or when a passing gate's own output names a passed test
// whose name is the criterion (`✔ sum adds numbers`, `--- PASS: TestSumAddsNumbers`,
// `test_sum.py::test_sum_adds_numbers PASSED`). Everything else is self-assessed: the child
// said `met: true` and nothing checked it.

import type { GateRecord, RunPhase } from '../../schema/run.js';
import { stripAnsi } from '../../text/index.js';
import { oneLine } from '../../text/cut.js';

export type CriterionWitness =
  /** The PRD names this gate command in the criterion, and the gate passed. */
  | { criterion: string; by: 'gate'; command: string }
  /** A passed test named after the criterion, in the output of this passing gate. */
  | { criterion: string; by: 'test'; command: string; test: string }
  /** Only the child's word. */
  | { criterion: string; by: 'self' };

/** The words of a name: camelCase and snake_case split, punctuation dropped, lower case. */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\W]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** A test name without its runner's dressing: `Test`/`test_` prefixes, file paths, `describe >` chains joined. */
function testWords(name: string): string {
  const last = name.includes('::') ? (name.split('::').at(-1) ?? name) : name;
  const parts = last.split(/\s+>\s+|\s+›\s+/).filter((p) => !/\.(?:[cm]?[jt]sx?|py|go|rs)$/i.test(p.trim()));
  return nameWords(parts.join(' ').replace(/^(?:Test(?=[A-Z_])|test_)/, '').replace(/\s\((?:\d+(?:\.\d+)?\s*m?s)\)$/, ''));
}

/** Lines that report one passed test, per runner; group 1 is the test's name. */
const PASSED_LINES: readonly RegExp[] = [
  /^\s*[✔✓√]\s+(.+?)(?:\s+\(?\d+(?:\.\d+)?\s?m?s\)?)?\s*$/, // node:test spec, vitest/jest/mocha verbose
  /^\s*ok \d+ (?:- )?(.+?)\s*$/, // TAP (a `# SKIP`/`# TODO` directive is no pass)
  /^\s*--- PASS: (\S+)/, // go test -v
  /^(\S+::\S+) PASSED\b/, // pytest -v
  /^test (\S+) \.\.\. ok\s*$/, // cargo test
];

/** The names of the tests a gate's output reports as passed (bounded: the first 2,000). */
export function passedTests(log: string): string[] {
  const names: string[] = [];
  for (const line of stripAnsi(log).split(/\r?\n/)) {
    if (line.length > 400) continue;
    for (const re of PASSED_LINES) {
      const m = re.exec(line);
      if (m === null || (re === PASSED_LINES[1] && /#\s*(?:skip|todo)\b/i.test(line))) continue;
      names.push(m[1] ?? '');
      break;
    }
    if (names.length >= 2000) break;
  }
  return names;
}

/** The criteria of `criteria` a passing gate's output witnesses: a passed test named exactly after one (its words). */
export function testWitnesses(criteria: readonly string[], log: string): Array<{ criterion: string; test: string }> {
  if (criteria.length === 0) return [];
  const tests = passedTests(log).map((t) => ({ test: t, words: testWords(t) }));
  const out: Array<{ criterion: string; test: string }> = [];
  for (const criterion of criteria) {
    const words = nameWords(criterion);
    const hit = words === '' ? undefined : tests.find((t) => t.words === words);
    if (hit !== undefined) out.push({ criterion, test: oneLine(hit.test).slice(0, 200) });
  }
  return out;
}

/** The backticked spans of a criterion. */
const spans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((m) => oneLine(m[1] ?? ''));

/** The gates of the attempt that passed the phase (the last attempt's, every one passed). */
function passingGates(p: RunPhase): GateRecord[] {
  return p.currentGates.map((id) => p.gates.find((g) => g.actionId === id)).filter((g): g is GateRecord => g !== undefined && g.state === 'passed');
}

/** How each acceptance criterion of a passed phase is known to hold. Empty for other phases. */
/**
 * `passOnOld`: tests of the phase that passed on the code before it too (docs/design.md#fail-to-pass):
 * they do not witness the phase's work, so a criterion they name rests on the child's word.
 */
export function criterionWitnesses(p: RunPhase, passOnOld: ReadonlySet<string> = new Set()): CriterionWitness[] {
  if (p.status !== 'passed' || p.handoff || p.acceptance.length === 0) return [];
  const gates = passingGates(p);
  return p.acceptance.map(({ text }) => {
    const named = spans(text);
    const gate = gates.find((g) => named.includes(oneLine(g.command)));
    if (gate !== undefined) return { criterion: text, by: 'gate', command: gate.command };
    for (const g of gates) {
      const test = g.witnessed?.find((w) => w.criterion === text && !passOnOld.has(w.test));
      if (test !== undefined) return { criterion: text, by: 'test', command: g.command, test: test.test };
    }
    return { criterion: text, by: 'self' };
  });
}

/** The run's criteria that rest on the child's word alone, by phase (passed phases only). */
export function selfAssessed(phases: readonly RunPhase[]): Array<{ phase: string; criteria: string[] }> {
  return phases
    .map((p) => ({ phase: p.name, criteria: criterionWitnesses(p).filter((w) => w.by === 'self').map((w) => w.criterion) }))
    .filter((x) => x.criteria.length > 0);
}
