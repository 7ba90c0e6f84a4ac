// What runs is what was frozen and confirmed (docs/design.md#run-state): before a gate is
// issued it must be a gate of the frozen PRD copy (parsed and validated again, with the same
// argv), its argv is derived again from the frozen command text and must equal the argv
// frozen at `run`; a gate that needed the user's confirmation must have had it, for exactly
// the command line the shell will run. Defence in depth beside the seal: an argv edited into
// an unsealed (older) run, or into a state whose seal was forged, is never emitted. Pure.

import { gateRunCommand } from '../../gate/exec.js';
import { scanShell } from '../../gate/scan.js';
import { splitSubCommands } from '../../gate/segments.js';
import { withOutsideConfig } from '../../gate/outside-verdict.js';
import type { GatePin } from '../../schema/index.js';
import type { RunGateCommand, RunPhase, RunState } from '../../schema/run.js';
import type { FrozenPrdGates } from '../model/observed.js';

/**
 * Why `command` would now take configuration from outside the project that the user did not
 * confirm when the run started (a line that appeared, or changed, since), or null.
 */
function outsideProblem(state: Pick<RunState, 'confirmGates'>, prd: FrozenPrdGates, command: RunGateCommand): string | null {
  if ('unreadable' in prd || prd.outside === undefined) return null;
  const check = { command: command.command, shellGate: command.shellGate, verdict: 'ok' as const, argv: command.argv, program: null, diagnostics: [] };
  const started = prd.started;
  const now = withOutsideConfig(check, prd.outside(command.workdir), started === undefined ? undefined : () => started(command)).outsideConfig ?? [];
  const confirmed = state.confirmGates?.find((g) => g.command === command.command && g.workdir === command.workdir)?.outsideConfig ?? [];
  const fresh = now.find((l) => !confirmed.some((c) => c.file === l.file && c.text === l.text));
  if (fresh === undefined) return null;
  return `gate \`${command.command}\` would now take \`${fresh.text}\` from ${fresh.file}:${fresh.line}, outside the project, which was not there or not confirmed when the run started; expected the configuration the user confirmed. Remove that line (or start a new run, whose confirmation shows it)`;
}

/** The argv of a plain gate's text, as the validator reads it (the same lexer and split); null when it is not one command. */
function argvOf(command: string): string[] | null {
  const scan = scanShell(command);
  if (scan.unterminatedQuote !== null || scan.danglingEscape !== null) return null;
  const commands = splitSubCommands(command, scan);
  return commands.length === 1 ? (commands[0]?.words.map((w) => w.value) ?? null) : null;
}

const sameArgv = (a: readonly string[] | null, b: readonly string[] | null): boolean =>
  a !== null && b !== null && a.length === b.length && a.every((w, i) => w === b[i]);

const sameGate = (a: RunGateCommand, b: RunGateCommand): boolean =>
  a.command === b.command && a.shellGate === b.shellGate && a.workdir === b.workdir && (a.argv === null ? b.argv === null : sameArgv(a.argv, b.argv));

/**
 * Why `command` is not a gate of the frozen PRD copy, re-derived and re-validated: a phase's own
 * gate must be one of that phase's (by its name as written); a checkpoint's, a fix's, the final
 * verification's and the baseline's (re-runs of phases' gates) one of any phase's. Null: it is.
 */
export function prdGateProblem(prd: FrozenPrdGates, phase: Pick<RunPhase, 'name' | 'origin' | 'kind' | 'role'> | null, command: RunGateCommand): string | null {
  if ('unreadable' in prd) return `the frozen PRD copy gives no gates to compare gate \`${command.command}\` with (${prd.unreadable})`;
  const own = phase !== null && phase.kind !== 'checkpoint' && phase.role !== 'fix';
  const candidates = own ? (prd.byPhase.get(phase.origin ?? phase.name) ?? []) : [...prd.byPhase.values()].flat();
  if (candidates.some((c) => sameGate(c, command))) return null;
  const where = own ? `phase \`${phase.origin ?? phase.name}\` of the frozen PRD copy` : 'the frozen PRD copy';
  const folder = command.workdir === undefined ? '' : ` in \`${command.workdir}\``;
  return `gate \`${command.command}\`${folder} (argv ${JSON.stringify(command.argv)}) is not a gate of ${where} as the validator reads it again: the run state was changed after the run started`;
}

/**
 * Why `command` may not be emitted as frozen and confirmed (a sentence naming it), or null.
 * With `prd` (the frozen PRD copy's gates), it must also be one of them (`prdGateProblem`).
 */
export function frozenGateProblem(
  state: Pick<RunState, 'confirmGates' | 'gatesConfirmedAt'>,
  command: RunGateCommand,
  prd?: { gates: FrozenPrdGates; phase: Pick<RunPhase, 'name' | 'origin' | 'kind' | 'role'> | null },
): string | null {
  const runs = gateRunCommand(command);
  if (runs === null) return `gate \`${command.command}\` has nothing to run`;
  if (prd !== undefined) {
    const problem = prdGateProblem(prd.gates, prd.phase, command);
    if (problem !== null) return problem;
  }
  if (!command.shellGate && !sameArgv(argvOf(command.command), command.argv)) {
    return `the argv stored for gate \`${command.command}\` (${JSON.stringify(command.argv)}) is not the argv its frozen text reads as: it was changed after the run started`;
  }
  if (prd !== undefined) {
    const outside = outsideProblem(state, prd.gates, command);
    if (outside !== null) return outside;
  }
  // Runs started before gates were confirmed (no confirmGates) have nothing more to compare.
  if (state.confirmGates === undefined) return null;
  const confirm = state.confirmGates.find((g) => g.command === command.command && g.workdir === command.workdir);
  if (command.shellGate && confirm === undefined) return `Shell-Gate \`${command.command}\` was never among the gates the user confirmed when the run started`;
  if (confirm !== undefined) {
    if (confirm.runs !== runs) return `gate \`${command.command}\` would run \`${runs}\`, not \`${confirm.runs}\` as the user confirmed`;
    if ((state.gatesConfirmedAt ?? null) === null) return `gate \`${command.command}\` needs the user's confirmation, which was never recorded`;
  }
  return null;
}

/** What a gate's issue event records of the paths it names: the fields to spread, or why it is not offered (the escalation's facts word it). */
export type IssuedPins = { fields: { pins?: GatePin[]; workdirReal?: string } } | { problem: string };

/**
 * The paths `command` names and its Workdir, resolved as it is issued (docs/design.md#gates,
 * "Resolve, then pin"): none recorded for a gate that names none and has no Workdir (its exec
 * command is then unchanged), or the problem that keeps it from being offered.
 */
export function issuedPins(prd: FrozenPrdGates | undefined, command: RunGateCommand): IssuedPins {
  if (prd === undefined || 'unreadable' in prd || prd.pins === undefined) return { fields: {} };
  const resolved = prd.pins(command);
  if ('problem' in resolved) return { problem: resolved.problem };
  return {
    fields: {
      ...(resolved.pins.length === 0 ? {} : { pins: resolved.pins }),
      ...(resolved.workdirReal === undefined ? {} : { workdirReal: resolved.workdirReal }),
    },
  };
}
