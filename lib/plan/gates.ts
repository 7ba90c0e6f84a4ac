import { error, info, shiftDiagnostics, warning } from '../diagnostics/index.js';
import { validateGate } from '../gate/index.js';
import { withOutsideConfig } from '../gate/outside-verdict.js';
import { startedScriptRunners, type ScriptReader } from '../gate/started-scripts.js';
import type { Diagnostic, GateCheck, OutsideConfigLine, Phase, PlannedGate } from '../schema/index.js';

export interface PhaseGateChecks {
  checks: GateCheck[];
  diagnostics: Diagnostic[];
}

/**
 * Validate every command of a phase's gate, with diagnostics moved to where each command is written;
 * `outside` is the configuration from outside the project in the phase's folder, `read` its project
 * scripts (what `sh check.sh` or `npm run check` starts takes that configuration too).
 */
export function checkPhaseGates(phase: Phase, isProjectFile?: (relativePath: string) => boolean, outside: readonly OutsideConfigLine[] = [], read?: ScriptReader): PhaseGateChecks {
  const gate = phase.gate;
  if (gate === null) {
    const diagnostics =
      phase.type === 'impl' && !phase.skip
        ? [
            warning({
              ruleId: 'missing-gate',
              message:
                `Phase \`${phase.name}\` has no gate, so nothing the shell runs checks its work and it passes on the sub-agent's word; ` +
                'expected a command that builds or tests it; add e.g. **Gate:** `npm test` (the project\'s own test command).',
              line: phase.line,
              column: phase.column,
              phase: phase.name,
            }),
          ]
        : [];
    return { checks: [], diagnostics };
  }
  if (gate.kind === 'description') {
    const bare = bareCommand(gate.text);
    if (bare !== null) {
      return {
        checks: [],
        diagnostics: [
          error({
            ruleId: 'gate-not-in-backticks',
            message:
              `The gate of phase \`${phase.name}\` is the command \`${bare}\` without backticks, so it is read as a description and nothing runs; ` +
              `expected the command in backticks; write **Gate:** \`${bare}\`.`,
            line: gate.line,
            column: gate.column,
            phase: phase.name,
          }),
        ],
      };
    }
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
    const checked = validateGate(source.command, isProjectFile === undefined ? { shellGate: phase.shellGate } : { shellGate: phase.shellGate, isProjectFile });
    const check = withOutsideConfig(checked, outside, read === undefined ? undefined : () => startedScriptRunners(checked.argv, checked.command, read));
    checks.push(check);
    diagnostics.push(...shiftDiagnostics(check.diagnostics, source, phase.name));
  }
  return { checks, diagnostics };
}

/**
 * A description that is a bare command (`pytest -q`, `npm test`): one line, starting with a
 * lowercase word, that the validator would run without asking. Prose (`Review must pass`,
 * `make sure it builds.`) is not: a vetted form never ends with a period or holds a comma.
 */
function bareCommand(text: string): string | null {
  const line = text.trim();
  if (line.includes('\n') || !/^[a-z][\w.-]*(?:[ \t]|$)/.test(line) || /[.,;:!?]$|,/.test(line)) return null;
  return validateGate(line, { shellGate: false }).verdict === 'ok' ? line : null;
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
