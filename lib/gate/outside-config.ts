// Configuration a runner takes from outside the project (docs/design.md#gates): npm reads the
// user's `~/.npmrc` (and the global npmrc) and, when a parent folder's package.json adopts the
// project as a workspace, that folder's `.npmrc`; pytest takes the nearest configuration file
// from the gate's folder upward, past the project when the project has none; cargo merges every
// `.cargo/config.toml` from the folder upward and `$CARGO_HOME`'s. A setting there that runs
// code (`script-shell`, a `--require` in `node-options`, a cargo `runner`, a parent pytest.ini)
// changes what a gate runs without showing in it. Found here from the files' texts (read by
// lib/io/outside-config.ts); a gate whose runner takes one is `confirm`, its question quoting
// the file and line. Pure.

import picomatch from 'picomatch';

export type OutsideRunner = 'npm' | 'pytest' | 'cargo';

/** One line of configuration from outside the project that a runner would take. */
export interface OutsideConfigLine {
  runner: OutsideRunner;
  /** The file as shown (`~/.npmrc`, or its absolute path). */
  file: string;
  line: number;
  /** The line as written (trimmed, at most 200 characters). */
  text: string;
}

export interface SourceFile {
  /** As shown in messages. */
  shown: string;
  text: string;
}

/** What lib/io read: present files only. */
export interface OutsideSources {
  /** The user's and the global npmrc. */
  npmrc: SourceFile[];
  /** The folders above the project, nearest first: the project's path from each, and its files by name (`package.json`, `.npmrc`, `pytest.ini`, …, `.cargo/config.toml`). */
  ancestors: Array<{ projectPath: string; files: Readonly<Record<string, SourceFile>> }>;
  /** pytest's files from the gate's folder up to the project, nearest first (names to files). */
  inside: Array<Readonly<Record<string, SourceFile>>>;
  /** `$CARGO_HOME/config.toml` (and `config`). */
  cargoHome: SourceFile[];
}

const MAX_TEXT = 200;

const lineOf = (runner: OutsideRunner, file: SourceFile, index: number, raw: string): OutsideConfigLine => {
  const text = raw.trim();
  return { runner, file: file.shown, line: index + 1, text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text };
};

/** A shell npm may run scripts with without surprise: sh, bash, dash or zsh, by name or from a system folder. */
const PLAIN_SHELL = /^(?:\/(?:usr\/)?(?:local\/)?bin\/)?(?:sh|bash|dash|zsh)$/;
/** node-options that change limits or warnings and load no code. */
const PLAIN_NODE_OPTION = /^(?:\d+|--(?:max-old-space-size|max-semi-space-size|stack-size|dns-result-order|unhandled-rejections|max-http-header-size|tls-min-v1\.[0-3]|tls-max-v1\.[23]|use-openssl-ca|use-bundled-ca|openssl-legacy-provider|enable-source-maps|no-warnings|no-deprecation|trace-warnings|trace-deprecation|trace-uncaught|pending-deprecation|throw-deprecation|disable-warning)(?:=[\w.,-]+)?)$/;
/** npm settings that load other configuration or run code whatever their value. */
const NPM_ALWAYS = new Set(['onload-script', 'userconfig', 'globalconfig']);

