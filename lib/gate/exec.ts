// The exec call of a validated gate: the command rebuilt from the judged argv, every word
// quoted canonically, its output and exit status written to the gate's log (docs/design.md#gates).

import type { GateCheck } from '../schema/index.js';
import { GATE_CWD_MARKER, GATE_END_FIELD, GATE_EXIT_MARKER, GATE_MOVED_MARKER, GATE_START_MARKER } from './marker.js';

/** What the agent passes to its `exec` tool, exactly. */
export interface GateExec {
  readonly command: string;
  readonly workdir: string;
  readonly timeoutSeconds: number;
}

export interface GateExecInput {
  readonly check: GateCheck;
  /** Where the shell writes the gate's output and the exit marker (absolute path in the run directory). */
  readonly logFile: string;
  /** The phase's working directory. */
  readonly workdir: string;
  readonly timeoutSeconds: number;
  /**
   * The check that the paths the gate names still resolve as when it was issued
   * (lib/gate/pin-guard.ts); null or absent: none (the command is then as it always was).
   */
  readonly guard?: string | null;
}

export type GateExecResult = { ok: true; exec: GateExec } | { ok: false; reason: string };

/** `NAME=value` as the shell's own prefix assignment (`env`-style words are not assignments). */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=([\s\S]*)$/;

/** Words that need no quotes in any POSIX shell: nothing in them is special. */
const BARE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * One word quoted canonically: bare when nothing in it is special, else in single quotes
 * (inside which nothing is special; a `'` is written `'\''`). Hand-written rather than
 * shell-quote's `quote`: it is the one place where what runs is decided, it is four lines
 * whose correctness can be read off, and the test suite has bash run every corpus argv back.
 */
export function quoteWord(word: string): string {
  return BARE.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

const quoteOne = quoteWord;

/**
 * The argv as one shell command line in which every word is literal: no expansion of
 * `$VAR`, `~` or globs, no splitting on spaces or `;`. Leading `NAME=value` words stay
 * prefix assignments (their value is quoted), as the validator read them.
 */
export function quoteArgv(argv: readonly string[]): string {
  const words: string[] = [];
  let leading = true;
  for (const word of argv) {
    const assignment = leading ? ASSIGNMENT.exec(word) : null;
    if (assignment !== null) {
      words.push(`${assignment[1] ?? ''}=${quoteOne(assignment[2] ?? '')}`);
      continue;
    }
    leading = false;
    words.push(quoteOne(word));
  }
  return words.join(' ');
}

/**
 * The gate inside its log (docs/design.md#gates), for bash, dash and any POSIX `sh`: `set -C`,
 * the log path in `L`, then, unless something already stands at `$L` or its `gates/` or run
 * directory is a link (`[ -e ]`, `[ -h ]`: nothing is opened, so a FIFO never blocks), the
 * gate in a group redirected into `$L` that first prints `openforge-cwd=` and `pwd -P`,
 * `openforge-start=` and `date +%s`, then runs the gate, then prints
 * `openforge-exit=<status> end=` and `date +%s`; else a refusal on stderr and exit 1.
 *
 * The log is created exclusively (`set -C`: O_EXCL, so a planted file or a link to one is
 * never opened, even when planted between the test and the open), nothing is written through
 * a link and nothing blocks on a FIFO. Nothing in the log is the gate's but its output: the
 * marker lines come from our own `printf`, `pwd` and `date`.
 */
export function wrapWithLog(gate: string, logFile: string): string {
  const refuse = `echo "openforge: refused: $L or its directory existed before the gate ran; run next">&2;false`;
  const linked = '[ -e "$L" ]||[ -h "$L" ]||[ -h "${L%/*}" ]||[ -h "${L%/*/*}" ]';
  const logged =
    `{ printf '${GATE_CWD_MARKER}';pwd -P;printf '${GATE_START_MARKER}';date +%s;${gate};` +
    `printf '${GATE_EXIT_MARKER}%s${GATE_END_FIELD}' "$?";date +%s;}>"$L" 2>&1`;
  return `set -C;L=${quoteOne(logFile)};if ${linked};then ${refuse};else ${logged};fi`;
}

/**
 * The gate as the shell will run it (inside the log redirection): the judged argv with
 * every word quoted, or `sh -c '…'` for a Shell-Gate. Null when it cannot be built.
 */
export function gateRunCommand(check: Pick<GateCheck, 'command' | 'shellGate' | 'argv'>): string | null {
  if (check.shellGate) return check.command.trim() === '' ? null : `sh -c ${quoteOne(check.command)}`;
  if (check.argv === null || !check.argv.some((w) => !ASSIGNMENT.test(w))) return null;
  return quoteArgv(check.argv);
}

/**
 * The exec command for a validated gate. Pure: the scripts never run it; the agent's
 * `exec` tool does, and the shell writes the output and the exit status into `logFile`.
 * A rejected gate is refused. A plain gate runs its argv, each word quoted; a Shell-Gate
 * runs through `sh -c` so its operators stay inside and the redirect covers all of it.
 */
export function buildGateExec(input: GateExecInput): GateExecResult {
  const { check, logFile, workdir } = input;
  if (check.verdict === 'rejected') return { ok: false, reason: 'the gate was rejected by validation; it is never run' };
  if (logFile === '') return { ok: false, reason: 'the log file path is empty' };
  if (workdir === '') return { ok: false, reason: 'the workdir is empty' };
  if (!Number.isFinite(input.timeoutSeconds)) return { ok: false, reason: `timeoutSeconds is not a finite number: ${input.timeoutSeconds}` };
  const timeoutSeconds = Math.max(1, Math.floor(input.timeoutSeconds));

  let gate: string;
  if (check.shellGate) {
    if (check.command.trim() === '') return { ok: false, reason: 'the shell gate is empty' };
    gate = `sh -c ${quoteOne(check.command)}`;
  } else {
    if (check.argv === null) return { ok: false, reason: 'the gate has no argv (it cannot be tokenized) and is not a Shell-Gate' };
    if (!check.argv.some((w) => !ASSIGNMENT.test(w))) return { ok: false, reason: 'the gate has no program to run' };
    gate = quoteArgv(check.argv);
  }
  // Inside the log, after its first lines: a refusal is a log with a verdict (never a silent
  // missing log), and the gate's own output can only follow it. The check's own complaints
  // (`cd: no such file`) go nowhere, so the refusal is always the third line; its helper is
  // gone before the gate runs, so a program named like it is still the program.
  const guarded =
    input.guard === undefined || input.guard === null ? gate : `if { ${input.guard};} 2>/dev/null;then unset -f d;${gate};else echo ${GATE_MOVED_MARKER};false;fi`;
  return { ok: true, exec: { command: wrapWithLog(guarded, logFile), workdir, timeoutSeconds } };
}
