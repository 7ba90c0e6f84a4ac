// What the run commands share: the clock, how the agent calls us, finding a run by id
// (through the index, else under --cwd), and the locked load → change → advance → save cycle.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { quote } from 'shell-quote';
import {
  loadRun,
  openforgeHome,
  readObserved,
  readRunIndex,
  runDirectory,
  saveRun,
  withLockAsync,
  writeTextFile,
  type RunContract,
  type RunIndexEntry,
} from '../../lib/io/index.js';
import {
  advanceRun,
  applyEvent,
  changesDue,
  erosionDue,
  filesToObserve,
  type Advanced,
  type ChangeObservation,
  type CommandOutcome,
  type ErosionObservation,
  type Fact,
} from '../../lib/run/index.js';
import { renderRunSummary } from '../../lib/render/index.js';
import { schemaProblems } from '../../lib/schema/problems.js';
import { RUN_STATE_CONTRACT } from '../../lib/schema/run-state-contract.generated.js';
import type { NextReport } from '../../lib/schema/actions.js';
import type { RunEvent, RunState } from '../../lib/schema/run.js';
import { SCHEMA_VERSION } from '../../lib/schema/version.js';
import type { StartedCommand } from './args.js';
import { type CliContext, EXIT } from './context.js';
import { reportUsage } from './usage.js';

/**
 * The run contracts of these scripts. Both validators are big generated code, loaded only
 * when needed: a state.json whose digest vouches for it needs neither.
 */
export const RUN_CONTRACT: RunContract = {
  stateContract: RUN_STATE_CONTRACT,
  async stateValidator() {
    const { validateRunState } = await import('../../lib/schema/run-state-validator.generated.js');
    return (value: unknown) => schemaProblems(validateRunState, value);
  },
  async eventValidator() {
    const { validateRunEvent } = await import('../../lib/schema/run-event-validator.generated.js');
    return (value: unknown) => schemaProblems(validateRunEvent, value);
  },
};

/** The clock: `OPENFORGE_NOW` (epoch ms or an ISO date; for tests and simulations), else the system clock. */
export function clock(ctx: CliContext): number {
  const fixed = ctx.env.OPENFORGE_NOW;
  if (fixed !== undefined && fixed !== '') {
    const n = /^\d+$/.test(fixed) ? Number(fixed) : Date.parse(fixed);
    if (Number.isFinite(n)) return n;
  }
  return Date.now();
}

/** How the agent runs us, for commands we hand it (e.g. the approval answer). */
export function invocation(ctx: CliContext): string {
  return ctx.self === undefined ? 'openforge' : `node ${quote([ctx.self])}`;
}

export const lockOptions = (ctx: CliContext) => ({ now: () => Date.now(), pid: ctx.pid ?? 0 });

export interface LocatedRun {
  runId: string;
  runDir: string;
  entry: RunIndexEntry | null;
}

/**
 * A run by id (or the latest in the index when `runId` is undefined). The index maps ids to
 * working directories; `--cwd` (default: the current directory) is the fallback.
 */
export function locateRun(command: string, runId: string | undefined, cwdOption: string | undefined, ctx: CliContext, json: boolean): LocatedRun | number {
  const home = openforgeHome(ctx.env, ctx.homeDir);
  const index = readRunIndex(home);
  if (runId === undefined) {
    const latest = index.entries.at(-1);
    if (latest === undefined) {
      reportUsage(ctx, json, `${command}: no runs yet${index.problem === null ? '' : ` (${index.problem})`}. Start one with \`openforge run PRD --cwd DIR\`.`, 'input');
      return EXIT.usage;
    }
    const dir = runDirectory(latest.cwd, latest.runId);
    if (!dir.ok) {
      reportUsage(ctx, json, `${command}: ${dir.message}`, 'input');
      return EXIT.usage;
    }
    return { runId: latest.runId, runDir: dir.path, entry: latest };
  }
  const entry = [...index.entries].reverse().find((e) => e.runId === runId) ?? null;
  const cwd = cwdOption !== undefined ? resolve(ctx.cwd, cwdOption) : (entry?.cwd ?? ctx.cwd);
  const dir = runDirectory(cwd, runId);
  if (dir.ok && existsSync(join(dir.path, 'events.jsonl'))) return { runId, runDir: dir.path, entry };
  const known = index.entries.map((e) => e.runId).reverse().slice(0, 20);
  const why = dir.ok ? `no run \`${runId}\` in ${join(cwd, '.openforge', 'runs')} or the run index` : dir.message;
  reportUsage(
    ctx,
    json,
    `${command}: ${why}. Known runs (newest first): ${known.length === 0 ? '(none)' : known.join(', ')}. Run \`openforge list\`.`,
    'input',
  );
  return EXIT.usage;
}

