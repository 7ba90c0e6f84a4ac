import type { Nodes, Root, RootContent } from 'mdast';

/**
 * Where a markdown document may be cut into independently parsed pieces.
 *
 * micromark's document tokenizer copies its whole event list each time a line
 * closes a container and starts a new block (e.g. `- a` then `---`), which makes
 * it quadratic: 100 KB of such lines takes minutes. Parsing the PRD in pieces
 * of a few KB keeps that cost local. A piece may only end before a line L that
 * starts at column 1 and is certain to begin a new top-level block in the whole
 * document too; `isSafeSplit` checks that against the parse of the piece before L.
 */

export type LineShape =
  | { kind: 'atx' | 'fence' | 'other' | 'quote' }
  | { kind: 'hr'; dashes: boolean }
  | { kind: 'bullet' | 'ordered'; marker: string };

const ATX = /^#{1,6}(?:[ \t]|$)/;
const FENCE = /^(?:`{3,}[^`]*|~{3,}.*)$/;
const HR = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET = /^([-+*])(?:[ \t]|$)/;
const ORDERED = /^\d{1,9}([.)])(?:[ \t]|$)/;

/** The shape of a line that starts at column 1, or null when it is blank or indented. */
export function lineShape(line: string): LineShape | null {
  const first = line.charAt(0);
  if (first === '' || first === ' ' || first === '\t') return null;
  if (ATX.test(line)) return { kind: 'atx' };
  if (HR.test(line)) return { kind: 'hr', dashes: first === '-' };
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', marker: bullet[1]! };
  const ordered = ORDERED.exec(line);
  if (ordered) return { kind: 'ordered', marker: ordered[1]! };
  if (FENCE.test(line)) return { kind: 'fence' };
  if (first === '>') return { kind: 'quote' };
  return { kind: 'other' };
}

const CONTAINERS = new Set(['list', 'listItem', 'blockquote', 'footnoteDefinition']);
const CONTINUABLE = new Set(['paragraph', 'table', 'definition']);
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
const FENCE_CLOSE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;

function endOffset(node: Nodes): number {
  return node.position?.end.offset ?? 0;
}

/** A fenced code block whose closing fence was never written (it runs to the end). */
export function isOpenFence(node: Nodes, text: string): { char: string; length: number } | null {
  if (node.type !== 'code' || !node.position) return null;
  const source = text.slice(node.position.start.offset ?? 0, endOffset(node));
  const open = FENCE_OPEN.exec(source);
  if (!open) return null;
  const fence = open[1]!;
  const lastNewline = source.lastIndexOf('\n');
  if (lastNewline !== -1) {
    const close = FENCE_CLOSE.exec(source.slice(lastNewline + 1));
    if (close && close[1]!.charAt(0) === fence.charAt(0) && close[1]!.length >= fence.length) return null;
  }
  return { char: fence.charAt(0), length: fence.length };
}

/** The innermost block still open at the end of `node` (descending through containers). */
function deepestLast(node: RootContent): Nodes {
  let current: Nodes = node;
  while (CONTAINERS.has(current.type) && 'children' in current && current.children.length > 0) {
    current = current.children[current.children.length - 1]!;
  }
  return current;
}

function listMarker(node: Nodes, text: string): string | null {
  if (node.type !== 'list' || !node.position) return null;
  const start = node.position.start.offset ?? 0;
  const match = /^[ \t]*(?:([-+*])|\d{1,9}([.)]))/.exec(text.slice(start, start + 16));
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Whether the line after `piece` (shape `next`) begins a new top-level block when
 * the whole document is parsed, given `tree`, the parse of `piece` alone.
 */
export function isSafeSplit(piece: string, tree: Root, next: LineShape): boolean {
  const last = tree.children[tree.children.length - 1];
  if (!last) return true;
  if (isOpenFence(last, piece)) return false;
  const blankAfter = /\n[ \t]*\n/.test(piece.slice(endOffset(last)));
  if (last.type === 'html' && !blankAfter) return false;
  if (next.kind === 'bullet' || next.kind === 'ordered') {
    // Only a sibling item of the list just before it: same marker, same list.
    return last.type === 'list' && last.ordered === (next.kind === 'ordered') && listMarker(last, piece) === next.marker;
  }
  if (next.kind === 'quote') return last.type !== 'blockquote';
  if (blankAfter) return true;
  const leaf = deepestLast(last);
  if (!CONTINUABLE.has(leaf.type) || endOffset(leaf) < endOffset(last)) return true;
  // A paragraph (or table, or definition) is still open: only a line that
  // interrupts it starts a new block; anything else is a (lazy) continuation.
  if (next.kind === 'atx' || next.kind === 'fence') return true;
  if (next.kind === 'hr') return !(next.dashes && last.type === 'paragraph');
  return false;
}

/** Where a fence left open in `tree` is closed in `text` (offset after that line), or null. */
export function fenceCloseAfter(text: string, from: number, fence: { char: string; length: number }): number | null {
  let at = from;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end === -1 ? text.length : end);
    const close = FENCE_CLOSE.exec(line);
    if (close && close[1]!.charAt(0) === fence.char && close[1]!.length >= fence.length && /^ {0,3}\S/.test(line)) {
      return end === -1 ? text.length : end + 1;
    }
    if (end === -1) return null;
    at = end + 1;
  }
  return null;
}
