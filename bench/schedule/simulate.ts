// The scheduling benchmark's simulator: it drives the real run engine through the one
// interpreter (`interpretRun`, with the in-memory RunIO of test/run/memory-io.ts) on a
// virtual clock through a generated PRD whose phases take seeded
// lognormal times (a retry adds another draw), acting as the agent does: confirm each spawn,
// let the child finish when its time is up, write the gate log, approve. It reports the
// makespan against the physical lower bound, and what wave barriers would have made of the
// same durations. Nothing here reads a clock or the disk.

import { planPrdDetailed } from '../../lib/plan/index.js';
import { interpretRun } from '../../lib/io/interpreter.js';
import { freezeRun, initialState, type Fact } from '../../lib/run/index.js';
import { criticalPath } from '../../lib/schedule/index.js';
import { NEXT_WAIT_SECONDS } from '../../lib/run/host/awaited-logs.js';
import type { Action, RunState } from '../../lib/schema/index.js';
import { prng } from '../../test/helpers/prng.js';
import { MemoryWorld } from '../../test/run/memory-io.js';
import { wordActions } from '../../lib/render/run-actions.js';

/** A phase of a generated PRD. */
export interface GeneratedPhase {
  name: string;
  parallel: boolean;
  /** Explicit `depends:`; null: the implicit ordering rules. */
  dependsOn: string[] | null;
  files: string[];
  /** Minutes of each attempt; all but the last fail their gate. */
  attempts: number[];
}

export interface GeneratedPrd {
  name: string;
  maxParallel: number;
  phases: GeneratedPhase[];
}

export interface ScheduleOutcome {
  name: string;
  phases: number;
  /** Minutes. */
  lowerBound: number;
  dispatch: number;
  /** Dynamic dispatch as OpenClaw 2026.9.6 wakes the parent: once per turn's spawns (see WakeRule). */
  perTurn: number;
  /** Dynamic dispatch as OpenForge waits now: `next --wait` while several children run, a yield for one alone (see WakeRule). */
  wake: number;
  /** Parent requests spent waiting for children: under `wake` (each `next --wait` call of at most 100 s, each yield) and under `turn` (one per yield). */
  wakeRequests: number;
  turnRequests: number;
  waves: number;
}

/** A lognormal draw with the given median (minutes) and sigma, rounded to whole seconds. */
function lognormal(random: () => number, median: number, sigma: number): number {
  const u = Math.max(random(), 1e-12);
  const v = random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.max(1 / 60, Math.round(median * Math.exp(sigma * z) * 60) / 60);
}

const SHAPES = ['fan-out', 'fan-in', 'chains', 'mixed', 'overlap', 'diamond'] as const;

/** The suite: `count` PRDs of 6–15 phases cycling through the shapes, max-parallel 4, durations of median 10 minutes. */
export function generateSuite(count: number, seed = 15): GeneratedPrd[] {
  const random = prng(seed);
  const suite: GeneratedPrd[] = [];
  for (let k = 0; k < count; k++) {
    const shape = SHAPES[k % SHAPES.length]!;
    const n = 6 + Math.floor(random() * 10);
    const phases: GeneratedPhase[] = [];
    const duration = (): number[] => {
      const attempts = [lognormal(random, 10, 0.8)];
      // One phase in six needs a retry (its gate fails once): the phase takes longer.
      if (random() < 1 / 6) attempts.unshift(lognormal(random, 10, 0.8));
      return attempts;
    };
    for (let i = 0; i < n; i++) {
      const name = `p${i + 1}`;
      const before = phases.map((p) => p.name);
      const pick = (m: number): string[] => {
        const chosen = new Set<string>();
        for (let j = 0; j < m && before.length > 0; j++) chosen.add(before[Math.floor(random() * before.length)]!);
        return before.filter((b) => chosen.has(b));
      };
      let dependsOn: string[] | null = [];
      let parallel = true;
      let files = [`src/${name}/**`];
      switch (shape) {
        case 'fan-out': // a root, then phases hanging off one or two earlier phases
          dependsOn = i === 0 ? [] : pick(1 + Math.floor(random() * 2));
          break;
        case 'fan-in': // independent starts joined by phases needing several earlier ones
          dependsOn = i < Math.ceil(n / 2) ? [] : pick(2 + Math.floor(random() * 2));
          break;
        case 'chains': // three interleaved chains
          dependsOn = i < 3 ? [] : [`p${i - 2}`];
          break;
        case 'mixed': // [parallel] runs with implicit depends, an untagged join every fourth phase
          parallel = i % 4 !== 3;
          dependsOn = null;
          break;
        case 'overlap': // fan-out where a third of the phases share Files: with another
          dependsOn = i === 0 ? [] : pick(1);
          if (i % 3 === 2) files = [`src/p${i}/**`];
          break;
        case 'diamond': // a head, a wide middle, a tail
          dependsOn = i === 0 ? [] : i === n - 1 ? before.slice(1) : ['p1'];
          parallel = i !== 0 && i !== n - 1;
          break;
      }
      phases.push({ name, parallel, dependsOn, files, attempts: duration() });
    }
    suite.push({ name: `${shape}-${k + 1}`, maxParallel: 4, phases });
  }
  return suite;
}

