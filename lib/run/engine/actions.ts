// The actions the agent carries out: a spawn with exactly `sessions_spawn`'s arguments and
// its task text, a gate with exactly `exec`'s arguments, and the approval question.

import { quote } from 'shell-quote';
import { buildGateExec } from '../../gate/exec.js';
import { pinGuard } from '../../gate/pin-guard.js';
import type { SpawnArguments } from '../../schema/actions.js';
import type { EngineAsk, EngineGate, EngineSpawn } from './engine-actions.js';
import type { GateCheck } from '../../schema/gate.js';
import type { RunModel, RunPhase, RunState, SpawnRecord, GateRecord, RunGateCommand } from '../../schema/run.js';
import { composeFixTask, composePhaseTask, composeRefactorTask, composeReviewTask, leftoversSection, reviewSurfaceSection, type AcceptanceQuestion, type PreviousFailure, type PriorSummary, type ReviewSurface } from '../../task/index.js';
import { redactSecrets } from '../../secrets/index.js';
import { gateFolder, noteFilePath } from '../model/keys.js';
import { reviewSurface } from '../evidence/surface-sections.js';
import { leftoverSurface } from '../evidence/test-surface.js';
import type { SurfaceTexts } from '../model/observed.js';
import { runStartSnapshot } from '../evidence/test-surface.js';
import { commandsFor, maxAttempts } from '../model/phase-lookup.js';
import { collectorSpawnFields, usesCollectors } from '../host/collectors.js';
import { phaseSummaryText } from '../../text/phase-summary.js';

/** How the agent invokes the scripts, e.g. `node /home/u/.openclaw/workspace/skills/openforge/scripts/openforge.cjs`. */
export type Invocation = string;

const tierName = (m: RunModel): string => m.tier ?? m.id ?? 'agent default';

/** Passed phases' summaries, oldest first: the context later phases get. */
function priorSummaries(state: RunState): PriorSummary[] {
  return state.phases
    .filter((p) => p.status === 'passed' && p.finishedAt !== null)
    .sort((a, b) => (a.finishedAt ?? 0) - (b.finishedAt ?? 0))
    .flatMap((p) => {
      const summary = phaseSummaryText(p);
      return summary === null ? [] : [{ phase: p.name, summary }];
    });
}

/** Why the attempt before `attempt` failed (same role, cycle and generation), or the rejection note. */
function previousFailure(p: RunPhase, attempt: number): PreviousFailure | undefined {
  const last = p.failures
    .filter((f) => f.generation === p.generation && f.role === p.role && f.cycle === p.cycle && f.attempt < attempt)
    .at(-1);
  const resumed = p.resumed === undefined ? {} : { resumed: p.resumed };
  if (last !== undefined) {
    return { reason: last.failure, gateTail: last.gateTail ?? undefined, findings: last.findings, ...resumed };
  }
  if (p.context !== null) return { reason: p.context, ...resumed };
  // Resumed with no failure since: the escalation and the answer say it all.
  if (p.resumed !== undefined) return { reason: '', ...resumed };
  return undefined;
}

/** The model for the next spawn of `p`: one tier up on the last retry. */
export function nextSpawnModel(p: RunPhase, attempt: number): RunModel {
  if (p.role === 'fix') return p.fixModel ?? p.model;
  return attempt === maxAttempts(p) && attempt > 1 ? p.modelUp : p.model;
}

/** The question when `spawn` follows a result of its attempt whose acceptance was asked about. */
function acceptanceQuestion(p: RunPhase, spawn: Pick<SpawnRecord, 'actionId'>): AcceptanceQuestion | undefined {
  const before = p.spawns[p.spawns.findIndex((s) => s.actionId === spawn.actionId) - 1];
  const ask = before === undefined ? undefined : (p.acceptanceAsks ?? []).find((a) => a.of === before.actionId && a.generation === p.generation);
  return ask === undefined || before === undefined ? undefined : { resultFile: before.resultFile, criteria: ask.criteria };
}

/** The task text of the spawn `spawn` of phase `p`, with what it must hear about the checks (docs/design.md#test-baseline). */
export function composeTask(state: RunState, p: RunPhase, spawn: Pick<SpawnRecord, 'actionId' | 'attempt' | 'cycle' | 'role' | 'model' | 'resultFile'>, surface?: SurfaceTexts | null): string {
  const text = composeRoleTask(state, p, spawn);
  // The diffs only from the run's start: texts read against another snapshot are not used.
  const texts = surface !== null && surface !== undefined && surface.since === runStartSnapshot(state) ? surface : undefined;
  return surfaceSection(text, spawn.role === 'review' ? reviewSurface(state, texts) : null, spawn.role !== 'review' && spawn.attempt > 1 && spawn.role !== 'fix' ? leftoverSurface(p) : []);
}

/** The task text with its section about the checks: a review's changes and diffs, or what an earlier attempt left changed. */
function surfaceSection(text: string, review: ReviewSurface | null, leftovers: string[]): string {
  const extra = review !== null ? reviewSurfaceSection(review) : leftovers.length > 0 ? leftoversSection(leftovers) : null;
  return extra === null ? text : `${text.trimEnd()}\n\n${extra}\n`;
}

