import type { Nodes, Root, RootContent } from 'mdast';
import { error, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { INLINE_WORK_BUDGET, inlineWork } from './inline-work.js';
import { parseMarkdown } from './markdown.js';
import type { Source } from './source.js';
import { fenceCloseAfter, isOpenFence, isSafeSplit, lineShape, type LineShape } from './split-points.js';

/** Pieces are cut at the first safe line after this many characters. */
export const PIECE_TARGET_CHARS = 2 * 1024;

/** Most container markers (`>`, `-`, `1.`) one line may open; micromark slows to minutes past a few thousand. */
export const MAX_LINE_NESTING = 100;

/**
 * Budget for what pieces cannot fix, micromark's quadratic case inside one block
 * (e.g. one long list): (lines that close a nested container and open a block) ×
 * (size of their piece), summed over pieces. Calibrated on 50 KB of `- > a` /
 * `  ---` pairs in one list (2e8 units, 8 s): 1e8 units take about 4 s.
 */
export const NESTING_WORK_BUDGET = 40_000_000;

/**
 * Most container markers (`>`, list markers at line starts) one piece may hold: a piece is
 * parsed whole, and micromark's events for 240,000 quote markers in one 500 KB block took
 * 740 MB. 50,000 keep a piece's parse near 150 MB.
 */
export const MAX_PIECE_CONTAINER_MARKERS = 50_000;

const NESTED_BLOCK_OPENER =
  /^(?=[ \t>])[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*(?:#{1,6}(?:[ \t]|$)|`{3,}|~{3,}|(?:[-*_][ \t]*){3,}$)/gm;

export interface ChunkedParse {
  /** Top-level nodes of the whole document, positions relative to the whole text. */
  children: RootContent[];
  diagnostics: Diagnostic[];
  /** Parsing stopped early (prd-too-complex): `children` covers only the start. */
  stopped: boolean;
}

/**
 * A line at or after `from` to start the next piece at, with its shape. Within
 * `window` characters it prefers lines that are almost always safe splits: an ATX
 * heading, else a non-list line after a blank line; otherwise the first candidate.
 */
function nextCandidate(source: Source, from: number, window: number): { offset: number; shape: LineShape } | null {
  let low = 0;
  let high = source.lineStarts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (source.lineStarts[mid]! < from) low = mid + 1;
    else high = mid;
  }
  let first: { offset: number; shape: LineShape } | null = null;
  let afterBlank: { offset: number; shape: LineShape } | null = null;
  let previousBlank = false;
  for (let index = low; index < source.lineStarts.length; index++) {
    const offset = source.lineStarts[index]!;
    if (offset >= source.text.length) break;
    const line = source.text.slice(offset, source.lineEnd(offset));
    const shape = lineShape(line);
    if (shape?.kind === 'atx') return { offset, shape };
    if (shape) {
      first ??= { offset, shape };
      if (previousBlank && shape.kind !== 'bullet' && shape.kind !== 'ordered') afterBlank ??= { offset, shape };
    }
    if (first && offset > from + window) break;
    previousBlank = line.trim() === '';
  }
  return afterBlank ?? first;
}

/** A list item or quote indented this far is nested ~100 levels deep (2 columns a level). */
const MAX_CONTAINER_INDENT = 2 * MAX_LINE_NESTING;

/**
 * 1-based index of the first line in `piece` that opens more than MAX_LINE_NESTING
 * containers, or starts one indented more than MAX_CONTAINER_INDENT columns; or 0.
 */
function overNestedLine(piece: string): number {
  const prefix = /^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t])))+/gm;
  for (let match = prefix.exec(piece); match; match = prefix.exec(piece)) {
    const markers = match[0].replace(/[^>+*\-.)]/g, '').length;
    const indent = /^[ \t]*/.exec(match[0])![0].replace(/\t/g, '    ').length;
    if (markers > MAX_LINE_NESTING || indent > MAX_CONTAINER_INDENT) {
      return piece.slice(0, match.index).split('\n').length;
    }
  }
  return 0;
}

/** Container markers in the line prefixes of `piece` (see MAX_PIECE_CONTAINER_MARKERS). */
function containerMarkers(piece: string): number {
  const prefix = /^(?:[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t])))+/gm;
  let markers = 0;
  for (let match = prefix.exec(piece); match; match = prefix.exec(piece)) markers += match[0].replace(/[^>+*\-.)]/g, '').length;
  return markers;
}

function nestingWork(piece: string): number {
  const matches = piece.match(NESTED_BLOCK_OPENER);
  return (matches?.length ?? 0) * piece.length;
}

