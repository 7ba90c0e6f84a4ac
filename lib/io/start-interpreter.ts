// The interpreter's other half: a new run, as `startRun` decided it (lib/run/commands/start-run.ts),
// carried out through a StartIO (the disk one is run-start.ts) in the order its effects need: the
// run directory and the PRD copy, the first event, then the seal, the index entry and the folders
// the run's children write to. A failure before the event is fatal and nothing after it is done.

import type { StartEffect, Started } from '../run/commands/start-run.js';
import type { RunEvent, RunState } from '../schema/run.js';

/** What the interpreter needs of the world to start a run. Trouble is a message (fatal where said) or a warning, never a throw. */
export interface StartIO {
  /** Create the run directory and its sub-directories; a message when that fails (fatal: the run is not started). */
  makeRunDirectory(): string | null;
  /** Write the run's copy of its PRD; a message when that fails (fatal: the run is not started). */
  writePrd(text: string): string | null;
  /** Append the first events and write the snapshot; a message when the events cannot be saved (fatal). A snapshot not written is a warning. */
  persist(state: RunState, events: readonly RunEvent[]): string | null;
  /** Seal the run's first files in the OpenForge home; trouble is a warning. */
  seal(): void;
  /** Add the run to the run index; trouble is a warning. */
  recordRun(entry: Extract<StartEffect, { kind: 'record-run' }>['entry']): void;
  /** Create folders inside the project (never through a link); trouble is left to whoever writes there. */
  makeFolders(paths: readonly string[]): void;
  readonly warnings: string[];
}

/** A run started (its first event and effects decided by `startRun`, lib/run/commands/start-run.ts), carried out: the directory and the PRD copy, the event, then the seal, the index entry and the children's folders. */
export function interpretStart(started: Started, io: StartIO): { failed: string | null; warnings: string[] } {
  const before: Array<() => string | null> = [];
  const after: Array<() => void> = [];
  for (const effect of started.effects) {
    switch (effect.kind) {
      case 'make-run-directory':
        before.push(() => io.makeRunDirectory());
        break;
      case 'write-prd': {
        const { text } = effect;
        before.push(() => io.writePrd(text));
        break;
      }
      case 'seal':
        after.push(() => io.seal());
        break;
      case 'record-run':
        after.push(() => io.recordRun(effect.entry));
        break;
      case 'make-folders':
        after.push(() => io.makeFolders(effect.paths));
        break;
      default: {
        const unhandled: never = effect;
        throw new Error(`interpreter: no handler for start effect ${JSON.stringify(unhandled)}`);
      }
    }
  }
  for (const carryOut of before) {
    const failed = carryOut();
    if (failed !== null) return { failed, warnings: io.warnings };
  }
  const failed = io.persist(started.state, started.events);
  if (failed !== null) return { failed, warnings: io.warnings };
  for (const carryOut of after) carryOut();
  return { failed: null, warnings: io.warnings };
}
