// The run's own files, or a gate, are not what OpenForge froze and confirmed (docs/design.md#run-state).

import type { EscalationFacts, UnfrozenGate } from '../schema/escalation-facts.js';
import { noFacts, type EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'gate' | 'problem' | 'unfrozen'>;

const tick = (s: string): string => `\`${s}\``;

/** Why a gate about to be issued is not what was frozen and confirmed, in one sentence. */
function unfrozenText(u: UnfrozenGate): string {
  const gate = `gate ${tick(u.command)}`;
  switch (u.code) {
    case 'nothing-to-run':
      return `${gate} has nothing to run`;
    case 'no-prd-gates':
      return `the frozen PRD copy gives no gates to compare ${gate} with (${u.why})`;
    case 'not-in-prd': {
      const where = u.phase === null ? 'the frozen PRD copy' : `phase ${tick(u.phase)} of the frozen PRD copy`;
      const folder = u.workdir === undefined ? '' : ` in ${tick(u.workdir)}`;
      return `${gate}${folder} (argv ${JSON.stringify(u.argv)}) is not a gate of ${where} as the validator reads it again: the run state was changed after the run started`;
    }
    case 'argv-changed':
      return `the argv stored for ${gate} (${JSON.stringify(u.argv)}) is not the argv its frozen text reads as: it was changed after the run started`;
    case 'outside-config':
      return (
        `${gate} would now take ${tick(u.text)} from ${u.file}:${u.line}, outside the project, which was not there or not confirmed when the run started; ` +
        'expected the configuration the user confirmed. Remove that line (or start a new run, whose confirmation shows it)'
      );
    case 'shell-gate-unconfirmed':
      return `Shell-Gate ${tick(u.command)} was never among the gates the user confirmed when the run started`;
    case 'runs-differ':
      return `${gate} would run ${tick(u.runs)}, not ${tick(u.confirmed)} as the user confirmed`;
    case 'never-confirmed':
      return `${gate} needs the user's confirmation, which was never recorded`;
  }
}

export const reason: EscalationReasonRecord<Facts> = {
  id: 'run-state-tampered',
  order: 150,
  meaning: "The run's own files (`events.jsonl`, `state.json`, the frozen PRD copy) were changed by something other than OpenForge, or a gate no longer matches what was frozen and confirmed.",
  docs: 'safety.md#threat-model-what-a-sub-agent-can-still-do',
  advice: 'run-state-tampered',
  refine: 'plain',
  facts: noFacts,
  message: ({ facts: f }) => {
    const problem = f.unfrozen === undefined ? f.problem : unfrozenText(f.unfrozen);
    return problem === undefined ? 'the run state is not what OpenForge froze and confirmed' : `${problem}; it is not offered`;
  },
};
