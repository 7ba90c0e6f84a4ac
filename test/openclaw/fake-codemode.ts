// The fake model's Code Mode (OpenClaw 2026.9.6, docs/tools/code-mode/): when the `exec` OpenClaw
// offers takes `code` (JavaScript), every other tool is a function inside a cell. These helpers
// turn one tool call into a cell (`return await NAME(ARGS);`), read a cell's result back as that
// tool's result, follow a `waiting` cell with `wait`, and fill in the OpenForge cell of
// references/codemode.md. Pure; no state.

/** One tool call as it appears in the conversation, with its result text. */
export interface RawCall {
  name: string;
  args: Record<string, unknown>;
  result: string;
}

/** A Code Mode result (`exec` or `wait`): completed, waiting or failed. */
export interface CellResult {
  status: 'completed' | 'waiting' | 'failed' | string;
  value?: unknown;
  runId?: string;
  error?: string;
  /** false: the cell failed before any tool call inside it was dispatched. */
  bridgeDispatchStarted?: boolean;
}

/** The Code Mode result of a tool result text, null when it is none. */
export function cellResult(text: string): CellResult | null {
  const start = text.indexOf('{');
  if (start === -1) return null;
  try {
    const j = JSON.parse(text.slice(start, text.lastIndexOf('}') + 1)) as CellResult;
    return typeof j === 'object' && j !== null && typeof j.status === 'string' ? j : null;
  } catch {
    return null;
  }
}

/** Does the offered tool list make this a Code Mode request (its `exec` takes `code`)? */
export function isCodeModeSurface(tools: { function?: { name?: unknown; parameters?: unknown } }[]): boolean {
  const exec = tools.find((t) => t.function?.name === 'exec');
  const props = (exec?.function?.parameters as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return 'code' in props;
}

/** The cell that makes one tool call and returns its value. */
export const toolCell = (name: string, args: Record<string, unknown>): string => `return await ${name}(${JSON.stringify(args)});`;

/** The text a tool's value stands for: a read's file text, else its JSON. */
function valueText(value: unknown): string {
  if (value !== null && typeof value === 'object' && typeof (value as { content?: unknown }).content === 'string') return (value as { content: string }).content;
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/**
 * The calls as the plain-tool logic sees them: a one-call cell becomes that call with its value as
 * the result (its `wait` continuations folded in); other calls stay as they are. `pending`: the
 * runId of a cell still waiting at the end (continue it with `wait`).
 */
export function unwrapCells(calls: RawCall[]): { calls: RawCall[]; pending: string | null } {
  const out: RawCall[] = [];
  let pending: string | null = null;
  for (let i = 0; i < calls.length; i++) {
    const c = calls[i] as RawCall;
    if (c.name === 'wait') continue;
    if (c.name !== 'exec' || typeof c.args.code !== 'string') {
      out.push(c);
      continue;
    }
    let res = cellResult(c.result);
    // Follow the wait calls that continue this cell.
    for (let j = i + 1; res?.status === 'waiting' && j < calls.length; j++) {
      const w = calls[j] as RawCall;
      if (w.name === 'wait' && w.args.runId === res.runId) res = cellResult(w.result);
    }
    if (res?.status === 'waiting') pending = res.runId ?? null;
    const one = /^return await (\w+)\(([\s\S]*)\);$/.exec(c.args.code);
    // A cell that failed before it dispatched anything (under load: `timeout` in the host, `bridgeDispatchStarted: false`) did nothing: the step is taken again.
    if (one !== null && res?.status === 'failed' && res.bridgeDispatchStarted === false) continue;
    if (one === null) {
      out.push({ name: 'exec', args: c.args, result: res === null ? c.result : JSON.stringify(res) });
      continue;
    }
    let args: Record<string, unknown> = {};
    try {
      args = JSON.parse(one[2] as string) as Record<string, unknown>;
    } catch {
      /* not ours */
    }
    const result = res === null ? c.result : res.status === 'completed' ? valueText(res.value) : `Error: cell ${res.status}: ${res.error ?? ''}`;
    out.push({ name: one[1] as string, args, result });
  }
  return { calls: out, pending };
}

/**
 * The OpenForge cell of references/codemode.md with its three marked lines filled in (`OF`, `PRE`,
 * `DO`), or null when the page has no such cell.
 */
export function fillCell(page: string, fill: { of: string; pre: string; do: string }): string | null {
  const m = /```js\n([\s\S]*?)```/.exec(page);
  if (m === null) return null;
  const lines = (m[1] as string).split('\n');
  const set = (name: string, value: string): boolean => {
    const i = lines.findIndex((l) => l.startsWith(`const ${name} = `) && l.includes('◀'));
    if (i === -1) return false;
    lines[i] = `const ${name} = ${JSON.stringify(value)};`;
    return true;
  };
  if (!set('OF', fill.of) || !set('PRE', fill.pre) || !set('DO', fill.do)) return null;
  return lines.join('\n').trim();
}

/** The value an OpenForge cell returned (references/codemode.md). */
export interface CellValue {
  again: string;
  progress: string[];
  warnings: string[];
  runId?: string;
  status?: string;
  actions?: { id: string; kind: string; message?: string; question?: string; approve?: string; reoffered?: boolean; note?: string }[];
  result?: unknown;
  pre?: string;
}

export function cellValue(res: CellResult | null): CellValue | null {
  if (res?.status !== 'completed') return null;
  const v = res.value as Partial<CellValue> | null;
  return v !== null && typeof v === 'object' && typeof v.again === 'string' ? (v as CellValue) : null;
}
