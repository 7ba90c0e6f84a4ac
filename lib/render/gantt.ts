// The run as a Mermaid `gantt` chart (docs/design.md#completion): a section per phase, a bar per
// spawn (work attempts, review and fix cycles, refactors) and per gate run, with the real times
// the events recorded; the final verification's gates are a section of their own. Parallel
// phases are sections whose bars overlap on the one time axis.

import type { FinalGateRecord, GateRecord, RunPhase, RunState, SpawnRecord } from '../schema/index.js';
import { gateSpan } from '../gate/log.js';
import { redactSecrets } from '../secrets/index.js';
import { cutAtWord } from '../text/cut.js';
import { attemptNumber, spawnFailure } from './phase-facts.js';

/** Characters of a section name (a phase name) and of a gate command kept in a label. */
const GANTT_NAME_LIMIT = 80;
const GANTT_COMMAND_LIMIT = 40;

type Tag = 'active' | 'done' | 'crit' | 'milestone';

/** The chart's colours: `done` (passed) green, `crit` (failed) red, `active` (running) blue. */
export const GANTT_THEME =
  '%%{init: {"themeVariables": {"doneTaskBkgColor": "#4caf50", "doneTaskBorderColor": "#2e7d32", "critBkgColor": "#e53935", "critBorderColor": "#b71c1c"}}}%%';

/** One bar: a label (raw text), its span in epoch ms, Mermaid's tags. */
interface Bar {
  label: string;
  start: number;
  end: number;
  tags: Tag[];
}

interface Section {
  name: string;
  bars: Bar[];
}

