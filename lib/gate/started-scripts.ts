// The runners a gate starts through the project's own scripts: `sh check.sh`, `make test` and
// `npm run check` show no npm, pytest or cargo, yet the script, the Makefile's recipes or the
// package.json script they run may call one, and that runner then takes its configuration from
// outside the project (lib/gate/outside-config.ts) like a gate that names it. The texts are read
// by the caller (a reader of project files by their path from the gate's folder); here they are
// looked through, bounded, for the commands they run. Reading too much is safe (a runner named in
// a comment makes a gate `confirm` when such configuration exists); reading too little is the hole.
// Pure.

import { posix } from 'node:path';
import { gateRunners, type OutsideRunner } from './outside-config.js';

/** A project file's text by its path from the gate's folder, or null (absent, outside the project, not a regular file, too large). */
export type ScriptReader = (path: string) => string | null;

/** How deep one script may start the next (a script running make running a script …). */
const MAX_DEPTH = 4;
/** Most files read for one gate. */
const MAX_READS = 32;

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'busybox']);
const MAKES = new Set(['make', 'gmake', 'bmake', 'remake']);
/** Builtins that read a script into the running shell. */
const SOURCES = new Set(['.', 'source']);
const NPM_LIKE = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/** Words before a command that leave the command itself in place. */
const PREFIX = new Set(['env', 'exec', 'command', 'time', 'nice', 'nohup', 'builtin', 'then', 'do', 'else', 'elif', '!', '{', '(', 'if', 'while', 'until']);
/** npm's subcommands that run a script of that name. */
const NPM_SCRIPT_SUBCOMMANDS: Readonly<Record<string, string>> = { test: 'test', t: 'test', tst: 'test', start: 'start', stop: 'stop', restart: 'restart' };
const RUN_WORDS = new Set(['run', 'run-script', 'rum', 'urn']);
/** yarn's, pnpm's and bun's own subcommands: any other first word is a script name. */
const YARN_BUILTIN = new Set(['add', 'install', 'i', 'remove', 'rm', 'exec', 'dlx', 'x', 'create', 'init', 'info', 'why', 'list', 'ls', 'outdated', 'upgrade', 'up', 'link', 'unlink', 'pack', 'publish', 'config', 'cache', 'audit', 'global', 'bin', 'build', 'workspace', 'workspaces', 'set', 'plugin', 'node', 'patch', 'dedupe', 'import', 'store', 'prune', 'fetch', 'rebuild', 'update']);

interface Walk {
  read: ScriptReader;
  runners: Set<OutsideRunner>;
  reads: number;
  seen: Set<string>;
}

