// The commands of a phase's `Gate:` lines, read as the PRD renders (docs/design.md#gates): a
// command is a rendered `inlineCode` node of the mdast in the Gate field's paragraph or bullet
// (a code span may continue over several lines: CommonMark's line endings become one space).
// What a reader does not see never yields a gate: HTML (comments, attributes, anything an inline
// HTML element wraps), link and image titles, alt text, link destinations, strikethrough. What a
// reader sees as a command but that is not a code span (escaped or entity backticks, `<code>`)
// is an error; a backtick that opens no span is `unclosed-gate-span`.

import type { Paragraph, PhrasingContent } from 'mdast';
import { htmlTagDepth } from './html-depth.js';

/** One gate text line: its text (trimmed), where it starts, and whether it came from a code block. */
export interface GateLine {
  text: string;
  offset: number;
  /** Lines of a code block after `Gate:`: one command each, as written. */
  literal: boolean;
}

export interface GateCommandSource {
  command: string;
  /** Source offset of the command's first character. */
  offset: number;
}

/** Something in a Gate field at `offset`, and what it is (`an HTML comment`, `escaped backticks`). */
export interface GateFinding {
  offset: number;
  what: string;
}

export interface GateCommands {
  commands: GateCommandSource[];
  /** Backtick runs that open no span: where each starts, and its paragraph's text from there (lines joined, at most 200 characters). */
  unclosed: Array<{ offset: number; text: string }>;
  /** Text a reader sees as a command that is not a code span. */
  notRendered: GateFinding[];
  /** Backticks in what a reader does not see: never a gate. */
  hidden: GateFinding[];
}

/** A piece of rendered inline content, flattened in source order. */
type Leaf =
  | { kind: 'code'; start: number; end: number; value: string }
  | { kind: 'text'; start: number; end: number; paragraphEnd: number }
  | { kind: 'hidden' | 'not-rendered'; start: number; what: string };

/** Elements whose content renders as code: text in them looks like a command but is none. */
const CODE_ELEMENTS = /^<(code|kbd|samp|tt|pre|var)\b/i;
/** An escape or a character reference that renders as a backtick. */
const BACKTICK_ESCAPE = /\\`|&#0*96;|&#x0*60;|&grave;/giy;

/** The inline content of `paragraphs`, flattened with what is visible and what is not. */
function leavesOf(paragraphs: readonly Paragraph[], source: string): Leaf[] {
  const leaves: Leaf[] = [];
  for (const paragraph of paragraphs) {
    const paragraphEnd = paragraph.position?.end.offset ?? 0;
    let htmlDepth = 0;
    // Explicit stack: absurdly nested emphasis must not overflow the call stack.
    const stack: Array<{ node: PhrasingContent; struck: boolean }> = [];
    for (let i = paragraph.children.length - 1; i >= 0; i--) stack.push({ node: paragraph.children[i]!, struck: false });
    while (stack.length > 0) {
      const { node, struck } = stack.pop()!;
      const start = node.position?.start.offset ?? 0;
      const end = node.position?.end.offset ?? start;
      const raw = source.slice(start, end);
      switch (node.type) {
        case 'inlineCode':
          if (struck) leaves.push({ kind: 'hidden', start, what: 'strikethrough' });
          else if (htmlDepth > 0) leaves.push({ kind: 'not-rendered', start, what: 'a code span inside an inline HTML element' });
          else leaves.push({ kind: 'code', start, end, value: node.value });
          break;
        case 'text':
          if (raw.includes('`') || /&#|&grave;/i.test(raw)) {
            if (struck || htmlDepth > 0) {
              if (raw.includes('`')) leaves.push({ kind: 'hidden', start, what: struck ? 'strikethrough' : 'text inside an inline HTML element' });
            } else leaves.push({ kind: 'text', start, end, paragraphEnd });
          }
          break;
        case 'html':
          if (CODE_ELEMENTS.test(node.value)) leaves.push({ kind: 'not-rendered', start, what: `\`${node.value.slice(0, 12)}\`` });
          else if (node.value.includes('`')) leaves.push({ kind: 'hidden', start, what: node.value.startsWith('<!--') ? 'an HTML comment' : 'an HTML attribute' });
          htmlDepth = Math.max(0, htmlDepth + htmlTagDepth(node.value));
          break;
        case 'image':
        case 'imageReference':
          if (raw.includes('`')) leaves.push({ kind: 'hidden', start, what: 'an image\'s alt text or title' });
          break;
        case 'delete':
          for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, struck: true });
          break;
        case 'link':
          if ((node.title ?? '').includes('`')) leaves.push({ kind: 'hidden', start, what: 'a link title' });
          if (node.url.includes('`')) leaves.push({ kind: 'hidden', start, what: 'a link destination' });
          for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, struck });
          break;
        default:
          if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, struck });
      }
    }
  }
  return leaves.sort((a, b) => a.start - b.start);
}

