// The `collect` action (docs/design.md#collectors): exactly `agents_wait`'s arguments for the
// collector children still running, which replaces `wait` in a run that hands over through
// collectors. Pure.

import type { AgentsWaitArguments } from '../../schema/actions.js';
import type { SpawnRecord } from '../../schema/run.js';
import { AGENTS_WAIT_MAX_SECONDS } from '../host/collectors.js';
import type { CollectFacts } from './engine-actions.js';

/** The `collect` action for the collector children still running (their run ids in issue order); `limited`: a usage limit holds the run. */
export function collectAction(spawns: readonly SpawnRecord[], limited: boolean): CollectFacts {
  const wait: AgentsWaitArguments = { ids: spawns.map((s) => s.collectorRunId as string), timeoutSeconds: AGENTS_WAIT_MAX_SECONDS };
  return { id: 'collect', kind: 'collect', waitingFor: spawns.map((s) => s.actionId), wait, limited };
}
