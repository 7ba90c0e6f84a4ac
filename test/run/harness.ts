// A pure harness for the run engine: a PRD text → the frozen run → advance with fake files,
// through the same loop of engine passes the interpreter drives (lib/run/engine/passes.ts), its
// requests answered through the interpreter's switch (lib/io/requests.ts), its facts numbered by
// the engine.
import JSON5 from 'json5';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { planPrdDetailed, type DetailedPlan } from '../../lib/plan/index.js';
import { taskFilePath } from '../../lib/run/model/keys.js';
import { enginePasses, type PassObservations } from '../../lib/run/engine/passes.js';
import type { Request } from '../../lib/run/engine/observe.js';
import type { OldCodeLayout } from '../../lib/run/model/observed.js';
import {
  foldEvents,
  freezeRun,
  initialState,
  type Advanced,
  type ChangeObservation,
  type ErosionObservation,
  type Fact,
  type SurfaceText,
  type SurfaceTexts,
} from '../../lib/run/index.js';
import type { Action, GateAction, RunEvent, RunState } from '../../lib/schema/index.js';
import { answerRequest, offeredBy, type Observations, type RequestWorld, type WorldCall } from '../../lib/io/requests.js';
import { wordActions } from '../../lib/render/run-actions.js';
import type { EngineAction } from '../../lib/run/engine/engine-actions.js';

const root = resolve(import.meta.dirname, '../..');
export const CONFIG = JSON5.parse(readFileSync(join(root, 'test/fixtures/openclaw/openclaw.json'), 'utf8')) as unknown;
export const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);
export const RUN_DIR = '/proj/.openforge/runs/r1';

/** The detailed plan of a PRD text in the fake project `/proj`; `config` null: no OpenClaw config found. */
export function planText(text: string, config: unknown = CONFIG): DetailedPlan {
  return planPrdDetailed({
    file: 'x.prd.md',
    text,
    cwd: '/proj',
    resolveCwd: (p) => p,
    defaultCwd: '/proj',
    isDirectory: () => true,
    openclaw: { path: '/home/u/.openclaw/openclaw.json', found: config !== null, config, diagnostics: [] },
    indexDir: '/home/u/.openforge',
  });
}

/**
 * A started run of `text`. The test baseline (docs/design.md#test-baseline) is off unless
 * `baseline: true`: these engine tests are about other behaviours, and test/run/baseline.test.ts
 * tests the baseline itself.
 */
export function startRun(text: string, options: { only?: string; config?: unknown; baseline?: boolean; usage?: boolean } = {}): { state: RunState; events: RunEvent[] } {
  const detailed = planText(text, options.config ?? CONFIG);
  if (!detailed.plan.valid) throw new Error(`invalid test PRD: ${JSON.stringify(detailed.plan.diagnostics)}`);
  const started = freezeRun({
    detailed,
    runId: 'r1',
    now: T0,
    prd: { path: '/proj/x.prd.md', sha256: 'abc', title: detailed.plan.title, objective: detailed.plan.objective },
    cwd: '/proj',
    runDir: RUN_DIR,
    only: options.only ?? null,
  });
  if (options.baseline !== true) started.settings = { ...started.settings, testBaseline: 'off' };
  // Reading each child's usage (docs/design.md#budgets) is off unless `usage: true`, as the baseline: test/run/spend.test.ts tests it.
  if (options.usage !== true) {
    const { usage: _usage, ...settings } = started.settings;
    started.settings = settings;
  }
  return { state: initialState(started), events: [started] };
}

/** The phases of a PRD with an implement phase gated on `npm test`, then a review. */
export const IMPLEMENT_THEN_REVIEW = `## Phases
### Phase: implement
**Tasks:**
- Build it
**Gate:** \`npm test\`
### Phase: review
**Type:** review
**Tasks:**
- Check it
`;

/** The requests the fake world answers; the tree's changes, looks and erosion are set by the test, as a shell would observe them. */
const ANSWERED: ReadonlySet<Request['kind']> = new Set(['read-files', 'read-surface', 'read-edits', 'lay-out-old-code']);

/** The world calls the fake world answers, synchronously. */
type FakeWorld = {
  readFiles: (paths: readonly string[]) => Map<string, string | null>;
  surfaceTexts?: (since: string, paths: readonly string[]) => SurfaceTexts;
  layOutOldCode?: () => OldCodeLayout;
} & Partial<Record<WorldCall['method'], unknown>>;

/** A run under test: the state, every event so far, and a fake file system. */
export class Sim {
  state: RunState;
  events: RunEvent[];
  files = new Map<string, string | null>();
  /** Set to a map to simulate a shell that keeps snapshots / measures erosion. */
  changes: Map<string, ChangeObservation> | undefined;
  erosion: Map<string, ErosionObservation> | undefined;
  /** true: simulate a shell that lays out scratch copies for the runs on the old code (each request answered `layoutAnswer`, afresh per command). */
  layouts = false;
  layoutAnswer: (request: Extract<Request, { kind: 'lay-out-old-code' }>) => OldCodeLayout = (r) => ({ ok: true, dir: r.dir });
  /** Every `lay-out-old-code` request answered, in order. */
  layoutRequests: Extract<Request, { kind: 'lay-out-old-code' }>[] = [];
  /** Set to a map (path → its texts at the run's start and now) to simulate a shell that reads what checks the work. */
  surface: Map<string, SurfaceText> | undefined;
  now = T0;
  last: Advanced | null = null;
  /** Task files written (path → full task text), as the shell writes them. */
  tasks = new Map<string, string>();

