// A gate whose runner takes configuration from outside the project (lib/gate/outside-config.ts)
// runs more than it shows: it is `confirm`, with one warning per line naming the file and line,
// and the lines travel with the check into the run's confirmation question. Pure.

import { warning } from '../diagnostics/index.js';
import type { GateCheck, OutsideConfigLine } from '../schema/index.js';
import { redactSecrets } from '../secrets/index.js';
import { gateRunners, type OutsideRunner } from './outside-config.js';

/** The rule id of a gate whose runner takes configuration from outside the project. */
export const OUTSIDE_CONFIG_RULE = 'gate-outside-config';

/** The message: what the runner takes, from where, and what to do. */
function outsideMessage(l: OutsideConfigLine): string {
  return (
    `\`${l.runner}\` in this gate takes \`${l.text}\` from ${l.file}:${l.line}, outside the project, so the gate runs more than it shows; ` +
    'expected no setting outside the project that runs code. Remove that line (or move it into the project, where a change to it is seen), ' +
    'or approve the gate only if you trust it: any change to that file during the run fails the attempt.'
  );
}

/**
 * `check` with the `lines` its runners take: `confirm` (a rejected gate stays rejected), a warning
 * per line, the lines kept. The runners are those the gate names and those `started` gives: the
 * ones the project scripts it runs start (lib/gate/started-scripts.ts; asked only when there are
 * lines, and kept out of this module so that a command issuing gates loads the walk lazily).
 */
export function withOutsideConfig(check: GateCheck, lines: readonly OutsideConfigLine[], started?: () => Iterable<OutsideRunner>): GateCheck {
  if (check.verdict === 'rejected' || lines.length === 0) return check;
  const runners = gateRunners(check.argv ?? check.command.split(/\s+/));
  for (const r of started?.() ?? []) runners.add(r);
  const taken = lines.filter((l) => runners.has(l.runner)).map((l) => ({ ...l, text: redactSecrets(l.text) }));
  if (taken.length === 0) return check;
  const diagnostics = [...check.diagnostics, ...taken.map((l) => warning({ ruleId: OUTSIDE_CONFIG_RULE, message: outsideMessage(l), column: 1 }))];
  return { ...check, verdict: 'confirm', diagnostics, outsideConfig: taken };
}