/** `locateRun` with the command's `--cwd` option. */
export function locateFromArgs(command: string, runId: string | undefined, parsed: StartedCommand, ctx: CliContext): LocatedRun | number {
  const cwd = typeof parsed.values.cwd === 'string' ? parsed.values.cwd : undefined;
  return locateRun(command, runId, cwd, ctx, parsed.json);
}

/**
 * A pure command's outcome as a `runCycle` change: unknown ids exit 2 and refusals exit 1,
 * both with the reason; otherwise the facts to record and `result(applied, facts)`.
 */
export function outcomeChange<T>(
  command: string,
  ctx: CliContext,
  json: boolean,
  outcome: CommandOutcome,
  result: (applied: boolean, facts: readonly Fact[]) => T,
): { facts: Fact[]; result: T } | { error: number } {
  if (outcome.kind === 'unknown' || outcome.kind === 'refuse') {
    reportUsage(ctx, json, `${command}: ${outcome.message}`, 'input');
    return { error: outcome.kind === 'unknown' ? EXIT.usage : EXIT.findings };
  }
  const facts = outcome.kind === 'apply' ? outcome.facts : [];
  return { facts, result: result(outcome.kind === 'apply', facts) };
}

export type Change<T> = (state: RunState) => { facts: Fact[]; result: T } | { error: number };

export interface Cycle<T> {
  state: RunState;
  advanced: Advanced | null;
  result: T;
  warnings: string[];
}

function numbered(state: RunState, facts: readonly Fact[], now: number): { state: RunState; events: RunEvent[] } {
  let s = state;
  const events: RunEvent[] = [];
  for (const fact of facts) {
    const event = { ...fact, seq: s.seq + 1, at: now } as RunEvent;
    s = applyEvent(s, event);
    events.push(event);
  }
  return { state: s, events };
}

/** At most this many engine passes per command (each may make new observations due). */
const MAX_PASSES = 3;

/**
 * Let the engine advance as far as the files allow: it reads results and gate logs; the
 * working tree is snapshotted and measured only when a scope check or erosion check is due,
 * which may take a second pass in the same command. Then snapshot the tree for every spawn
 * issued (its attempt's baseline).
 */
async function advanceWithObservations(state: RunState, runDir: string, ctx: CliContext, now: number): Promise<{ advanced: Advanced; warnings: string[] }> {
  // The tree snapshot, scope and erosion code loads only when a result needs it or a spawn
  // is issued: a `next` that finds nothing new stays small.
  type Observer = { observe: typeof import('./observe.js'); ws: import('./observe.js').Workspace };
  const lazy: { observer: Observer | null } = { observer: null };
  const observing = async (): Promise<Observer> => {
    if (lazy.observer === null) {
      const observe = await import('./observe.js');
      lazy.observer = { observe, ws: new observe.Workspace(state, join(runDir, 'baseline')) };
    }
    return lazy.observer;
  };
  let current = state;
  const events: RunEvent[] = [];
  const effects: Advanced['effects'] = [];
  const issued = new Set<string>();
  let last: Advanced | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const files = readObserved(filesToObserve(current));
    let changes = new Map<string, ChangeObservation>();
    let erosion = new Map<string, ErosionObservation>();
    if (changesDue(current, files).length > 0 || erosionDue(current).length > 0) {
      const { observe, ws } = await observing();
      changes = observe.observeChanges(current, ws, files);
      erosion = await observe.observeErosion(current, ws, files);
    }
    last = advanceRun(current, { now, files, invocation: invocation(ctx), changes, erosion, issued });
    current = last.state;
    events.push(...last.events);
    effects.push(...last.effects);
    for (const e of last.events) if (e.type === 'spawn-issued' || e.type === 'gate-issued') issued.add(e.actionId);
    // Results just read were ingested; a new pass is needed only for observations that became due.
    const moreDue = changesDue(current, files).some((d) => !changes.has(d.spawn.actionId)) || erosionDue(current).some((d) => !erosion.has(d.spawn.actionId));
    if (!moreDue || current.status !== 'running') break;
  }
  if (events.some((e) => e.type === 'spawn-issued')) {
    const { observe, ws } = await observing();
    await observe.recordBaselines(current, ws, events);
  }
  const advanced: Advanced = { state: current, events, actions: last?.actions ?? [], effects };
  return { advanced, warnings: lazy.observer?.ws.warnings ?? [] };
}

/**
 * Under the run lock: load the state, apply `change`, then (when `advance`) let the engine
 * read the files it watches and move on; append the events, write the snapshot and the summary.
 */
