// Starting a run, decided (docs/design.md#run-state): the run's first event (`run-started`, the
// frozen plan) and what the interpreter does around it, as data: the PRD copy written before
// the event (the run exists only once its directory and PRD are kept), the seal, the run index
// entry and any folder its children write to after it. A gate OpenForge wrote itself (a draft run's validator on its drafted PRD) is trusted: it
// needs no confirmation. Whether `run` continues an active run instead is `continuesRun`
// (./run-reuse.ts). lib/io/run-start.ts carries this out through lib/io/interpreter.ts. Pure.

import type { DetailedPlan } from '../../plan/index.js';
import type { RunEvent, RunState } from '../../schema/run.js';
import { initialState } from '../fold/fold.js';
import { freezeRun, type FreezeInput } from '../fold/freeze.js';

export interface StartInput extends Omit<FreezeInput, 'prd'> {
  /** The PRD as started: its text, path and digest. */
  prd: { text: string; path: string; sha256: string };
  /** Gate commands OpenForge wrote itself: their `confirm` verdict is taken as `ok`. */
  trusted: readonly string[];
  /** Folders inside the project the run's children will write to and that may not exist (a draft planner's PRD folder). */
  folders?: readonly string[];
}

/** What the interpreter does to start a run, besides appending its first event. */
export type StartEffect =
  /** First: the run directory and its sub-directories (the run does not start without them). */
  | { kind: 'make-run-directory' }
  /** Before the event: the run's copy of its PRD (`prd.md`, never overwritten). */
  | { kind: 'write-prd'; text: string }
  /** After it: the seal in the OpenForge home over the run's first files. */
  | { kind: 'seal' }
  /** After it: the run index entry (how `status` without a run id finds the run). */
  | { kind: 'record-run'; entry: { runId: string; cwd: string; prdPath: string; createdAt: string } }
  /** After it: folders a child writes to (not every write tool creates folders); a failure is left to that child's write to say. */
  | { kind: 'make-folders'; paths: readonly string[] };

export interface Started {
  state: RunState;
  events: [RunEvent];
  effects: StartEffect[];
}

/** `detailed` with the trusted commands' `confirm` verdicts taken as `ok`. */
function trusting(detailed: DetailedPlan, trusted: readonly string[]): DetailedPlan {
  if (trusted.length === 0) return detailed;
  const gateChecks = new Map([...detailed.gateChecks].map(([phase, checks]) => [phase, checks.map((c) => (c.verdict === 'confirm' && trusted.includes(c.command) ? { ...c, verdict: 'ok' as const } : c))]));
  return { ...detailed, gateChecks };
}

/** The new run of a valid plan: its first event and state, and the effects around the event. */
export function startRun(input: StartInput): Started {
  const { detailed, prd, trusted, folders, ...rest } = input;
  const { plan } = detailed;
  const first = freezeRun({ ...rest, detailed: trusting(detailed, trusted), prd: { path: prd.path, sha256: prd.sha256, title: plan.title, objective: plan.objective } });
  return {
    state: initialState(first),
    events: [first],
    effects: [
      { kind: 'make-run-directory' },
      { kind: 'write-prd', text: prd.text },
      { kind: 'seal' },
      { kind: 'record-run', entry: { runId: input.runId, cwd: input.cwd, prdPath: prd.path, createdAt: new Date(input.now).toISOString() } },
      ...(folders === undefined || folders.length === 0 ? [] : [{ kind: 'make-folders' as const, paths: folders }]),
    ],
  };
}