/** A script's text as simple commands: lines, then `;`, `&`, `|`, backquotes and `$(`…`)` split; words without their quotes. */
export function commandsOf(text: string): string[][] {
  return text
    .replace(/\\\n/g, ' ')
    .split(/[\n;&|`]|\$\(|\)/)
    .map((part) => part.replace(/(^|\s)#.*$/, '$1').replace(/["']/g, ' ').split(/[\s{}()<>]+/).filter((w) => w !== '' && !/^\d*>/.test(w)))
    .filter((words) => words.length > 0);
}

const baseName = (word: string): string => word.slice(word.lastIndexOf('/') + 1);

/** The command's words from its program on (assignments and prefixes such as `env`, `exec`, `timeout 60` skipped). */
function fromProgram(words: readonly string[]): string[] {
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) || PREFIX.has(w)) i += 1;
    else if (w === 'timeout') i += words[i + 1]?.startsWith('-') === true ? 3 : 2;
    else break;
  }
  return words.slice(i);
}

/** The value of option `short`/`long` in `words` (`-C dir`, `-Cdir`, `--directory=dir`, `--directory dir`), or undefined. */
function optionValue(words: readonly string[], short: readonly string[], long: readonly string[]): string | undefined {
  let found: string | undefined;
  words.forEach((w, i) => {
    for (const s of short) {
      if (w === s) found = words[i + 1];
      else if (w.startsWith(s) && !w.startsWith('--')) found = w.slice(s.length);
    }
    for (const l of long) {
      if (w === l) found = words[i + 1];
      else if (w.startsWith(`${l}=`)) found = w.slice(l.length + 1);
    }
  });
  return found;
}

/** What a shell is given: the script file, or the text of its `-c` string (rejoined, since it was split into words). */
function shellTarget(args: readonly string[]): { file: string } | { text: string } | null {
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i]!;
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(a)) return { text: args.slice(i + 1).join(' ') };
    if (a === '-o' || a === '+o' || a === '--rcfile' || a === '--init-file') i += 1;
    else if (!/^[-+]/.test(a)) return { file: a };
  }
  return null;
}

/** The package.json script a npm-like gate runs, and the folder of that package.json. */
function npmScript(program: string, args: readonly string[]): { name: string; dir: string } | null {
  const dir = optionValue(args, ['-C'], ['--prefix', '--dir', '--cwd']) ?? '.';
  const words = args.filter((w, i) => !w.startsWith('-') && !['-C', '--prefix', '--dir', '--cwd'].includes(args[i - 1] ?? ''));
  const [first, second] = words;
  if (first === undefined) return null;
  if (RUN_WORDS.has(first)) return second === undefined ? null : { name: second, dir };
  const npmName = NPM_SCRIPT_SUBCOMMANDS[first];
  if (npmName !== undefined) return { name: npmName, dir };
  if (program !== 'npm' && !YARN_BUILTIN.has(first)) return { name: first, dir };
  return null;
}

/** The script texts of `name` in a package.json's text: the script, and its `pre` and `post` scripts. */
function packageScripts(json: string, name: string): string[] {
  try {
    const scripts: unknown = (JSON.parse(json) as { scripts?: unknown }).scripts;
    if (typeof scripts !== 'object' || scripts === null) return [];
    return [`pre${name}`, name, `post${name}`].map((n) => (scripts as Record<string, unknown>)[n]).filter((s): s is string => typeof s === 'string');
  } catch {
    return [];
  }
}

/** A Makefile's text with its recipe prefixes (`@`, `-`, `+`) dropped and `$(MAKE)` as `make`. */
const recipes = (text: string): string => text.replace(/^(\t\s*)[@+-]+/gm, '$1').replace(/\$\(MAKE\)|\$\{MAKE\}/g, 'make');

function readOnce(walk: Walk, path: string): string | null {
  const key = posix.normalize(path);
  if (walk.seen.has(key) || walk.reads >= MAX_READS) return null;
  walk.seen.add(key);
  walk.reads += 1;
  return walk.read(key);
}

/** Look through `text` (run in the folder `dir`, from the gate's) for the runners its commands start. */
function walkText(walk: Walk, text: string, dir: string, depth: number): void {
  for (const words of commandsOf(text)) {
    for (const r of gateRunners(words)) walk.runners.add(r);
    walkCommand(walk, words, dir, depth);
  }
}

function walkFile(walk: Walk, path: string, depth: number): void {
  const text = readOnce(walk, path);
  if (text !== null) walkText(walk, text, posix.dirname(path), depth + 1);
}

function walkShell(walk: Walk, args: readonly string[], dir: string, depth: number): void {
  const target = shellTarget(args);
  if (target !== null && 'text' in target) walkText(walk, target.text, dir, depth + 1);
  else if (target !== null && !posix.isAbsolute(target.file)) walkFile(walk, posix.join(dir, target.file), depth);
}

/** A makefile's recipes (run in `mdir`), and the makefiles it includes. */
function walkMakefile(walk: Walk, path: string, mdir: string, depth: number): void {
  const text = depth >= MAX_DEPTH ? null : readOnce(walk, path);
  if (text === null) return;
  walkText(walk, recipes(text), mdir, depth + 1);
  for (const m of text.matchAll(/^[-s]?include[ \t]+(.+)$/gm)) {
    for (const name of m[1]!.trim().split(/\s+/)) if (!posix.isAbsolute(name)) walkMakefile(walk, posix.join(mdir, name), mdir, depth + 1);
  }
}

function walkMake(walk: Walk, args: readonly string[], dir: string, depth: number): void {
  const mdir = posix.join(dir, optionValue(args, ['-C'], ['--directory']) ?? '.');
  const file = optionValue(args, ['-f'], ['--file', '--makefile']);
  for (const name of file === undefined ? ['GNUmakefile', 'makefile', 'Makefile'] : [file]) if (!posix.isAbsolute(name)) walkMakefile(walk, posix.join(mdir, name), mdir, depth);
}

function walkPackageScript(walk: Walk, program: string, args: readonly string[], dir: string, depth: number): void {
  const script = npmScript(program, args);
  if (script === null) return;
  const json = readOnce(walk, posix.join(dir, script.dir, 'package.json'));
  if (json !== null) for (const s of packageScripts(json, script.name)) walkText(walk, s, posix.join(dir, script.dir), depth + 1);
}

/** The project scripts one simple command starts, followed into their texts. */
function walkCommand(walk: Walk, raw: readonly string[], dir: string, depth: number): void {
  if (depth >= MAX_DEPTH) return;
  const words = fromProgram(raw);
  const program = words[0];
  if (program === undefined) return;
  const base = baseName(program);
  const args = words.slice(1);
  if (SHELLS.has(base)) walkShell(walk, args, dir, depth);
  else if (SOURCES.has(program) && args[0] !== undefined && !posix.isAbsolute(args[0])) walkFile(walk, posix.join(dir, args[0]), depth);
  else if (MAKES.has(base)) walkMake(walk, args, dir, depth);
  else if (NPM_LIKE.has(base)) walkPackageScript(walk, base, args, dir, depth);
  else if (!posix.isAbsolute(program) && (program.includes('/') || /\.(?:sh|bash)$/.test(program))) walkFile(walk, posix.join(dir, program), depth);
}

/**
 * The runners (npm, pytest, cargo) a gate starts through the project's scripts it runs: a shell
 * script, a Makefile's recipes, a package.json script (with its pre and post scripts), followed
 * into the scripts they run in turn. `argv` is a plain gate's words; a Shell-Gate (`argv` null)
 * is read from its text.
 */
export function startedScriptRunners(argv: readonly string[] | null, command: string, read: ScriptReader): Set<OutsideRunner> {
  const walk: Walk = { read, runners: new Set(), reads: 0, seen: new Set() };
  if (argv !== null) walkCommand(walk, argv, '.', 0);
  else for (const words of commandsOf(command)) walkCommand(walk, words, '.', 0);
  return walk.runners;
}
