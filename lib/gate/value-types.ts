/**
 * The types an option's value may have in a vetted profile (lib/gate/option-types.ts), and
 * the check of a value against its type. A value that does not have its option's type
 * makes the gate `confirm`, with the reason. Pure.
 *
 * A typed value never starts with `-` (it could be read as another option), never reaches
 * outside the project (an absolute path, `..`, `~`, a URL) and, unless the type is a
 * `KEY=VALUE` table, never holds `=` (a setting smuggled into a value, as pytest
 * `-o addopts=…` would take it).
 */

/** A closed list of names (`['auto', 'always', 'never']`). */
export type ClosedList = readonly string[];

/** The spellings of a boolean setting's value. */
export const BOOLEAN_WORDS: ClosedList = ['true', 'false', 'True', 'False', '1', '0', 'yes', 'no', 'on', 'off', 'ON', 'OFF'];

/** `KEY=VALUE` (or `KEY` alone when `bare` is set): keys from a closed list, each with its value's type. */
export interface KeyValueType {
  readonly keys: Readonly<Record<string, ValueType>>;
  /** Keys that are not listed but match this pattern take `openValue` (cmake's project options). */
  readonly openKeys?: RegExp;
  readonly openValue?: ValueType;
  /** Whether `KEY` alone (no `=`) is allowed (`-DskipTests`). */
  readonly bare?: boolean;
}

export type ValueType =
  /** A relative path or glob inside the project (`src`, `tsconfig.build.json`, `tests/**\/*.py`). */
  | 'path'
  /** `path` separated by `:` (PYTHONPATH). */
  | 'path-list'
  /** A file the program writes: `path`, or `-`, `stdout`, `stderr`. */
  | 'output'
  /** Digits (`4`). */
  | 'int'
  /** A number or a duration (`0.5`, `30s`, `5m`, `80%`). */
  | 'number'
  /** A number, a share (`50%`), or `auto` / `logical` (worker counts). */
  | 'count'
  /** A name: letters, digits and `_ . : @ + , / -` (`term-missing`, `@app/web`, `html:cov`), each piece a `path`. */
  | 'name'
  /** A test or rule selector in the runner's own syntax (`not slow`, `Category=Unit`): any printable text. */
  | 'pattern'
  /** pytest's `-p`: only `no:NAME`, which turns a plugin off (any other value loads code). */
  | 'plugin-off'
  /** A Python warning filter `action[:message[:category[:module[:lineno]]]]` with a built-in category (a dotted one is imported). */
  | 'warning-filter'
  | ClosedList
  | KeyValueType;

const shown = (word: string): string => `\`${word}\``;

const NAME = /^[A-Za-z0-9_@.:+,/-]+$/;
const INT = /^\d+$/;
const NUMBER = /^\d+(\.\d+)?(ms|s|m|h|d|%|x)?$/;
const COUNT = /^(\d+(\.\d+)?%?|auto|logical|\d+C)$/;
const WARNING_ACTIONS = ['error', 'ignore', 'default', 'always', 'module', 'once', 'all'];
const WARNING_CATEGORIES = ['Warning', 'UserWarning', 'DeprecationWarning', 'PendingDeprecationWarning', 'SyntaxWarning',
  'RuntimeWarning', 'FutureWarning', 'ImportWarning', 'UnicodeWarning', 'BytesWarning', 'ResourceWarning', 'EncodingWarning'];
const OUTPUT_STREAMS = ['-', 'stdout', 'stderr'];

/**
 * Why a path-like text reaches outside the project or names code elsewhere, or null:
 * absolute, `..`, `~`, a URL (`https://`, `data:`, `file:`), a Windows drive.
 */
