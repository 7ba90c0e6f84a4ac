import type { CostForecast, Plan, PlanHandover, PlannedPhase } from '../schema/index.js';
import { collapsedBlanks } from '../text/shown.js';
import { renderExecApprovals } from './exec-approvals.js';
import { renderCounts, renderDiagnostics } from './diagnostics.js';

function modelText(phase: Pick<PlannedPhase, 'model'>): string {
  const m = phase.model;
  if (m.source === 'none') return '-';
  if (m.id === null) return `${m.requested ? `${m.requested} → ` : ''}agent default${m.fallback ? ' (fallback: no model for this tier)' : ''}`;
  const fallback = m.fallback ? ` (fallback: ${m.requested ?? '?'} unavailable)` : '';
  return `${m.tier ? `${m.tier} → ` : ''}${m.id}${fallback}`;
}

/** ` (in pkg)` for a gate run in a phase's `Workdir:`, else nothing. */
const inFolder = (workdir: string | undefined): string => (workdir === undefined ? '' : ` (in ${workdir})`);

function gateText(phase: PlannedPhase): string {
  const g = phase.gate;
  if (phase.kind === 'checkpoint') {
    const gates = phase.checkpointGates.map((c) => `\`${c.command}\` (${c.phase}${c.workdir === undefined ? '' : `, in ${c.workdir}`})`);
    return `re-runs ${gates.length > 0 ? gates.join(', then ') : 'no gate (none so far)'} + erosion check`;
  }
  if (g.kind === 'none') return 'none';
  if (g.kind === 'description') return `description: ${g.description ?? ''}`;
  return g.commands.map((c) => `${c.verdict} \`${c.command}\``).join(', then ') + inFolder(phase.workdir);
}

