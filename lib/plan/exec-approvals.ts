// What to allow when OpenClaw's exec approvals are on. `plan` reads the user's OpenClaw config
// (and the host approvals document, when there is one) and, only when some exec policy is not
// `full`, says exactly what OpenForge needs: the `node` allowlist entry, its scripts called
// with {baseDir} written absolute, and host exec mode `full` for the agent that runs the gates
// (OpenClaw 2026.9.6's allowlist analysis refuses the gate wrapper's redirections and `"$?"`:
// references/troubleshooting.md, "Exec approvals"). Pure.

import type { ExecApprovals, ExecApprovalsOrigin, ExecRestriction } from '../schema/index.js';

type ExecMode = ExecRestriction['mode'] | 'full';

const MODES: ReadonlySet<string> = new Set(['deny', 'allowlist', 'ask', 'auto', 'full']);

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === 'string' ? v.trim().toLowerCase() : null);

/**
 * The mode a policy object selects, as OpenClaw 2026.9.6 normalizes it: an explicit `mode`,
 * else `security` and `ask` (deny; allowlist with ask off; full unless ask is always; else
 * ask); null when the object sets none of them (it inherits).
 */
export function execModeOf(policy: unknown): ExecMode | null {
  const p = record(policy);
  if (p === null) return null;
  const mode = text(p.mode);
  if (mode !== null && MODES.has(mode)) return mode as ExecMode;
  const security = text(p.security);
  const ask = text(p.ask);
  if (security === null && ask === null) return null;
  if (security === 'deny') return 'deny';
  if (security === 'allowlist' && (ask ?? 'off') === 'off') return 'allowlist';
  if ((security ?? 'full') === 'full' && ask !== 'always') return 'full';
  return 'ask';
}

/** Every exec policy the two documents set: where (a key path), and the mode it selects. */
function policies(config: unknown, approvals: unknown): Array<{ source: ExecRestriction['source']; key: string; agent: string | null; mode: ExecMode }> {
  const out: Array<{ source: ExecRestriction['source']; key: string; agent: string | null; mode: ExecMode }> = [];
  const add = (source: ExecRestriction['source'], key: string, agent: string | null, policy: unknown): void => {
    const mode = execModeOf(policy);
    if (mode !== null) out.push({ source, key, agent, mode });
  };
  const c = record(config);
  add('config', 'tools.exec', null, record(c?.tools)?.exec);
  for (const [id, entry] of Object.entries(record(record(c?.agents)?.entries) ?? {})) {
    add('config', `agents.entries.${id}.tools.exec`, id, record(record(entry)?.tools)?.exec);
  }
  const a = record(approvals);
  add('approvals', 'defaults', null, a?.defaults);
  for (const [id, entry] of Object.entries(record(a?.agents) ?? {})) add('approvals', `agents.${id}`, id === '*' ? null : id, entry);
  return out;
}

export interface ExecApprovalsInput {
  /** The parsed OpenClaw config (null: none). */
  config: unknown;
  /** The parsed host approvals document (null: none, or it could not be read). */
  approvals: unknown;
  /** Where it was read (lib/io/exec-approvals-store.ts); `unreadable`: the exec mode is unknown. */
  origin: ExecApprovalsOrigin;
  /** How the agent calls the scripts, {baseDir} already absolute (`node /…/openforge.cjs`). */
  scriptCommand: string;
  /** The PRD has gate commands to run. */
  hasGates: boolean;
}

/**
 * What to allow, or null when every exec policy found is `full` (or none is set) and the host
 * approvals were read: nothing to say. Approvals that could not be read are never taken as `full`.
 */
export function execApprovalsAdvice(input: ExecApprovalsInput): ExecApprovals | null {
  const found = policies(input.config, input.approvals);
  const restrictions: ExecRestriction[] = found.flatMap((p) => (p.mode === 'full' ? [] : [{ source: p.source, key: p.key, mode: p.mode }]));
  if (restrictions.length === 0 && input.origin.kind !== 'unreadable') return null;
  // An agent is in full mode only when neither document restricts it (the stricter wins).
  const named = [...new Set(found.flatMap((p) => (p.agent === null ? [] : [p.agent])))].sort();
  const modeIn = (source: ExecRestriction['source'], agent: string): ExecMode | null => {
    const own = found.find((p) => p.source === source && p.agent === agent);
    if (own !== undefined) return own.mode;
    const base = found.find((p) => p.source === source && p.agent === null);
    return base === undefined ? null : base.mode;
  };
  // Unread host approvals may restrict any agent: none is known to be in full mode.
  const fullAgents = input.origin.kind === 'unreadable' ? [] : named.filter((id) => (modeIn('config', id) ?? 'full') === 'full' && (modeIn('approvals', id) ?? 'full') === 'full');
  return { origin: input.origin, restrictions, allowlistEntry: 'node', scriptCommand: input.scriptCommand, gatesNeedFullMode: input.hasGates, fullAgents };
}
