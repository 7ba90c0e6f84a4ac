// What each child used (docs/design.md#budgets): once a spawn has ended, one exec of
// OpenClaw's Gateway call `sessions.usage` for its child session, written into a log the way a
// gate's output is (same exclusive-log wrapper, a fresh unguessable name), then read by `next`
// into a `usage-recorded` event: tokens (input, output, cache) and cost as OpenClaw reports
// them, or "unknown" with why. Pure.

import { wrapWithLog } from '../../gate/exec.js';
import { USAGE_CALLS, usageCall } from '../../host-scripts/index.js';
import { GATE_EXIT_MARKER, GATE_START_MARKER } from '../../gate/marker.js';
import type { UsageAction } from '../../schema/actions.js';
import type { KnownUsage, SpawnUsage, UsageUnknownWhy } from '../../schema/spend.js';
import type { RunPhase, RunState, SpawnRecord } from '../../schema/run.js';
import { joinPath } from '../model/keys.js';
import { untrustedFile } from '../evidence/run-files.js';
import type { Fact, Observed } from '../model/observed.js';

/**
 * The usage exec's own timeout: OpenClaw's CLI takes seconds to start (11 s measured on a loaded
 * 2-core machine, over exec's default 10 s `yieldMs`), the Gateway answers at once.
 */
export const USAGE_TIMEOUT_SECONDS = 120;

/** A session key that can stand inside the exec command's JSON and single quotes as it is. */
const SAFE_KEY = /^[A-Za-z0-9:._@/+-]{1,200}$/;

export const usageActionId = (spawnActionId: string): string => `${spawnActionId}.usage`;

export const usageLogPath = (runDir: string, spawnActionId: string, token?: string): string =>
  joinPath(runDir, 'gates', `${spawnActionId}.usage${token === undefined || token === '' ? '' : `-${token}`}.log`);

/** Whether this run reads its children's usage (it found an OpenClaw config when it started). */
export const readsUsage = (state: RunState): boolean => state.settings.usage === 'sessions.usage';

const allSpawns = (state: RunState): { phase: RunPhase; spawn: SpawnRecord }[] =>
  state.phases.flatMap((phase) => phase.spawns.map((spawn) => ({ phase, spawn })));

/** Spawns whose usage exec was issued and whose usage is not recorded yet. */
export function usagePending(state: RunState): SpawnRecord[] {
  return allSpawns(state)
    .map((x) => x.spawn)
    .filter((s) => s.usageLog !== undefined && s.usage === undefined);
}

/** The usage logs `next` must read. */
export const usageFilesToObserve = (state: RunState): string[] =>
  state.status === 'running' ? usagePending(state).map((s) => (s.usageLog as { file: string }).file) : [];

/** Past this instant a usage log that has not appeared (or not finished) is given up: unknown. */
const usageDeadline = (s: SpawnRecord, graceSeconds: number): number =>
  (s.usageLog?.issuedAt ?? 0) + (USAGE_TIMEOUT_SECONDS + graceSeconds) * 1000;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);

/** The first line of what the call printed, kept with an "unknown" to say why. */
function firstOutputLine(body: string): string {
  const line = body.split('\n').find((l) => l.trim() !== '') ?? '(no output)';
  return line.trim().slice(0, 160);
}

/** A usage log split at its markers: what the call printed, and its exit status when one could be read. */
interface UsageOutput {
  body: string;
  /** The exit status when the call failed (a nonzero status was printed), else null. */
  failedExit: string | null;
}

/** What the wrapped call printed between the start marker and the last exit marker, and how it exited. */
function splitUsageLog(text: string): UsageOutput {
  const start = text.indexOf(GATE_START_MARKER);
  const afterStart = start < 0 ? text : text.slice(text.indexOf('\n', start) + 1);
  const exitAt = afterStart.lastIndexOf(GATE_EXIT_MARKER);
  if (exitAt < 0) return { body: afterStart, failedExit: null };
  const exit = /^openforge-exit=(\d+)/.exec(afterStart.slice(exitAt))?.[1];
  return { body: afterStart.slice(0, exitAt), failedExit: exit !== undefined && exit !== '0' ? exit : null };
}

const unknownUsage = (why: UsageUnknownWhy): SpawnUsage => ({ known: false, why });

/** The JSON document the call printed (the outermost braces: warnings may come before it), or why there is none. */
function usageDocument({ body, failedExit }: UsageOutput): { doc: unknown } | { unknown: SpawnUsage } {
  const open = body.indexOf('{');
  const close = body.lastIndexOf('}');
  if (failedExit !== null && open < 0) return { unknown: unknownUsage({ code: 'call-exited', exit: failedExit, output: firstOutputLine(body) }) };
  if (open < 0 || close < open) return { unknown: unknownUsage({ code: 'no-json', output: firstOutputLine(body) }) };
  try {
    return { doc: JSON.parse(body.slice(open, close + 1)) };
  } catch {
    return { unknown: unknownUsage({ code: 'unreadable-json', output: firstOutputLine(body) }) };
  }
}

/** Why the call failed, when it did: a nonzero exit, or the CLI's own error document (`{"ok":false,"error":{"type","message"}}`, exit 1). */
function usageCallFailure(doc: unknown, { body, failedExit }: UsageOutput): SpawnUsage | null {
  const error = (doc as { error?: { message?: unknown } } | null)?.error;
  if (failedExit === null && error === undefined) return null;
  const message = typeof error?.message === 'string' ? firstOutputLine(error.message) : firstOutputLine(body);
  return unknownUsage({ code: 'call-failed', exit: failedExit, message });
}

