// sessions_spawn failed twice in a row with an error that is not a limit.

import { spawnProblemText } from '../text/spawn-problem.js';
import type { EscalationFacts } from '../schema/escalation-facts.js';
import { cutAtWord } from '../text/cut.js';
import type { EscalationReasonRecord } from './types.js';

export type Facts = Pick<EscalationFacts, 'errors' | 'error'>;

export const reason: EscalationReasonRecord<Facts> = {
  id: 'spawn-failed',
  order: 120,
  meaning: '`sessions_spawn` failed twice in a row with an error that is not a limit.',
  docs: 'troubleshooting.md#sessions_spawn-failed-twice-spawn-failed',
  advice: 'spawn-failed',
  refine: 'plain',
  facts: ({ spawn }) => (spawn?.problems[0] === undefined ? {} : { error: spawnProblemText(spawn.problems[0]) }),
  message: ({ phase, facts: f }) =>
    f.errors === undefined
      ? `sessions_spawn failed for phase \`${phase}\`: ${cutAtWord(f.error ?? '(no error text)', 300)}`
      : `sessions_spawn failed ${f.errors} times in a row for phase \`${phase}\`; the last error: ${(f.error ?? '').replace(/\s+/g, ' ').slice(0, 300)}`,
};
