import { isMap, isScalar, parseDocument, type Node as YamlNode } from 'yaml';
import { closestMatch, error, warning } from '../diagnostics/index.js';
import { EROSION_POLICIES, SCOPE_POLICIES, type Diagnostic, type ErosionPolicy, type RunSettings } from '../schema/index.js';
import { Source } from './source.js';
import { parseByteSize, parseDuration, parseTokenCount, parseUsd } from './values.js';

/** Front matter keys, normalized (lowercase, no `-`/`_`), with their documented spelling (the only one accepted). */
const KEYS = {
  cwd: 'cwd',
  maxparallel: 'max-parallel',
  models: 'models',
  erosion: 'erosion',
  maxspawns: 'max-spawns',
  maxduration: 'max-duration',
  maxtokens: 'max-tokens',
  maxcost: 'max-cost',
  summarybudget: 'summary-budget',
  scope: 'scope',
  finalverification: 'final-verification',
  testbaseline: 'test-baseline',
  failtopass: 'fail-to-pass',
} as const;
type Key = keyof typeof KEYS;

/** Aliases expanded per document: YAML "billion laughs" stop here. */
const MAX_ALIAS_COUNT = 100;

interface Context {
  settings: RunSettings;
  diagnostics: Diagnostic[];
  /** File position of an offset inside the YAML text. */
  at: (offset: number) => { line: number; column: number };
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function apply(key: Key, value: unknown, offset: number, context: Context): void {
  const { settings } = context;
  const bad = (expected: string, fix: string): void => {
    context.diagnostics.push(
      error({
        ruleId: 'invalid-front-matter-value',
        message: `Front matter \`${KEYS[key]}\` is ${describe(value)}; expected ${expected}; ${fix}.`,
        ...context.at(offset),
      }),
    );
  };
  const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
  switch (key) {
    case 'cwd':
      if (typeof value === 'string' && value.trim() !== '') settings.cwd = value;
      else bad('a non-empty directory path', 'write e.g. `cwd: ./service`');
      return;
    case 'maxparallel':
      if (isInt(value) && value >= 1 && value <= 16) settings.maxParallel = value;
      else bad('an integer from 1 to 16', 'write e.g. `max-parallel: 4`');
      return;
    case 'maxspawns':
      if (isInt(value) && value >= 1) settings.maxSpawns = value;
      else bad('an integer of at least 1', 'write e.g. `max-spawns: 30`');
      return;
    case 'erosion': {
      const policy = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if ((EROSION_POLICIES as readonly string[]).includes(policy)) settings.erosion = policy as ErosionPolicy;
      else bad('refactor, flag or off', 'write e.g. `erosion: flag`');
      return;
    }
    case 'scope': {
      const policy = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if ((SCOPE_POLICIES as readonly string[]).includes(policy)) settings.scope = policy as 'fail' | 'warn';
      else bad('fail or warn', 'write e.g. `scope: warn` (changed files outside `Files:` are then only reported)');
      return;
    }
    case 'finalverification': {
      const word = typeof value === 'boolean' ? (value ? 'on' : 'off') : typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (word === 'on' || word === 'off') settings.finalVerification = word;
      else bad('on or off', 'write e.g. `final-verification: off` (the gates then do not run again on the final tree)');
      return;
    }
    case 'testbaseline': {
      const word = typeof value === 'boolean' ? (value ? 'on' : 'off') : typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (word === 'on' || word === 'off') settings.testBaseline = word;
      else bad('on or off', 'write e.g. `test-baseline: off` (the test gates then do not run once before the first spawn)');
      return;
    }
    case 'failtopass': {
      const word = typeof value === 'boolean' ? (value ? 'on' : 'off') : typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (word === 'on' || word === 'off') settings.failToPass = word;
      else bad('on or off', "write e.g. `fail-to-pass: off` (a phase's new tests then do not run on the code before the phase)");
      return;
    }
    case 'maxduration': {
      const seconds = isInt(value) ? (value >= 1 ? value : null) : typeof value === 'string' ? parseDuration(value) : null;
      if (seconds !== null) settings.maxDurationSeconds = seconds;
      else bad('a duration such as `2h`, `90m`, `1h30m` or a number of seconds', 'write e.g. `max-duration: 2h`');
      return;
    }
    case 'maxtokens': {
      const tokens = isInt(value) ? (value >= 1 ? value : null) : typeof value === 'string' ? parseTokenCount(value) : null;
      if (tokens !== null) settings.maxTokens = tokens;
      else bad('a token count of at least 1, such as `2000000`, `500k` or `2M`', 'write e.g. `max-tokens: 2M`');
      return;
    }
    case 'maxcost': {
      const cost = typeof value === 'number' ? (Number.isFinite(value) && value > 0 ? value : null) : typeof value === 'string' ? parseUsd(value) : null;
      if (cost !== null) settings.maxCost = cost;
      else bad('an amount above 0 in US dollars (the currency OpenClaw reports costs in), such as `5`, `2.50` or `$5`', 'write e.g. `max-cost: 5` (USD)');
      return;
    }
    case 'summarybudget': {
      const bytes = isInt(value) ? value : typeof value === 'string' ? parseByteSize(value) : null;
      if (bytes !== null && bytes >= 256) settings.summaryBudgetBytes = bytes;
      else bad('a size of at least 256 bytes, such as `4096` or `4KB`', 'write e.g. `summary-budget: 4KB`');
      return;
    }
    case 'models': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        bad('a mapping of tier or alias to model id', 'write e.g. `models: { opus: anthropic/claude-opus-4-6 }`');
        return;
      }
      const models: Record<string, string> = {};
      for (const [name, id] of Object.entries(value as Record<string, unknown>)) {
        if (typeof id === 'string' && id.trim() !== '') models[name] = id.trim();
        else {
          context.diagnostics.push(
            error({
              ruleId: 'invalid-front-matter-value',
              message: `Front matter \`models.${name}\` is ${describe(id)}; expected a model id string; write e.g. \`${name}: anthropic/claude-sonnet-4-5\`.`,
              ...context.at(offset),
            }),
          );
        }
      }
      settings.models = models;
      return;
    }
  }
}