function composeRoleTask(state: RunState, p: RunPhase, spawn: Pick<SpawnRecord, 'actionId' | 'attempt' | 'cycle' | 'role' | 'model' | 'resultFile'>): string {
  const prd = { title: state.prd.title, objective: state.prd.objective };
  const common = {
    prd,
    runId: state.runId,
    workdir: state.cwd,
    resultFile: spawn.resultFile,
    timeoutSeconds: p.timeoutSeconds,
    tier: tierName(spawn.model),
  };
  if (spawn.role === 'review') {
    return composeReviewTask({
      ...common,
      phase: p,
      cycle: spawn.cycle,
      history: p.reviews,
      priorSummaries: priorSummaries(state),
      summaryBudgetBytes: state.settings.summaryBudgetBytes,
      previousFailure: previousFailure(p, spawn.attempt),
    });
  }
  if (spawn.role === 'refactor') {
    const check = p.erosionChecks.filter((c) => c.role === 'work').at(-1);
    return composeRefactorTask({
      ...common,
      phase: p.name,
      offenders: check?.offenders ?? [],
      massBefore: check?.before ?? 0,
      massAfter: check?.after ?? 0,
      threshold: state.settings.ccThreshold,
      files: p.files,
      gateCommands: p.gateCommands.map((g) => g.command),
      ...gateWorkdirOf(state, p.gateCommands),
      previousFailure: previousFailure(p, spawn.attempt),
    });
  }
  if (spawn.role === 'fix') {
    return composeFixTask({
      ...common,
      reviewPhase: p.name,
      cycle: spawn.cycle,
      findings: p.reviews.at(-1)?.findings ?? [],
      files: p.fixFiles,
      gateCommands: p.fixGateCommands.map((g) => g.command),
      ...gateWorkdirOf(state, p.fixGateCommands),
      previousFailure: previousFailure(p, spawn.attempt),
    });
  }
  return composePhaseTask({
    ...common,
    phase: p,
    attempt: spawn.attempt,
    maxAttempts: maxAttempts(p),
    priorSummaries: priorSummaries(state),
    summaryBudgetBytes: state.settings.summaryBudgetBytes,
    previousFailure: previousFailure(p, spawn.attempt),
    question: acceptanceQuestion(p, spawn),
    gateCommands: p.gateCommands.map((g) => g.command),
    ...gateWorkdirOf(state, p.gateCommands),
    gateDescription: p.gateDescription,
  });
}

/** `{ gateWorkdir }` when a task's gates run in a phase's `Workdir:` (all of one phase's gates share it). */
function gateWorkdirOf(state: RunState, commands: readonly RunGateCommand[]): { gateWorkdir?: string } {
  const first = commands.find((c) => c.workdir !== undefined);
  return first === undefined ? {} : { gateWorkdir: gateFolder(state.cwd, first) };
}

export function spawnAction(state: RunState, p: RunPhase, spawn: SpawnRecord, task: string): EngineSpawn {
  const args: SpawnArguments = {
    task,
    label: `openforge ${spawn.actionId}`.slice(0, 64),
    runTimeoutSeconds: spawn.timeoutSeconds,
  };
  if (spawn.model.id !== null) args.model = spawn.model.id;
  // On a host with collectors: a Swarm collector child, labelled with the action id (docs/design.md#collectors).
  if (usesCollectors(state)) Object.assign(args, collectorSpawnFields(state, spawn.actionId));
  return { id: spawn.actionId, kind: 'spawn', phase: p.name, role: spawn.role, attempt: spawn.attempt, spawn: args, resultFile: spawn.resultFile };
}

/** The gate command for `index` of the current attempt's gate list. */
export function gateCommandAt(p: RunPhase, index: number): ReturnType<typeof commandsFor>[number] | undefined {
  const commands = p.kind === 'checkpoint' || p.handoff ? p.gateCommands : commandsFor(p);
  return commands[index];
}

/** The exec action of a gate record; null when the command cannot be built (never for a validated gate). */
export function gateAction(state: RunState, p: RunPhase, gate: GateRecord, shellGate: boolean, argv: string[] | null, root = state.cwd): EngineGate | null {
  const check: GateCheck = { command: gate.command, shellGate, verdict: 'ok', argv, program: null, diagnostics: [] };
  // The paths it names and its Workdir, checked again right before it runs (docs/design.md#gates).
  const guard = pinGuard(gate.pins ?? [], gate.workdirReal);
  const built = buildGateExec({ check, logFile: gate.logFile, workdir: gateFolder(root, gate), timeoutSeconds: gate.timeoutSeconds, guard });
  if (!built.ok) return null;
  return { id: gate.actionId, kind: 'gate', phase: p.name, exec: { ...built.exec }, logFile: gate.logFile };
}

/** The approval `ask` of `p`: what the phase asks and where a rejection sends the run back to (lib/render words the question). */
export function askAction(state: RunState, p: RunPhase, invocation: Invocation): EngineAsk {
  const back = p.onReject ?? (p.dependsOn.length > 0 ? p.dependsOn.join(', ') : null);
  // The commands run byte-exact, so a phase whose name holds a secret, or was kept redacted
  // (lib/run/fold/redact-frozen.ts), is named by its key there.
  const plain = redactSecrets(p.name) === p.name && !p.name.includes('[REDACTED:');
  const base = `${invocation} decide ${quote([state.runId, plain ? p.name : p.key])}`;
  const id = `${p.key}.ask${Math.max(1, p.round)}`;
  const noteFile = noteFilePath(state.runDir, id);
  return {
    id,
    kind: 'ask',
    phase: p.name,
    asks: { code: 'approval', tasks: p.tasks.map((t) => t.text), back },
    approve: `${base} approve`,
    reject: `${base} reject --note-file ${quote([noteFile])}`,
    noteFile,
  };
}
