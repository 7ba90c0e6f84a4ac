// The one confirmation a run starts with: every gate with verdict `confirm`, listed
// exactly as the shell will run it, in one `ask` before anything is spawned or run.
// Approving records `gates-confirmed`; refusing cancels the run.

import { quote } from 'shell-quote';
import { visibleText } from '../../gate/constructs.js';
import { printsEnvironment } from '../../gate/environment-dump.js';
import { collapsedBlanks } from '../../text/shown.js';
import type { AskAction } from '../../schema/actions.js';
import type { RunConfirmGate, RunState } from '../../schema/run.js';
import type { CommandOutcome } from '../model/observed.js';
import type { Invocation } from './actions.js';
import { noteFilePath } from '../model/keys.js';

/** Whether the run waits for the user to confirm its gates: nothing is derived or issued meanwhile. */
export function awaitingGateConfirmation(state: RunState): boolean {
  return state.status === 'running' && (state.confirmGates?.length ?? 0) > 0 && (state.gatesConfirmedAt ?? null) === null;
}

/**
 * One command as the question shows it, as it will run: in a fenced code block (longer than
 * any backtick run inside, so nothing in the command can close it, and a Markdown chat
 * renders no link, HTML or comment from it), every code point outside printable ASCII
 * written as the visible escape `\u{…}`, and a note when the command holds one.
 */
function shownCommand(runs: string): string {
  const escaped = visibleText(runs);
  // However it is padded, the whole command stays on screen: long blank runs as counts.
  const visible = collapsedBlanks(escaped);
  const longest = Math.max(0, ...[...visible.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const notes = [
    ...(escaped === runs ? [] : ['\n(characters outside ASCII are shown as `\\u{…}` escapes; the command holds them as written)']),
    ...(visible === escaped ? [] : ['\n(a run of N spaces is shown as `\\u{20}{N}` and tabs as `\\u{9}`; the command holds them as written)']),
  ];
  return `${fence}sh\n${visible}\n${fence}${notes.join('')}`;
}

/** What the question says under a gate that prints the environment (`npm run env`). */
const ENVIRONMENT_NOTE =
  '(this prints the whole environment, every API key and token included, into the gate log unless the project defines its own `env` script: approve only if it does and that script prints no variables)';

/** Under a gate whose runner takes configuration from outside the project: each line, quoted where it is written. */
function outsideNote(g: RunConfirmGate): string {
  const lines = g.outsideConfig ?? [];
  if (lines.length === 0) return '';
  const quoted = lines.map((l) => `${l.file}:${l.line}: ${l.text}`).join('\n');
  const shown = visibleText(quoted);
  const fence = '`'.repeat(Math.max(3, 1 + Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length))));
  const runners = [...new Set(lines.map((l) => l.runner))].join(' and ');
  return `\n(${runners} also takes this from outside the project, so the gate runs more than the command shows; approve only if you trust it, and any change to these files during the run fails the attempt:)\n${fence}\n${shown}\n${fence}`;
}

/** The question: every gate to confirm, numbered, each in its own code block exactly as it will run. */
export function confirmGatesQuestion(state: RunState, gates: readonly RunConfirmGate[]): string {
  const title = state.prd.title ?? '(untitled PRD)';
  const lines = gates.map((g, i) => `${i + 1}. phase \`${visibleText(g.phase)}\`${g.workdir === undefined ? '' : `, in its folder \`${visibleText(g.workdir)}\``}:\n${shownCommand(g.runs)}${printsEnvironment(g.command) ? `\n${ENVIRONMENT_NOTE}` : ''}${outsideNote(g)}`);
  const one = gates.length === 1;
  return (
    `Run ${state.runId} of "${title}" has ${one ? 'a gate command' : `${gates.length} gate commands`} outside the vetted build, test and lint forms. ` +
    `OpenForge runs ${one ? 'it' : 'them'} only with your approval, exactly as shown, through exec (output and exit status go to the run's gate log):\n` +
    `${lines.join('\n')}\n` +
    'Approve to start the run; reject to cancel it before anything runs.'
  );
}

/** The id of the run's gate-confirmation `ask`. */
export const CONFIRM_GATES_ACTION_ID = 'run.confirm-gates';

/** The `ask` action for the gates to confirm. */
export function confirmGatesAction(state: RunState, invocation: Invocation): AskAction {
  const gates = state.confirmGates ?? [];
  const base = `${invocation} decide ${quote([state.runId])} --gates`;
  const id = CONFIRM_GATES_ACTION_ID;
  const noteFile = noteFilePath(state.runDir, id);
  return {
    id,
    kind: 'ask',
    phase: gates[0]?.phase ?? '',
    question: confirmGatesQuestion(state, gates),
    approve: `${base} approve`,
    reject: `${base} reject --note-file ${quote([noteFile])}`,
    noteFile,
  };
}

/** `decide RUN --gates approve|reject`. */
export function decideGates(state: RunState, decision: 'approve' | 'reject', note: string | null): CommandOutcome {
  const gates = state.confirmGates ?? [];
  if (gates.length === 0) return { kind: 'unknown', refusal: { code: 'no-gates-to-confirm', runId: state.runId } };
  const confirmed = (state.gatesConfirmedAt ?? null) !== null;
  if (confirmed) return decision === 'approve' ? { kind: 'noop' } : { kind: 'refuse', refusal: { code: 'gates-already-confirmed', runId: state.runId } };
  if (state.status === 'cancelled') return decision === 'reject' ? { kind: 'noop' } : { kind: 'refuse', refusal: { code: 'run-ended', runId: state.runId, status: state.status } };
  if (state.status !== 'running') return { kind: 'refuse', refusal: { code: 'run-not-running', runId: state.runId, status: state.status } };
  if (decision === 'approve') return { kind: 'apply', facts: [{ type: 'gates-confirmed' }] };
  return { kind: 'apply', facts: [{ type: 'run-cancelled', note: `the gates were not confirmed${note === null ? '' : `: ${note}`}` }] };
}
