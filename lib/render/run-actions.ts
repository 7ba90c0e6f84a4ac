// The engine's results in words, once, at the edge (lib/run/engine/engine-actions.ts): the
// escalation message with how to resume, the completion message with what a quiet pass would
// hide, why to wait or collect, and the summary the disk RunIO writes. The shell words what the
// engine returned, with the facts it derived (the spend, the warnings, the advice), into the
// actions `next` prints, and hands the summary's words to lib/io as a port. Pure.

import type { Action, CollectAction, WaitAction } from '../schema/actions.js';
import type { RunState } from '../schema/run.js';
import type { RunFacts } from '../run/engine/run-facts.js';
import type { CollectFacts, EngineAction, OfferNote, WaitFacts } from '../run/engine/engine-actions.js';
import { askAction } from './ask-question.js';
import { completionMessage } from './completion-message.js';
import { escalationMessage } from './escalation-message.js';
import { progressText } from './progress-text.js';
import { renderRunSummary } from './summary.js';
import { redactSecrets } from '../secrets/index.js';
import type { ProgressFacts } from '../run/engine/progress.js';
import type { StandingFacts, StandingWords } from '../run/commands/next-report.js';
import { warningText } from '../warnings/words.js';

/** What a usage limit adds before why the agent waits. */
const LIMITED = 'A usage limit was hit: no new sub-agent starts; the running work finishes first. ';

/** Why the agent waits, by the engine's code. */
const WAIT_WHY: Record<WaitFacts['why'], string> = {
  'usage-exec': 'A usage exec is still running: wait for its exec to finish, then run next again.',
  'one-child': 'One sub-agent runs: sessions_yield, then next.',
  children: 'Sub-agents are running: next --wait returns when the first ends.',
  gate: 'A gate is still running: wait for its exec to finish, then run next again.',
};

function waitAction(a: WaitFacts): WaitAction {
  // A usage exec's wait never told of the limit: what runs then is the exec, not the children.
  const prefix = a.limited && a.why !== 'usage-exec' ? LIMITED : '';
  return { id: a.id, kind: 'wait', waitingFor: a.waitingFor, reason: `${prefix}${WAIT_WHY[a.why]}`, ...(a.yield === true ? { yield: true as const } : {}) };
}

function collectAction(a: CollectFacts): CollectAction {
  const reason =
    `${a.limited ? LIMITED : ''}Collector sub-agents are running: call agents_wait with exactly \`wait\`, then run next with one ACTION:STATUS[,IN/OUT] word per ` +
    'completed entry (its label, its status, usage.inputTokens/usage.outputTokens). Copy nothing else of its result: the child wrote its result file.';
  return { id: a.id, kind: 'collect', waitingFor: a.waitingFor, wait: a.wait, reason };
}

/** Why a spawn or gate is offered again, or what to do before a spawn, in words. */
function noteText(note: OfferNote): string {
  switch (note.code) {
    case 'gate-log-missing':
      return (
        'Offered again: its log has not appeared yet. Run exec.command exactly as given, unchanged (with its redirection into the log, not piped or shortened); ' +
        'OpenForge reads the verdict from that log. A gate whose log never appears halts the run (gate-not-run).'
      );
    case 'cancel-previous': {
      const who = note.sessionKey === null ? `\`${note.actionId}\`` : `session \`${note.sessionKey}\``;
      const what = note.why === 'run-files-changed' ? "changed OpenForge's run files" : 'timed out';
      return `The previous child (${who}) ${what}: cancel it first with the subagents tool (action cancel) so it stops editing, then spawn this one.`;
    }
    case 'not-confirmed':
      return (
        'Offered again: not confirmed with `spawned`. Spawn it only if you have not started it yet; otherwise run ' +
        `\`${note.spawned} ${note.confirmArgs}\` and do not spawn it twice.`
      );
    case 'not-confirmed-limited':
      return (
        'Offered again under a usage limit: do not start it now. If you already started it, run ' +
        `\`${note.spawned} ${note.confirmArgs}\`; if not, write "not started: usage limit" to a file and run \`${note.spawned} --error-file FILE\`.`
      );
  }
}

/** The message of a halted run, ending with how to resume it with `invocation`. */
export function escalateText(state: RunState, facts: RunFacts, invocation: string): string {
  const e = state.escalation;
  const message = e === null ? '' : escalationMessage(state, e, facts);
  return `${message}When the human has acted, continue with: ${invocation} resume ${state.runId}\n`;
}

/** The engine's actions for `state` in words, as `next` prints them; `invocation` is how the agent runs OpenForge. */
export function wordActions(state: RunState, actions: readonly EngineAction[], invocation: string): Action[] {
  return actions.map((a): Action => {
    switch (a.kind) {
      case 'escalate':
        return { id: a.id, kind: 'escalate', phase: a.phase, reason: a.reason, message: escalateText(state, a.facts, invocation) };
      case 'complete': {
        const message = completionMessage(state, a.facts);
        return { id: a.id, kind: 'complete', message: a.preview === undefined ? message : `${message}\n\n${a.preview}`, summaryFile: a.summaryFile };
      }
      case 'wait':
        return waitAction(a);
      case 'collect':
        return collectAction(a);
      case 'ask':
        return askAction(state, a);
      case 'spawn':
      case 'gate':
        // The note worded in its place: the printed keys keep their order.
        return a.note === undefined ? (a as Action) : ({ ...a, note: noteText(a.note) } as Action);
      default:
        return a;
    }
  });
}

/** The standing warnings after a cycle in words, and those that did not stand before it (compared as said: a warning is relayed once). */
export function standingWords(standing: StandingFacts): StandingWords {
  const all = standing.after.map(warningText);
  const before = new Set(standing.before.map(warningText));
  return { which: standing.which, all, fresh: all.filter((w) => !before.has(w)) };
}

type CycleFacts = { state: RunState; actions: EngineAction[]; progress: ProgressFacts | null; standing: StandingFacts };

/** What a command's engine run returned, with its actions, progress and standing warnings in words. */
export type WordedCycle<C extends CycleFacts> = Omit<C, 'actions' | 'progress' | 'standing'> & { actions: Action[]; progress: string | null; standing: StandingWords };

/** A command's actions, progress and standing warnings (`state` after them, at `now`) in words, as `next` prints them. */
export function wordCycle<C extends CycleFacts>(done: C, invocation: string, now: number): WordedCycle<C> {
  return {
    ...done,
    actions: wordActions(done.state, done.actions, invocation),
    progress: done.progress === null ? null : progressText(done.state, done.progress, now),
    standing: standingWords(done.standing),
  };
}

/** The summary's words, secrets redacted in every line (titles, phase names, models, tables): the shell's render port for the disk RunIO. */
export const summaryText = (state: RunState, facts: RunFacts, now: number): string => redactSecrets(renderRunSummary(state, facts, now, facts.warnings.map(warningText)));
