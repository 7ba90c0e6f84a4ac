// Words two or more reasons share about a gate: one whose log never appeared, one refused before
// it was offered, one whose log gives no verdict. Pure.

import { fileRefusalText } from '../text/spawn-problem.js';
import { GATE_CWD_MARKER } from '../gate/marker.js';
import type { EscalatedGate, EscalationFacts, GateLogFault } from '../schema/escalation-facts.js';
import { formatDuration } from '../text/duration.js';

/** A gate whose log never appeared in the time it was waited for. */
export const notRunText = (g: EscalatedGate): string =>
  `the log of gate \`${g.command}\` (${g.logFile ?? ''}) never appeared within ${formatDuration(g.waitedSeconds ?? 0)}: the gate was not run as given, so there is no verdict`;

/** Why a gate's log gives no verdict, naming the log or what the exec command's check found. */
function gateLogText(f: GateLogFault): string {
  switch (f.code) {
    case 'untrusted':
      return `the log of gate \`${f.command}\` is refused: ${fileRefusalText(f.why)}`;
    case 'no-header':
      return (
        `the log of gate \`${f.command}\` (${f.logFile}) does not begin with the lines OpenForge's exec command writes ` +
        `(\`${GATE_CWD_MARKER}\` and \`openforge-start=\`): something other than the printed exec command wrote it, so it gives no verdict`
      );
    case 'elsewhere':
      return `gate \`${f.command}\` ran in ${f.cwd ?? '(unknown)'}, not in its workdir ${f.workdir}: a log from another directory is no verdict for this project`;
    case 'moved': {
      const named = f.pins.map((p) => (p.kind === 'absent' ? `\`${p.path}\` (not there yet, to be made in ${p.real})` : `\`${p.path}\` → ${p.real}`));
      const all = [...(f.workdirReal === undefined ? [] : [`the Workdir → ${f.workdirReal}`]), ...named].join(', ');
      return (
        `gate \`${f.command}\` was not run: right before it ran, a path it names no longer resolved as when it was issued (${all}); ` +
        'a link was planted or swapped after the check. Expected the same real paths: look for the link a sub-agent made in those places, remove it, then resume the run'
      );
    }
  }
}

/** A gate whose log gives no verdict, or one refused before it was offered; the reason's plain words otherwise. */
export function refusedText(f: Pick<EscalationFacts, 'problem' | 'gate' | 'gateLog'>, plain: string): string {
  if (f.gateLog !== undefined) return gateLogText(f.gateLog);
  return f.problem === undefined || f.gate === undefined ? plain : `gate \`${f.gate.command}\` is not offered: ${f.problem}`;
}