  constructor(text: string, options: { only?: string; config?: unknown; baseline?: boolean; usage?: boolean } = {}) {
    const started = startRun(text, options);
    this.state = started.state;
    this.events = started.events;
  }

  /**
   * One command's worth of engine passes: the engine's file reads are answered from the fake
   * file system (null for a file it does not hold); its other requests are left to the test,
   * which sets `changes` and `erosion` as a shell would.
   */
  advance(seconds = 1): Action[] {
    this.now += seconds * 1000;
    this.drive([], true);
    return wordActions(this.state, (this.last as Advanced).actions, 'openforge');
  }

  /** One command's passes: `facts` recorded first (numbered by the engine), then, when `advance`, the engine as far as the fake world allows. */
  private drive(facts: Fact[], advance: boolean): void {
    const seen: PassObservations = {
      files: new Map<string, string | null>(),
      changes: this.changes,
      erosion: this.erosion,
      surface: this.surface === undefined ? undefined : null,
      edits: this.surface === undefined ? undefined : new Map(),
      oldCodeLayouts: this.layouts ? new Map() : undefined,
    };
    // The one loop (lib/run/engine/passes.ts), driven synchronously: reads from the fake file system and
    // the fake texts; the other requests are left to the test (not answered).
    const passes = enginePasses(this.state, { now: this.now, invocation: 'openforge', facts, advance, frozenGates: false }, seen);
    let step = passes.next();
    while (step.done !== true) {
      const need = step.value;
      if (need.kind !== 'request') throw new Error('the harness loads no frozen PRD copy');
      step = passes.next(this.answer(need.request, need.state, seen));
    }
    this.last = step.value.last;
    this.state = step.value.state;
    this.events.push(...step.value.events);
    for (const e of step.value.effects) {
      if (e.kind !== 'write-tasks') continue;
      for (const t of e.tasks) if (t.replace || !this.tasks.has(t.path)) this.tasks.set(t.path, t.text);
    }
  }

  /** The last command's actions as the engine returned them (facts, before the shell words them): what engine tests assert. */
  facts(): EngineAction[] {
    return this.last?.actions ?? [];
  }

  /**
   * A request answered from the fake world through the interpreter's own switch
   * (lib/io/requests.ts): files, the texts of what checks the work, scratch layouts; anything else
   * is the test's (not answered).
   */
  private answer(request: Request, state: RunState, seen: PassObservations): boolean {
    if (!ANSWERED.has(request.kind)) return false;
    if (request.kind === 'read-surface') this.surfaceReads.push(request.paths);
    if (request.kind === 'lay-out-old-code') this.layoutRequests.push(request);
    const surface = this.surface;
    // The fake texts stand for both the run's start and the attempt's baseline.
    const world: FakeWorld = {
      readFiles: (paths) => new Map(paths.map((p) => [p, this.files.get(p) ?? null])),
      ...(surface === undefined ? {} : { surfaceTexts: (since, paths) => ({ since, files: new Map(paths.map((p) => [p, surface.get(p) ?? { before: undefined, after: undefined }])) }) }),
      ...(this.layouts && request.kind === 'lay-out-old-code' ? { layOutOldCode: () => this.layoutAnswer(request) } : {}),
    };
    const answering = answerRequest(request, state, seen as Observations, offeredBy(world as RequestWorld), this.now);
    for (let step = answering.next(); step.done !== true; ) {
      const { method, args } = step.value;
      step = answering.next(Reflect.apply(world[method] as (...a: unknown[]) => unknown, world, args));
    }
    return true;
  }

  /** The paths of each `read-surface` request answered, in order. */
  surfaceReads: string[][] = [];

  /** The full task text a spawn action hands over by file. */
  task(action: { id: string } | undefined): string {
    return action === undefined ? '' : (this.tasks.get(taskFilePath(RUN_DIR, action.id)) ?? '');
  }

  /** Record `facts` as a command that does not advance would (`spawned`, `decide`…): stamped and folded by the engine. */
  apply(facts: Fact[]): void {
    const last = this.last;
    this.drive(facts, false);
    this.last = last;
  }

  result(file: string, envelope: Partial<Record<string, unknown>> = {}): void {
    this.files.set(
      file,
      JSON.stringify({ status: 'DONE', summary: 'ok', findings: [], evidence: [], filesModified: [], recommendation: '', acceptance: [], ...envelope }),
    );
  }

  gateLog(file: string, output: string, exit: number): void {
    this.files.set(file, `${output}\nopenforge-exit=${exit}\n`);
  }

  /** Advance, answering every final-verification gate offered with `exit`, until something else is offered. */
  finish(exit = 0): Action[] {
    let actions = this.advance();
    for (let round = 0; round < 20; round += 1) {
      const finals = actions.filter((a): a is GateAction => a.kind === 'gate' && a.id.startsWith('final.'));
      if (finals.length === 0) break;
      for (const g of finals) this.gateLog(g.logFile, exit === 0 ? 'ok' : 'FAIL', exit);
      actions = this.advance();
    }
    return actions;
  }

  /** The snapshot must always equal the fold of the events. */
  foldMatches(): boolean {
    const folded = foldEvents(this.events);
    return folded.problems.length === 0 && JSON.stringify(folded.state) === JSON.stringify(this.state);
  }
}

export const kinds = (actions: readonly Action[]): string[] => actions.map((a) => `${a.kind}:${a.id}`);
