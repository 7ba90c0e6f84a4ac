// The completion summary's final-verification section: each gate of the last round, the phase
// that owns it and how it ended on the final tree (docs/design.md#final-verification).

import type { RunState } from '../schema/run.js';
import { redactSecrets } from '../secrets/index.js';
import { code } from '../task/markdown.js';
import type { RunFacts } from '../run/engine/run-facts.js';

/** One line per final gate of the current round; why there is none otherwise. */
export function verificationSection(state: RunState, facts: RunFacts): string[] {
  const round = facts.finalRound;
  if (round.length === 0) {
    const done = state.phases.every((p) => p.status === 'passed' || p.status === 'skipped');
    return [done ? 'No gate to run again: no phase that passed has a gate command.' : 'Not started: the run has open phases.'];
  }
  const lines = round.map((g) => {
    const exit = g.exitCode === null ? '' : ` (exit ${g.exitCode})`;
    return `- ${code(redactSecrets(g.command))} of phase ${code(g.phase)} → ${g.state}${exit}`;
  });
  const rounds = (state.verification?.gates.length ?? 0) - round.length;
  if (rounds > 0) lines.push(`- Earlier rounds: ${rounds} gate run(s) before the last resume`);
  return lines;
}
