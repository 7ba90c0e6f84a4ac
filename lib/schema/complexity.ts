import Type, { type Static } from 'typebox';
import { COMPLEXITY_LANGUAGES, SKIP_REASONS } from './complexity-vocabulary.js';
import { Closed, Column, Line, SchemaVersion } from './common.js';

const Count = Type.Integer({ minimum: 0 });

export const ComplexityLanguageName = Type.Enum([...COMPLEXITY_LANGUAGES]);
export const ComplexitySkipReason = Type.Enum([...SKIP_REASONS]);

/** One function (method, arrow, closure, lambda…) and its cyclomatic complexity. */
export const ComplexityFunction = Type.Object(
  {
    /** `<anonymous>` when the function has no name. */
    name: Type.String(),
    line: Line,
    column: Column,
    complexity: Type.Integer({ minimum: 1 }),
  },
  Closed,
);
export type ComplexityFunction = Static<typeof ComplexityFunction>;

export const ComplexityFile = Type.Object(
  {
    /** Relative to `root` with '/' separators (absolute when outside it). */
    file: Type.String(),
    language: ComplexityLanguageName,
    /** Sum of CC over all functions. */
    total: Count,
    /** Sum of CC over functions with CC > threshold. */
    highMass: Count,
    functions: Type.Array(ComplexityFunction),
  },
  Closed,
);
export type ComplexityFile = Static<typeof ComplexityFile>;

/** A file the meter did not measure, and why (unknown languages are listed, never guessed). */
export const ComplexitySkipped = Type.Object(
  {
    file: Type.String(),
    reason: ComplexitySkipReason,
    /** One line. */
    detail: Type.String(),
  },
  Closed,
);
export type ComplexitySkipped = Static<typeof ComplexitySkipped>;

export const ComplexityOffender = Type.Object(
  {
    file: Type.String(),
    name: Type.String(),
    line: Line,
    /** CC in the baseline; null for a new function. */
    before: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    after: Type.Integer({ minimum: 1 }),
  },
  Closed,
);
export type ComplexityOffender = Static<typeof ComplexityOffender>;

/** The erosion verdict against a baseline (lib/erosion erosionVerdict). */
export const ComplexityVerdict = Type.Object(
  {
    /** High-CC mass of the baseline, and now. */
    before: Count,
    after: Count,
    /** (after - before) / before; null when the baseline's mass is 0. */
    growth: Type.Union([Type.Number(), Type.Null()]),
    /** Growth over 5% (or any mass over a baseline of 0). */
    flagged: Type.Boolean(),
    /** Functions over the threshold that are new or got more complex, worst first (at most 20). */
    offenders: Type.Array(ComplexityOffender),
  },
  Closed,
);
export type ComplexityVerdict = Static<typeof ComplexityVerdict>;

/** `openforge complexity --json`: per-function cyclomatic complexity, and the verdict against a baseline. */
export const ComplexityReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    /** The directory paths are relative to (the working directory). */
    root: Type.String(),
    /** Functions with CC above this count toward the high-CC mass. */
    threshold: Type.Integer({ minimum: 1 }),
    files: Type.Array(ComplexityFile),
    skipped: Type.Array(ComplexitySkipped),
    totals: Type.Object(
      {
        files: Count,
        functions: Count,
        total: Count,
        highMass: Count,
        /** highMass / total; 0 when total is 0. */
        erosionShare: Type.Number({ minimum: 0, maximum: 1 }),
      },
      Closed,
    ),
    /** Null without --baseline. */
    baseline: Type.Union([
      Type.Null(),
      Type.Object(
        {
          file: Type.String(),
          /** True when the baseline did not exist and this measurement was written to it (verdict is then null). */
          written: Type.Boolean(),
          verdict: Type.Union([ComplexityVerdict, Type.Null()]),
        },
        Closed,
      ),
    ]),
  },
  Closed,
);
export type ComplexityReport = Static<typeof ComplexityReport>;

/** A baseline function: [name, line, column, complexity] (a plain array: JSON Schema 2020-12 tuples are not expressed here). */
export const BaselineFunction = Type.Array(Type.Union([Type.String(), Type.Integer({ minimum: 1 })]), {
  minItems: 4,
  maxItems: 4,
  description: '[name, line, column, complexity]',
});
export type BaselineFunction = [string, number, number, number];

export const BaselineMeasuredFile = Type.Object(
  {
    /** sha256 hex of the file's bytes: an unchanged file is not measured again. */
    hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    language: ComplexityLanguageName,
    highMass: Count,
    functions: Type.Array(BaselineFunction),
  },
  Closed,
);
export type BaselineMeasuredFile = Omit<Static<typeof BaselineMeasuredFile>, 'functions'> & { functions: BaselineFunction[] };

export const BaselineSkippedFile = Type.Object(
  {
    hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    skipped: ComplexitySkipReason,
    detail: Type.String(),
  },
  Closed,
);
export type BaselineSkippedFile = Static<typeof BaselineSkippedFile>;

/**
 * The file `openforge complexity --baseline FILE` writes: every measurable file by path (as in
 * the report) with its content hash and functions. Files of unknown languages are not stored.
 */
export const ComplexityBaseline = Type.Object(
  {
    schemaVersion: SchemaVersion,
    threshold: Type.Integer({ minimum: 1 }),
    files: Type.Record(Type.String(), Type.Union([BaselineMeasuredFile, BaselineSkippedFile])),
  },
  Closed,
);
export interface ComplexityBaseline {
  schemaVersion: Static<typeof SchemaVersion>;
  threshold: number;
  files: Record<string, BaselineMeasuredFile | BaselineSkippedFile>;
}
