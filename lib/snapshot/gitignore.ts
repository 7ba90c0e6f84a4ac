import picomatch from 'picomatch';

/**
 * One `.gitignore` line, compiled. Supported syntax (gitignore(5)): blank lines and `#` comments,
 * `\#` / `\!` escapes, trailing spaces (kept when escaped `\ `), `!` negation, a leading or middle
 * `/` anchoring the pattern to the .gitignore's directory, a trailing `/` matching directories only,
 * `*`, `?`, `[...]` / `[!...]` classes and `**` (leading `**\/`, trailing `/**`, middle `/**\/`).
 * Not supported: case-insensitive matching (core.ignorecase).
 */
export interface IgnoreRule {
  /** The line as written (for messages). */
  source: string;
  negate: boolean;
  dirOnly: boolean;
  /** Matched against the path relative to the .gitignore's directory; else against the entry's name alone. */
  anchored: boolean;
  match: (subject: string) => boolean;
}

/** The rules of one .gitignore, and the directory (relative to the snapshot root, '' for the root) it sits in. */
export interface IgnoreRuleSet {
  base: string;
  rules: IgnoreRule[];
}

/**
 * The texts of the ignore-rule files a snapshot applied, by project-relative path (`.gitignore`,
 * `pkg/.gitignore`, `.git/info/exclude`): frozen when a run starts, so a rule file a child
 * writes later hides nothing (docs/design.md#autonomy-and-scope).
 */
export type IgnoreRuleTexts = Readonly<Record<string, string>>;

const PICOMATCH_OPTIONS = {
  dot: true,
  nobrace: true,
  noextglob: true,
  nonegate: true,
  windows: false,
} as const;

const GLOB_CHARS = /[*?[\\]/;

/** Parse a .gitignore's text into rules, in file order (the last matching rule wins). */
export function parseGitignore(text: string, base = ''): IgnoreRuleSet {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split('\n')) {
    const rule = parseLine(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (rule !== null) rules.push(rule);
  }
  return { base, rules };
}

function parseLine(source: string): IgnoreRule | null {
  if (source === '' || source.startsWith('#')) return null;
  let line = trimTrailingSpaces(source);
  let negate = false;
  if (line.startsWith('!')) {
    negate = true;
    line = line.slice(1);
  }
  let dirOnly = false;
  if (line.endsWith('/')) {
    dirOnly = true;
    line = line.replace(/\/+$/, '');
  }
  if (line === '') return null;
  const anchored = line.includes('/');
  line = line.replace(/^\/+/, '');
  if (line === '') return null;
  return { source, negate, dirOnly, anchored, match: compile(line) };
}

/** Trailing spaces are dropped unless escaped with a backslash (`foo\ ` keeps one space). */
function trimTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line[end - 1] === ' ') {
    let backslashes = 0;
    for (let i = end - 2; i >= 0 && line[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 1) break;
    end--;
  }
  return line.slice(0, end);
}

function compile(pattern: string): (subject: string) => boolean {
  if (!GLOB_CHARS.test(pattern)) return (subject) => subject === pattern;
  return picomatch(toPicomatch(pattern), PICOMATCH_OPTIONS);
}

/**
 * gitignore glob → picomatch glob: `[!x]` becomes `[^x]` (picomatch reads `[!` differently with
 * extglobs off), and a trailing `/**` becomes `/**\/*` so that `foo/**` matches what is inside
 * `foo` but not `foo` itself, as git does (and `!foo/keep` can then re-include a file in it).
 */
function toPicomatch(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) {
      out += c + pattern[i + 1]!;
      i++;
    } else if (c === '[' && pattern[i + 1] === '!') {
      out += '[^';
      i++;
    } else {
      out += c;
    }
  }
  if (out === '**' || out.endsWith('/**')) out += '/*';
  return out;
}

/** A rule file whose only rules are `*` (a tool's cache folder: `.pytest_cache`, `.mypy_cache`, a venv): it hides its whole folder and nothing else. */
export function ignoresEverything(text: string): boolean {
  const rules = parseGitignore(text).rules;
  return rules.length > 0 && rules.every((r) => !r.negate && (r.source.trim() === '*' || r.source.trim() === '/*'));
}

/**
 * Whether `path` (relative to the snapshot root, its last segment `name`) is ignored by the
 * rule sets that apply to it, ordered from the root's down to the deepest directory's. The last
 * matching rule wins and a deeper .gitignore beats a shallower one; `undefined` when no rule matches.
 */
export function matchIgnoreRules(
  sets: readonly IgnoreRuleSet[],
  path: string,
  name: string,
  isDir: boolean,
): boolean | undefined {
  for (let s = sets.length - 1; s >= 0; s--) {
    const set = sets[s]!;
    const sub = set.base === '' ? path : path.slice(set.base.length + 1);
    for (let r = set.rules.length - 1; r >= 0; r--) {
      const rule = set.rules[r]!;
      if (rule.dirOnly && !isDir) continue;
      if (rule.match(rule.anchored ? sub : name)) return !rule.negate;
    }
  }
  return undefined;
}
