// A gate that prints the environment: its output goes into the gate log, and from there into the
// retry task, the escalation and the events, so every API key and token the agent's shell holds
// would be written into the run directory. Redaction catches the token kinds it knows, not every
// value, so such a gate is never `ok`: a program whose job is to print the environment or the
// shell's variables is rejected, alone or in a pipeline (Shell-Gate too); a package manager's
// `run env`, which prints the environment unless the project defines its own `env` script, is
// `confirm` with a question that says so. Pure.

import { error, warning } from '../diagnostics/index.js';
import type { Diagnostic } from '../schema/index.js';
import { printable } from './constructs.js';
import { resolveCommand, type Invocation } from './invocation.js';
import { firstPositional, isOption } from './options.js';
import { scanShell } from './scan.js';
import { splitSubCommands, type SubCommand, type Word } from './segments.js';

/** A form found: how the message names it, and where. */
export interface EnvironmentDump {
  readonly form: string;
  readonly word: Word;
  /** `print`: its job is printing variables (rejected); `script`: a package manager's `run env` (confirm). */
  readonly kind: 'print' | 'script';
}

const SHELL_LISTINGS = new Set(['export', 'declare', 'typeset', 'readonly']);
/** make's short options that take a value: the rest of a cluster after one of them is its value. */
const MAKE_VALUE_LETTERS = new Set(['C', 'f', 'I', 'j', 'l', 'o', 'W', 'O', 'E']);
/** Options of npm, yarn, pnpm and bun that take the next word, before the subcommand. */
const MANAGER_VALUE_OPTIONS = ['--prefix', '-C', '-w', '--workspace', '--loglevel', '--filter', '-F', '--cwd', '--dir', '--cache', '--registry'];
const RUN_WORDS = new Set(['run', 'run-script', 'rum', 'urn']);
const MANAGERS = new Set(['npm', 'yarn', 'pnpm', 'bun']);
const PROC_ENVIRON = /\/proc\/[^/\s]+\/(?:task\/[^/\s]+\/)?environ$/;

/** `make -p`, `make -np`, `make --print-data-base` (abbreviations included): make prints its database, every environment variable included. */
function makePrintsDatabase(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === '--') return false;
    if (arg.startsWith('--')) {
      if (arg.length >= 9 && '--print-data-base'.startsWith(arg.split('=')[0] as string)) return true;
      continue;
    }
    if (!isOption(arg)) continue;
    for (const letter of arg.slice(1)) {
      if (letter === 'p') return true;
      if (MAKE_VALUE_LETTERS.has(letter)) break;
    }
  }
  return false;
}

/** Whether a shell builtin lists variables with these arguments (`export`, `export -p`, `declare -x`, `set`). */
function builtinLists(key: string, args: readonly string[]): boolean {
  const operands = args.filter((a) => !isOption(a) && !a.startsWith('+'));
  if (key === 'set') return args.length === 0;
  if (key === 'export' || key === 'readonly') return operands.length === 0;
  // declare/typeset: with no names they list (every option form); with `-p` they print the names given.
  return operands.length === 0 || args.some((a) => /^-[a-zA-Z]*p/.test(a));
}

/** Whether a package manager's arguments run the script `env`, which npm and yarn print the environment for when the project has none. */
function runsEnvScript(key: string, args: readonly string[]): boolean {
  const first = firstPositional(args, MANAGER_VALUE_OPTIONS);
  if (first < 0) return false;
  const sub = args[first] as string;
  if (key === 'yarn' && sub === 'env') return true;
  if (!RUN_WORDS.has(sub)) return false;
  const rest = args.slice(first + 1);
  const script = firstPositional(rest, MANAGER_VALUE_OPTIONS);
  return script >= 0 && rest[script] === 'env';
}

/**
 * The programs whose arguments print the environment, in the order they are tried: each gives the
 * form as the message shows it, or null. `print` forms are the program's job; `script` is a
 * package manager's `run env`.
 */
const DUMP_RULES: readonly { readonly kind: EnvironmentDump['kind']; readonly form: (key: string, args: readonly string[], program: string) => string | null }[] = [
  // `env -S 'cmd'` runs a command (a hidden one: gate-hidden-command says so), it prints nothing.
  { kind: 'print', form: (key, args, program) => ((key === 'env' && !args.some((a) => /^(?:-[a-zA-Z]*S|--split-string)/.test(a))) || key === 'printenv' ? printable(program) : null) },
  { kind: 'print', form: (key, args) => (key === 'busybox' && (args[0] === 'env' || args[0] === 'printenv') ? `busybox ${args[0]}` : null) },
  { kind: 'print', form: (key, args) => ((key === 'set' || SHELL_LISTINGS.has(key)) && builtinLists(key, args) ? [key, ...args].join(' ').trim() : null) },
  { kind: 'print', form: (key, args) => ((key === 'make' || key === 'gmake') && makePrintsDatabase(args) ? `${key} -p` : null) },
  { kind: 'print', form: (key, args) => (key === 'ps' && args.some((a) => !a.startsWith('-') && /^[a-zA-Z]*e[a-zA-Z]*$/.test(a)) ? 'ps e' : null) },
  { kind: 'script', form: (key, args) => (MANAGERS.has(key) && runsEnvScript(key, args) ? `${key} run env` : null) },
];

/** The first form in one simple command that prints the environment, or null. */
export function findEnvironmentDump(sub: SubCommand): EnvironmentDump | null {
  for (const invocation of resolveCommand(sub.words).invocations) {
    const dump = invocationDump(invocation);
    if (dump !== null) return dump;
  }
  return null;
}

/** One invocation's form that prints the environment: `/proc/…/environ` as an argument (scripts too), or a program's own. */
function invocationDump(invocation: Invocation): EnvironmentDump | null {
  if (invocation.role === 'wrapper') return null;
  const { key, word } = invocation;
  const environ = invocation.args.find((w) => PROC_ENVIRON.test(w.value));
  if (environ !== undefined) return { form: `${printable(word.value)} ${printable(environ.value)}`, word: environ, kind: 'print' };
  if (invocation.role === 'script') return null;
  const args = invocation.args.map((w) => w.value);
  for (const rule of DUMP_RULES) {
    const form = rule.form(key, args, word.value);
    if (form !== null) return { form, word, kind: rule.kind };
  }
  return null;
}

export function environmentDumpMessage(dump: EnvironmentDump): string {
  const where = 'Its output goes into the gate log, and from there into retry tasks and escalations, so every API key and token in the environment would be written into the run directory.';
  if (dump.kind === 'script') {
    return `\`${dump.form}\` prints the whole environment when the project defines no \`env\` script of its own. ${where} ` +
      'Fix: give the script another name (`npm run check-env`), or keep it only if the project\'s own `env` script prints no variables.';
  }
  return `\`${dump.form}\` prints the environment (or the shell's variables). ${where} ` +
    'Fix: check the one setting the test needs inside the test, or print only its name.';
}

/** `gate-prints-environment` for each simple command that prints the environment: an error, a warning for `run env`. */
export function environmentDumpDiagnostics(commands: readonly SubCommand[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const sub of commands) {
    const dump = findEnvironmentDump(sub);
    if (dump === null) continue;
    const make = dump.kind === 'print' ? error : warning;
    out.push(make({ ruleId: 'gate-prints-environment', message: environmentDumpMessage(dump), column: dump.word.column }));
  }
  return out;
}

/** Whether a gate command prints the environment (what the confirm question says of `npm run env`). */
export function printsEnvironment(command: string): boolean {
  return splitSubCommands(command, scanShell(command)).some((sub) => findEnvironmentDump(sub) !== null);
}
