// What the engine hands the shell: the actions as facts. A spawn, gate, usage or ask action is
// complete as it is; a halt, a completion, a wait and a collection say why with codes and data,
// and lib/render/run-actions.ts words them once, at the edge, into the actions `next` prints
// (lib/schema/actions.ts). The engine decides; it writes no sentence. Pure types.

import type { EscalationAdvice } from '../../schema/advice.js';
import type { Action, AgentsWaitArguments, AskAction, GateAction, SpawnAction } from '../../schema/actions.js';
import type { RunConfirmGate } from '../../schema/run.js';
import type { EscalationReasonWord } from '../../schema/run-vocabulary.js';
import type { RunFacts } from './run-facts.js';

/** The run halted: its reason, the next step the engine chose, and what it derived about the run. */
export interface EscalateFacts {
  id: string;
  kind: 'escalate';
  phase: string;
  reason: EscalationReasonWord;
  advice: EscalationAdvice | null;
  facts: RunFacts;
}

/** The run completed: what it derived about the run, and a plan-only draft's preview. */
export interface CompleteFacts {
  id: 'complete';
  kind: 'complete';
  summaryFile: string;
  facts: RunFacts;
  /** A plan-only draft's preview of its drafted PRD, shown after the message. */
  preview?: string | undefined;
}

/**
 * Why the agent waits: a usage exec still writing its log, one child alone at work (a yield
 * wakes the parent when it ends), several children, or a gate still running.
 */
export type WaitWhy = 'usage-exec' | 'one-child' | 'children' | 'gate';

export interface WaitFacts {
  id: 'wait';
  kind: 'wait';
  waitingFor: string[];
  why: WaitWhy;
  /** A usage limit holds the run: no new sub-agent starts. */
  limited: boolean;
  yield?: true;
}

/** Collector children running: `agents_wait` with exactly `wait`, then `next` with what it reported. */
export interface CollectFacts {
  id: 'collect';
  kind: 'collect';
  waitingFor: string[];
  wait: AgentsWaitArguments;
  limited: boolean;
}

/**
 * Why a spawn or gate is offered again, or what to do before a spawn, as a code: its log has not
 * appeared; the previous child of the phase timed out or changed the run files (cancel it first,
 * by session or by action id); never confirmed (`spawned`: the command that confirms it, without
 * its arguments); never confirmed, and a usage limit holds the run.
 */
export type OfferNote =
  | { code: 'gate-log-missing' }
  | { code: 'cancel-previous'; why: 'timed-out' | 'run-files-changed'; sessionKey: string | null; actionId: string }
  | { code: 'not-confirmed' | 'not-confirmed-limited'; spawned: string; confirmArgs: string };

/** A spawn or gate action with its note as a code. */
export type EngineSpawn = Omit<SpawnAction, 'note'> & { note?: OfferNote };
export type EngineGate = Omit<GateAction, 'note'> & { note?: OfferNote };

/**
 * What an `ask` asks, as a code: a phase's approval (its tasks, and where a rejection sends the
 * run back to); the run's gates to confirm before anything runs; a draft's preview of its PRD,
 * as the shell read and planned it.
 */
export type AskFacts =
  | { code: 'approval'; tasks: string[]; back: string | null }
  | { code: 'confirm-gates'; gates: RunConfirmGate[] }
  | { code: 'preview'; text: string };

/** An ask action with its question as a code. */
export type EngineAsk = Omit<AskAction, 'question'> & { asks: AskFacts };

/** An action as the engine returns it: the ones without words as printed, the others as facts. */
export type EngineAction =
  | Exclude<Action, { kind: 'spawn' | 'gate' | 'escalate' | 'complete' | 'wait' | 'collect' | 'ask' }>
  | EngineAsk
  | EngineSpawn
  | EngineGate
  | EscalateFacts
  | CompleteFacts
  | WaitFacts
  | CollectFacts;
