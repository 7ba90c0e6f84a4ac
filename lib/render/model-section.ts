// The completion summary's model section: per spawn, the model asked for and the one OpenClaw
// reported for the child (`spawned --model`), with a verdict (lib/run/host/model-audit.ts).

import type { RunFacts } from '../run/engine/run-facts.js';
import { code } from '../task/markdown.js';

const VERDICT = { same: 'same', differs: '**differs**', unknown: 'unknown' } as const;

/** A table of every agent spawn's requested vs reported model; a sentence when there was no spawn. */
export function modelSection(facts: RunFacts): string[] {
  const spawns = facts.phases.flatMap((p) => p.audits.map((s) => ({ phase: p.name, ...s })));
  const rows = spawns.map(({ phase, actionId, audit }) => {
    const requested = audit.requested === null ? 'agent default' : code(audit.requested);
    const reported = audit.reported === null ? 'not reported' : code(audit.reported);
    return `| ${code(actionId)} | ${code(phase)} | ${requested} | ${reported} | ${VERDICT[audit.verdict]} |`;
  });
  if (rows.length === 0) return ['No sub-agent was spawned.'];
  const differs = spawns.filter((s) => s.audit.verdict === 'differs').length;
  const note = differs === 0 ? [] : ['', `${differs} spawn${differs === 1 ? '' : 's'} ran on another model than the one asked for.`];
  return ['| Spawn | Phase | Asked for | OpenClaw reported | Verdict |', '|---|---|---|---|---|', ...rows, ...note];
}
