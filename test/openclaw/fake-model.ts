// A scripted fake model for a real OpenClaw Gateway: an OpenAI-compatible
// `POST /v1/chat/completions` (stream: true, SSE chunks) that plays an agent following
// skills/openforge/SKILL.md. It keeps no hidden state: every reply is computed from the
// conversation OpenClaw sends — the skill catalog in the system prompt, the SKILL.md text
// the `read` tool returned, the JSON the OpenForge scripts printed through `exec`, the
// `sessions_spawn` results and, for a sub-agent, its task text. No expected value
// (run id, action id, file path, command) is hard-coded here.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { cellResult, cellValue, fillCell, isCodeModeSurface, toolCell, unwrapCells, type CellValue } from './fake-codemode.js';

/** The parent's requests (the user turns the suite sends). */
export const REQUESTS = {
  run: 'Run this PRD:',
  plan: 'Plan this PRD without executing',
  status: 'Pipeline status',
  /** "Run pipeline: <request>" (issue 17): the draft flow up to its one confirmation. */
  pipeline: 'Run pipeline:',
  /** The user's answer to the draft's preview. */
  approve: 'Approve the drafted PRD',
  /** The suite's negative control: a sessions_spawn call OpenClaw must reject. */
  probe: 'E2E probe: make one rejected sessions_spawn call',
} as const;
export type RequestKind = keyof typeof REQUESTS;

/** Markers in the fake's final texts (OpenClaw's own wording is never keyed on). */
export const MARK = {
  child: 'E2E-CHILD-DONE',
  parentDone: 'E2E-PARENT-DONE',
  parentStop: 'E2E-PARENT-STOPPED',
  preview: 'E2E-PREVIEW',
} as const;

/** Tool calls per request or child before the fake gives up (a looping fake must end). */
export const TURN_LIMIT = 40;

interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'developer';
  content?: unknown;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}

/** One exchange with OpenClaw, as logged. */
export interface LogEntry {
  n: number;
  at: number;
  /** 'parent' (a user turn) or 'child' (a sub-agent). */
  who: 'parent' | 'child';
  /** The parent's request kind (null for children or an unknown request). */
  request: RequestKind | null;
  systemPrompt: string;
  /** Tool calls seen in the conversation so far, with their results. */
  history: { name: string; args: Record<string, unknown>; result: string }[];
  /** What the fake answered (a tool call may come with a text for the user: a relayed `progress`; `more`: parallel tool calls). */
  reply: { toolCall: ToolCall; say?: string; more?: ToolCall[] } | { text: string };
  /** The texts of the assistant messages in the conversation OpenClaw sent (what it kept of earlier replies). */
  assistantTexts: string[];
  /** Why (a short trace of the decision). */
  note: string;
  /** The names of the tools OpenClaw offered in this request. */
  tools: string[];
  /** The offered `exec` takes `code` (JavaScript): OpenClaw's Code Mode surface. */
  codeMode: boolean;
}

export interface FakeModel {
  port: number;
  log: LogEntry[];
  close: () => Promise<void>;
}

/** Text of a message's content (string or content parts). */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((p) => (typeof p === 'string' ? p : p !== null && typeof p === 'object' && 'text' in p ? String((p as { text: unknown }).text) : ''))
      .join('\n');
  }
  return '';
}

/** A tool result OpenClaw reports as failed (validation, tool error JSON, exec exit code). */
export function toolErrorOf(name: string, result: string): string | null {
  if (/Validation failed for tool/i.test(result)) return result.slice(0, 500);
  const json = firstJson(result);
  if (json !== null && typeof json === 'object' && !Array.isArray(json)) {
    const o = json as Record<string, unknown>;
    if (o.status === 'error' || o.status === 'forbidden' || (typeof o.error === 'string' && o.error !== '' && name !== 'exec')) {
      return result.slice(0, 500);
    }
  }
  if (/^\s*(error|tool error)\b/i.test(result)) return result.slice(0, 500);
  const code = /\(Command exited with code (\d+)\)/.exec(result);
  if (code !== null && code[1] !== '0') return `exit ${code[1]}: ${result.slice(0, 500)}`;
  return null;
}

/**
 * A tool call OpenClaw 2026.9.6 never ran because a steered message (a child's completion
 * delivered into the active run) arrived first (`dist/agent-core-*.mjs`, `completeUnstartedToolCall`,
 * reason `steering`). SKILL.md: do not report it; `next` offers it again.
 */
export const STEERING_SKIP = 'Skipped to process an incoming message';
const skipped = (c: { result: string } | undefined): boolean => c !== undefined && c.result.includes(STEERING_SKIP);

/** The `error` of a sessions_spawn that failed (`{status: "error", error}`), else null. */
export function spawnErrorOf(c: { name: string; result: string }): string | null {
  if (c.name !== 'sessions_spawn') return null;
  const j = firstJson(c.result) as { status?: unknown; error?: unknown } | null;
  return j !== null && typeof j === 'object' && j.status === 'error' && typeof j.error === 'string' && j.error !== '' ? j.error : null;
}