/** Where the gantt grammar or the SVG reads a character as syntax, Mermaid's entity code for it. */
const CODED = /[#;:%&"<>`]/g;

/**
 * Text safe as a gantt section name, task name or title: secrets redacted, whitespace collapsed to
 * one line, cut between words to about `limit`, then every character the grammar reads (`:` ends a task name, `#` and
 * `;` end task data, `%%` starts a comment) or the SVG interprets written as an entity code
 * (`#58;`), which Mermaid shows as the character itself.
 */
function ganttText(text: string, limit = GANTT_NAME_LIMIT): string {
  return cutAtWord(redactSecrets(text), limit).replace(CODED, (c) => `#${c.charCodeAt(0)};`);
}

/**
 * `work 4`, `review 1`, `fix 2, try 2`: work and refactor count the phase's attempts across
 * resumes (the numbering of status, progress and the summary), review and fix their cycle.
 */
function spawnName(phase: RunPhase, s: SpawnRecord): string {
  if (s.role === 'work' || s.role === 'refactor') return `${s.role} ${attemptNumber(phase, s)}`;
  return `${s.role} ${s.cycle}${s.attempt > 1 ? `, try ${s.attempt}` : ''}`;
}

/** What the attempt came to: `passed`, `failed (scope)`, `blocked`, …; `running` in flight. */
function spawnOutcome(phase: RunPhase, s: SpawnRecord): string {
  if (s.outcome === null) return 'running';
  if (s.outcome !== 'accepted') return s.outcome;
  if (s.status === 'BLOCKED') return 'blocked';
  if (s.status === 'ERROR') return 'error';
  const failure = spawnFailure(phase, s);
  if (failure !== null) return `failed (${failure})`;
  return s.verdict === 'FAIL' ? 'FAIL' : s.verdict === 'PASS' ? 'PASS' : 'passed';
}

function spawnTags(phase: RunPhase, s: SpawnRecord): Tag[] {
  if (s.outcome === null) return ['active'];
  if (s.outcome === 'abandoned') return [];
  const bad = s.outcome !== 'accepted' || s.verdict === 'FAIL' || s.status === 'BLOCKED' || s.status === 'ERROR' || spawnFailure(phase, s) !== null;
  return bad ? ['crit'] : ['done'];
}

function gateOutcome(g: GateRecord): string {
  if (g.state === 'pending' || g.state === 'running') return 'running';
  if (g.state === 'failed') return `failed (${g.reason ?? `exit ${g.exitCode ?? '?'}`})`;
  return g.state;
}

function gateTags(g: GateRecord): Tag[] {
  if (g.state === 'pending' || g.state === 'running') return ['active'];
  return g.state === 'passed' ? ['done'] : ['crit'];
}

/** A bar ending at `end`, or — still open — at `openEnd`, marked active while the run goes on. */
function bar(label: string, start: number, end: number | null, tags: Tag[], openEnd: number, running: boolean): Bar {
  const until = end ?? openEnd;
  const shown = end === null && !running ? tags.filter((t) => t !== 'active') : tags;
  return { label, start, end: Math.max(start, until), tags: shown };
}

function gateLabel(g: GateRecord, owner: string | null): string {
  const cut = cutAtWord(redactSecrets(g.command), GANTT_COMMAND_LIMIT);
  return `gate ${cut}${owner === null ? '' : ` (${owner})`} · ${gateOutcome(g)}`;
}

/** An approval phase: the first round from the phase's start to its answer; later rounds as the answer's moment. */
function approvalBars(phase: RunPhase, openEnd: number, running: boolean): Bar[] {
  const bars = phase.decisions.map((d, i): Bar => {
    const label = `approval ${d.round} · ${d.decision === 'approve' ? 'approved' : 'rejected'}`;
    const tags: Tag[] = [d.decision === 'approve' ? 'done' : 'crit'];
    if (i === 0 && phase.startedAt !== null) return bar(label, phase.startedAt, d.at, tags, openEnd, running);
    return { label, start: d.at, end: d.at, tags: [...tags, 'milestone'] };
  });
  if (phase.status === 'waiting-approval') {
    const asked = phase.lastEvent?.type === 'approval-requested' ? phase.lastEvent.at : phase.startedAt;
    if (asked !== null) bars.push(bar(`approval ${phase.round} · waiting`, asked, null, ['active'], openEnd, running));
  }
  return bars;
}

function phaseSection(state: RunState, phase: RunPhase, openEnd: number, running: boolean): Section {
  const bars = [
    ...phase.spawns.map((s) => bar(`${spawnName(phase, s)} · ${spawnOutcome(phase, s)}`, s.issuedAt, s.finishedAt, spawnTags(phase, s), openEnd, running)),
    ...phase.gates.map((g) => gateBar(g, gateLabel(g, null), openEnd, running)),
    ...(phase.kind === 'approval' ? approvalBars(phase, openEnd, running) : []),
  ];
  const esc = state.escalation;
  if (esc !== null && esc.phase === phase.name) bars.push({ label: `escalated · ${esc.reason}`, start: esc.at, end: esc.at, tags: ['crit', 'milestone'] });
  return { name: phase.name, bars };
}

/** A gate's bar: when its log says it ran (not when issued), else from its issue to its verdict. */
function gateBar(g: GateRecord, label: string, openEnd: number, running: boolean): Bar {
  const span = gateSpan(g);
  return bar(label, span.from, span.to, gateTags(g), openEnd, running);
}

function finalSection(gates: readonly FinalGateRecord[], openEnd: number, running: boolean): Section {
  return { name: 'final verification', bars: gates.map((g) => gateBar(g, gateLabel(g, g.phase), openEnd, running)) };
}

/** Sections in phase order, bars by start time (stable), the final verification last; empty sections left out. */
function sections(state: RunState, now: number): Section[] {
  const running = state.finishedAt === null;
  const openEnd = state.finishedAt ?? now;
  const all = state.phases.map((p) => phaseSection(state, p, openEnd, running));
  if (state.verification !== undefined) all.push(finalSection(state.verification.gates, openEnd, running));
  return all
    .map((s) => ({ ...s, bars: [...s.bars].sort((a, b) => a.start - b.start) }))
    .filter((s) => s.bars.length > 0);
}

/**
 * A Mermaid `gantt` of the run: times as epoch ms (`dateFormat x`, exact and free of time zones),
 * task ids by position (`a1`, `a2`, …), never names; every name goes through `ganttText`. Bars
 * still open end at the run's finish, or at `now` marked `active` while it runs; failed attempts
 * (a failed gate, a scope failure, a FAIL verdict, BLOCKED, ERROR) and gates are `crit`, passed ones `done` (green). A run with nothing started yet shows its start as a milestone.
 */
export function renderRunGantt(state: RunState, now: number): string {
  const drawn = sections(state, now);
  if (drawn.length === 0) drawn.push({ name: 'run', bars: [{ label: 'started', start: state.createdAt, end: state.createdAt, tags: ['milestone'] }] });
  const starts = drawn.flatMap((s) => s.bars.map((b) => b.start));
  const ends = drawn.flatMap((s) => s.bars.map((b) => b.end));
  const span = Math.max(...ends) - Math.min(...starts);
  const title = (state.prd.title ?? '').trim();
  // Passed bars green, failed ones red (Mermaid draws `done` grey by default).
  const lines = [GANTT_THEME, 'gantt'];
  if (title !== '') lines.push(`  title ${ganttText(title)}`);
  lines.push('  dateFormat x', `  axisFormat ${span < 10 * 60_000 ? '%H:%M:%S' : '%H:%M'}`, '  todayMarker off');
  let id = 0;
  for (const section of drawn) {
    lines.push(`  section ${ganttText(section.name) || '-'}`);
    for (const b of section.bars) {
      id += 1;
      const tags = b.tags.length === 0 ? '' : `${b.tags.join(', ')}, `;
      lines.push(`    ${ganttText(b.label, GANTT_NAME_LIMIT + GANTT_COMMAND_LIMIT)} :${tags}a${id}, ${b.start}, ${b.end}`);
    }
  }
  return lines.join('\n') + '\n';
}
