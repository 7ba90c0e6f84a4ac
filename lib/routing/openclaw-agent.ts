import { closestMatch, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { isRecord, shapeWarning } from './config-shape.js';

export interface AgentEntry {
  id: string;
  /** Where it was found, for messages: `agents.entries.main` or `agents.list[0]`. */
  path: string;
  value: Record<string, unknown>;
}

/** The OpenClaw default agent id, used when no entry says `default: true`. */
export const MAIN_AGENT_ID = 'main';

/**
 * Every per-agent entry: `agents.entries.<id>` (objects) first, then the older
 * `agents.list[]` (objects with a string `id`). Entries of the wrong shape are
 * skipped with an `openclaw-config-shape` warning.
 */
export function agentEntries(agents: Record<string, unknown>, diagnostics: Diagnostic[]): AgentEntry[] {
  const found: AgentEntry[] = [];
  const entries = agents.entries;
  if (isRecord(entries)) {
    for (const [id, value] of Object.entries(entries)) {
      const path = `agents.entries.${id}`;
      if (isRecord(value)) found.push({ id, path, value });
      else if (value !== null && value !== undefined) diagnostics.push(shapeWarning(path, value, 'an object'));
    }
  } else if (entries !== undefined && entries !== null) {
    diagnostics.push(shapeWarning('agents.entries', entries, 'an object keyed by agent id'));
  }
  const list = agents.list;
  if (Array.isArray(list)) {
    list.forEach((value: unknown, i) => {
      const path = `agents.list[${i}]`;
      if (isRecord(value) && typeof value.id === 'string' && value.id !== '') {
        found.push({ id: value.id, path, value });
      } else {
        diagnostics.push(shapeWarning(path, value, 'an object with a string `id`'));
      }
    });
  } else if (list !== undefined && list !== null) {
    diagnostics.push(shapeWarning('agents.list', list, 'an array of { id, … }'));
  }
  return found;
}

/**
 * The agent whose settings apply: `agentId` when given, else the entry with
 * `default: true`, else id `main`, else none (defaults only).
 */
export function selectAgent(
  agents: Record<string, unknown>,
  agentId: string | undefined,
  diagnostics: Diagnostic[],
): AgentEntry | null {
  const entries = agentEntries(agents, diagnostics);
  if (agentId !== undefined) {
    const chosen = entries.find((e) => e.id === agentId);
    if (chosen !== undefined) return chosen;
    const ids = entries.map((e) => e.id);
    const match = closestMatch(agentId, ids);
    diagnostics.push(
      warning({
        ruleId: 'openclaw-agent-not-found',
        message:
          `OpenClaw config has no agent \`${agentId}\`${match === undefined ? '' : ` (did you mean \`${match}\`?)`}; ` +
          `using agents.defaults only. Known agents: ${ids.length === 0 ? 'none' : ids.map((id) => `\`${id}\``).join(', ')}.`,
      }),
    );
    return null;
  }
  return entries.find((e) => e.value.default === true) ?? entries.find((e) => e.id === MAIN_AGENT_ID) ?? null;
}
