// The completion summary's acceptance section: each passed phase's criteria and what
// witnessed them — a gate the PRD ties to it, a passed test named after it, or only the
// child's word (docs/design.md#completion).

import type { RunFacts } from '../run/engine/run-facts.js';
import type { CriterionWitness } from '../run/evidence/acceptance-witness.js';
import { redactSecrets } from '../secrets/index.js';
import { code } from '../task/markdown.js';
import { oneLine } from '../text/cut.js';

/** What witnessed a criterion, in words (markdown). */
export function witnessWords(w: CriterionWitness): string {
  if (w.by === 'gate') return `gate ${code(redactSecrets(w.command))}`;
  if (w.by === 'test') return `test ${code(redactSecrets(w.test))} in gate ${code(redactSecrets(w.command))}`;
  return "**the child's word only** (no gate checks it)";
}

const shownLine = (s: string): string => oneLine(redactSecrets(s));

/** One block per passed phase with acceptance criteria; a sentence when none has any. */
export function acceptanceSection(facts: RunFacts): string[] {
  const phases = facts.phases.filter((p) => p.witnesses.length > 0);
  if (phases.length === 0) return ['No passed phase has acceptance criteria.'];
  return phases.flatMap(({ name, witnesses }) => [
    `- ${code(name)}:`,
    ...witnesses.map((w) => `  - ${shownLine(w.criterion)}: ${witnessWords(w)}`),
  ]);
}

const MAX_NAMED = 5;

/**
 * The run's acceptance in one line, for the completion message, `status` and the summary: how
 * many criteria a gate witnessed, and which rest on the child's word alone. Null without criteria.
 */
export function acceptanceNotice(facts: RunFacts): string | null {
  const all = facts.phases.flatMap((p) => p.witnesses.map((w) => ({ phase: p.name, w })));
  if (all.length === 0) return null;
  const self = all.filter((x) => x.w.by === 'self');
  const byGate = all.filter((x) => x.w.by === 'gate').length;
  const byTest = all.filter((x) => x.w.by === 'test').length;
  const witnessed = [byGate > 0 ? `${byGate} by a gate the PRD names` : '', byTest > 0 ? `${byTest} by a passed test named after it` : ''].filter((x) => x !== '').join(', ');
  if (self.length === 0) return `acceptance: all ${all.length} criteria witnessed (${witnessed})`;
  const named = self.slice(0, MAX_NAMED).map((x) => `\`${redactSecrets(x.phase)}\` "${shownLine(x.w.criterion).slice(0, 120)}"`);
  const more = self.length > MAX_NAMED ? ` and ${self.length - MAX_NAMED} more` : '';
  return `acceptance: ${self.length} of ${all.length} criteria rest on the child's word only (no gate checks them): ${named.join(', ')}${more}` + (witnessed === '' ? '' : `; witnessed ${witnessed}`);
}
