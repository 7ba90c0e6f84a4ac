import type { Phase, PhaseType, Task } from '../../lib/schema/index.js';

/** `n` flat task bullets (depth 0), starting at `line`. */
export function tasks(n: number, line = 100): Task[] {
  return Array.from({ length: n }, (_, i) => ({ text: `task ${i + 1}`, depth: 0, line: line + i, column: 1 }));
}

/** One top-level bullet followed by `nested` nested bullets: a tree of `nested + 1` steps. */
export function tree(nested: number, line = 100): Task[] {
  return [
    { text: 'parent', depth: 0, line, column: 1 },
    ...Array.from({ length: nested }, (_, i) => ({ text: `child ${i + 1}`, depth: 1, line: line + i + 1, column: 3 })),
  ];
}

export type PhaseInput = Partial<Omit<Phase, 'name'>> & { name: string };

/** A Phase as the parser would produce it, with the defaults of an untagged impl phase. */
export function phase(input: PhaseInput): Phase {
  return {
    line: 1,
    column: 1,
    parallel: false,
    dependsOn: null,
    model: null,
    type: 'impl' as PhaseType,
    tasks: [],
    gate: null,
    maxRetries: 2,
    shellGate: false,
    skip: false,
    escalate: false,
    files: [],
    timeoutSeconds: null,
    onReject: null,
    acceptance: [],
    erosion: null,
    fieldLines: {},
    ...input,
  };
}

/** Phases declared in order; phase i (0-based) sits on line 10 × (i + 1) unless given. */
export function prd(...inputs: PhaseInput[]): Phase[] {
  return inputs.map((input, i) => phase({ line: 10 * (i + 1), ...input }));
}

/** Map → plain object, for readable `toEqual` expectations. */
export function deps(map: ReadonlyMap<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries([...map].map(([k, v]) => [k, [...v]]));
}