/**
 * Read run settings from the YAML text of the front matter. `firstLine` is the file
 * line the YAML text starts on (2, right after the opening `---`).
 */
export function parseSettings(yamlText: string, firstLine: number): { settings: RunSettings; diagnostics: Diagnostic[] } {
  const lines = new Source(yamlText);
  const at = (offset: number): { line: number; column: number } => {
    const position = lines.positionAt(offset);
    return { line: position.line + firstLine - 1, column: position.column };
  };
  const context: Context = { settings: {}, diagnostics: [], at };
  const document = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: true });
  for (const problem of [...document.errors, ...document.warnings]) {
    const report = problem.name === 'YAMLParseError' ? error : warning;
    context.diagnostics.push(
      report({
        ruleId: 'invalid-front-matter',
        message: `The YAML front matter is not valid: ${problem.message.split('\n')[0]} (${problem.code}); expected \`key: value\` lines; fix the YAML at this position.`,
        ...at(problem.pos[0]),
      }),
    );
  }
  if (document.errors.length > 0) return context;

  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (cause) {
    context.diagnostics.push(
      error({
        ruleId: 'invalid-front-matter',
        message: `The YAML front matter could not be read: ${cause instanceof Error ? cause.message : String(cause)}; expected plain settings (at most ${MAX_ALIAS_COUNT} alias uses); remove the aliases.`,
        ...at(0),
      }),
    );
    return context;
  }
  if (data === null || data === undefined) return context;
  const root = document.contents;
  if (!isMap(root) || typeof data !== 'object' || Array.isArray(data)) {
    context.diagnostics.push(
      error({
        ruleId: 'invalid-front-matter',
        message: `The YAML front matter is ${describe(data)}; expected a mapping of settings; write \`key: value\` lines such as \`max-parallel: 3\`.`,
        ...at((root as YamlNode | null)?.range?.[0] ?? 0),
      }),
    );
    return context;
  }

  const seen = new Map<Key, string>();
  for (const pair of root.items) {
    const keyNode = pair.key as YamlNode | null;
    const keyOffset = keyNode?.range?.[0] ?? 0;
    const name = isScalar(keyNode) ? String(keyNode.value) : null;
    const normalized = name?.toLowerCase().replace(/[-_\s]/g, '') ?? '';
    // Keys are matched exactly: `S_C_O_P_E: warn` must not turn scope off unseen.
    if (name !== null && normalized in KEYS && KEYS[normalized as Key] !== name) {
      context.diagnostics.push(
        error({
          ruleId: 'misspelled-front-matter-key',
          message: `Front matter key \`${name}\` is not spelled as the setting \`${KEYS[normalized as Key]}\`: keys are matched exactly (case and punctuation), so it is not applied and the run would not do what it says; write \`${KEYS[normalized as Key]}\`.`,
          ...at(keyOffset),
        }),
      );
      continue;
    }
    if (name === null || !(normalized in KEYS)) {
      const suggestion = closestMatch(normalized, Object.keys(KEYS));
      const hint = suggestion ? `did you mean \`${KEYS[suggestion as Key]}\`?` : `remove it`;
      context.diagnostics.push(
        warning({
          ruleId: 'unknown-front-matter-key',
          message: `Front matter key \`${name ?? '(not a string)'}\` is not a setting and is ignored; expected one of ${Object.values(KEYS).join(', ')}; ${hint}`,
          ...at(keyOffset),
        }),
      );
      continue;
    }
    const key = normalized as Key;
    const previous = seen.get(key);
    if (previous !== undefined) {
      context.diagnostics.push(
        warning({
          ruleId: 'duplicate-front-matter-key',
          message: `Front matter sets \`${KEYS[key]}\` twice (\`${previous}\` and \`${name}\`); the last one wins; keep only one.`,
          ...at(keyOffset),
        }),
      );
    }
    seen.set(key, name);
    const value = (data as Record<string, unknown>)[name];
    const valueNode = pair.value as YamlNode | null;
    apply(key, value, valueNode?.range?.[0] ?? keyOffset, context);
  }
  return context;
}
