import { warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { selectAgent } from './openclaw-agent.js';
import { isModelId } from './tiers.js';
import { isRecord, shapeWarning } from './config-shape.js';

export interface OpenClawModels {
  /** Alias, lower-cased → `provider/model` id (agents.defaults.models[id].alias, then the agent's own). */
  aliases: Record<string, string>;
  /** Ids of the configured model catalog (the keys of `models`); empty = no catalog, any id goes. */
  models: string[];
  /** The agent's model (`model` or `model.primary`), else `agents.defaults.model`. */
  defaultModel: string | null;
  /** The default for sub-agents: the agent's `subagents.model`, else `agents.defaults.subagents.model`. */
  subagentModel: string | null;
  /** The agent entry whose settings were applied; null = defaults only. */
  agentId: string | null;
  diagnostics: Diagnostic[];
}

/**
 * Read the model settings of a parsed OpenClaw config (`~/.openclaw/openclaw.json`).
 * Any shape is tolerated: a value of the wrong type is ignored with an
 * `openclaw-config-shape` warning; this never throws. `config` null/undefined
 * (no config file) yields empty settings without diagnostics.
 *
 * Agent: `agentId` if given (`openclaw-agent-not-found` when absent), else the
 * entry with `default: true`, else the one with id `main`, else none — looked
 * up in `agents.entries.<id>` first, then the older `agents.list[]`. The agent's
 * `model` and `subagents.model` replace the defaults; its `models` map is merged
 * over `agents.defaults.models` (its aliases win).
 */
export function readOpenClawModels(config: unknown, agentId?: string): OpenClawModels {
  const diagnostics: Diagnostic[] = [];
  const result: OpenClawModels = {
    aliases: {},
    models: [],
    defaultModel: null,
    subagentModel: null,
    agentId: null,
    diagnostics,
  };
  if (config === null || config === undefined) return result;
  if (!isRecord(config)) {
    diagnostics.push(shapeWarning('the top level', config, 'an object'));
    return result;
  }
  const agents = config.agents;
  if (agents === undefined || agents === null) return result;
  if (!isRecord(agents)) {
    diagnostics.push(shapeWarning('agents', agents, 'an object'));
    return result;
  }

  const defaults = readSection(agents.defaults, 'agents.defaults', diagnostics);
  const agent = selectAgent(agents, agentId, diagnostics);
  const own = agent === null ? null : readSection(agent.value, agent.path, diagnostics);

  result.agentId = agent?.id ?? null;
  result.defaultModel = own?.model ?? defaults.model;
  result.subagentModel = own?.subagentModel ?? defaults.subagentModel;

  const catalog = new Set<string>();
  for (const [id] of [...defaults.models, ...(own?.models ?? [])]) catalog.add(id);
  result.models = [...catalog];

  // The agent's aliases first: they win over the defaults'.
  const ordered = [...(own?.models ?? []), ...defaults.models];
  const owner = new Map<string, string>();
  for (const [id, aliases] of ordered) {
    for (const alias of aliases) {
      const key = alias.toLowerCase();
      if (!owner.has(key)) {
        owner.set(key, id);
        result.aliases[key] = id;
      }
    }
  }
  return result;
}

interface Section {
  model: string | null;
  subagentModel: string | null;
  /** [id, aliases] in config order. */
  models: Array<[string, string[]]>;
}

function readSection(value: unknown, path: string, diagnostics: Diagnostic[]): Section {
  const section: Section = { model: null, subagentModel: null, models: [] };
  if (value === undefined || value === null) return section;
  if (!isRecord(value)) {
    diagnostics.push(shapeWarning(path, value, 'an object'));
    return section;
  }
  section.model = readModelRef(value.model, `${path}.model`, diagnostics);
  const subagents = value.subagents;
  if (isRecord(subagents)) {
    section.subagentModel = readModelRef(subagents.model, `${path}.subagents.model`, diagnostics);
  } else if (subagents !== undefined && subagents !== null) {
    diagnostics.push(shapeWarning(`${path}.subagents`, subagents, 'an object'));
  }
  section.models = readModelsMap(value.models, `${path}.models`, diagnostics);
  return section;
}

/** `"provider/model"` or `{ primary: "provider/model", fallbacks: [...] }`. */
function readModelRef(value: unknown, path: string, diagnostics: Diagnostic[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (isRecord(value)) {
    const primary = value.primary;
    if (typeof primary === 'string' && primary.trim() !== '') return primary.trim();
    if (primary === undefined || primary === null) return null;
    diagnostics.push(shapeWarning(`${path}.primary`, primary, 'a "provider/model" string'));
    return null;
  }
  diagnostics.push(shapeWarning(path, value, 'a "provider/model" string or { primary, fallbacks }'));
  return null;
}

/** `{ "provider/model": { alias: "haiku" }, … }`; an alias may also be a list of names. */
function readModelsMap(value: unknown, path: string, diagnostics: Diagnostic[]): Array<[string, string[]]> {
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) {
    diagnostics.push(shapeWarning(path, value, 'an object keyed by "provider/model"'));
    return [];
  }
  const entries: Array<[string, string[]]> = [];
  for (const [id, entry] of Object.entries(value)) {
    if (!isModelId(id)) {
      diagnostics.push(
        warning({
          ruleId: 'openclaw-config-shape',
          message: `OpenClaw config: \`${path}\` has the key \`${id}\`, which is not a "provider/model" id (e.g. "anthropic/claude-sonnet-4-5"); it is ignored. Fix the key in openclaw.json.`,
        }),
      );
      continue;
    }
    entries.push([id, readAliases(entry, `${path}["${id}"]`, diagnostics)]);
  }
  return entries;
}

function readAliases(entry: unknown, path: string, diagnostics: Diagnostic[]): string[] {
  if (entry === undefined || entry === null || entry === true) return [];
  if (!isRecord(entry)) {
    diagnostics.push(shapeWarning(path, entry, 'an object such as { alias: "sonnet" }'));
    return [];
  }
  const alias = entry.alias;
  if (alias === undefined || alias === null) return [];
  if (typeof alias === 'string') return alias.trim() === '' ? [] : [alias.trim()];
  if (Array.isArray(alias) && alias.every((a) => typeof a === 'string')) {
    return alias.map((a: string) => a.trim()).filter((a) => a !== '');
  }
  diagnostics.push(shapeWarning(`${path}.alias`, alias, 'a string such as "sonnet"'));
  return [];
}
