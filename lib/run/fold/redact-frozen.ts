// The run's first event as it is kept (docs/design.md#safety-model): the frozen plan is written
// to `events.jsonl` and folded into `state.json`, both read back by every later command and
// shown by `list`, `next`, `plan`, `status` and the summary, so no secret of the PRD may stand
// in it. Texts (title, objective, tasks, criteria, a gate description) are redacted; a phase
// name that holds a secret becomes `redactName` (redacted, plus a short digest of the name as
// written, so names stay distinct) everywhere it is used as a name: the phase, its origin,
// dependencies and reject target, the waves, the confirm gates and `--only`. Gate commands never
// hold a secret (`gate-secret`), so what runs stays byte-exact. Pure.

import { redactName, redactSecrets } from '../../secrets/index.js';
import type { Criterion, Task } from '../../schema/index.js';
import type { FrozenPhase, RunEventOf } from '../../schema/run.js';

const nameOrNull = (name: string | null): string | null => (name === null ? null : redactName(name));

function redactPhase(p: FrozenPhase): FrozenPhase {
  return {
    ...p,
    name: redactName(p.name),
    origin: nameOrNull(p.origin),
    dependsOn: p.dependsOn.map(redactName),
    onReject: nameOrNull(p.onReject),
    gateDescription: p.gateDescription === null ? null : redactSecrets(p.gateDescription),
    tasks: p.tasks.map((t): Task => ({ ...t, text: redactSecrets(t.text) })),
    acceptance: p.acceptance.map((c): Criterion => ({ ...c, text: redactSecrets(c.text) })),
  };
}

/** The `run-started` event with every secret of the PRD redacted, names kept distinct and consistent. */
export function redactFrozen(event: RunEventOf<'run-started'>): RunEventOf<'run-started'> {
  return {
    ...event,
    prd: {
      ...event.prd,
      title: event.prd.title === null ? null : redactSecrets(event.prd.title),
      objective: event.prd.objective === null ? null : redactSecrets(event.prd.objective),
    },
    only: nameOrNull(event.only),
    waves: event.waves.map((wave) => wave.map(redactName)),
    ...(event.confirmGates === undefined ? {} : { confirmGates: event.confirmGates.map((g) => ({ ...g, phase: redactName(g.phase) })) }),
    phases: event.phases.map(redactPhase),
  };
}