/** The other models an agent phase may run on: the last retry's (when it differs) and a review's fixer. */
function otherModelsText(phase: PlannedPhase): string {
  if (phase.kind !== 'agent') return '';
  const same = phase.tierUp.id === phase.model.id && phase.tierUp.tier === phase.model.tier;
  const up = same ? '' : `  last retry: ${modelText({ model: phase.tierUp })}`;
  const fix = phase.fix === null ? '' : `  fix: ${modelText(phase.fix)}${phase.fix.phase === null ? '' : ` (from ${phase.fix.phase})`}`;
  return up + fix;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

const usd = (n: number): string => `$${n < 1 ? n.toFixed(4) : n.toFixed(2)}`;
const thousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The cost forecast: budgets, spawns and price per model, and the bounds the prices give. */
export function renderCostForecast(f: CostForecast): string[] {
  const budgets = [f.maxTokens === null ? null : `max-tokens ${thousands(f.maxTokens)}`, f.maxCost === null ? null : `max-cost ${usd(f.maxCost)}`].filter((b) => b !== null);
  const lines = [
    `Cost (${f.currency}, as OpenClaw prices): ${budgets.length === 0 ? 'no token or money budget' : budgets.join(', ')}` +
      `${f.usageRead ? '' : ' · no OpenClaw Gateway configured: a run cannot read its sub-agents\' usage'}`,
  ];
  for (const m of f.models) {
    const price = m.price === null ? 'no price in the OpenClaw config' : `${usd(m.price.input)} in / ${usd(m.price.output)} out per 1M tokens`;
    lines.push(`  ${m.model ?? '(agent default)'}: spawns best ${m.spawns.best}, worst ${m.spawns.worst} · ${price}`);
  }
  if (f.maxTokensCostAtMost !== null && f.maxTokens !== null) lines.push(`  max-tokens costs at most ${usd(f.maxTokensCostAtMost)} (every token at the dearest rate in play)`);
  if (f.maxCostTokensAtLeast !== null && f.maxCost !== null) lines.push(`  max-cost buys at least ${thousands(f.maxCostTokensAtLeast)} tokens (every token at the dearest rate in play)`);
  return lines;
}

/** Human output of `openforge plan`: waves, one line per phase, budgets, writes, diagnostics. */
/** How the children would hand over their results on this host. */
function handoverText(h: PlanHandover): string {
  return h.mode === 'collectors'
    ? 'Hand-over: collectors (OpenClaw Swarm: each child is collected with agents_wait, and still writes its result file)'
    : `Hand-over: result files and next --wait (no collectors: ${h.why ?? 'not available'})`;
}

export function renderPlan(plan: Plan): string {
  const byName = new Map(plan.phases.map((p) => [p.name, p]));
  const nameWidth = Math.min(28, plan.phases.reduce((width, p) => Math.max(width, p.name.length), 8));
  const lines: string[] = [];
  lines.push(`PRD: ${plan.title ?? '(untitled)'} (${plan.file})`);
  // `validate` counts the PRD's phases; the plan's count includes what the horizon inserted: both said.
  const written = new Set(plan.phases.map((p) => p.origin ?? p.name)).size;
  const counted = `${plan.phases.length} phases${written === plan.phases.length ? '' : ` (${written} in the PRD)`}`;
  lines.push(
    `${counted} in ${plan.waves.length} waves · horizon ${plan.horizon.steps} steps: ${plan.horizon.mode}` +
      `${plan.horizon.inserted.length > 0 ? ` (inserted ${plan.horizon.inserted.join(', ')})` : ''}` +
      ` · sub-agent spawns: best ${plan.spawns.best}, worst ${plan.spawns.worst}, limit ${plan.spawns.limit}` +
      ` · max-parallel ${plan.maxParallel}`,
  );
  const d = plan.dispatch;
  lines.push(
    `dispatch: each phase starts as soon as its prerequisites pass (waves below are a view) · expected makespan ${d.makespan} phase${d.makespan === 1 ? '' : 's'}` +
      ` · critical path ${d.criticalLength}: ${d.criticalPath.join(' → ') || '-'}`,
    `start order: ${d.order.join(', ') || '-'}`,
  );
  plan.waves.forEach((wave, i) => {
    lines.push('', `wave ${i + 1}${wave.length > 1 ? ` (${wave.length} in parallel)` : ''}`);
    for (const name of wave) {
      const phase = byName.get(name);
      if (phase === undefined) continue;
      const kind = phase.kind === 'agent' ? phase.type : phase.kind;
      lines.push(`  ${pad(name, nameWidth)}  ${pad(kind, 10)}  model: ${modelText(phase)}${otherModelsText(phase)}  gate: ${gateText(phase)}`);
    }
  });
  if (plan.baselineGates !== undefined) {
    lines.push('', `Test baseline: before the first spawn, ${plan.baselineGates.length} gate run${plan.baselineGates.length === 1 ? '' : 's'} on the untouched tree (later runs must keep its tests):`);
    for (const gate of plan.baselineGates) lines.push(`  ${gate.phase}: ${gate.command}${inFolder(gate.workdir)}`);
  }
  if (plan.confirmGates.length > 0) {
    lines.push('', `Gates to confirm: \`run\` asks once, before anything runs, to confirm these exactly as they will run:`);
    for (const gate of plan.confirmGates) {
      lines.push(`  ${gate.phase}: ${collapsedBlanks(gate.runs)}${inFolder(gate.workdir)}`);
      for (const l of gate.outsideConfig ?? []) lines.push(`    ${l.runner} also takes, from outside the project, ${l.file}:${l.line}: ${l.text}`);
    }
  }
  if (plan.execApprovals !== undefined) lines.push('', ...renderExecApprovals(plan.execApprovals));
  if (plan.handover !== undefined) lines.push('', handoverText(plan.handover));
  if (plan.costForecast !== undefined) lines.push('', ...renderCostForecast(plan.costForecast));
  lines.push('', `A run would write (nothing is written by plan):`);
  for (const path of plan.writes) lines.push(`  ${path}`);
  const diagnostics = renderDiagnostics(plan.file, plan.diagnostics);
  if (diagnostics.length > 0) {
    lines.push('');
    for (const line of diagnostics) lines.push(line);
  }
  lines.push(
    '',
    plan.valid
      ? `plan ok (${renderCounts(plan.diagnostics)})`
      : `plan has errors (${renderCounts(plan.diagnostics)}): \`openforge run\` would refuse this PRD until they are fixed`,
  );
  return lines.join('\n') + '\n';
}