/** The lines of an npmrc that change what `npm test` or `npm run` executes. */
export function npmrcLines(file: SourceFile): OutsideConfigLine[] {
  const out: OutsideConfigLine[] = [];
  file.text.split('\n').forEach((raw, i) => {
    const m = /^\s*([\w.:/@-]+?)(?:\[\])?\s*=\s*(.*?)\s*$/.exec(raw);
    if (m === null || /^\s*[;#]/.test(raw)) return;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.replace(/^(["'])(.*)\1$/, '$2');
    const risky =
      NPM_ALWAYS.has(key) ||
      (key === 'script-shell' && !PLAIN_SHELL.test(value)) ||
      (key === 'node-options' && !value.split(/\s+/).filter((w) => w !== '').every((w) => PLAIN_NODE_OPTION.test(w)));
    if (risky) out.push(lineOf('npm', file, i, raw));
  });
  return out;
}

/** The `workspaces` globs of a package.json, when it has any. */
function workspaceGlobs(text: string): string[] {
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return [];
    const ws = (json as { workspaces?: unknown }).workspaces;
    const list = Array.isArray(ws) ? ws : typeof ws === 'object' && ws !== null && Array.isArray((ws as { packages?: unknown }).packages) ? (ws as { packages: unknown[] }).packages : [];
    return list.filter((g): g is string => typeof g === 'string');
  } catch {
    return [];
  }
}

/** The nearest folder above whose package.json takes the project as a workspace: its `workspaces` line and its npmrc's lines. */
function adoptingWorkspace(sources: OutsideSources): OutsideConfigLine[] {
  for (const a of sources.ancestors) {
    const pkg = a.files['package.json'];
    if (pkg === undefined) continue;
    const globs = workspaceGlobs(pkg.text).map((g) => g.replace(/^\.\//, '').replace(/\/+$/, ''));
    if (!globs.some((g) => picomatch(g, { dot: true })(a.projectPath))) continue;
    const at = Math.max(0, pkg.text.split('\n').findIndex((l) => l.includes('"workspaces"')));
    const npmrc = a.files['.npmrc'];
    return [lineOf('npm', pkg, at, pkg.text.split('\n')[at] ?? ''), ...(npmrc === undefined ? [] : npmrcLines(npmrc))];
  }
  return [];
}

/** pytest's configuration files in the order it looks at them in one folder. */
export const PYTEST_FILES = ['pytest.ini', '.pytest.ini', 'pytest.toml', '.pytest.toml', 'pyproject.toml', 'tox.ini', 'setup.cfg'] as const;
const PYTEST_SECTION: Readonly<Record<string, RegExp | null>> = {
  'pytest.ini': null,
  '.pytest.ini': null,
  'pytest.toml': null,
  '.pytest.toml': null,
  'pyproject.toml': /^\s*\[tool\.pytest(?:\.ini_options)?\]\s*$/,
  'tox.ini': /^\s*\[pytest\]\s*$/,
  'setup.cfg': /^\s*\[tool:pytest\]\s*$/,
};

/** The line where a folder's pytest configuration is (its section, or line 1 of a pytest.ini), or null when it has none. */
function pytestConfig(files: Readonly<Record<string, SourceFile>>): { file: SourceFile; index: number } | null {
  for (const name of PYTEST_FILES) {
    const file = files[name];
    if (file === undefined) continue;
    const section = PYTEST_SECTION[name] ?? null;
    const lines = file.text.split('\n');
    if (section === null) return { file, index: Math.max(0, lines.findIndex((l) => /^\s*\[/.test(l))) };
    const index = lines.findIndex((l) => section.test(l));
    if (index >= 0) return { file, index };
  }
  return null;
}

/** The parent folder's pytest configuration a gate would take: only when no folder from the gate's up to the project has one. */
function parentPytest(sources: OutsideSources): OutsideConfigLine[] {
  if (sources.inside.some((files) => pytestConfig(files) !== null)) return [];
  for (const a of sources.ancestors) {
    const hit = pytestConfig(a.files);
    if (hit !== null) return [lineOf('pytest', hit.file, hit.index, hit.file.text.split('\n')[hit.index] ?? '')];
  }
  return [];
}

/** Cargo settings that run another program or change how code is built and run. */
const CARGO_KEY = /(?:^|[\s.{,])(?:runner|rustc|rustc-wrapper|rustc-workspace-wrapper|rustdoc|linker|rustflags|rustdocflags)\s*=/;

/** The lines of a cargo config that run a program (a `runner`, a `rustc-wrapper`, `linker`, flags) or set the environment (`[env]`). */
export function cargoLines(file: SourceFile): OutsideConfigLine[] {
  const out: OutsideConfigLine[] = [];
  let table = '';
  file.text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[+\s*([^\]]+?)\s*\]+$/.exec(line);
    if (header !== null) {
      table = header[1]!;
      return;
    }
    if (line === '' || !line.includes('=')) return;
    if (table === 'env' || table.startsWith('env.') || /^env\./.test(line) || CARGO_KEY.test(line)) out.push(lineOf('cargo', file, i, raw));
  });
  return out;
}

/** Every line of configuration from outside the project that npm, pytest or cargo would take in this gate's folder. */
export function outsideConfigLines(sources: OutsideSources): OutsideConfigLine[] {
  const cargo = [...sources.ancestors.flatMap((a) => [a.files['.cargo/config.toml'], a.files['.cargo/config']]), ...sources.cargoHome];
  return [
    ...sources.npmrc.flatMap(npmrcLines),
    ...adoptingWorkspace(sources),
    ...parentPytest(sources),
    ...cargo.flatMap((f) => (f === undefined ? [] : cargoLines(f))),
  ];
}

const NPM_FAMILY = new Set(['npm', 'npx', 'pnpm', 'yarn']);

/** The runners a gate starts, by its words (a Shell-Gate's whole text): npm and its kin, pytest, cargo. */
export function gateRunners(words: readonly string[]): Set<OutsideRunner> {
  const out = new Set<OutsideRunner>();
  for (const word of words) {
    const base = word.slice(word.lastIndexOf('/') + 1);
    if (NPM_FAMILY.has(base)) out.add('npm');
    if (base === 'pytest' || base === 'py.test') out.add('pytest');
    if (base === 'cargo') out.add('cargo');
  }
  return out;
}