/** Move every position in the tree of the piece [start, end) to where the piece sits (pieces start at line starts). */
function shiftPositions(root: Root, source: Source, start: number): void {
  const lineDelta = source.positionAt(start).line - 1;
  const stack: Nodes[] = [...root.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const position = node.position;
    if (position) {
      node.position = {
        start: {
          line: position.start.line + lineDelta,
          column: position.start.column,
          offset: (position.start.offset ?? 0) + start,
        },
        end: { line: position.end.line + lineDelta, column: position.end.column, offset: (position.end.offset ?? 0) + start },
      };
    }
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
}

/**
 * A piece that starts with a sibling item of the list ending the previous piece:
 * put its items back into that list, as a whole-document parse would have.
 */
function joinSplitList(children: RootContent[], incoming: RootContent[], text: string): void {
  const before = children[children.length - 1];
  const after = incoming[0];
  if (before?.type !== 'list' || after?.type !== 'list' || !before.position || !after.position) return;
  const gap = text.slice(before.position.end.offset ?? 0, after.position.start.offset ?? 0);
  before.spread = Boolean(before.spread) || Boolean(after.spread) || /\n[ \t]*\n/.test(gap);
  for (const item of after.children) before.children.push(item);
  before.position = { start: before.position.start, end: after.position.end };
  incoming.shift();
}

/** Work done so far: nested blocks (NESTING_WORK_BUDGET) and inline runs (INLINE_WORK_BUDGET). */
interface Work {
  nesting: number;
  inline: number;
}

/** A problem that stops parsing: the rest of the text would take minutes. */
function tooComplex(source: Source, start: number, end: number, piece: string, work: Work): Diagnostic | null {
  const deepLine = overNestedLine(piece);
  if (deepLine > 0) {
    const line = source.positionAt(start).line + deepLine - 1;
    return error({
      ruleId: 'prd-too-complex',
      message: `Line ${line} nests a list or quote more than ${MAX_LINE_NESTING} levels deep; expected ordinary nesting; remove the extra \`>\` and bullet markers or the indentation.`,
      line,
    });
  }
  const from = source.positionAt(start);
  if (containerMarkers(piece) > MAX_PIECE_CONTAINER_MARKERS) {
    return error({
      ruleId: 'prd-too-complex',
      message: `Lines ${from.line}–${source.positionAt(end).line} are one block with more than ${MAX_PIECE_CONTAINER_MARKERS} quote and list markers; parsing it would take too much memory; expected ordinary lists and quotes; split it with top-level headings or remove the extra \`>\` and bullet markers.`,
      line: from.line,
    });
  }
  if (work.inline + inlineWork(piece) > INLINE_WORK_BUDGET) {
    return error({
      ruleId: 'prd-too-complex',
      message: `Lines ${from.line}–${source.positionAt(end).line} hold so many brackets, emphasis markers or backticks in paragraphs without blank lines that parsing them would take minutes; expected ordinary markup; remove the stray \`[\`, \`](\`, \`*\` or \`_\`, put code in code fences, or split long paragraphs with blank lines.`,
      line: from.line,
    });
  }
  if (work.nesting + nestingWork(piece) <= NESTING_WORK_BUDGET) return null;
  return error({
    ruleId: 'prd-too-complex',
    message: `Lines ${from.line}–${source.positionAt(end).line} nest so many blocks inside lists or quotes that parsing them would take minutes; expected fewer nested headings, rules and code fences per block; split the content with top-level headings or un-indent it.`,
    line: from.line,
  });
}

/**
 * Parse the whole (normalized) text as markdown, piece by piece (see split-points.ts).
 * `frontMatterEnd`: offset after the closing `---` of a YAML front matter the caller
 * found (the first piece then parses it), or null when there is none.
 *
 * When the line after a piece is not a safe split, every top-level block of the
 * piece but the last is still final (markdown blocks never reopen): those are
 * kept and the next piece starts at the last one. Only a piece that is a single
 * block is parsed again, longer.
 */
export function parseInPieces(
  source: Source,
  frontMatterEnd: number | null,
  targetChars: number = PIECE_TARGET_CHARS,
): ChunkedParse {
  const { text } = source;
  const target = Math.max(1, targetChars);
  const result: ChunkedParse = { children: [], diagnostics: [], stopped: false };
  let start = 0;
  const work: Work = { nesting: 0, inline: 0 };
  let joinLists = false;
  let minEnd = Math.max(target, frontMatterEnd ?? 0);
  while (start < text.length) {
    const candidate = nextCandidate(source, minEnd, target);
    const end = candidate ? candidate.offset : text.length;
    const piece = text.slice(start, end);
    const stop = tooComplex(source, start, end, piece, work);
    if (stop) {
      result.diagnostics.push(stop);
      result.stopped = true;
      return result;
    }
    work.nesting += nestingWork(piece);
    work.inline += inlineWork(piece);
    const parsed = parseMarkdown(piece, start === 0 && frontMatterEnd !== null);
    let keep = end;
    if (parsed && candidate && !isSafeSplit(piece, parsed.root, candidate.shape)) {
      const blocks = parsed.root.children;
      const last = blocks[blocks.length - 1];
      if (blocks.length < 2 || !last?.position) {
        // One block runs past the end: parse again up to a later line.
        const fence = last ? isOpenFence(last, piece) : null;
        const fenceEnd = fence ? (fenceCloseAfter(text, end, fence) ?? text.length) : 0;
        minEnd = Math.max(end + 1, fenceEnd, start + 2 * (end - start));
        continue;
      }
      blocks.pop();
      keep = source.lineStart(source.positionAt(start).line + last.position.start.line - 1);
    }
    if (parsed) {
      const at = source.positionAt(start);
      if (parsed.degraded) result.diagnostics.push(degradedWarning(at.line, source.positionAt(keep).line));
      shiftPositions(parsed.root, source, start);
      if (joinLists) joinSplitList(result.children, parsed.root.children, text);
      for (const item of parsed.root.children) result.children.push(item);
    } else {
      result.diagnostics.push(failedError(source.positionAt(start).line, source.positionAt(keep).line));
    }
    joinLists = keep === end && (candidate?.shape.kind === 'bullet' || candidate?.shape.kind === 'ordered');
    start = keep;
    minEnd = start + target;
  }
  return result;
}

function degradedWarning(from: number, to: number): Diagnostic {
  return warning({
    ruleId: 'markdown-too-deep',
    message: `Lines ${from}–${to} nest too deeply for GFM (tables, task lists) and were parsed as plain CommonMark; expected normal nesting; flatten the nested quotes or lists.`,
    line: from,
  });
}

function failedError(from: number, to: number): Diagnostic {
  return error({
    ruleId: 'markdown-parse-failed',
    message: `The markdown parser failed on lines ${from}–${to}; expected ordinary markdown; simplify or remove that part.`,
    line: from,
  });
}
