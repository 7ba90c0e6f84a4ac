// A pure harness for the run engine: a PRD text → the frozen run → advance with fake files,
// through the interpreter itself (lib/io/interpreter.ts), its calls carried out synchronously on
// fake maps: the files a shell would read, the observations of the tree a test sets as a shell
// would have made them, task files and events kept in memory.
import JSON5 from 'json5';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { planPrdDetailed, type DetailedPlan } from '../../lib/plan/index.js';
import { taskFilePath } from '../../lib/run/model/keys.js';
import type { Request } from '../../lib/run/engine/observe.js';
import type { OldCodeLayout } from '../../lib/run/model/observed.js';
import {
  foldEvents,
  freezeRun,
  initialState,
  type ChangeObservation,
  type ErosionObservation,
  type Fact,
  type SurfaceText,
  type SurfaceTexts,
} from '../../lib/run/index.js';
import type { Action, GateAction, RunEvent, RunState } from '../../lib/schema/index.js';
import { interpretation, worldOf, type Interpreted, type RunCall } from '../../lib/io/interpreter.js';
import type { Observations } from '../../lib/io/requests.js';
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
  /** The last command, as the interpreter returned it. */
  last: Interpreted | null = null;
  /** Task files written (path → full task text), as the shell writes them. */
  tasks = new Map<string, string>();
  /** The paths each summary was written to, in order. */
  summaries: string[] = [];
  /** The request the world call being carried out answers. */
  private answering: Request | undefined;

  constructor(text: string, options: { only?: string; config?: unknown; baseline?: boolean; usage?: boolean } = {}) {
    const started = startRun(text, options);
    this.state = started.state;
    this.events = started.events;
  }

  /**
   * One command: the engine's file reads are answered from the fake file system (null for a
   * file it does not hold); the tree's changes, looks and erosion are not looked at, only taken
   * from `changes` and `erosion` when the test sets them, as a shell would have observed them.
   */
  advance(seconds = 1, options: { awaited?: boolean } = {}): Action[] {
    this.now += seconds * 1000;
    this.drive([], true, options.awaited === true);
    return wordActions(this.state, (this.last as Interpreted).actions, 'openforge');
  }

  /** One command through the interpreter: `facts` recorded first (numbered by the engine), then, when `advance`, the engine as far as the fake world allows; `awaited`: a `next --wait`. */
  private drive(facts: Fact[], advance: boolean, awaited = false): void {
    const seen: Observations = {
      files: new Map<string, string | null>(),
      changes: this.changes,
      erosion: this.erosion,
      surface: this.surface === undefined ? undefined : null,
      edits: this.surface === undefined ? undefined : new Map(),
      oldCodeLayouts: this.layouts ? new Map() : undefined,
    };
    const world = this.world();
    const run = interpretation(this.state, { now: this.now, invocation: 'openforge', facts, advance, awaited }, worldOf({ warnings: [], ...world }), seen);
    let step = run.next();
    while (step.done !== true) {
      const { method, args, answering } = step.value;
      if (answering?.kind === 'read-surface') this.surfaceReads.push(answering.paths);
      if (answering?.kind === 'lay-out-old-code') this.layoutRequests.push(answering);
      this.answering = answering;
      step = run.next(Reflect.apply(world[method] as (...a: unknown[]) => unknown, world, args));
    }
    this.last = step.value;
    this.state = step.value.state;
  }

  /** The fake world's methods, synchronous: what the interpreter calls. */
  private world(): Partial<Record<RunCall['method'], (...args: never[]) => unknown>> {
    const surface = this.surface;
    // The fake texts stand for both the run's start and the attempt's baseline.
    return {
      readFiles: (paths: readonly string[]) => new Map(paths.map((p) => [p, this.files.get(p) ?? null])),
      ...(surface === undefined
        ? {}
        : {
            surfaceTexts: (since: string, paths: readonly string[]): SurfaceTexts => {
              return { since, files: new Map(paths.map((p) => [p, surface.get(p) ?? { before: undefined, after: undefined }])) };
            },
          }),
      ...(this.layouts
        ? {
            layOutOldCode: (): OldCodeLayout => this.layoutAnswer(this.answering as Extract<Request, { kind: 'lay-out-old-code' }>),
          }
        : {}),
      snapshot: () => undefined,
      writeTasks: (tasks: readonly { path: string; text: string; replace: boolean }[]) => {
        for (const t of tasks) if (t.replace || !this.tasks.has(t.path)) this.tasks.set(t.path, t.text);
      },
      persist: (_state: RunState, events: readonly RunEvent[]) => {
        this.events.push(...events);
        return null;
      },
      writeSummary: (_state: RunState, paths: readonly string[]) => {
        this.summaries.push(...paths);
      },
      eventsAfter: (seq: number) => this.events.filter((e) => e.seq > seq),
    };
  }

  /** The last command's actions as the engine returned them (facts, before the shell words them): what engine tests assert. */
  facts(): EngineAction[] {
    return this.last?.actions ?? [];
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