/** The PRD text of a generated PRD: one impl phase per entry, a gate on each, no erosion check. */
export function prdText(prd: GeneratedPrd): string {
  const phases = prd.phases.map((p) => {
    const tags = `${p.parallel ? ' [parallel]' : ''}${p.dependsOn !== null && p.dependsOn.length > 0 ? ` [depends: ${p.dependsOn.join(', ')}]` : ''}`;
    return `### Phase: ${p.name}${tags}\n**Tasks:**\n- Build ${p.name}\n**Files:** ${p.files.join(', ')}\n**Timeout:** 24h\n**Max-Retries:** 3\n**Gate:** \`npm test\``;
  });
  return `---\nmax-parallel: ${prd.maxParallel}\nerosion: off\n---\n# PRD: ${prd.name}\n## Objective\nSchedule.\n## Phases\n${phases.join('\n')}\n`;
}

function startState(prd: GeneratedPrd): RunState {
  const detailed = planPrdDetailed({
    file: `${prd.name}.prd.md`,
    text: prdText(prd),
    cwd: '/sim',
    resolveCwd: (p) => p,
    defaultCwd: '/sim',
    isDirectory: () => true,
    openclaw: { path: '', found: false, config: null, diagnostics: [] },
    indexDir: '/sim-home',
  });
  if (!detailed.plan.valid) throw new Error(`${prd.name}: invalid generated PRD: ${JSON.stringify(detailed.plan.diagnostics)}`);
  const started = freezeRun({
    detailed,
    runId: prd.name,
    now: 0,
    prd: { path: '/sim/x.prd.md', sha256: 'sim', title: prd.name, objective: 'Schedule.' },
    cwd: '/sim',
    runDir: '/sim/.openforge/runs/r',
    only: null,
  });
  return initialState(started);
}

const ENVELOPE = JSON.stringify({ status: 'DONE', summary: 'done', findings: [], evidence: [], filesModified: [], recommendation: '', acceptance: [] });

/**
 * When the agent learns that a child finished. `child`: at its end (the engine's best case).
 * `turn`: as OpenClaw 2026.9.6 wakes a parent from `sessions_yield`: once every child spawned in
 * the turn that yielded has finished, so a fast child is seen when its slowest sibling ends and
 * nothing is spawned meanwhile (the parent is parked in the yield). `wake`: as SKILL.md waits
 * now (docs/design.md#seeing-each-child-end): a `wait` or a lone spawn marked `yield` is a yield
 * (one child at work: woken at its end); otherwise `next --wait`, which returns when the first
 * child ends, each call at most NEXT_WAIT_SECONDS (one parent request per call).
 */
export type WakeRule = 'child' | 'turn' | 'wake';

/** `next --wait`'s bound (lib/run/host/awaited-logs.ts NEXT_WAIT_SECONDS), in ms. */
const NEXT_WAIT_MS = NEXT_WAIT_SECONDS * 1000;

