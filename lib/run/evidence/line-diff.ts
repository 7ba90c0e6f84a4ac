// A line diff for the review's task (docs/design.md#test-baseline): the hunks, unified-diff
// style (3 lines of context), between two texts of one file. Myers' O(ND) algorithm on the
// lines left once the common head and tail are set aside; past MAX_EDITS edits the middle is
// one hunk (all removed, all added). Pure.

export interface Hunk {
  /** 1-based first line of the hunk in the old and the new text, and their line counts. */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** Each line prefixed with ' ', '-' or '+'. */
  lines: string[];
}

/** Beyond this many inserted plus deleted lines, the changed middle is one replacement. */
export const MAX_EDITS = 2_000;
const CONTEXT = 3;

type Op = ' ' | '-' | '+';

const splitLines = (text: string): string[] => {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/** The edit script of `a` into `b` (Myers), or null past `maxD` edits. */
function myers(a: readonly string[], b: readonly string[], maxD: number): Op[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxD);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a.length, b.length, offset, d);
    }
  }
  return null;
}

function backtrack(trace: Int32Array[], n: number, m: number, offset: number, dEnd: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = dEnd; d > 0; d -= 1) {
    const v = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push(' ');
      x -= 1;
      y -= 1;
    }
    ops.push(down ? '+' : '-');
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    ops.push(' ');
    x -= 1;
    y -= 1;
  }
  return ops.reverse();
}

/** The edit script turning `a` into `b`: the common head and tail kept, the middle diffed (all removed then added past MAX_EDITS). */
function editScript(a: readonly string[], b: readonly string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const mid = myers(midA, midB, MAX_EDITS) ?? [...midA.map((): Op => '-'), ...midB.map((): Op => '+')];
  return [...Array<Op>(head).fill(' '), ...mid, ...Array<Op>(tail).fill(' ')];
}

/** One op with the line it stands for and its position in both texts. */
interface Row {
  op: Op;
  text: string;
  ai: number;
  bi: number;
}

function rowsOf(ops: readonly Op[], a: readonly string[], b: readonly string[]): Row[] {
  const rows: Row[] = [];
  let ai = 0;
  let bi = 0;
  for (const op of ops) {
    rows.push({ op, text: op === '+' ? b[bi]! : a[ai]!, ai, bi });
    if (op !== '+') ai += 1;
    if (op !== '-') bi += 1;
  }
  return rows;
}

/** The last change of the hunk whose first change is at `i`: changes merge while fewer than 2×CONTEXT unchanged lines part them. */
function lastChangeFrom(rows: readonly Row[], i: number): number {
  let end = i;
  let j = i;
  while (j < rows.length) {
    if (rows[j]!.op !== ' ') {
      end = j;
      j += 1;
      continue;
    }
    let run = 0;
    while (j + run < rows.length && rows[j + run]!.op === ' ') run += 1;
    if (j + run >= rows.length || run > 2 * CONTEXT) break;
    j += run;
  }
  return end;
}

/** The hunk of `rows` (changes with their context); as diff -u, an empty side starts at the line before it. */
function hunkOf(slice: readonly Row[]): Hunk {
  const first = slice[0]!;
  const oldLines = slice.filter((r) => r.op !== '+').length;
  const newLines = slice.filter((r) => r.op !== '-').length;
  return {
    oldStart: oldLines === 0 ? first.ai : first.ai + 1,
    oldLines,
    newStart: newLines === 0 ? first.bi : first.bi + 1,
    newLines,
    lines: slice.map((r) => `${r.op}${r.text}`),
  };
}

/** The hunks turning `before` into `after` (an absent side is the empty text). */
export function lineHunks(before: string, after: string): Hunk[] {
  const a = splitLines(before);
  const b = splitLines(after);
  const rows = rowsOf(editScript(a, b), a, b);
  const hunks: Hunk[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i]!.op === ' ') {
      i += 1;
      continue;
    }
    const stop = Math.min(rows.length, lastChangeFrom(rows, i) + 1 + CONTEXT);
    hunks.push(hunkOf(rows.slice(Math.max(0, i - CONTEXT), stop)));
    i = stop;
  }
  return hunks;
}

/** A hunk as unified-diff text. */
export const hunkText = (h: Hunk): string => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join('\n');