export function outsideProblem(value: string): string | null {
  if (value.startsWith('/') || value.startsWith('\\')) return `${shown(value)} is an absolute path (outside the project)`;
  if (/^[A-Za-z]:[\\/]/.test(value)) return `${shown(value)} is an absolute path (outside the project)`;
  if (/(^|[/\\])\.\.([/\\]|$)/.test(value)) return `${shown(value)} reaches outside the project (\`..\`)`;
  if (value.startsWith('~')) return `${shown(value)} names the home directory (outside the project)`;
  if (/^[a-z][a-z0-9+.-]*:\/?\//i.test(value) || /^(data|javascript|file|node|http|https):/i.test(value)) return `${shown(value)} is a URL`;
  return null;
}

function pathProblem(value: string): string | null {
  if (value === '') return 'an empty path';
  const outside = outsideProblem(value);
  if (outside !== null) return outside;
  if (value.includes('=')) return `${shown(value)} holds \`=\`, a setting rather than a path`;
  return null;
}

function nameProblem(value: string): string | null {
  if (!NAME.test(value)) return `${shown(value)} is not a plain name (letters, digits, \`_ . : @ + , / -\`)`;
  for (const piece of [value, ...value.split(/[:,]/)]) {
    if (piece === '') continue;
    const outside = outsideProblem(piece);
    if (outside !== null) return outside;
  }
  return null;
}

function warningFilterProblem(value: string): string | null {
  const [action = '', , category = '', , lineno = ''] = value.split(':');
  if (!WARNING_ACTIONS.includes(action)) return `${shown(value)} is not a warning filter (its action \`${action}\` is none of ${WARNING_ACTIONS.join(', ')})`;
  if (category !== '' && !WARNING_CATEGORIES.includes(category) && !/^pytest\.Pytest[A-Za-z]*Warning$/.test(category)) {
    return `the warning category \`${category}\` in ${shown(value)} is not a built-in one (Python imports a dotted category's module)`;
  }
  if (lineno !== '' && !INT.test(lineno)) return `${shown(value)} has a line number that is not a number`;
  return value.split(':').length > 5 ? `${shown(value)} has more than five fields` : null;
}

function keyValueProblem(type: KeyValueType, value: string): string | null {
  const eq = value.indexOf('=');
  const key = eq < 0 ? value : value.slice(0, eq);
  const listed = Object.hasOwn(type.keys, key) ? type.keys[key] : undefined;
  const valueType = listed ?? (type.openKeys?.test(key) === true ? type.openValue : undefined);
  if (valueType === undefined) {
    const known = Object.keys(type.keys).filter((k) => !k.includes(':'));
    return `the setting ${shown(key)} is not a vetted one${known.length > 0 ? ` (vetted: ${known.slice(0, 12).join(', ')}${known.length > 12 ? ', …' : ''})` : ''}`;
  }
  if (eq < 0) return type.bare === true ? null : `the setting ${shown(key)} has no value`;
  const problem = valueProblem(valueType, value.slice(eq + 1));
  return problem === null ? null : `the setting ${shown(key)}: ${problem}`;
}

/** The types named by a word, each with its check. */
type NamedType = Exclude<ValueType, ClosedList | KeyValueType>;

const NAMED_TYPE_PROBLEMS: Readonly<Record<NamedType, (value: string) => string | null>> = {
  'path': pathProblem,
  'path-list': (value) => value.split(':').map(pathProblem).find((problem) => problem !== null) ?? null,
  'output': (value) => (OUTPUT_STREAMS.includes(value) ? null : pathProblem(value)),
  'int': (value) => (INT.test(value) ? null : `${shown(value)} is not a whole number`),
  'number': (value) => (NUMBER.test(value) ? null : `${shown(value)} is not a number or a duration`),
  'count': (value) => (COUNT.test(value) ? null : `${shown(value)} is not a count (a number, a share like \`50%\`, or \`auto\`)`),
  'name': nameProblem,
  // A selector is any text, except one that reads as a place outside the project (an absolute path, `~`, a URL).
  'pattern': (value) => (outsideProblem(value) !== null && /^(\/|~|[a-z][a-z0-9+.-]*:)/i.test(value) ? outsideProblem(value) : null),
  'plugin-off': (value) => (/^no:[A-Za-z0-9_.-]+$/.test(value) ? null : `${shown(value)} loads a plugin (only \`no:NAME\`, which turns one off, is vetted)`),
  'warning-filter': warningFilterProblem,
};

/** Why `value` does not have type `type`, or null when it does. */
export function valueProblem(type: ValueType, value: string): string | null {
  if (Array.isArray(type)) {
    const list = type as ClosedList;
    return list.includes(value) ? null : `${shown(value)} is none of ${list.map(shown).join(', ')}`;
  }
  if (typeof type === 'object') return keyValueProblem(type as KeyValueType, value);
  if (value.startsWith('-') && value !== '-') return `the value ${shown(value)} starts with \`-\` (another option)`;
  const check = Object.hasOwn(NAMED_TYPE_PROBLEMS, type) ? NAMED_TYPE_PROBLEMS[type as NamedType] : undefined;
  return check === undefined ? `${shown(value)} has no known type` : check(value);
}
