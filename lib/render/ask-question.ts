// The question of an `ask` action in words, at the edge: the engine says what it asks as a code
// and its data (lib/run/engine/engine-actions.ts, AskFacts): a phase's approval, the run's gates
// to confirm before anything runs, or a draft's preview as the shell read it. Pure.

import { visibleText } from '../gate/constructs.js';
import { printsEnvironment } from '../gate/environment-dump.js';
import { collapsedBlanks } from '../text/shown.js';
import { redactSecrets } from '../secrets/index.js';
import type { AskAction } from '../schema/actions.js';
import type { RunConfirmGate, RunState } from '../schema/run.js';
import type { AskFacts, EngineAsk } from '../run/engine/engine-actions.js';

/** A phase's approval: what it asks, and where a rejection sends the run back to. */
function approvalQuestion(state: RunState, phase: string, asks: Extract<AskFacts, { code: 'approval' }>): string {
  const what = asks.tasks.length > 0 ? ` It asks: ${asks.tasks.join('; ')}.` : '';
  const back = asks.back === null ? '' : `, or reject (with a note saying why) to send the run back to \`${asks.back}\``;
  // The question is shown to the user: no secret from a title, name or task reaches it.
  return redactSecrets(`Phase \`${phase}\` of "${state.prd.title ?? '(untitled PRD)'}" needs your approval before the run goes on.${what} Approve to continue${back}.`);
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

/** The `ask` action as `next` prints it, its question worded from what the engine asks. */
export function askAction(state: RunState, a: EngineAsk): AskAction {
  const question =
    a.asks.code === 'approval' ? approvalQuestion(state, a.phase, a.asks) : a.asks.code === 'confirm-gates' ? confirmGatesQuestion(state, a.asks.gates) : a.asks.text;
  return { id: a.id, kind: 'ask', phase: a.phase, question, approve: a.approve, reject: a.reject, noteFile: a.noteFile };
}
