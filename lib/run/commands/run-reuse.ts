// Whether `run` continues an existing run instead of starting one (docs/design.md#run-state):
// the engine's decision, asked of each run of the project newest first by lib/io/run-start.ts
// (which only loads them). Pure.

import type { RunState } from '../../schema/run.js';

/** What `run` was asked to start: the PRD text's digest, `--only`, and `--new`. */
export interface StartWish {
  sha256: string;
  only: string | null;
  /** `--new`: never continue a run. */
  fresh: boolean;
}

/** Whether `run` should continue `state`: same PRD text and `--only`, still running or waiting for a human, and no `--new`. */
export function continuesRun(state: Pick<RunState, 'prd' | 'only' | 'status'>, wish: StartWish): boolean {
  return !wish.fresh && state.prd.sha256 === wish.sha256 && state.only === wish.only && (state.status === 'running' || state.status === 'needs-human');
}