/** The command of a code span: line endings (and the spaces around them) become one space, trimmed. */
function codeCommand(leaf: { start: number; value: string }, source: string): GateCommandSource {
  let at = leaf.start;
  while (source.charAt(at) === '`') at++;
  while (/[ \t\n]/.test(source.charAt(at))) at++;
  return { command: leaf.value.replace(/[ \t]*\n[ \t]*/g, ' ').trim(), offset: at };
}

/** Backticks in rendered text: a raw run opens no span; an escape or entity only looks like one. */
function textBackticks(leaf: { start: number; end: number; paragraphEnd: number }, source: string, within: (offset: number) => boolean, out: GateCommands): void {
  let i = leaf.start;
  while (i < leaf.end) {
    BACKTICK_ESCAPE.lastIndex = i;
    const escape = BACKTICK_ESCAPE.exec(source);
    if (!within(i)) i++;
    else if (escape !== null && escape.index === i) {
      out.notRendered.push({ offset: i, what: escape[0].startsWith('\\') ? 'escaped backticks' : `the character reference \`${escape[0]}\`` });
      i += escape[0].length;
    } else if (source.charAt(i) === '`') {
      out.unclosed.push({ offset: i, text: source.slice(i, Math.min(leaf.paragraphEnd, i + 200)).replace(/[ \t]*\n[ \t>]*/g, ' ') });
      while (source.charAt(i) === '`') i++;
    } else i++;
  }
}

/**
 * The gate commands of a phase's gate lines, in order. `paragraphs` are the paragraphs (and
 * bullets' paragraphs) the phase's lines came from; only their content inside a gate line counts.
 */
export function gateCommandsOf(lines: readonly GateLine[], paragraphs: readonly Paragraph[], source: string): GateCommands {
  const out: GateCommands = { commands: [], unclosed: [], notRendered: [], hidden: [] };
  const inline = lines.filter((line) => !line.literal).sort((a, b) => a.offset - b.offset);
  const within = (offset: number): boolean => {
    let low = 0;
    let high = inline.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (inline[mid]!.offset <= offset) low = mid;
      else high = mid - 1;
    }
    const line = inline[low];
    return line !== undefined && offset >= line.offset && offset < line.offset + line.text.length;
  };
  const holding = paragraphs.filter((p) => {
    const start = p.position?.start.offset ?? 0;
    const end = p.position?.end.offset ?? start;
    return inline.some((line) => line.offset >= start && line.offset <= end);
  });
  const found: Array<{ offset: number; command: GateCommandSource }> = [];
  for (const leaf of leavesOf(holding, source)) {
    if (leaf.kind === 'text') textBackticks(leaf, source, within, out);
    else if (!within(leaf.start)) continue;
    else if (leaf.kind === 'code') {
      const command = codeCommand(leaf, source);
      if (command.command !== '') found.push({ offset: leaf.start, command });
    } else (leaf.kind === 'hidden' ? out.hidden : out.notRendered).push({ offset: leaf.start, what: leaf.what });
  }
  for (const line of lines) if (line.literal) found.push({ offset: line.offset, command: { command: line.text, offset: line.offset } });
  found.sort((a, b) => a.offset - b.offset);
  for (const item of found) out.commands.push(item.command);
  return out;
}
