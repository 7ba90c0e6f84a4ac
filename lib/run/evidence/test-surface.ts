// What checks the work (docs/design.md#test-baseline): test files, runner and test config,
// package.json scripts, coverage thresholds, lint config and CI files. Every change any attempt
// made to them (failed ones too, from the snapshot diffs) is listed per phase, with the tests the
// runner counted at the baseline and at the phase's last gate. Pure: paths and state only.

import type { RunPhase, RunState, SpawnRecord, SurfaceEditRecord } from '../../schema/run.js';
import { baselineReport } from './baseline-facts.js';
import { sourceEditKind } from './inline-disables.js';
import { gateNamedFiles } from './gate-named.js';

export type SurfaceKind = 'test' | 'test config' | 'scripts' | 'coverage' | 'lint config' | 'CI' | 'inline disable' | 'test process patch' | 'embedded test' | 'named by the checks';

const name = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

const RULES: ReadonlyArray<readonly [SurfaceKind, (path: string, file: string) => boolean]> = [
  ['CI', (p) => /^(?:\.github\/workflows\/|\.circleci\/|\.buildkite\/)/.test(p) || /^(?:\.gitlab-ci\.yml|\.travis\.yml|azure-pipelines\.yml|Jenkinsfile|\.ci\/)/.test(p)],
  ['coverage', (_p, f) => /^(?:\.c8rc(?:\.json)?|\.nycrc(?:\.json|\.ya?ml)?|\.coveragerc|codecov\.ya?ml|\.codecov\.ya?ml)$/.test(f)],
  ['lint config', (_p, f) => /^(?:\.eslintrc(?:\.\w+)?|eslint\.config\.\w+|\.prettierrc(?:\.\w+)?|biome\.jsonc?|\.flake8|\.pylintrc|ruff\.toml|\.ruff\.toml|\.golangci\.ya?ml|clippy\.toml|\.rubocop\.yml|tslint\.json)$/.test(f)],
  ['scripts', (_p, f) => f === 'package.json' || /^(?:GNUmakefile|[Mm]akefile|justfile|Taskfile\.ya?ml)$/.test(f) || /\.mk$/.test(f)],
  [
    'test config',
    (_p, f) =>
      /^(?:(?:vitest|jest|vite|karma|playwright|cypress|ava)\.config\.\w+|vitest\.workspace\.\w+|\.mocharc(?:\.\w+)?|\.?pytest\.ini|tox\.ini|noxfile\.py|setup\.cfg|conftest\.py|pyproject\.toml|tsconfig(?:\.\w+)?\.json|\.babelrc|babel\.config\.\w+|Cargo\.toml|go\.mod|phpunit\.xml(?:\.dist)?|\.rspec|\.taprc|\.env\.test|\.npmrc)$/.test(f) ||
      // Files a runner loads before the tests: setup and preload files.
      /^(?:(?:vitest|jest)\.setup|setupTests|test-setup|setup-tests)\.\w+$/.test(f),
  ],
  [
    'test',
    (p, f) =>
      /(?:^|\/)(?:tests?|__tests__|spec|specs|testdata|fixtures|__snapshots__|__mocks__|golden|goldens|expected)\//.test(p) ||
      /(?:\.|_|-)(?:test|spec)\.\w+$/.test(f) ||
      // node --test's own patterns: test.js and test-*.js anywhere (a shared helper so named is run as a test file too).
      /^test(?:-[^/]*)?\.[cm]?[jt]s$/.test(f) ||
      // Expected outputs and snapshots the tests compare with.
      /\.(?:snap|golden)$|^expected[-_.][^/]*$/.test(f) ||
      /^test_.*\.py$/.test(f) ||
      /_test\.go$/.test(f),
  ],
];

/** What a path is to the checks, or null when it is none of them. */
export function surfaceKind(path: string): SurfaceKind | null {
  const file = name(path);
  for (const [kind, test] of RULES) if (test(path, file)) return kind;
  return null;
}

export interface SurfaceChange {
  path: string;
  kind: SurfaceKind;
  /** Changed only by an attempt that failed and no longer changed since the phase started: reverted. */
  reverted: boolean;
  /** A test file's assertions at the run's start and at the phase's last recorded attempt (null: not counted, or reverted). */
  assertions: { before: number; after: number } | null;
  /** How the phase changed it, from the texts (null: not read, or reverted): the edit to quote, or the tests it adds. */
  edit: SurfaceEditRecord | null;
  /** Only adds tests (a new test file or new cases, with assertions), or was reverted: information, not a warning. */
  quiet: boolean;
}

export interface PhaseSurface {
  phase: string;
  changes: SurfaceChange[];
  /** Tests the runner reported run at the baseline and at the phase's last gate with a report (null: no report on one side). */
  tests: { before: number; after: number } | null;
}

/** The spawns whose changes are measured from one snapshot: work attempts and refactors from the phase's start, each review or fix cycle from its own. */
const baseGroup = (s: SpawnRecord): string => (s.role === 'work' || s.role === 'refactor' ? 'work' : `${s.role}:${s.cycle ?? 0}`);

