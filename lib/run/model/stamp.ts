// The one place run events are numbered: a fact becomes the event after the state's last, at the
// shell's clock. The engine (advanceRun), the progress report and the run's first event all
// stamp through here; a test greps lib/ for any other `seq:` assignment. Pure.

import type { RunEvent } from '../../schema/run.js';

/** An event without its number and time: what the engine decides. */
export type Unstamped<E extends RunEvent = RunEvent> = E extends RunEvent ? Omit<E, 'seq' | 'at'> : never;

/** `fact` as the event after `after` (the state's `seq`; 0 before the first event), at `at`. */
export function stamp<E extends RunEvent = RunEvent>(after: number, at: number, fact: Unstamped<E>): E {
  return { ...fact, seq: after + 1, at } as E;
}
