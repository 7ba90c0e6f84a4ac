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
import type { RunGateCommand, RunPhase, RunState, UnfrozenGate } from '../../schema/run.js';
import type { FrozenPrdGates } from '../model/observed.js';

/**
 * Why `command` would now take configuration from outside the project that the user did not
 * confirm when the run started (a line that appeared, or changed, since), or null.
 */
function outsideProblem(state: Pick<RunState, 'confirmGates'>, prd: FrozenPrdGates, command: RunGateCommand): UnfrozenGate | null {
  if ('unreadable' in prd || prd.outside === undefined) return null;
  const check = { command: command.command, shellGate: command.shellGate, verdict: 'ok' as const, argv: command.argv, program: null, diagnostics: [] };
  const started = prd.started;
  const now = withOutsideConfig(check, prd.outside(command.workdir), started === undefined ? undefined : () => started(command)).outsideConfig ?? [];
  const confirmed = state.confirmGates?.find((g) => g.command === command.command && g.workdir === command.workdir)?.outsideConfig ?? [];
  const fresh = now.find((l) => !confirmed.some((c) => c.file === l.file && c.text === l.text));
  if (fresh === undefined) return null;
  return { code: 'outside-config', command: command.command, file: fresh.file, line: fresh.line, text: fresh.text };
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
export function prdGateProblem(prd: FrozenPrdGates, phase: Pick<RunPhase, 'name' | 'origin' | 'kind' | 'role'> | null, command: RunGateCommand): UnfrozenGate | null {
  if ('unreadable' in prd) return { code: 'no-prd-gates', command: command.command, why: prd.unreadable };
  const own = phase !== null && phase.kind !== 'checkpoint' && phase.role !== 'fix';
  const candidates = own ? (prd.byPhase.get(phase.origin ?? phase.name) ?? []) : [...prd.byPhase.values()].flat();
  if (candidates.some((c) => sameGate(c, command))) return null;
  const where = { phase: own ? (phase.origin ?? phase.name) : null, ...(command.workdir === undefined ? {} : { workdir: command.workdir }) };
  return { code: 'not-in-prd', command: command.command, argv: command.argv, ...where };
}

/**
 * Why `command` may not be emitted as frozen and confirmed (a code and its facts, worded by the
 * run-state-tampered record), or null.
 * With `prd` (the frozen PRD copy's gates), it must also be one of them (`prdGateProblem`).
 */
export function frozenGateProblem(
  state: Pick<RunState, 'confirmGates' | 'gatesConfirmedAt'>,
  command: RunGateCommand,
  prd?: { gates: FrozenPrdGates; phase: Pick<RunPhase, 'name' | 'origin' | 'kind' | 'role'> | null },
): UnfrozenGate | null {
  const runs = gateRunCommand(command);
  if (runs === null) return { code: 'nothing-to-run', command: command.command };
  if (prd !== undefined) {
    const problem = prdGateProblem(prd.gates, prd.phase, command);
    if (problem !== null) return problem;
  }
  if (!command.shellGate && !sameArgv(argvOf(command.command), command.argv)) {
    return { code: 'argv-changed', command: command.command, argv: command.argv };
  }
  if (prd !== undefined) {
    const outside = outsideProblem(state, prd.gates, command);
    if (outside !== null) return outside;
  }
  // Runs started before gates were confirmed (no confirmGates) have nothing more to compare.
  if (state.confirmGates === undefined) return null;
  const confirm = state.confirmGates.find((g) => g.command === command.command && g.workdir === command.workdir);
  if (command.shellGate && confirm === undefined) return { code: 'shell-gate-unconfirmed', command: command.command };
  if (confirm !== undefined) {
    if (confirm.runs !== runs) return { code: 'runs-differ', command: command.command, runs, confirmed: confirm.runs };
    if ((state.gatesConfirmedAt ?? null) === null) return { code: 'never-confirmed', command: command.command };
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