/** Drive the engine to completion; returns the run's makespan in minutes. */
export async function simulateRun(prd: GeneratedPrd, wake: WakeRule = 'child'): Promise<{ makespan: number; state: RunState; waitRequests: number }> {
  let state = startState(prd);
  const byName = new Map(prd.phases.map((p) => [p.name, p]));
  // The run's files (results, gate logs, task files) live in the world; the tree stays empty.
  const world = new MemoryWorld();
  const files = world.files;
  /** Children at work: action id → when it finishes (ms) and its result file. */
  const children = new Map<string, { at: number; resultFile: string }>();
  let now = 0;
  let facts: Fact[] = [];
  let waitRequests = 0;
  /** The last report told the agent to yield (a `wait` or a lone spawn with `yield: true`). */
  let yieldTold = false;
  for (let step = 0; step < 10_000; step++) {
    // One agent command (`next`): the interpreter's passes, as on disk.
    const out = await interpretRun(state, { now, invocation: 'openforge', facts, advance: true }, world.io());
    if (out.failed !== null) throw new Error(`${prd.name}: ${out.failed}`);
    state = out.state;
    const actions: Action[] = wordActions(state, out.actions, 'openforge');
    facts = [];
    let acted = false;
    yieldTold = actions.some((a) => (a.kind === 'wait' || a.kind === 'spawn') && a.yield === true);
    for (const a of actions) {
      if (a.kind === 'complete') return { makespan: (state.finishedAt ?? now) / 60_000, state, waitRequests };
      if (a.kind === 'escalate') throw new Error(`${prd.name}: escalated: ${a.message.slice(0, 200)}`);
      if (a.kind === 'spawn' && !children.has(a.id) && !files.has(a.resultFile)) {
        const phase = byName.get(a.phase)!;
        const minutes = phase.attempts[Math.min(a.attempt, phase.attempts.length) - 1]!;
        children.set(a.id, { at: now + Math.round(minutes * 60_000), resultFile: a.resultFile });
        facts.push({ type: 'spawn-confirmed', actionId: a.id, sessionKey: `child-${a.id}` });
        acted = true;
      }
      if (a.kind === 'gate' && !files.has(a.logFile)) {
        const phase = state.phases.find((p) => p.name === a.phase)!;
        const attempts = byName.get(a.phase)!.attempts.length;
        files.set(a.logFile, `ok\nopenforge-exit=${phase.attempt < attempts ? 1 : 0}\n`);
        acted = true;
      }
      if (a.kind === 'ask') {
        facts.push({ type: 'decision-recorded', phase: a.phase, decision: 'approve', note: null, reset: [] });
        acted = true;
      }
    }
    if (acted) continue;
    // Nothing to do until a child finishes (`turn`: until all have; none is spawned while parked): move the clock.
    const ends = [...children.values()].map((c) => c.at);
    const next = wake === 'turn' && ends.length > 0 ? Math.max(...ends) : Math.min(...ends);
    if (!Number.isFinite(next)) throw new Error(`${prd.name}: stuck at ${now} ms with nothing running`);
    // A yield is one request; `next --wait` one per call until the first child ends.
    waitRequests += wake === 'wake' && !yieldTold ? Math.max(1, Math.ceil((next - now) / NEXT_WAIT_MS)) : 1;
    now = next;
    for (const [id, c] of children) {
      if (c.at > now) continue;
      files.set(c.resultFile, ENVELOPE);
      children.delete(id);
    }
  }
  throw new Error(`${prd.name}: did not complete`);
}

const total = (p: GeneratedPhase): number => p.attempts.reduce((a, b) => a + b, 0);

/**
 * The physical lower bound: the longest chain of prerequisites; the untagged phases' time
 * (nothing runs beside them) plus the rest spread over max-parallel; and the time of the
 * phases sharing one Files: list (they never run together). All in minutes.
 */
export function lowerBound(prd: GeneratedPrd, state: RunState): number {
  const minutes = new Map(prd.phases.map((p) => [p.name, total(p)]));
  const view = state.phases.map((p) => ({ name: p.name, dependsOn: p.dependsOn, alone: p.parallel !== true, files: p.files, holds: true }));
  const chain = criticalPath(view, (p) => minutes.get(p.name) ?? 0).criticalLength;
  const alone = view.filter((p) => p.alone).reduce((s, p) => s + (minutes.get(p.name) ?? 0), 0);
  const shared = view.filter((p) => !p.alone).reduce((s, p) => s + (minutes.get(p.name) ?? 0), 0);
  const byFiles = new Map<string, number>();
  for (const p of view) byFiles.set(p.files.join('\n'), (byFiles.get(p.files.join('\n')) ?? 0) + (minutes.get(p.name) ?? 0));
  return Math.max(chain, alone + shared / prd.maxParallel, ...byFiles.values());
}

/** Wave barriers on the same durations: each of the plan's waves lasts as long as its slowest phase. */
export function waveMakespan(prd: GeneratedPrd, state: RunState): number {
  const minutes = new Map(prd.phases.map((p) => [p.name, total(p)]));
  return state.waves.reduce((sum, wave) => sum + Math.max(0, ...wave.map((name) => minutes.get(name) ?? 0)), 0);
}

export async function simulateSchedule(prd: GeneratedPrd): Promise<ScheduleOutcome> {
  const { makespan, state } = await simulateRun(prd);
  const turn = await simulateRun(prd, 'turn');
  const wake = await simulateRun(prd, 'wake');
  return {
    name: prd.name,
    phases: prd.phases.length,
    lowerBound: lowerBound(prd, state),
    dispatch: makespan,
    perTurn: turn.makespan,
    wake: wake.makespan,
    wakeRequests: wake.waitRequests,
    turnRequests: turn.waitRequests,
    waves: waveMakespan(prd, state),
  };
}

/** Median, p90 (nearest rank) and max of the ratios. */
export function ratioFigures(ratios: readonly number[]): { median: number; p90: number; max: number } {
  const sorted = [...ratios].sort((a, b) => a - b);
  const rank = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return { median: rank(0.5), p90: rank(0.9), max: sorted[sorted.length - 1] ?? Number.NaN };
}
