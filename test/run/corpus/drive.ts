// Drives the pure engine the way a realistic orchestrating agent and realistic children do:
// children write sloppy results, agents skip, repeat or reorder steps. A scenario says what
// each child writes and how the agent slips; the driver plays it to the end and reports the
// outcome and the spawns spent.
import type { Action, GateAction, RunState, SpawnAction } from '../../../lib/schema/index.js';
import { recordSpawned } from '../../../lib/run/index.js';
import { Sim } from '../harness.js';

/** What a child writes to its result file: text, or nothing (it never finishes in time). */
export type ChildWrites = string | null;

export interface Scenario {
  name: string;
  class: 'result-format' | 'result-hostile' | 'review-wording' | 'review-strict' | 'agent-slips' | 'timeouts';
  prd: string;
  /** The n-th spawn (0-based) of a phase/role writes this; default: a clean DONE envelope or a clean review. */
  child?: (spawn: SpawnAction, n: number) => ChildWrites;
  /** The n-th run (0-based) of a phase's gate: its exit code, or null when the agent runs it without the log wrapper. */
  gate?: (gate: GateAction, n: number) => number | null;
  agent?: {
    /** Never call `spawned`. */
    noSpawned?: boolean;
    /** Call `spawned` twice for every spawn. */
    spawnedTwice?: boolean;
    /** Ignore the first output of every spawn action: act on a later `next` only. */
    skipFirstOffer?: boolean;
    /** Run every gate twice. */
    gateTwice?: boolean;
    /** Call `next` twice after every step. */
    nextTwice?: boolean;
    /** Seconds between steps (default 5). */
    stepSeconds?: number;
  };
  expect: { status: RunState['status']; spawns: number; reason?: string };
}

export interface Outcome {
  status: RunState['status'];
  spawns: number;
  reason: string | null;
  steps: number;
}

export const CLEAN_ENVELOPE = JSON.stringify({
  status: 'DONE', summary: 'done', findings: [], evidence: ['npm test passed'], filesModified: [], recommendation: '', acceptance: [],
});
export const CLEAN_REVIEW = '## Findings\n### Blocking\n- None\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\nPASS\n';

const MAX_STEPS = 60;

/** Play `s` to the end (complete, escalate, or MAX_STEPS) and report what happened. */
export function playScenario(s: Scenario): Outcome {
  const sim = new Sim(s.prd);
  const agent = s.agent ?? {};
  const written = new Set<string>();
  const offered = new Set<string>();
  const perPhase = new Map<string, number>();
  const gateRuns = new Map<string, number>();
  const gatesRun = new Set<string>();
  // `spawned` as the command records it: a repeat of the same session is a no-op.
  const confirm = (a: SpawnAction): void => {
    const outcome = recordSpawned(sim.state, a.id, `agent:main:subagent:${a.id}`);
    if (outcome.kind === 'apply') sim.apply(outcome.facts);
    else if (outcome.kind !== 'noop') throw new Error(`spawned ${a.id}: ${outcome.kind}`);
  };
  const onSpawn = (a: SpawnAction): void => {
    if (agent.skipFirstOffer === true && !offered.has(a.id)) {
      offered.add(a.id);
      return;
    }
    offered.add(a.id);
    if (written.has(a.id)) {
      if (agent.noSpawned !== true) confirm(a);
      return;
    }
    written.add(a.id);
    const key = `${a.phase}/${a.role}`;
    const n = perPhase.get(key) ?? 0;
    perPhase.set(key, n + 1);
    if (agent.noSpawned !== true) confirm(a);
    if (agent.spawnedTwice === true && agent.noSpawned !== true) confirm(a);
    const fallback = a.role === 'review' ? CLEAN_REVIEW : CLEAN_ENVELOPE;
    const text = s.child === undefined ? fallback : s.child(a, n);
    if (text !== null) sim.files.set(a.resultFile, text);
  };
  const onGate = (a: GateAction): void => {
    if (gatesRun.has(a.id) && agent.gateTwice !== true) return;
    const n = gateRuns.get(a.phase) ?? 0;
    if (!gatesRun.has(a.id)) gateRuns.set(a.phase, n + 1);
    gatesRun.add(a.id);
    const exit = s.gate === undefined ? 0 : s.gate(a, n);
    if (exit !== null) sim.gateLog(a.logFile, exit === 0 ? 'ok 1 - works\n# duration_ms 12.5' : `not ok 1 - works\n# duration_ms ${10 + n}.5`, exit);
  };
  for (let step = 1; step <= MAX_STEPS; step += 1) {
    const actions: Action[] = sim.advance(agent.stepSeconds ?? 5);
    if (agent.nextTwice === true) actions.splice(0, actions.length, ...sim.advance(0));
    for (const a of actions) {
      if (a.kind === 'complete' || a.kind === 'escalate') {
        return { status: sim.state.status, spawns: sim.state.spawnCount, reason: a.kind === 'escalate' ? a.reason : null, steps: step };
      }
      if (a.kind === 'spawn') onSpawn(a);
      else if (a.kind === 'gate') onGate(a);
    }
  }
  return { status: sim.state.status, spawns: sim.state.spawnCount, reason: 'did not finish', steps: MAX_STEPS };
}
