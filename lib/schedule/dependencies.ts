import { closestMatch, error } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { findCycles } from './cycles.js';
import type { DependencyPhase } from './dependency-phase.js';
import { fieldPosition } from './phase-kind.js';

export interface DependencyResult {
  /** Prerequisites of every (first-declared) phase, in declaration order. Lists may be shared between phases: copy before changing one. */
  dependsOn: Map<string, readonly string[]>;
  diagnostics: Diagnostic[];
}

const DEPENDS_FIELDS = ['dependsOn', 'depends'] as const;
const ON_REJECT_FIELDS = ['onReject', 'on-reject'] as const;

/**
 * Resolve every phase's prerequisites (docs/design.md#scheduling).
 *
 * - Explicit `depends:` (non-null `dependsOn`) is used as written, minus unknown
 *   names and the phase itself (both reported), duplicates removed.
 * - Otherwise a `[parallel]` phase depends on everything declared before its run
 *   of consecutive `[parallel]` phases, an untagged phase on everything declared
 *   before it. "Everything before" is stored as its frontier: the earlier phases
 *   that no other earlier phase names as a direct prerequisite. Depending on the
 *   frontier is transitively the same as depending on all of them, and keeps the
 *   lists short (a chain of untagged phases: one prerequisite each). A run's
 *   list is shared by its implicit members, so memory stays linear in phases +
 *   explicit edges. Lists are in declaration order.
 * - A duplicate name is an error; the first declaration wins and later ones are
 *   left out of the graph (and of the implicit ordering).
 * - `Skip: true` phases stay in the graph: they complete instantly when run.
 */
export function resolveDependencies(phases: readonly DependencyPhase[]): DependencyResult {
  const diagnostics: Diagnostic[] = [];
  const unique = uniqueByName(phases, diagnostics);
  const names = new Set(unique.map((p) => p.name));
  const nameList = [...names];
  const dependsOn = new Map<string, readonly string[]>();

  const order = new Map(unique.map((p, i) => [p.name, i]));

  /** Earlier phases that no earlier phase names as a prerequisite, in declaration order. */
  const frontier = new Set<string>();
  /** Names some already-processed phase listed as a prerequisite. */
  const referenced = new Set<string>();
  /** The current run of [parallel] phases; its snapshot is built on first use only. */
  let run: ParallelRun | null = null;

  for (const phase of unique) {
    if (phase.parallel) run ??= { added: new Set(), removed: [], snapshot: null };
    else run = null;
    let prerequisites: readonly string[];
    if (phase.dependsOn !== null) {
      prerequisites = explicitPrerequisites(phase, names, nameList, diagnostics);
    } else if (run !== null) {
      run.snapshot ??= frontierBeforeRun(frontier, run, order);
      prerequisites = run.snapshot;
    } else {
      prerequisites = [...frontier];
    }
    dependsOn.set(phase.name, prerequisites);

    for (const prerequisite of prerequisites) {
      if (frontier.delete(prerequisite) && run !== null && !run.added.has(prerequisite)) run.removed.push(prerequisite);
      referenced.add(prerequisite);
    }
    if (!referenced.has(phase.name)) {
      frontier.add(phase.name);
      run?.added.add(phase.name);
    }
    checkOnReject(phase, names, nameList, diagnostics);
  }

  for (const item of findCycles(unique, dependsOn)) diagnostics.push(item);
  return { dependsOn, diagnostics };
}

/**
 * A run of consecutive [parallel] phases. Its implicit members share one
 * prerequisite list, "everything before the run", rebuilt from the frontier on
 * first use (a run of explicit-only members never pays for it): the frontier
 * minus what the run added, plus what the run removed. Each name in it leaves
 * the frontier then, so the total work stays linear.
 */
interface ParallelRun {
  added: Set<string>;
  removed: string[];
  snapshot: string[] | null;
}

function frontierBeforeRun(frontier: ReadonlySet<string>, run: ParallelRun, order: ReadonlyMap<string, number>): string[] {
  const before = [...frontier].filter((name) => !run.added.has(name)).concat(run.removed);
  return before.sort((a, b) => order.get(a)! - order.get(b)!);
}

function uniqueByName<P extends DependencyPhase>(phases: readonly P[], diagnostics: Diagnostic[]): P[] {
  const first = new Map<string, P>();
  const unique: P[] = [];
  for (const phase of phases) {
    const earlier = first.get(phase.name);
    if (earlier === undefined) {
      first.set(phase.name, phase);
      unique.push(phase);
      continue;
    }
    diagnostics.push(
      error({
        ruleId: 'duplicate-phase',
        message:
          `Phase name \`${phase.name}\` is declared twice (line ${earlier.line} and line ${phase.line}); ` +
          'names must be unique because depends: and On-Reject: refer to phases by name. Rename one of them.',
        line: phase.line,
        column: phase.column,
        phase: phase.name,
      }),
    );
  }
  return unique;
}

function explicitPrerequisites(
  phase: DependencyPhase,
  names: ReadonlySet<string>,
  nameList: readonly string[],
  diagnostics: Diagnostic[],
): string[] {
  const at = fieldPosition(phase, ...DEPENDS_FIELDS);
  const result: string[] = [];
  const seen = new Set<string>();
  for (const dependency of phase.dependsOn ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    if (dependency === phase.name) {
      diagnostics.push(
        error({
          ruleId: 'self-dependency',
          message: `Phase \`${phase.name}\` depends on itself, so it could never start. Remove \`${dependency}\` from its depends: list.`,
          ...at,
          phase: phase.name,
        }),
      );
      continue;
    }
    if (!names.has(dependency)) {
      diagnostics.push(
        error({
          ruleId: 'unknown-dependency',
          message: `Phase \`${phase.name}\` depends on \`${dependency}\`, which is not a phase in this PRD${suggestion(dependency, nameList)}. Fix the name in its depends: list or add that phase.`,
          ...at,
          phase: phase.name,
        }),
      );
      continue;
    }
    result.push(dependency);
  }
  return result;
}

function checkOnReject(
  phase: DependencyPhase,
  names: ReadonlySet<string>,
  nameList: readonly string[],
  diagnostics: Diagnostic[],
): void {
  if (phase.onReject === null) return;
  const at = fieldPosition(phase, ...ON_REJECT_FIELDS);
  // On-Reject: on a non-approval phase is the parser's `on-reject-not-approval` finding.
  if (phase.type !== 'approval') return;
  if (!names.has(phase.onReject)) {
    diagnostics.push(
      error({
        ruleId: 'unknown-on-reject',
        message: `Approval phase \`${phase.name}\` returns to \`${phase.onReject}\` on reject, which is not a phase in this PRD${suggestion(phase.onReject, nameList)}. Fix the On-Reject: name.`,
        ...at,
        phase: phase.name,
      }),
    );
  }
}

function suggestion(name: string, candidates: readonly string[]): string {
  const match = closestMatch(name, candidates);
  return match === undefined ? '' : ` (did you mean \`${match}\`?)`;
}
