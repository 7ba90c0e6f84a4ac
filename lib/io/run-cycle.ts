// One run command, whole: under the run lock, load the state, let the command's pure outcome
// decide its facts, interpret the engine (run-io.ts on disk), append the events, write the
// snapshot. Every run command but `run`'s start goes through here.

import type { CommandOutcome, Fact } from '../run/index.js';
import type { EngineAction } from '../run/engine/engine-actions.js';
import type { ProgressFacts } from '../run/engine/progress.js';
import type { RunState } from '../schema/run.js';
import type { Refusal } from '../run/model/refusal.js';
import { interpretRun } from './interpreter.js';
import { diskRunIO, type DiskRunOptions, type SummaryPort } from './run-io.js';
import { type LockOptions, withLockAsync } from './run-store/lock.js';
import { loadRun, type RunContract } from './run-session.js';
import { checkRunFiles } from './run-store/run-files-ledger.js';

export interface CycleOptions {
  contract: RunContract;
  lock: LockOptions;
  now: number;
  invocation: string;
  /** false: record the command's facts only (no results read, nothing issued). */
  advance: boolean;
  /** true: report the progress not reported yet (docs/design.md#progress). */
  progress?: boolean;
  /** true: the command waited for the children's results first (`next --wait`; lib/io/await-logs.ts). */
  awaited?: boolean;
  /** The OpenForge home holding the run's seal and key; absent: the seal is not checked (tests of the engine alone). */
  home?: string;
  /** A draft run's preview of its drafted PRD, for the engine's confirmation (lib/run/engine/draft-actions.ts); absent: none. */
  draftPreview?: DiskRunOptions['draftPreview'];
  /** The words of the summary (the shell's render port). */
  summary: SummaryPort;
}

export type Cycle =
  | {
      ok: true;
      /** The state as loaded, before the command and the engine ran. */
      before: RunState;
      state: RunState;
      /** The command's own facts (empty: nothing to record, or a repeat). */
      facts: Fact[];
      /** false: the command was a no-op (a repeat). */
      applied: boolean;
      /** The actions as facts; the shell words them (lib/render/run-actions.ts). */
      actions: EngineAction[];
      warnings: string[];
      /** What to relay to the user, as the engine's items; null: nothing new. */
      progress: ProgressFacts | null;
    }
  /** `unknown`: no such action or phase; `refuse`: the state does not allow it (why, as facts). */
  | { ok: false; kind: 'unknown' | 'refuse'; refusal: Refusal }
  /** The run cannot be read or written. */
  | { ok: false; kind: 'input'; message: string }
  /** The run's files are not what OpenForge wrote (`run-state-tampered`): nothing was read or issued. */
  | { ok: false; kind: 'tampered'; message: string; file: string };

/** Run `command` on the run in `runDir`: its outcome, then the engine as far as it goes. */
export async function cycleRun(runDir: string, command: (state: RunState) => CommandOutcome, options: CycleOptions): Promise<Cycle> {
  const locked = await withLockAsync(
    runDir,
    async ({ brokeStaleLock }): Promise<Cycle> => {
      const loaded = await loadRun(runDir, options.contract, options.home);
      if (!loaded.ok) return loaded.tampered === undefined ? { ok: false, kind: 'input', message: loaded.message } : { ok: false, kind: 'tampered', message: loaded.message, file: loaded.tampered.file };
      const outcome = command(loaded.state);
      if (outcome.kind === 'unknown' || outcome.kind === 'refuse') return { ok: false, kind: outcome.kind, refusal: outcome.refusal };
      const facts = outcome.kind === 'apply' ? outcome.facts : [];
      const warnings = [...loaded.warnings];
      // In a sealed run, run files changed since the last command by no honest writer fail the attempts at work (docs/design.md#run-state).
      const home = options.home;
      const watch = home !== undefined && loaded.seal !== null && options.advance ? checkRunFiles(home, loaded.state, brokeStaleLock) : null;
      if (watch?.warning != null) warnings.push(watch.warning);
      const rewrite = loaded.rebuilt || !loaded.vouched;
      const io = diskRunIO(loaded.state, {
        runDir,
        now: options.now,
        rewrite,
        stateContract: options.contract.stateContract,
        warnings,
        seal: loaded.seal,
        summary: options.summary,
        ...(options.home === undefined ? {} : { home: options.home }),
        ...(watch === null || home === undefined ? {} : { runFilesTouched: watch.touched, ledger: { home, check: watch } }),
        ...(options.draftPreview === undefined ? {} : { draftPreview: options.draftPreview }),
      });
      const done = await interpretRun(loaded.state, { now: options.now, invocation: options.invocation, facts, advance: options.advance, progress: options.progress === true, awaited: options.awaited === true }, io);
      if (done.failed !== null) return { ok: false, kind: 'input', message: done.failed };
      return { ok: true, before: loaded.state, state: done.state, facts, applied: outcome.kind === 'apply', actions: done.actions, warnings, progress: done.progress };
    },
    options.lock,
  );
  return locked.ok ? locked.value : { ok: false, kind: 'input', message: locked.message };
}