/** The first parsable JSON object in a text (tool results may wrap the command's output). */
export function firstJson(text: string): unknown {
  const start = text.indexOf('{');
  if (start === -1) return null;
  // Try the longest candidate first, then shrink to each earlier closing brace.
  let end = text.lastIndexOf('}');
  while (end > start) {
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      end = text.lastIndexOf('}', end - 1);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// The conversation as the fake sees it.

interface DoneCall {
  name: string;
  args: Record<string, unknown>;
  result: string;
}

/** Tool calls after message index `from`, paired with their results (by id, else by order). */
function callsAfter(messages: ChatMessage[], from: number): DoneCall[] {
  const calls: DoneCall[] = [];
  for (let i = from + 1; i < messages.length; i++) {
    const m = messages[i] as ChatMessage;
    if (m.role !== 'assistant' || m.tool_calls === undefined) continue;
    const results = messages.slice(i + 1).filter((x) => x.role === 'tool');
    m.tool_calls.forEach((tc, k) => {
      let args: Record<string, unknown> = {};
      try {
        args = JSON.parse(tc.function.arguments || '{}') as Record<string, unknown>;
      } catch {
        args = { unparsable: tc.function.arguments };
      }
      const byId = results.find((r) => r.tool_call_id === tc.id);
      const res = byId ?? results[k];
      calls.push({ name: tc.function.name, args, result: res === undefined ? '' : textOf(res.content) });
    });
  }
  return calls;
}

/** The skill's catalog entry (name, description, location) from the system prompt. */
export function catalogEntry(system: string, name: string): { description: string; location: string } | null {
  const re = /<skill>\s*<name>([^<]*)<\/name>\s*<description>([^<]*)<\/description>\s*<location>([^<]*)<\/location>\s*<\/skill>/g;
  for (const m of system.matchAll(re)) {
    if ((m[1] ?? '').trim() === name) return { description: (m[2] ?? '').trim(), location: (m[3] ?? '').trim() };
  }
  return null;
}

/**
 * A tool call may come with `say`, a text for the user in the same reply (a relayed `progress`),
 * and `more`: further tool calls in the same reply (parallel tool calls: a usage exec beside its gate).
 */
type Decision = ({ toolCall: ToolCall; note: string; say?: string; more?: ToolCall[] } | { text: string; note: string }) & {
  /** Answer only once this holds (or HOLD_MAX_MS passed): a slow child (a wave with a fast and a slow child). */
  holdUntil?: () => boolean;
};

/** The longest a held answer waits (a bound against a hang); SSE comments keep the stream alive meanwhile. */
const HOLD_MAX_MS = 150_000;

/**
 * The wave test's slow child (its task writes `slow.txt`) ends only once the run has spawned the
 * phase `after`, which depends on its fast sibling: a parent that learned of the fast child only when
 * the slow one ended would leave it holding until HOLD_MAX_MS and the run's events would say so.
 */
function slowChildHold(resultFile: string, files: string[]): (() => boolean) | undefined {
  if (!files.includes('slow.txt')) return undefined;
  const events = posix.join(posix.dirname(posix.dirname(resultFile)), 'events.jsonl');
  return () => {
    try {
      return readFileSync(events, 'utf8').split('\n').some((l) => l.includes('"type":"spawn-issued"') && l.includes('"phase":"after"'));
    } catch {
      return false;
    }
  };
}

const call = (name: string, args: Record<string, unknown>, note: string, say?: string): Decision =>
  say === undefined ? { toolCall: { name, args }, note } : { toolCall: { name, args }, note, say };
const say = (text: string, note: string): Decision => ({ text, note });

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./~:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

// ---------------------------------------------------------------------------
// The parent: SKILL.md's loop, from what the scripts print.

interface ParentContext {
  request: RequestKind;
  requestText: string;
  calls: DoneCall[];
  location: string;
  /** For `approve`: the approve command of the last ask the scripts printed in this session. */
  approveCommand: string | null;
  /** Code Mode: the `again` of the last OpenForge cell of this session (the approve turn goes on from it). */
  lastAgain?: string | null;
}

/**
 * When set, {baseDir} is written as an absolute path (a leading `~/` expanded to this
 * folder), as references/troubleshooting.md asks for OpenClaw's exec allowlist and ask modes.
 */
let absoluteHome: string | null = null;

/** The CLI invocation SKILL.md names (`node {baseDir}/scripts/….cjs`), with {baseDir} resolved. */
function cliFromSkill(skillText: string, location: string): string | null {
  const m = /node \{baseDir\}\/(\S+?\.[cm]?js)\b/.exec(skillText);
  if (m === null) return null;
  const dir = absoluteHome !== null && location.startsWith('~/') ? posix.join(absoluteHome, location.slice(2)) : location;
  return `node ${posix.join(posix.dirname(dir), m[1] as string)}`;
}

/** PRD path of "Run this PRD: PATH" / "Plan this PRD without executing: PATH". */
function prdPathOf(text: string): string | null {
  const m = /(?:Run this PRD|Plan this PRD without executing):\s*(\S+\.md)/.exec(text);
  return m === null ? null : (m[1] as string);
}

interface Action {
  id: string;
  kind: string;
  approve?: string;
  spawn?: Record<string, unknown>;
  exec?: Record<string, unknown>;
  message?: string;
  question?: string;
  summaryFile?: string;
  /** A `collect` action: exactly agents_wait's arguments, and the spawn ids it waits for. */
  wait?: Record<string, unknown>;
  waitingFor?: string[];
  /** A `wait` or a lone spawn: one child at work, so sessions_yield (SKILL.md); absent: next --wait. */
  yield?: true;
}
interface Report {
  runId: string;
  status: string;
  actions: Action[];
  /** What changed for the user: SKILL.md says to relay it as one message. */
  progress?: string;
}

function asReport(result: string): Report | null {
  const j = firstJson(result) as Partial<Report> | null;
  if (j === null || typeof j !== 'object' || typeof j.runId !== 'string' || !Array.isArray(j.actions)) return null;
  return j as Report;
}

type Step =
  /** `batch`: made in the same reply as the call before it (SKILL.md: a usage exec in the same turn as the other actions). */
  | { kind: 'call'; name: string; args: (done: DoneCall[]) => Record<string, unknown> | string; why: string; batch?: boolean }
  | { kind: 'final'; text: string; why: string };

/** The action id of the sessions_spawn call at `at`: the spawn action of the last report before it whose `spawn` it carried out (its task names the action's task file). */
function spawnedActionId(calls: DoneCall[], at: number): string | null {
  const task = (calls[at] as DoneCall).args.task;
  for (let i = at - 1; i >= 0; i--) {
    const c = calls[i] as DoneCall;
    const found = c.name === 'exec' ? asReport(c.result)?.actions.find((a) => a.kind === 'spawn' && a.spawn?.task === task) : undefined;
    if (found !== undefined) return found.id;
  }
  return null;
}

/** The spawns of earlier turns (between `from` and `to`): the children not reported yet (`ACTION=KEY[,MODEL]`), the errors not reported yet, and every child started. */
function earlierSpawns(calls: DoneCall[], from: number, to: number, runId: string): { pairs: string[]; errors: { id: string; error: string }[]; started: Set<string> } | string {
  const out = { pairs: [] as string[], errors: [] as { id: string; error: string }[], started: new Set<string>() };
  for (let i = from + 1; i < to; i++) {
    const c = calls[i] as DoneCall;
    if (c.name !== 'sessions_spawn' || skipped(c)) continue;
    const id = spawnedActionId(calls, i);
    if (id === null) return `no report offered the spawn ${JSON.stringify(c.args).slice(0, 200)}`;
    // Up to the current report (a key it reported counts; an error reported after it is being reported now).
    const later = calls.slice(i + 1, to + 1).flatMap((x) => (x.name === 'exec' ? [String(x.args.command ?? '')] : []));
    const error = spawnErrorOf(c);
    if (error !== null) {
      if (!later.some((cmd) => cmd.includes(` spawned ${runId} ${id} --error-file `))) out.errors.push({ id, error });
      continue;
    }
    out.started.add(id);
    if (later.some((cmd) => cmd.split(/\s+/).some((w) => w.replace(/^'/, '').startsWith(`${id}=`)))) continue;
    const res = firstJson(c.result) as { childSessionKey?: unknown; resolvedModel?: unknown; runId?: unknown } | null;
    if (typeof res?.childSessionKey !== 'string' || res.childSessionKey === '') return `sessions_spawn returned no childSessionKey: ${c.result.slice(0, 300)}`;
    const model = typeof res.resolvedModel === 'string' && res.resolvedModel !== '' ? `,${res.resolvedModel}` : '';
    const run = c.args.collect === true && typeof res.runId === 'string' ? `,run=${res.runId}` : '';
    out.pairs.push(`${id}=${res.childSessionKey}${model}${run}`);
  }
  return out;
}

function parent(ctx: ParentContext): Decision {
  const { calls } = ctx;
  if (ctx.request === 'probe') {
    const probe = calls.find((c) => c.name === 'sessions_spawn');
    if (probe === undefined) return call('sessions_spawn', { task: 'probe: do nothing', label: 'e2e-probe', timeoutSeconds: 5 }, 'probe: timeoutSeconds is not an argument');
    return say(`${MARK.parentDone} probe\n${probe.result}`, 'probe answered');
  }

  for (const c of calls) {
    const err = toolErrorOf(c.name, c.result);
    // `next`/`run` may exit 1 with a report (a halted run): the report decides, below.
    // A sessions_spawn error is handed to `spawned --error-file` (SKILL.md), below.
    if (err !== null && !(c.name === 'exec' && asReport(c.result) !== null) && spawnErrorOf(c) === null) {
      return say(`${MARK.parentStop}: the ${c.name} call failed: ${err}`, 'tool error');
    }
  }
  if (calls.length >= TURN_LIMIT) return say(`${MARK.parentStop}: turn limit ${TURN_LIMIT} reached`, 'turn limit');

  // 1. Read SKILL.md at its catalog location.
  const readIdx = calls.findIndex((c) => c.name === 'read' && c.args.path === ctx.location);
  if (readIdx === -1) return call('read', { path: ctx.location }, 'read SKILL.md (catalog match)');
  const cli = cliFromSkill((calls[readIdx] as DoneCall).result, ctx.location);
  if (cli === null) return say(`${MARK.parentStop}: SKILL.md names no node {baseDir}/… script`, 'no cli');

  if (ctx.request === 'plan' || ctx.request === 'status') {
    const argv =
      ctx.request === 'plan'
        ? (() => {
            const prd = prdPathOf(ctx.requestText);
            return prd === null ? null : `${cli} plan ${shellQuote(prd)} --cwd ${shellQuote(posix.dirname(prd))} --json`;
          })()
        : `${cli} status --json`;
    if (argv === null) return say(`${MARK.parentStop}: no PRD path in the request`, 'no prd');
    const done = calls.slice(readIdx + 1).find((c) => c.name === 'exec');
    if (done === undefined) return call('exec', { command: argv }, `${ctx.request} via exec`);
    const json = firstJson(done.result);
    if (json === null) return say(`${MARK.parentStop}: ${ctx.request} printed no JSON: ${done.result.slice(0, 300)}`, 'no json');
    return say(`${MARK.parentDone} ${ctx.request}\n${JSON.stringify(json)}`, `relay ${ctx.request}`);
  }

  // Run pipeline: write the request to a file, then `draft`; approve: the preview's approve command.
  if (ctx.request === 'pipeline' || ctx.request === 'approve') {
    const hasReport = calls.slice(readIdx + 1).some((c) => c.name === 'exec' && asReport(c.result) !== null);
    if (!hasReport && ctx.request === 'pipeline') {
      const dir = /Run pipeline: in (\/\S+?),/.exec(ctx.requestText)?.[1];
      if (dir === undefined) return say(`${MARK.parentStop}: no project folder in the request`, 'no dir');
      const requestFile = posix.join(dir, '.openforge', 'request.md');
      const written = calls.slice(readIdx + 1).some((c) => c.name === 'write' && c.args.path === requestFile);
      if (!written) return call('write', { path: requestFile, content: ctx.requestText }, 'write the request to a file (never on a command line)');
      return call('exec', { command: `${cli} draft ${shellQuote(requestFile)} --cwd ${shellQuote(dir)} --json` }, 'start the draft');
    }
    if (!hasReport) {
      const approve = ctx.approveCommand;
      if (approve === null) return say(`${MARK.parentStop}: no preview to approve`, 'no ask');
      return call('exec', { command: `${approve} --json` }, 'approve the draft');
    }
  }

  // Run: `run`, then carry out each report's actions, `next` after them, until complete.
  let reportIdx = -1;
  for (let i = calls.length - 1; i > readIdx; i--) {
    const c = calls[i] as DoneCall;
    if (c.name === 'exec' && asReport(c.result) !== null) {
      reportIdx = i;
      break;
    }
  }
  if (reportIdx === -1) {
    const prd = prdPathOf(ctx.requestText);
    if (prd === null) return say(`${MARK.parentStop}: no PRD path in the request`, 'no prd');
    return call('exec', { command: `${cli} run ${shellQuote(prd)} --cwd ${shellQuote(posix.dirname(prd))} --json` }, 'start the run');
  }
  const report = asReport((calls[reportIdx] as DoneCall).result) as Report;
  const done = calls.slice(reportIdx + 1);
  const prd = prdPathOf(ctx.requestText);
  const errorFile = (id: string): string => posix.join(prd === null ? '/tmp' : posix.dirname(prd), '.openforge', `spawn-error-${id}.txt`);
  // SKILL.md: a report's spawns go out in one turn with `next --wait` last in it; each child is
  // reported with the `next` of the following turn. The spawns of earlier turns not reported yet:
  const earlier = earlierSpawns(calls, readIdx, reportIdx, report.runId);
  if (typeof earlier === 'string') return say(`${MARK.parentStop}: ${earlier}`, 'cannot derive');
  // SKILL.md: a sessions_spawn that errored is written to a file with `write`, then `spawned RUN ID --error-file FILE`;
  // then `next` (the report beside that spawn is older than its error).
  const errorSteps: Step[] = earlier.errors.flatMap(({ id, error }): Step[] => [
    { kind: 'call', name: 'write', args: () => ({ path: errorFile(id), content: `${error}\n` }), why: `write the spawn error of ${id}` },
    { kind: 'call', name: 'exec', args: () => ({ command: `${cli} spawned ${report.runId} ${id} --error-file ${shellQuote(errorFile(id))} --json` }), why: `spawned --error-file for ${id}` },
  ]);
  const steps: Step[] = [...errorSteps];
  const spawnSteps: { at: number; id: string; collector: boolean }[] = [];
  /** The agents_wait step of a `collect` action, when the report has one. */
  let collectAt: number | null = null;
  /** A reply of its own ends here (a yield, agents_wait): the `next` after it has no --wait (SKILL.md: after a yield). */
  let yielded = false;
  /** Something of the report goes out in this reply (a spawn, a gate or usage exec): `next --wait` last in it. */
  let acted = false;
  for (const a of errorSteps.length > 0 ? [] : report.actions) {
    const lead = (): boolean => !acted;
    switch (a.kind) {
      case 'spawn': {
        // SKILL.md: a `reoffered` spawn this agent started is only reported, never started twice.
        if ((a as { reoffered?: boolean }).reoffered === true && earlier.started.has(a.id)) break;
        spawnSteps.push({ at: steps.length, id: a.id, collector: a.spawn?.collect === true });
        steps.push({ kind: 'call', name: 'sessions_spawn', args: () => ({ ...(a.spawn ?? {}) }), why: `spawn ${a.id} with action.spawn`, batch: !lead() });
        acted = true;
        break;
      }
      case 'gate':
      case 'usage':
        // SKILL.md: `exec` with exactly action.exec, in the same turn as the report's other actions.
        steps.push({ kind: 'call', name: 'exec', args: () => ({ ...(a.exec ?? {}) }), why: `${a.kind} ${a.id} with action.exec`, batch: !lead() });
        acted = true;
        break;
      case 'wait':
        if (a.yield === true) {
          steps.push({ kind: 'call', name: 'sessions_yield', args: () => ({}), why: `wait for ${a.id}: one child, yield (a turn of its own)` });
          yielded = true;
        }
        break;
      case 'collect':
        // references/protocol.md: agents_wait with exactly action.wait, then next with each completed entry's label:status.
        collectAt = steps.length;
        steps.push({ kind: 'call', name: 'agents_wait', args: () => ({ ...(a.wait ?? {}) }), why: `collect ${a.waitingFor?.join(', ') ?? ''} with action.wait` });
        yielded = true;
        break;
      case 'complete':
        steps.push({ kind: 'final', text: `${MARK.parentDone} run ${report.runId}\n${a.message ?? ''}`, why: 'complete' });
        break;
      case 'escalate':
        steps.push({ kind: 'final', text: `${MARK.parentStop}: escalated\n${a.message ?? ''}`, why: 'escalate' });
        break;
      case 'ask':
        // The draft's one confirmation is relayed to the user; any other ask stops the suite.
        steps.push(
          ctx.request === 'pipeline'
            ? { kind: 'final', text: `${MARK.preview}\n${a.question ?? ''}`, why: 'relay the preview' }
            : { kind: 'final', text: `${MARK.parentStop}: the run asks\n${a.question ?? ''}`, why: 'ask' },
        );
        break;
      default:
        steps.push({ kind: 'final', text: `${MARK.parentStop}: unknown action kind ${a.kind}`, why: 'unknown' });
    }
    if ((steps.at(-1) as Step | undefined)?.kind === 'final') break;
  }
  if (report.actions.length === 0 && errorSteps.length === 0) steps.push({ kind: 'final', text: `${MARK.parentStop}: no actions (status ${report.status})`, why: 'halted' });
  // Collector children (references/protocol.md): reported with the `next` of the turn after their spawns, which prints `collect`.
  const collectorSpawns = spawnSteps.length > 0 && spawnSteps.every((x) => x.collector);
  // SKILL.md: `next --wait` last in the turn of the report's spawns and execs; after a yield or a decision, no --wait.
  const beside = acted && !collectorSpawns && !yielded && errorSteps.length === 0;
  const waitNext = beside || (!yielded && errorSteps.length === 0 && !collectorSpawns);
  const nextStep: Step = {
    kind: 'call',
    name: 'exec',
    batch: beside,
    args: (doneNow) => {
      const pairs = earlier.pairs.map(shellQuote);
      // A collector child is reported with its runId (agents_wait takes it), in the turn after its spawn.
      for (const { at, id, collector } of collectorSpawns ? spawnSteps : []) {
        const did = doneNow[at] as DoneCall;
        if (spawnErrorOf(did) !== null || skipped(did)) continue;
        const res = firstJson(did.result) as { childSessionKey?: unknown; resolvedModel?: unknown; runId?: unknown } | null;
        if (typeof res?.childSessionKey !== 'string' || (collector && typeof res.runId !== 'string')) return `sessions_spawn returned no childSessionKey or runId for ${id}: ${did.result.slice(0, 300)}`;
        const model = typeof res.resolvedModel === 'string' && res.resolvedModel !== '' ? `,${res.resolvedModel}` : '';
        pairs.push(shellQuote(`${id}=${res.childSessionKey}${model},run=${String(res.runId)}`));
      }
      if (collectAt !== null) {
        // What agents_wait reported, one ACTION:STATUS[,IN/OUT] word per completed entry; nothing of its result is copied.
        const waited = firstJson((doneNow[collectAt] as DoneCall).result) as { completed?: { label?: unknown; status?: unknown; usage?: { inputTokens?: unknown; outputTokens?: unknown } }[] } | null;
        for (const c of waited?.completed ?? []) {
          if (typeof c.label !== 'string' || typeof c.status !== 'string') return `agents_wait returned an entry without label or status: ${(doneNow[collectAt] as DoneCall).result.slice(0, 300)}`;
          const u = c.usage;
          const tokens = typeof u?.inputTokens === 'number' && typeof u.outputTokens === 'number' ? `,${u.inputTokens}/${u.outputTokens}` : '';
          pairs.push(shellQuote(`${c.label}:${c.status}${tokens}`));
        }
      }
      const words = pairs.map((w) => ` ${w}`).join('');
      return waitNext ? { command: `${cli} next ${report.runId}${words} --wait --json`, yieldMs: 120000 } : { command: `${cli} next ${report.runId}${words} --json` };
    },
    why: beside ? 'next --wait, last in the reply of the report\'s spawns and execs' : waitNext ? 'next --wait: children running' : 'next',
  };
  if ((steps.at(-1) as Step | undefined)?.kind !== 'final') steps.push(nextStep);

  for (let k = 0; k < steps.length; k++) {
    const step = steps[k] as Step;
    const did = done[k];
    if (did !== undefined) {
      if (step.kind === 'final' || did.name !== step.name) {
        return say(`${MARK.parentStop}: expected ${step.kind === 'final' ? 'a final answer' : step.name} as step ${k}, saw ${did.name}`, 'out of step');
      }
      continue;
    }
    // The report's `progress`, relayed as one message with the first step taken on it.
    const relay = k === 0 && typeof report.progress === 'string' ? report.progress : undefined;
    if (step.kind === 'final') return say(relay === undefined ? step.text : `${relay}\n${step.text}`, step.why);
    const args = step.args(done);
    if (typeof args === 'string') return say(`${MARK.parentStop}: ${args}`, 'cannot derive');
    const decision = call(step.name, args, relay === undefined ? step.why : `${step.why}; relay progress`, relay);
    // The steps batched with this one go in the same reply (parallel tool calls).
    const more: ToolCall[] = [];
    for (let j = k + 1; j < steps.length; j++) {
      const next = steps[j] as Step;
      if (next.kind !== 'call' || next.batch !== true) break;
      const a = next.args(done);
      if (typeof a === 'string') break;
      more.push({ name: next.name, args: a });
    }
    return more.length === 0 || !('toolCall' in decision) ? decision : { ...decision, more, note: `${decision.note}; with ${more.length} more in the same reply` };
  }
  // A call that was skipped (a steered message came first) never ran: `next` offers it again.
  if (done.some((c) => skipped(c))) return call('exec', { command: `${cli} next ${report.runId}${earlier.pairs.map((p) => ` ${shellQuote(p)}`).join('')} --json` }, 'a call was skipped: next offers it again');
  return say(`${MARK.parentStop}: nothing left to do`, 'exhausted');
}

// ---------------------------------------------------------------------------
// The parent in Code Mode (references/codemode.md): its own tools are exec (a JavaScript cell),
// wait and sessions_yield; it reads SKILL.md and the Code Mode page in cells, then runs every
// OpenForge step through the page's cell, filling in only its three marked lines.

/** The cell call for one tool the parent does not see itself. */
const cellCall = (name: string, args: Record<string, unknown>, note: string): Decision => call('exec', { code: toolCell(name, args) }, `${note} (in a cell)`);

/** Consecutive failed cells retried before the fake gives up. */
const CELL_RETRIES = 3;

function parentCodeMode(ctx: ParentContext, raw: DoneCall[]): Decision {
  for (const c of raw) if (/Validation failed for tool/i.test(c.result)) return say(`${MARK.parentStop}: the ${c.name} call failed: ${c.result.slice(0, 500)}`, 'tool error');
  const { calls, pending } = unwrapCells(raw);
  if (pending !== null) return call('wait', { runId: pending }, 'a cell is waiting: continue it with wait');
  if (ctx.request === 'probe') {
    const probe = calls.find((c) => c.name === 'sessions_spawn');
    if (probe === undefined) return cellCall('sessions_spawn', { task: 'probe: do nothing', label: 'e2e-probe', timeoutSeconds: 5 }, 'probe: timeoutSeconds is not an argument');
    return say(`${MARK.parentDone} probe\n${probe.result}`, 'probe answered');
  }
  if (raw.length >= TURN_LIMIT) return say(`${MARK.parentStop}: turn limit ${TURN_LIMIT} reached`, 'turn limit');

  const readIdx = calls.findIndex((c) => c.name === 'read' && c.args.path === ctx.location);
  if (readIdx === -1) return cellCall('read', { path: ctx.location }, 'read SKILL.md (catalog match)');
  const skill = (calls[readIdx] as DoneCall).result;
  const cli = cliFromSkill(skill, ctx.location);
  if (cli === null) return say(`${MARK.parentStop}: SKILL.md names no node {baseDir}/… script`, 'no cli');
  // SKILL.md: in Code Mode, read the Code Mode page first.
  const named = /\{baseDir\}\/(references\/\S*code-?mode\S*\.md)/i.exec(skill)?.[1];
  if (named === undefined) return say(`${MARK.parentStop}: SKILL.md names no Code Mode page`, 'no code mode page');
  const pagePath = posix.join(posix.dirname(ctx.location), named);
  const pageIdx = calls.findIndex((c) => c.name === 'read' && c.args.path === pagePath);
  if (pageIdx === -1) return cellCall('read', { path: pagePath }, `read ${named} (SKILL.md: Code Mode)`);
  const page = (calls[pageIdx] as DoneCall).result;
  const cell = (pre: string, doArgs: string, why: string, relay?: string): Decision => {
    const code = fillCell(page, { of: cli, pre, do: doArgs });
    if (code === null) return say(`${MARK.parentStop}: the Code Mode page has no cell with OF, PRE and DO lines`, 'no cell');
    return call('exec', { code }, why, relay);
  };
  const after = calls.slice(Math.max(readIdx, pageIdx) + 1);
  const isCell = (c: DoneCall): boolean => c.name === 'exec' && typeof c.args.code === 'string' && c.args.code.includes('const DO = ');
  const cells = after.filter(isCell);

  if (cells.length === 0) {
    const prd = prdPathOf(ctx.requestText);
    if (ctx.request === 'plan') {
      if (prd === null) return say(`${MARK.parentStop}: no PRD path in the request`, 'no prd');
      return cell('', `plan ${shellQuote(prd)} --cwd ${shellQuote(posix.dirname(prd))}`, 'plan through the cell');
    }
    if (ctx.request === 'status') return cell('', 'status', 'status through the cell');
    if (ctx.request === 'pipeline') {
      const dir = /Run pipeline: in (\/\S+?),/.exec(ctx.requestText)?.[1];
      if (dir === undefined) return say(`${MARK.parentStop}: no project folder in the request`, 'no dir');
      const requestFile = posix.join(dir, '.openforge', 'request.md');
      if (!after.some((c) => c.name === 'write' && c.args.path === requestFile)) return cellCall('write', { path: requestFile, content: ctx.requestText }, 'write the request to a file (never on a command line)');
      return cell('', `draft ${shellQuote(requestFile)} --cwd ${shellQuote(dir)}`, 'start the draft through the cell');
    }
    if (ctx.request === 'approve') {
      if (ctx.approveCommand === null || ctx.lastAgain === null || ctx.lastAgain === undefined) return say(`${MARK.parentStop}: no preview to approve`, 'no ask');
      return cell(ctx.approveCommand, ctx.lastAgain, 'approve: PRE is the ask\'s approve, DO the last again');
    }
    if (prd === null) return say(`${MARK.parentStop}: no PRD path in the request`, 'no prd');
    return cell('', `run ${shellQuote(prd)} --cwd ${shellQuote(posix.dirname(prd))} --since 0`, 'start the run through the cell');
  }
  const last = cells.at(-1) as DoneCall;
  const res = cellResult(last.result);
  if (res?.status !== 'completed') {
    let failures = 0;
    for (let i = cells.length - 1; i >= 0 && cellResult((cells[i] as DoneCall).result)?.status !== 'completed'; i--) failures++;
    if (failures > CELL_RETRIES) return say(`${MARK.parentStop}: ${failures} cells failed in a row: ${last.result.slice(0, 500)}`, 'cells failing');
    // references/codemode.md: a failed cell lost its output only; run the same cell again.
    return call('exec', { code: last.args.code }, `the cell failed (${res?.status ?? 'no result'}): the same cell again`);
  }
  if (ctx.request === 'plan' || ctx.request === 'status') {
    const result = (res.value as { result?: unknown } | null)?.result;
    if (result === undefined) return say(`${MARK.parentStop}: the ${ctx.request} cell returned no result: ${last.result.slice(0, 300)}`, 'no result');
    return say(`${MARK.parentDone} ${ctx.request}\n${JSON.stringify(result)}`, `relay ${ctx.request}`);
  }
  const v = cellValue(res);
  if (v === null) return say(`${MARK.parentStop}: the cell returned no OpenForge value: ${last.result.slice(0, 500)}`, 'no value');
  const relay = v.progress.length > 0 ? v.progress.join('\n') : undefined;
  const lastIdx = after.lastIndexOf(last);
  if (after.slice(lastIdx + 1).some((c) => c.name === 'sessions_yield')) return cell('', v.again, 'woken after the yield: the cell with again');
  const actions = v.actions ?? [];
  const first = actions[0];
  if (first === undefined) return cell('', v.again, 'nothing for me: the cell with again', relay);
  const withRelay = (text: string): string => (relay === undefined ? text : `${relay}\n${text}`);
  switch (first.kind) {
    case 'wait':
      return call('sessions_yield', {}, 'children running: yield', relay);
    case 'complete':
      return say(withRelay(`${MARK.parentDone} run ${v.runId ?? ''}\n${first.message ?? ''}`), 'complete');
    case 'escalate':
      return say(withRelay(`${MARK.parentStop}: escalated\n${first.message ?? ''}`), 'escalate');
    case 'ask':
      return ctx.request === 'pipeline' ? say(withRelay(`${MARK.preview}\n${first.question ?? ''}`), 'relay the preview') : say(`${MARK.parentStop}: the run asks\n${first.question ?? ''}`, 'ask');
    default:
      return say(`${MARK.parentStop}: the cell left ${first.kind} ${first.id} to me (${first.reoffered === true ? 'reoffered' : first.note ?? ''})`, 'unexpected');
  }
}

/** Code Mode: the session's last OpenForge cell value and the approve command of its last ask. */
function sessionCells(raw: DoneCall[]): { approve: string | null; again: string | null } {
  let approve: string | null = null;
  let again: string | null = null;
  for (const c of unwrapCells(raw).calls) {
    if (c.name !== 'exec' || typeof c.args.code !== 'string' || !c.args.code.includes('const DO = ')) continue;
    const v: CellValue | null = cellValue(cellResult(c.result));
    if (v === null) continue;
    again = v.again;
    const ask = v.actions?.find((a) => a.kind === 'ask');
    if (ask?.approve !== undefined) approve = ask.approve;
  }
  return { approve, again };
}

// ---------------------------------------------------------------------------
// The child: does what its task text says, with its own tool calls.

/** A collector child's system prompt asks for its result through structured_output (OpenClaw 2026.9.6 adds this line when the spawn has an outputSchema). */
export const STRUCTURED_OUTPUT_ASK = 'Call structured_output with {"result": <your final result>}';

/** The envelope a collector child hands to structured_output: the one it wrote, parsed from its result file's text. */
function structuredOf(content: string): unknown {
  return firstJson(content);
}

function child(spawnTask: string, done: DoneCall[], system = ''): Decision {
  for (const c of done) {
    const err = toolErrorOf(c.name, c.result);
    if (err !== null) return say(`${MARK.child} ERROR: the ${c.name} call failed: ${err}`, 'tool error');
  }
  if (done.length >= TURN_LIMIT) return say(`${MARK.child} ERROR: turn limit`, 'turn limit');
  // sessions_spawn carries a short instruction: read the task file first, as a model would.
  const taskFile = /read your full task and follow it exactly: (\/\S+\.md)/.exec(spawnTask)?.[1];
  if (taskFile === undefined) return say(`${MARK.child} ERROR: no task file named in the spawn task`, 'bad task');
  const read = done[0];
  if (read === undefined) return call('read', { path: taskFile }, `read the task file ${taskFile}`);
  if (read.name !== 'read') return say(`${MARK.child} ERROR: expected the read of ${taskFile} first, saw ${read.name}`, 'out of step');
  const task = read.result;
  const calls = done.slice(1);
  const wd = /## Working directory\s*\n`([^`]+)`/.exec(task)?.[1];
  const resultFile = /## Result[\s\S]*?`(\/[^`]+\.json)`/.exec(task)?.[1];
  const planner = /Write a PRD in OpenForge's format for the request in the Objective to `([^`]+\.prd\.md)`/.exec(task)?.[1];
  if (planner !== undefined && wd !== undefined && resultFile !== undefined) return plannerChild(task, wd, planner, resultFile, calls);
  const tasks = [...task.matchAll(/^- Write `([^`]*)` into `([^`]+)`\s*$/gm)].map((m) => ({ content: m[1] as string, file: m[2] as string }));
  if (wd === undefined || resultFile === undefined || tasks.length === 0) {
    return say(`${MARK.child} ERROR: cannot read the task (workdir ${String(wd)}, result ${String(resultFile)}, ${tasks.length} tasks)`, 'bad task');
  }
  // The notes phase's child writes its result as a real model often does: a sentence before
  // the JSON, a lower-case status, no acceptance, evidence or recommendation.
  const sloppy = tasks.some((t) => t.file === 'notes.txt');
  const writes = [
    ...tasks.map((t) => ({ path: posix.join(wd, t.file), content: `${t.content}\n` })),
    sloppy
      ? { path: resultFile, content: `Here is my result:\n${JSON.stringify({ status: 'done', summary: tasks.map((t) => `wrote ${t.file}`).join('; ') })}\n` }
      : {
      path: resultFile,
      content: JSON.stringify({
        status: 'DONE',
        summary: tasks.map((t) => `wrote ${t.file}`).join('; '),
        findings: [],
        evidence: tasks.map((t) => `write ${t.file}: ok`),
        filesModified: tasks.map((t) => t.file),
        recommendation: 'run the gate',
        acceptance: [],
      }),
    },
  ];
  const next = writes[calls.length];
  if (next !== undefined) {
    const hold = next.path === resultFile ? slowChildHold(resultFile, tasks.map((t) => t.file)) : undefined;
    return { ...call('write', next, `write ${next.path}`), ...(hold === undefined ? {} : { holdUntil: hold }) };
  }
  // A collector child: its envelope once more through structured_output, as its system prompt asks.
  if (system.includes(STRUCTURED_OUTPUT_ASK) && calls.length === writes.length) {
    return call('structured_output', { result: structuredOf((writes.at(-1) as { content: string }).content) }, 'collector: structured_output with the envelope');
  }
  return say(`${MARK.child} ${resultFile}`, 'finished');
}

/**
 * A draft's planner: turns the request in its objective ("… by writing `X` into `Y`; the
 * check is `CMD`") into a PRD of one phase the child above can do, writes it where its task
 * says, then its result envelope.
 */
function plannerChild(task: string, wd: string, prdFile: string, resultFile: string, calls: DoneCall[]): Decision {
  const want = /writing `([^`]+)` into `([^`]+)`/.exec(task);
  const check = /the check is `([^`]+)`/.exec(task)?.[1];
  if (want === null || check === undefined) return say(`${MARK.child} ERROR: the request names no file to write or no check`, 'bad request');
  const prd = [
    '# PRD: Drafted in the e2e suite',
    '',
    '## Objective',
    `\`${check}\` exits 0.`,
    '',
    '## Phases',
    '',
    '### Phase: implement',
    '**Tasks:**',
    `- Write \`${want[1] as string}\` into \`${want[2] as string}\``,
    '',
    `**Gate:** \`${check}\``,
    '',
  ].join('\n');
  const writes = [
    { path: posix.join(wd, prdFile), content: prd },
    { path: resultFile, content: JSON.stringify({ status: 'DONE', summary: 'drafted one phase: implement', findings: [], evidence: [], filesModified: [prdFile], recommendation: 'approve', acceptance: [] }) },
  ];
  const next = writes[calls.length];
  if (next !== undefined) return call('write', next, `planner: write ${next.path}`);
  return say(`${MARK.child} ${resultFile}`, 'planner finished');
}

// ---------------------------------------------------------------------------

function decide(body: { messages?: ChatMessage[]; tools?: { function?: { name?: unknown; parameters?: unknown } }[] }): { who: 'parent' | 'child'; request: RequestKind | null; decision: Decision; system: string; history: DoneCall[] } {
  const messages = body.messages ?? [];
  const system = messages
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .map((m) => textOf(m.content))
    .join('\n');
  const firstUser = messages.findIndex((m) => m.role === 'user');
  const firstUserText = firstUser === -1 ? '' : textOf((messages[firstUser] as ChatMessage).content);
  const offered = (body.tools ?? []).flatMap((t) => (typeof t.function?.name === 'string' ? [t.function.name] : []));
  const codeMode = isCodeModeSurface(body.tools ?? []);
  if (firstUserText.includes('[Subagent Task]')) {
    const history = callsAfter(messages, firstUser);
    if (!codeMode) return { who: 'child', request: null, decision: child(firstUserText, history, system), system, history };
    // A child on the parent's model is in Code Mode too: the same steps, each tool it does not see called in a cell.
    const { calls, pending } = unwrapCells(history);
    if (pending !== null) return { who: 'child', request: null, decision: call('wait', { runId: pending }, 'a cell is waiting'), system, history };
    const d = child(firstUserText, calls, system);
    const wrapped = 'toolCall' in d && !offered.includes(d.toolCall.name) ? cellCall(d.toolCall.name, d.toolCall.args, d.note) : d;
    // A held write stays held in its cell.
    const decision = d.holdUntil === undefined ? wrapped : { ...wrapped, holdUntil: d.holdUntil };
    return { who: 'child', request: null, decision, system, history };
  }
  // The latest user request (internal-context messages carry none of the phrases).
  let reqIdx = -1;
  let request: RequestKind | null = null;
  for (let i = messages.length - 1; i >= 0 && reqIdx === -1; i--) {
    const m = messages[i] as ChatMessage;
    if (m.role !== 'user') continue;
    const text = textOf(m.content);
    if (text.includes('OPENCLAW_INTERNAL_CONTEXT')) continue;
    for (const [kind, phrase] of Object.entries(REQUESTS) as [RequestKind, string][]) {
      if (text.includes(phrase)) {
        reqIdx = i;
        request = kind;
        break;
      }
    }
  }
  if (reqIdx === -1 || request === null) {
    return { who: 'parent', request: null, decision: say(`${MARK.parentStop}: no request I know`, 'unknown request'), system, history: [] };
  }
  const history = callsAfter(messages, reqIdx);
  // The approve turn answers the preview of an earlier turn: its approve command, from the whole session.
  let approveCommand: string | null = null;
  if (request === 'approve') {
    for (const c of callsAfter(messages, -1)) {
      const ask = c.name === 'exec' ? asReport(c.result)?.actions.find((a) => a.kind === 'ask') : undefined;
      if (ask?.approve !== undefined) approveCommand = ask.approve;
    }
  }
  const entry = catalogEntry(system, 'openforge');
  if (entry === null) return { who: 'parent', request, decision: say(`${MARK.parentStop}: openforge is not in the skill catalog`, 'no catalog'), system, history };
  const requestText = textOf((messages[reqIdx] as ChatMessage).content);
  if (codeMode) {
    const session = sessionCells(callsAfter(messages, -1));
    const ctx = { request, requestText, calls: history, location: entry.location, approveCommand: session.approve, lastAgain: session.again };
    return { who: 'parent', request, decision: parentCodeMode(ctx, history), system, history };
  }
  return { who: 'parent', request, decision: parent({ request, requestText, calls: history, location: entry.location, approveCommand }), system, history };
}

function sse(res: ServerResponse, decision: Decision, n: number, requestChars: number, headed = false): void {
  if (!headed) res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const base = { id: `chatcmpl-e2e-${n}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'scripted-1' };
  const chunk = (delta: Record<string, unknown>, finish: string | null): void => {
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  };
  if ('toolCall' in decision) {
    const id = `call_e2e_${n}`;
    // Text for the user before the tool call, in the same reply.
    if (decision.say !== undefined) chunk({ role: 'assistant', content: decision.say }, null);
    const all = [decision.toolCall, ...(decision.more ?? [])];
    all.forEach((tc, index) => {
      const head = index === 0 && decision.say === undefined ? { role: 'assistant', content: null } : {};
      chunk({ ...head, tool_calls: [{ index, id: index === 0 ? id : `${id}_${index}`, type: 'function', function: { name: tc.name, arguments: '' } }] }, null);
      chunk({ tool_calls: [{ index, function: { arguments: JSON.stringify(tc.args) } }] }, null);
    });
    chunk({}, 'tool_calls');
  } else {
    chunk({ role: 'assistant', content: decision.text }, null);
    chunk({}, 'stop');
  }
  // Usage as a provider reports it, about 4 characters a token: OpenClaw prices it from the config (issue 28 part 1).
  const completion = Math.max(1, Math.ceil(JSON.stringify('toolCall' in decision ? [decision.toolCall, ...(decision.more ?? [])] : decision.text).length / 4));
  const prompt = Math.max(1, Math.ceil(requestChars / 4));
  res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion } })}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** Start the fake on a free loopback port. `logFile` gets one JSON line per exchange. */
export function startFakeModel(logFile?: string, opts: { absoluteHome?: string } = {}): Promise<FakeModel> {
  absoluteHome = opts.absoluteHome ?? null;
  const log: LogEntry[] = [];
  let n = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `fake model: no ${req.method} ${req.url}` } }));
        return;
      }
      n += 1;
      let decision: Decision;
      let who: 'parent' | 'child' = 'parent';
      let request: RequestKind | null = null;
      let system = '';
      let history: DoneCall[] = [];
      let assistantTexts: string[] = [];
      let tools: string[] = [];
      let codeModeSurface = false;
      try {
        const body = JSON.parse(raw) as { messages?: ChatMessage[]; tools?: { function?: { name?: unknown; parameters?: unknown } }[] };
        codeModeSurface = isCodeModeSurface(body.tools ?? []);
        tools = (body.tools ?? []).flatMap((t) => (typeof t.function?.name === 'string' ? [t.function.name] : []));
        assistantTexts = (body.messages ?? []).filter((m) => m.role === 'assistant').map((m) => textOf(m.content)).filter((x) => x !== '');
        const out = decide(body);
        ({ who, request, decision, system, history } = out);
      } catch (e) {
        decision = say(`${MARK.parentStop}: fake model crashed: ${String(e)}`, 'crash');
      }
      const entry: LogEntry = {
        n,
        at: Date.now(),
        who,
        request,
        systemPrompt: system,
        history,
        reply:
          'toolCall' in decision
            ? { toolCall: decision.toolCall, ...(decision.say === undefined ? {} : { say: decision.say }), ...(decision.more === undefined ? {} : { more: decision.more }) }
            : { text: decision.text },
        assistantTexts,
        note: decision.note,
        tools,
        codeMode: codeModeSurface,
      };
      log.push(entry);
      if (logFile !== undefined) {
        const brief = { ...entry, systemPrompt: `${system.length} chars`, history: history.map((h) => ({ name: h.name, args: h.args, result: h.result.slice(0, 2000) })) };
        appendFileSync(logFile, `${JSON.stringify(brief)}\n`);
      }
      const hold = decision.holdUntil;
      if (hold === undefined) {
        sse(res, decision, n, raw.length);
        return;
      }
      // Held: the stream opens at once and SSE comments keep it alive until the condition or the bound.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const until = Date.now() + HOLD_MAX_MS;
      const tick = (): void => {
        if (hold() || Date.now() > until) {
          entry.note = `${entry.note}; held until ${hold() ? 'after was spawned' : 'the bound'} (${new Date().toISOString()})`;
          sse(res, decision, n, raw.length, true);
          return;
        }
        res.write(': hold\n\n');
        setTimeout(tick, 500);
      };
      tick();
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      resolvePromise({
        port,
        log,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
