import { info, shiftDiagnostics } from '../diagnostics/index.js';
import { validateGate } from '../gate/index.js';
import type { Diagnostic, GateCheck, Phase, PlannedGate } from '../schema/index.js';

export interface PhaseGateChecks {
  checks: GateCheck[];
  diagnostics: Diagnostic[];
}

/** Validate every command of a phase's gate, with diagnostics moved to where each command is written. */
export function checkPhaseGates(phase: Phase): PhaseGateChecks {
  const gate = phase.gate;
  if (gate === null) return { checks: [], diagnostics: [] };
  if (gate.kind === 'description') {
    const diagnostics =
      phase.type === 'impl'
        ? [
            info({
              ruleId: 'gate-description',
              message:
                `The gate of phase \`${phase.name}\` is a description, so nothing is executed to check it. ` +
                'To have the shell verify this phase, put a command in backticks, e.g. **Gate:** `npm test`.',
              line: gate.line,
              column: gate.column,
              phase: phase.name,
            }),
          ]
        : [];
    return { checks: [], diagnostics };
  }
  const checks: GateCheck[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of gate.commands) {
    const check = validateGate(source.command, { shellGate: phase.shellGate });
    checks.push(check);
    diagnostics.push(...shiftDiagnostics(check.diagnostics, source, phase.name));
  }
  return { checks, diagnostics };
}

const VERDICT_RANK = { ok: 0, confirm: 1, rejected: 2 } as const;

/** The plan's view of a gate: the first command up front, every command listed, the worst verdict. */
export function summarizeGate(phase: Phase, checks: readonly GateCheck[]): PlannedGate {
  const gate = phase.gate;
  if (gate === null) return { kind: 'none', verdict: 'none', commands: [] };
  if (gate.kind === 'description') return { kind: 'description', description: gate.text, verdict: 'none', commands: [] };
  const commands = checks.map((c) => ({ command: c.command, argv: c.argv, verdict: c.verdict }));
  const worst = checks.reduce<'ok' | 'confirm' | 'rejected'>(
    (acc, c) => (VERDICT_RANK[c.verdict] > VERDICT_RANK[acc] ? c.verdict : acc),
    'ok',
  );
  const first = commands[0];
  const planned: PlannedGate = { kind: 'command', verdict: worst, commands };
  if (first !== undefined) {
    planned.command = first.command;
    planned.argv = first.argv;
  }
  return planned;
}
