// The commands of a phase's `Gate:` lines (docs/design.md#gates). A code span may continue
// over several lines of one paragraph or bullet, as in CommonMark: the lines are joined with
// a single space. A backtick run that never closes is reported, never read as a description.

import { scanCodeSpans } from './inline.js';

/** One gate text line: its text (trimmed), where it starts, and the paragraph or bullet it belongs to. */
export interface GateLine {
  text: string;
  offset: number;
  /** Lines of a code block after `Gate:`: one command each, as written. */
  literal: boolean;
  /** Lines with the same group are one paragraph or one bullet. */
  group: number;
}

export interface GateCommandSource {
  command: string;
  /** Source offset of the command's first character. */
  offset: number;
}

export interface UnclosedGateSpan {
  /** Source offset of the backtick run that opens no span. */
  offset: number;
  /** The text from that run to the end of its paragraph (one line). */
  text: string;
}

/** The joined text of consecutive lines and a map from its positions back to the source. */
function joinGroup(lines: readonly GateLine[]): { text: string; sourceOffset: (at: number) => number } {
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    if (text !== '') text += ' ';
    starts.push(text.length);
    text += line.text;
  }
  const sourceOffset = (at: number): number => {
    let i = starts.length - 1;
    while (i > 0 && starts[i]! > at) i -= 1;
    return lines[i]!.offset + Math.min(at - starts[i]!, lines[i]!.text.length);
  };
  return { text, sourceOffset };
}

/** Consecutive lines of one group, in order. */
function groups(lines: readonly GateLine[]): GateLine[][] {
  const out: GateLine[][] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last !== undefined && !line.literal && !last[0]!.literal && last[0]!.group === line.group) last.push(line);
    else out.push([line]);
  }
  return out;
}

/** The gate commands of the lines, in order, and the code spans that never close. */
export function gateCommandsOf(lines: readonly GateLine[]): { commands: GateCommandSource[]; unclosed: UnclosedGateSpan[] } {
  const commands: GateCommandSource[] = [];
  const unclosed: UnclosedGateSpan[] = [];
  for (const group of groups(lines)) {
    if (group[0]!.literal) {
      commands.push({ command: group[0]!.text, offset: group[0]!.offset });
      continue;
    }
    const joined = joinGroup(group);
    const scan = scanCodeSpans(joined.text);
    for (const span of scan.spans) if (span.content !== '') commands.push({ command: span.content, offset: joined.sourceOffset(span.offset) });
    for (const at of scan.unclosed) unclosed.push({ offset: joined.sourceOffset(at), text: joined.text.slice(at) });
  }
  return { commands, unclosed };
}
