import { normalizeNewlines } from '../text/index.js';

/**
 * The PRD text as the parser sees it: BOM stripped, every line ending turned into
 * `\n` (so CRLF and CR-only files get the same offsets, lines and columns as LF),
 * with a line index to turn offsets into 1-based line/column positions.
 *
 * Columns count UTF-16 code units, like micromark's and every JS editor's.
 */

export interface SourcePosition {
  line: number;
  column: number;
}

/** Strip a leading UTF-8 BOM and normalize CRLF and lone CR to LF. */
export function normalizeSource(text: string): string {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return normalizeNewlines(withoutBom);
}

/** Normalized text plus the offset of every line start. */
export class Source {
  readonly text: string;
  /** `lineStarts[i]` is the offset of line i + 1. */
  readonly lineStarts: readonly number[];

  constructor(text: string) {
    this.text = text;
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** 1-based line and column of an offset (clamped into the text). */
  positionAt(offset: number): SourcePosition {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - this.lineStarts[low]! + 1 };
  }

  /** Offset where 1-based `line` starts (clamped). */
  lineStart(line: number): number {
    const index = Math.max(0, Math.min(line - 1, this.lineStarts.length - 1));
    return this.lineStarts[index]!;
  }

  /** Offset of the `\n` ending the line that contains `offset`, or the text length. */
  lineEnd(offset: number): number {
    const end = this.text.indexOf('\n', offset);
    return end === -1 ? this.text.length : end;
  }

  /** Text of 1-based `line`, without its line ending. */
  lineText(line: number): string {
    const start = this.lineStart(line);
    return this.text.slice(start, this.lineEnd(start));
  }
}
