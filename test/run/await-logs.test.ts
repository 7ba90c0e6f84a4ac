// `next --wait`'s polling (lib/io/await-logs.ts) on real files: a gate log's end returns at once
// (its verdict may hand out new work), a usage log's end does not stand in for the children's
// results (the wait goes on until the first of them lands).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordSpawned } from '../../lib/run/index.js';
import { waitForLogs } from '../../lib/io/await-logs.js';
import { awaitedResults } from '../../lib/run/host/awaited-logs.js';
import type { Action, GateAction, SpawnAction } from '../../lib/schema/index.js';
import type { RunState } from '../../lib/schema/run.js';
import { CONFIG, IMPLEMENT_THEN_REVIEW, RUN_DIR, Sim } from './harness.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const spawns = (actions: readonly Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const ENDED = 'openforge-cwd=/p\nopenforge-start=1796000000\nok\nopenforge-exit=0 end=1796000003\n';
/** Long enough that a wait returning at once is seen as such on a loaded machine. */
const LANDS_AFTER_MS = 3000;

function confirm(sim: Sim, action: SpawnAction | undefined, key: string): void {
  const outcome = recordSpawned(sim.state, action?.id ?? '', key);
  if (outcome.kind !== 'apply') throw new Error(outcome.kind);
  sim.apply(outcome.facts);
}

/** The state with its run directory moved to a temp folder (its paths are the files polled). */
function onDisk(state: RunState): { state: RunState; at: (path: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'openforge-await-'));
  dirs.push(dir);
  const at = (path: string): string => path.replace(RUN_DIR, dir);
  return { state: JSON.parse(JSON.stringify(state).replaceAll(RUN_DIR, dir)) as RunState, at };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

describe('next --wait polling', () => {
  it('a usage log that has ended does not end the wait: the child started beside it is waited for until its result lands', async () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW, { config: { ...(CONFIG as Record<string, unknown>), gateway: { mode: 'local' } }, usage: true });
    const [impl] = spawns(sim.advance());
    confirm(sim, impl, 'agent:main:subagent:a');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const [gate] = sim.advance() as GateAction[];
    sim.gateLog(gate?.logFile ?? '', 'Tests 3 passed (3)', 0);
    const [review] = spawns(sim.advance());
    const usageLog = sim.state.phases[0]?.spawns[0]?.usageLog?.file ?? '';
    expect(usageLog).not.toBe('');
    const { state, at } = onDisk(sim.state);
    write(at(usageLog), ENDED);
    const result = at(review?.resultFile ?? '');
    let landed = false;
    setTimeout(() => {
      write(result, '## Summary\nPASS\n');
      landed = true;
    }, LANDS_AFTER_MS);
    const open = await waitForLogs(state, Date.now() + 60_000, Date.now, awaitedResults(state, []));
    expect(open).toEqual([]);
    expect(landed).toBe(true);
  }, 70_000);

  it('a gate log that has ended ends the wait at once, with a child still at work (its verdict may start more)', async () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW.replace('### Phase: review\n**Type:** review', '### Phase: review [parallel]\n**Type:** review').replace('### Phase: implement', '### Phase: implement [parallel]'));
    const [impl, review] = spawns(sim.advance());
    expect(review?.phase).toBe('review');
    confirm(sim, impl, 'k-impl');
    confirm(sim, review, 'k-review');
    sim.result(impl?.resultFile ?? '', { summary: 'built' });
    const [gate] = sim.advance() as GateAction[];
    expect(gate?.kind).toBe('gate');
    const { state, at } = onDisk(sim.state);
    write(at(gate?.logFile ?? ''), ENDED);
    let landed = false;
    const timer = setTimeout(() => {
      landed = true;
    }, LANDS_AFTER_MS);
    const open = await waitForLogs(state, Date.now() + 60_000, Date.now, awaitedResults(state, []));
    clearTimeout(timer);
    expect(open).toEqual([]);
    expect(landed).toBe(false);
  }, 70_000);
});