/**
 * How the phase changed `path`: the last recorded edit of each group of spawns that share a
 * baseline (a later work attempt supersedes an earlier one; a fix cycle adds to the work); the
 * first that is not only added tests stands, else the last. Null when no edit was recorded.
 */
function phaseEdit(seen: readonly SpawnRecord[], path: string): SurfaceEditRecord | null {
  const latest = new Map<string, SpawnRecord>();
  for (const s of seen) latest.set(baseGroup(s), s);
  const edits = [...latest.values()].flatMap((s) => s.edits?.filter((e) => e.path === path) ?? []);
  // A group whose last attempt no longer changed the file has nothing to say of it.
  return edits.find((e) => !addsTests(e)) ?? edits.at(-1) ?? null;
}

/** Whether an edit only adds tests (or changes parts of package.json that do not check the work). */
const addsTests = (e: SurfaceEditRecord): boolean => e.change === 'added' || e.change === 'extended' || e.change === 'moved' || e.change === 'unrelated';

/** Added tests are quiet only with assertions to back them where those are counted: a new file of tests that assert nothing is told. */
const quietEdit = (edit: SurfaceEditRecord | null, assertions: SurfaceChange['assertions']): boolean =>
  edit !== null && addsTests(edit) && (assertions === null || edit.change === 'moved' || (edit.change === 'added' && edit.tests > 0 ? assertions.after > 0 : assertions.after >= assertions.before));

/** Every file any attempt of `p` changed (from the snapshot diffs), with whether the last attempt still has it changed, its assertion counts then and how it changed. */
function changedByAttempts(p: RunPhase): Omit<SurfaceChange, 'kind'>[] {
  const seen = p.spawns.filter((s) => s.changed !== null);
  const latest = seen.at(-1);
  const last = new Set([...(latest?.changed ?? []), ...(latest?.outside ?? [])]);
  const all = new Set(seen.flatMap((s) => [...(s.changed ?? []), ...s.outside]));
  return [...all].sort().map((path) => {
    const reverted = !last.has(path);
    const n = reverted ? undefined : latest?.assertions?.find((a) => a.path === path);
    const assertions = n === undefined ? null : { before: n.before, after: n.after };
    const edit = reverted ? null : phaseEdit(seen, path);
    return { path, reverted, assertions, edit, quiet: reverted || quietEdit(edit, assertions) };
  });
}

function testsOf(state: RunState, p: RunPhase): PhaseSurface['tests'] {
  for (const g of [...p.gates].reverse()) {
    if (g.report === undefined) continue;
    const before = baselineReport(state, g);
    if (before === undefined || before === null) return null;
    return { before: before.passed + before.failed, after: g.report.passed + g.report.failed };
  }
  return null;
}

/** Per phase, in PRD order, the changes to what checks the work (phases with none left out). */
export function surfaceChanges(state: RunState): PhaseSurface[] {
  const named = gateNamedFiles(state);
  return state.phases
    .map((p) => ({
      phase: p.name,
      changes: changedByAttempts(p).flatMap((c) => {
        // A file a file of the checks names (a preload, a test's data) is part of them; a source file is where an attempt added an inline disable or a patch of the test process to it, or edited its embedded tests.
        const kind = surfaceKind(c.path) ?? (named.has(c.path) ? 'scripts' : c.edit?.namedBy !== undefined ? 'named by the checks' : c.edit?.change === 'edited' ? sourceEditKind(c.edit) : null);
        return kind === null ? [] : [{ ...c, kind }];
      }),
      tests: testsOf(state, p),
    }))
    .filter((s) => s.changes.length > 0);
}

/** What a run's phases added to the tests without changing what was there: files and tests, over every phase (a change later told overrides). */
export function addedTests(phases: readonly PhaseSurface[]): { files: string[]; tests: number } {
  const told = new Set(phases.flatMap((s) => s.changes.filter((c) => !c.quiet).map((c) => c.path)));
  const added = phases.flatMap((s) => s.changes.filter((c) => c.kind === 'test' && c.quiet && !c.reverted && c.edit !== null && (c.edit.change === 'added' || c.edit.change === 'extended') && !told.has(c.path)));
  const files = [...new Set(added.map((c) => c.path))].sort();
  return { files, tests: added.reduce((n, c) => n + (c.edit?.tests ?? 0), 0) };
}

/** Files a failed attempt left changed in what checks the work, for the next attempt's task ("revert or justify"). */
export function leftoverSurface(p: RunPhase): string[] {
  const last = p.spawns.filter((s) => s.changed !== null).at(-1);
  return [...(last?.changed ?? []), ...(last?.outside ?? [])].filter((f) => surfaceKind(f) !== null).sort();
}

/** The snapshot of the run's start: the first spawn issued in the run (null before any). */
export function runStartSnapshot(state: RunState): string | null {
  let first: { id: string; at: number } | null = null;
  for (const p of state.phases) for (const s of p.spawns) if (first === null || s.issuedAt < first.at) first = { id: s.actionId, at: s.issuedAt };
  return first?.id ?? null;
}