export async function runCycle<T>(
  command: string,
  located: LocatedRun,
  ctx: CliContext,
  json: boolean,
  change: Change<T>,
  advance: boolean,
): Promise<Cycle<T> | number> {
  const now = clock(ctx);
  const locked = await withLockAsync(
    located.runDir,
    async (): Promise<Cycle<T> | number> => {
      const loaded = await loadRun(located.runDir, RUN_CONTRACT);
      if (!loaded.ok) {
        reportUsage(ctx, json, `${command}: ${loaded.message}`, 'input');
        return EXIT.usage;
      }
      const changed = change(loaded.state);
      if ('error' in changed) return changed.error;
      const first = numbered(loaded.state, changed.facts, now);
      let state = first.state;
      let events = first.events;
      let advanced: Advanced | null = null;
      const warnings = [...loaded.warnings];
      if (advance) {
        const observed = await advanceWithObservations(state, located.runDir, ctx, now);
        advanced = observed.advanced;
        warnings.push(...observed.warnings);
        state = advanced.state;
        events = [...events, ...advanced.events];
      }
      const saved = saveRun(located.runDir, events, state, loaded.rebuilt || !loaded.vouched, RUN_CONTRACT.stateContract);
      if (!saved.ok) {
        reportUsage(ctx, json, `${command}: ${saved.message}`, 'input');
        return EXIT.usage;
      }
      // The summary is written after the events: a command killed in between leaves a
      // completed run without it, so any later command on the run writes it then.
      const summaryPaths = new Set((advanced?.effects ?? []).map((e) => e.path));
      const runSummary = join(located.runDir, 'summary.md');
      if (state.status === 'completed' && state.summaryFile !== null && (!existsSync(state.summaryFile) || !existsSync(runSummary))) {
        summaryPaths.add(state.summaryFile);
      }
      if (summaryPaths.size > 0) {
        const summary = renderRunSummary(state, now);
        for (const path of [...summaryPaths, runSummary]) {
          const written = writeTextFile(path, summary);
          if (!written.ok) warnings.push(written.message);
        }
      }
      return { state, advanced, result: changed.result, warnings };
    },
    lockOptions(ctx),
  );
  if (!locked.ok) {
    reportUsage(ctx, json, `${command}: ${locked.message}`, 'input');
    return EXIT.usage;
  }
  return locked.value;
}

/** The NextReport of a cycle. */
export function nextReport(cycle: Cycle<unknown>, extra: { created?: boolean } = {}): NextReport {
  const report: NextReport = {
    schemaVersion: SCHEMA_VERSION,
    runId: cycle.state.runId,
    status: cycle.state.status,
    runDir: cycle.state.runDir,
    actions: cycle.advanced?.actions ?? [],
    warnings: cycle.warnings,
  };
  if (extra.created !== undefined) report.created = extra.created;
  return report;
}

/** Exit code of a run report: halted runs are findings (1). */
export const runExit = (status: RunState['status']): number =>
  status === 'needs-human' || status === 'cancelled' ? EXIT.findings : EXIT.ok;

/** Human output of a NextReport: one block per action. */
export function renderNext(report: NextReport): string {
  const lines = [`run ${report.runId}: ${report.status}`];
  for (const w of report.warnings) lines.push(`warning: ${w}`);
  for (const a of report.actions) {
    switch (a.kind) {
      case 'spawn':
        lines.push(
          `spawn ${a.id}: sessions_spawn label=${JSON.stringify(a.spawn.label)} model=${a.spawn.model ?? '(agent default)'} ` +
            `runTimeoutSeconds=${a.spawn.runTimeoutSeconds}; result → ${a.resultFile}`,
          '  (use --json for the task text)',
        );
        break;
      case 'gate':
        lines.push(`gate ${a.id}: exec workdir=${a.exec.workdir} timeoutSeconds=${a.exec.timeoutSeconds}`, `  ${a.exec.command}`);
        break;
      case 'ask':
        lines.push(`ask ${a.id}: ${a.question}`, `  approve: ${a.approve}`, `  reject:  ${a.reject}`);
        break;
      case 'wait':
        lines.push(`wait: ${a.reason}${a.waitingFor.length > 0 ? ` (${a.waitingFor.join(', ')})` : ''}`);
        break;
      case 'escalate':
      case 'complete':
        lines.push(a.message.trimEnd());
        break;
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Print a NextReport (JSON or human) and return its exit code. */
export function printNext(ctx: CliContext, json: boolean, report: NextReport): number {
  ctx.stdout(json ? `${JSON.stringify(report, null, 2)}\n` : renderNext(report));
  return runExit(report.status);
}