/** The session the document reports on: the one with this key, or the only one listed. */
function reportedSession(doc: unknown, sessionKey: string): Record<string, unknown> | undefined {
  const sessions = (doc as { sessions?: unknown } | null)?.sessions;
  const list = Array.isArray(sessions) ? (sessions as Record<string, unknown>[]) : [];
  return list.find((s) => s?.key === sessionKey) ?? (list.length === 1 ? list[0] : undefined);
}

/** The "no usage" answer, saying when the Gateway's cache was still counting so a reader knows why. */
function noUsageReported(doc: unknown, sessionKey: string): SpawnUsage {
  const cache = (doc as { cacheStatus?: { status?: unknown } } | null)?.cacheStatus?.status;
  return unknownUsage({ code: 'no-usage', sessionKey, cache: typeof cache === 'string' && cache !== 'fresh' ? cache : null, calls: USAGE_CALLS });
}

/** The model as `provider/model` (unless the model already names its provider), or null when unreported. */
function sessionModel(session: Record<string, unknown>): string | null {
  const provider = typeof session.modelProvider === 'string' ? session.modelProvider : null;
  const model = typeof session.model === 'string' ? session.model : null;
  if (model === null) return null;
  return provider === null || model.includes('/') ? model : `${provider}/${model}`;
}

/** A session's usage record as counts: missing or malformed numbers count as 0, cost is null when incomplete. */
function knownUsage(session: Record<string, unknown>, u: Record<string, unknown>): KnownUsage {
  const input = num(u.input);
  const output = num(u.output);
  const cacheRead = num(u.cacheRead);
  const cacheWrite = num(u.cacheWrite);
  const total = num(u.totalTokens) || input + output + cacheRead + cacheWrite;
  return {
    known: true,
    source: 'sessions.usage',
    model: sessionModel(session),
    input: Math.round(input),
    output: Math.round(output),
    cacheRead: Math.round(cacheRead),
    cacheWrite: Math.round(cacheWrite),
    totalTokens: Math.round(total),
    cost: num(u.missingCostEntries) > 0 || typeof u.totalCost !== 'number' ? null : num(u.totalCost),
  };
}

/** The usage a log's text reports for `sessionKey` (tolerant: the JSON may come after warnings). */
export function parseUsageLog(text: string, sessionKey: string): SpawnUsage {
  const output = splitUsageLog(text);
  const read = usageDocument(output);
  if ('unknown' in read) return read.unknown;
  const failure = usageCallFailure(read.doc, output);
  if (failure !== null) return failure;
  const session = reportedSession(read.doc, sessionKey);
  const usage = session?.usage;
  if (session === undefined || usage === null || typeof usage !== 'object') return noUsageReported(read.doc, sessionKey);
  return knownUsage(session, usage as Record<string, unknown>);
}

/** A spawn that has ended with a child session whose usage has not been asked for. */
const usageDue = (s: SpawnRecord): boolean => s.sessionKey !== null && s.outcome !== null && s.usageLog === undefined && s.usage === undefined;

/** The next usage fact: a log read (or given up), or a usage exec to issue; null when none. */
export function usageFact(state: RunState, obs: Observed): Fact | null {
  if (!readsUsage(state)) return null;
  for (const { spawn: s } of allSpawns(state)) {
    if (s.usage !== undefined) continue;
    const log = s.usageLog;
    if (log !== undefined) {
      if (!obs.files.has(log.file)) continue;
      const text = obs.files.get(log.file) ?? null;
      const late = obs.now > usageDeadline(s, state.settings.graceSeconds);
      const refused = untrustedFile(log.file, obs.fileFacts?.get(log.file), log.notBefore);
      if (refused !== null) return { type: 'usage-recorded', actionId: s.actionId, usage: unknownUsage({ code: 'refused', problem: refused }) };
      if (text === null || !text.includes(GATE_EXIT_MARKER)) {
        if (!late) continue;
        return { type: 'usage-recorded', actionId: s.actionId, usage: unknownUsage({ code: text === null ? 'not-run' : 'not-finished' }) };
      }
      return { type: 'usage-recorded', actionId: s.actionId, usage: parseUsageLog(text, s.sessionKey ?? '') };
    }
    if (!usageDue(s)) continue;
    if (!SAFE_KEY.test(s.sessionKey ?? '')) {
      return { type: 'usage-recorded', actionId: s.actionId, usage: unknownUsage({ code: 'unsafe-key' }) };
    }
    return {
      type: 'usage-issued',
      actionId: s.actionId,
      logFile: usageLogPath(state.runDir, s.actionId, obs.nameToken?.()),
      ...(obs.wallNow === undefined ? {} : { notBefore: obs.wallNow }),
    };
  }
  return null;
}

/** The usage actions to hand out: every pending usage exec whose log has not appeared. */
export function usageActions(state: RunState, files: ReadonlyMap<string, string | null>): UsageAction[] {
  if (state.status !== 'running') return [];
  return usagePending(state).flatMap((s) => {
    const log = s.usageLog;
    if (log === undefined || s.sessionKey === null || (files.get(log.file) ?? null) !== null) return [];
    const command = wrapWithLog(usageCall(s.sessionKey), log.file);
    return [{ id: usageActionId(s.actionId), kind: 'usage' as const, for: s.actionId, exec: { command, workdir: state.cwd, timeoutSeconds: USAGE_TIMEOUT_SECONDS, yieldMs: USAGE_TIMEOUT_SECONDS * 1000 }, logFile: log.file }];
  });
}
