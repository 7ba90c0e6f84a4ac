// What the complexity meter reports, for every language (docs/design.md#erosion-check).

import type { ComplexityLanguage, SkipReason } from '../schema/complexity-vocabulary.js';

export type { ComplexityLanguage, SkipReason } from '../schema/complexity-vocabulary.js';

/** One function (method, arrow, closure, lambda…) and its cyclomatic complexity. */
export interface FunctionComplexity {
  /** As the language's reference tool names it (ESLint's name for JS/TS, radon's for Python); `<anonymous>` when none. */
  name: string;
  /** 1-based position of the function's start. */
  line: number;
  column: number;
  complexity: number;
}

export interface FileComplexity {
  /** Path relative to the measured root, with '/' separators. */
  file: string;
  language: ComplexityLanguage;
  functions: FunctionComplexity[];
  /** Sum of CC over all functions. */
  total: number;
  /** Sum of CC over functions with CC > threshold. */
  highMass: number;
}


export interface SkippedFile {
  file: string;
  reason: SkipReason;
  /** One line: what went wrong (e.g. the parser's message with line:column). */
  detail: string;
}

export type Measured = { ok: true; file: FileComplexity } | { ok: false; skipped: SkippedFile };

/** A measurement without the file's name (cached by content hash), or why it was skipped. */
export type CachedMeasure = Omit<FileComplexity, 'file'> | { skipped: SkipReason; detail: string };

/** Functions with CC above this count toward the high-CC mass (docs/design.md#erosion-check: CC > 10). */
export const DEFAULT_CC_THRESHOLD = 10;
/** Files larger than this are skipped (`too-large`). */
export const MAX_MEASURED_BYTES = 2 * 1024 * 1024;
