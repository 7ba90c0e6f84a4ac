// The completion summary's model section: per spawn, the model asked for and the one OpenClaw
// reported for the child (`spawned --model`), with a verdict (lib/run/host/model-audit.ts).

import { modelAudit } from '../run/host/model-audit.js';
import type { RunState } from '../schema/run.js';
import { code } from '../task/markdown.js';

const VERDICT = { same: 'same', differs: '**differs**', unknown: 'unknown' } as const;

/** A table of every agent spawn's requested vs reported model; a sentence when there was no spawn. */
export function modelSection(state: RunState): string[] {
  const rows = state.phases.flatMap((p) =>
    p.spawns.map((s) => {
      const audit = modelAudit(s);
      const requested = audit.requested === null ? 'agent default' : code(audit.requested);
      const reported = audit.reported === null ? 'not reported' : code(audit.reported);
      return `| ${code(s.actionId)} | ${code(p.name)} | ${requested} | ${reported} | ${VERDICT[audit.verdict]} |`;
    }),
  );
  if (rows.length === 0) return ['No sub-agent was spawned.'];
  const differs = state.phases.reduce((n, p) => n + p.spawns.filter((s) => modelAudit(s).verdict === 'differs').length, 0);
  const note = differs === 0 ? [] : ['', `${differs} spawn${differs === 1 ? '' : 's'} ran on another model than the one asked for.`];
  return ['| Spawn | Phase | Asked for | OpenClaw reported | Verdict |', '|---|---|---|---|---|', ...rows, ...note];
}
