import type { Phase, PhaseKind } from '../schema/index.js';

/**
 * A phase after horizon decomposition: a PRD phase as written, one of its
 * sub-phases (`implement.2`), or an inserted checkpoint.
 */
export interface ExpandedPhase extends Phase {
  kind: PhaseKind;
  /** The PRD phase this one came from (sub-phases: the split phase; checkpoints: the phase it follows); null when written as is. */
  origin: string | null;
  /** Task bullets of this phase (nested bullets count). */
  steps: number;
}

/** What running the phase involves: a sub-agent, the human, a gate re-run, or nothing. */
export function phaseKind(phase: Pick<Phase, 'type' | 'skip'>): PhaseKind {
  if (phase.skip) return 'skip';
  if (phase.type === 'approval') return 'approval';
  return 'agent';
}

/** A PRD phase as written, in expanded form. */
export function expandPhase(phase: Phase): ExpandedPhase {
  // Object.assign, not spread: several times faster on Node 20 for these wide objects.
  return Object.assign({}, phase, { kind: phaseKind(phase), origin: null, steps: phase.tasks.length });
}

/** Where a field was written, else the phase heading: the position a diagnostic about it points at. */
export function fieldPosition(
  phase: Pick<Phase, 'line' | 'column' | 'fieldLines'>,
  ...fields: readonly string[]
): { line: number; column: number } {
  for (const field of fields) {
    const line = phase.fieldLines[field];
    if (line !== undefined) return { line, column: 1 };
  }
  return { line: phase.line, column: phase.column };
}
