// Words two or more reasons share about a gate: one whose log never appeared, one refused before
// it was offered. Pure.

import type { EscalatedGate, EscalationFacts } from '../schema/escalation-facts.js';
import { formatDuration } from '../text/duration.js';

/** A gate whose log never appeared in the time it was waited for. */
export const notRunText = (g: EscalatedGate): string =>
  `the log of gate \`${g.command}\` (${g.logFile ?? ''}) never appeared within ${formatDuration(g.waitedSeconds ?? 0)}: the gate was not run as given, so there is no verdict`;

/** A gate refused before it was offered; the reason's plain words otherwise. */
export const refusedText = (f: Pick<EscalationFacts, 'problem' | 'gate'>, plain: string): string =>
  f.problem === undefined || f.gate === undefined ? plain : `gate \`${f.gate.command}\` is not offered: ${f.problem}`;
