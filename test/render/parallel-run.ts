// A small completed parallel run driven through the real engine (test/run/harness.ts), with the
// clock stepped by hand so every event time is known: the Gantt tests derive their expectations
// from this script.
//
//   +1s    api and ui [parallel] spawned (work 1 each)
//   +61s   api's result: its gate `npm test` issued      +91s  ui's result: `npm run lint` issued
//   +101s  api's gate fails: work 2 spawned              +121s ui's gate passes: ui passed
//   +181s  api's second result: gate issued              +191s it passes: api passed, review 1 spawned
//   +251s  review 1 FAIL: fix 1 spawned                  +311s fix done: its gate `npm test` issued
//   +321s  the gate passes: review 2 spawned             +381s review 2 PASS: final gate of api issued
//   +386s  final gate of ui issued                       +391s it passes: the run completes

import type { Action, GateAction, SpawnAction } from '../../lib/schema/index.js';
import { Sim, T0 } from '../run/harness.js';

export const PARALLEL_PRD = `# PRD: Gantt
## Objective
Draw the run.
## Phases
### Phase: api [parallel]
**Tasks:**
- Build the API
**Gate:** \`npm test\`
### Phase: ui [parallel]
**Tasks:**
- Build the UI
**Gate:** \`npm run lint\`
### Phase: review
**Type:** review
**Tasks:**
- Check it
`;

/** Epoch ms `s` seconds after the harness's T0. */
export const at = (s: number): number => T0 + s * 1000;

const FAIL_REPORT = '### Blocking\n- the token check is missing — api.ts:3\n### Summary\nFAIL\n';
const PASS_REPORT = '### Blocking\n- None\n### Required Changes\n- None\n### Summary\nPASS\n';

type Step = (sim: Sim, file: (id: string) => string) => number;

/** Each step writes what a child or the shell wrote, then says how many seconds pass before the next command. */
const STEPS: Step[] = [
  () => 1,
  (sim, file) => (sim.result(file('1-api.s1')), 60),
  (sim, file) => (sim.result(file('2-ui.s1')), 30),
  (sim, file) => (sim.gateLog(file('1-api.g1'), 'FAIL api.test.ts', 1), 10),
  (sim, file) => (sim.gateLog(file('2-ui.g1'), 'lint ok', 0), 20),
  (sim, file) => (sim.result(file('1-api.s2')), 60),
  (sim, file) => (sim.gateLog(file('1-api.g2'), 'tests ok', 0), 10),
  (sim, file) => (sim.files.set(file('3-review.s1'), FAIL_REPORT), 60),
  (sim, file) => (sim.result(file('3-review.s2')), 60),
  (sim, file) => (sim.gateLog(file('3-review.g1'), 'tests ok', 0), 10),
  (sim, file) => (sim.files.set(file('3-review.s3'), PASS_REPORT), 60),
  (sim, file) => (sim.gateLog(file('final.g1'), 'tests ok', 0), 5),
  (sim, file) => (sim.gateLog(file('final.g2'), 'lint ok', 0), 5),
];

/** The run after its first `steps` commands (all of them: completed at +391s). */
export function parallelRun(steps = STEPS.length): Sim {
  const sim = new Sim(PARALLEL_PRD);
  const offered = new Map<string, string>();
  const file = (id: string): string => {
    const path = offered.get(id);
    if (path === undefined) throw new Error(`${id} was never offered`);
    return path;
  };
  const remember = (actions: Action[]): void => {
    for (const a of actions) {
      if (a.kind === 'spawn') offered.set(a.id, (a as SpawnAction).resultFile);
      if (a.kind === 'gate') offered.set(a.id, (a as GateAction).logFile);
    }
  };
  for (const step of STEPS.slice(0, steps)) remember(sim.advance(step(sim, file)));
  return sim;
}
