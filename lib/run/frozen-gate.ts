// What runs is what was frozen and confirmed (docs/design.md#run-state): before a gate is
// issued its argv is derived again from the frozen command text and must equal the argv
// frozen at `run`; a gate that needed the user's confirmation must have had it, for exactly
// the command line the shell will run. Defence in depth beside the seal: an argv edited into
// an unsealed (older) run, or into a state whose seal was forged, is never emitted. Pure.

import { gateRunCommand } from '../gate/exec.js';
import { scanShell } from '../gate/scan.js';
import { splitSubCommands } from '../gate/segments.js';
import type { RunGateCommand, RunState } from '../schema/run.js';

/** The argv of a plain gate's text, as the validator reads it (the same lexer and split); null when it is not one command. */
function argvOf(command: string): string[] | null {
  const scan = scanShell(command);
  if (scan.unterminatedQuote !== null || scan.danglingEscape !== null) return null;
  const commands = splitSubCommands(command, scan);
  return commands.length === 1 ? (commands[0]?.words.map((w) => w.value) ?? null) : null;
}

const sameArgv = (a: readonly string[] | null, b: readonly string[] | null): boolean =>
  a !== null && b !== null && a.length === b.length && a.every((w, i) => w === b[i]);

/** Why `command` may not be emitted as frozen and confirmed (a sentence naming it), or null. */
export function frozenGateProblem(state: Pick<RunState, 'confirmGates' | 'gatesConfirmedAt'>, command: RunGateCommand): string | null {
  const runs = gateRunCommand(command);
  if (runs === null) return `gate \`${command.command}\` has nothing to run`;
  if (!command.shellGate && !sameArgv(argvOf(command.command), command.argv)) {
    return `the argv stored for gate \`${command.command}\` (${JSON.stringify(command.argv)}) is not the argv its frozen text reads as: it was changed after the run started`;
  }
  // Runs started before gates were confirmed (no confirmGates) have nothing more to compare.
  if (state.confirmGates === undefined) return null;
  const confirm = state.confirmGates.find((g) => g.command === command.command);
  if (command.shellGate && confirm === undefined) return `Shell-Gate \`${command.command}\` was never among the gates the user confirmed when the run started`;
  if (confirm !== undefined) {
    if (confirm.runs !== runs) return `gate \`${command.command}\` would run \`${runs}\`, not \`${confirm.runs}\` as the user confirmed`;
    if ((state.gatesConfirmedAt ?? null) === null) return `gate \`${command.command}\` needs the user's confirmation, which was never recorded`;
  }
  return null;
}
