// Whether the host has collectors (docs/design.md#collectors), read from the OpenClaw config
// and the host exec approvals the way OpenClaw 2026.9.6 resolves them: `agents_wait` exists
// while Swarm is on (`tools.swarm`, default on) and the tool profile offers it (none,
// `coding` or `full`; `minimal` and `messaging` do not), unless a deny list names it, its
// group (`group:sessions`, `group:openclaw`) or an allow list leaves it out; a collector
// child's approvals fail closed, so exec must be `full` in every policy found (the scripts
// cannot tell which agent runs them), and a Gateway is configured (children and agents_wait
// run in it). Anything unread or unknown: result files. Pure.

import type { ExecApprovalsOrigin, PlanHandover } from '../schema/index.js';
import { execApprovalsAdvice } from './exec-approvals.js';
import { gatewayConfigured } from '../routing/model-prices.js';

export interface CollectorsInput {
  /** The parsed OpenClaw config; null when there is none or it could not be read. */
  config: unknown;
  /** The parsed host approvals document (null: none or unreadable). */
  approvals: unknown;
  origin: ExecApprovalsOrigin;
}

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const WAIT_NAMES: ReadonlySet<string> = new Set(['agents_wait', 'group:sessions', 'group:openclaw', '*']);
const PROFILES_WITH_WAIT: ReadonlySet<string> = new Set(['coding', 'full']);

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim().toLowerCase()) : []);

/** Why one `tools` object (global or an agent's) takes `agents_wait` away; null when it does not. */
function toolsProblem(tools: Record<string, unknown> | null, where: string): string | null {
  if (tools === null) return null;
  const swarm = tools.swarm;
  if (swarm === false || record(swarm)?.enabled === false) return `${where}.swarm is off`;
  const profile = typeof tools.profile === 'string' ? tools.profile.trim().toLowerCase() : null;
  if (profile !== null && !PROFILES_WITH_WAIT.has(profile)) return `${where}.profile \`${profile}\` has no agents_wait`;
  if (names(tools.deny).some((n) => WAIT_NAMES.has(n))) return `${where}.deny takes agents_wait away`;
  const allow = names(tools.allow);
  if (Array.isArray(tools.allow) && !allow.some((n) => WAIT_NAMES.has(n))) return `${where}.allow leaves agents_wait out`;
  return null;
}

/** `null` when the host has collectors and exec runs in `full` mode; else why not (a short clause). */
export function collectorsUnavailable(input: CollectorsInput): string | null {
  const c = record(input.config);
  if (c === null) return 'no readable OpenClaw config';
  // Sub-agents and agents_wait run in the Gateway: without one configured, nothing says they exist.
  if (!gatewayConfigured(c)) return 'no Gateway in the OpenClaw config';
  const global = toolsProblem(record(c.tools), 'tools');
  if (global !== null) return global;
  for (const [id, entry] of Object.entries(record(record(c.agents)?.entries) ?? {})) {
    const own = toolsProblem(record(record(entry)?.tools), `agents.entries.${id}.tools`);
    if (own !== null) return own;
  }
  if (input.origin.kind === 'unreadable') return 'the host exec approvals could not be read';
  const advice = execApprovalsAdvice({ config: input.config, approvals: input.approvals, origin: input.origin, scriptCommand: '', hasGates: true });
  if (advice !== null) return 'exec is not `full` everywhere (a collector child\'s approvals fail closed)';
  return null;
}

/** How a run on this host hands over: collectors where it has them, else result files, and why. */
export function planHandover(input: CollectorsInput): PlanHandover {
  const why = collectorsUnavailable(input);
  return why === null ? { mode: 'collectors', why: null } : { mode: 'result-files', why };
}
