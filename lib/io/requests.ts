// How the interpreter answers each request of the engine (lib/run/engine/observe.ts): the world
// calls it makes, as data (yielded, their replies sent back in), and what it records of the
// replies. A generator, so that the interpreter's one loop (lib/io/interpreter.ts) can be driven
// asynchronously through a RunIO and synchronously from fake maps (the engine's unit harness,
// test/run/harness.ts).

import { attributeTreeChanges, erosionObservation, gateNamedFiles, namedInChanges, type ChangeObservation, type CheckText, type ErosionMeasurement, type ErosionObservation, type Request, type SurfaceTexts, type TreeChanges } from '../run/index.js';
import type { OldCodeLayout } from '../run/model/observed.js';
import type { RunState } from '../schema/run.js';

/** What answering the engine's requests needs of the world (the part of the RunIO it calls). */
export interface RequestWorld {
  /** The contents of `paths`; null for a missing file. */
  readFiles(paths: readonly string[]): Map<string, string | null>;
  /**
   * The tree's changes since the baseline snapshot of `actionId`; `look` (default true): an
   * attempt's diff, also a look at the tree (lib/run/evidence/late-changes.ts). The tree's three
   * methods are absent only in a world that does not look at a tree (the engine's unit harness,
   * whose tests set what a shell would have seen): its diff, look and erosion requests go unanswered.
   */
  changesSince?(actionId: string, look?: boolean): Promise<TreeChanges>;
  /** The tree's changes since the last look (an attempt's diff or an earlier look), then the tree now is the last look. */
  lookAtTree?(): Promise<TreeChanges>;
  /** Complexity of `files` at the snapshot of `since` and now. */
  measure?(since: string, files: readonly string[]): Promise<ErosionMeasurement>;
  /** The texts of `paths` at the snapshot of `since` and now (docs/design.md#test-baseline); absent: a review is sent to git. */
  surfaceTexts?(since: string, paths: readonly string[]): Promise<SurfaceTexts>;
  /** The texts of the files of what checks the work at the snapshot of `since`, as kept; absent: none are read (nothing is named by them). */
  checkTexts?(since: string): Promise<CheckText[]>;
  /** Lay out a scratch copy of the tree at `dir` with `revert` as they were at the snapshot of `since` (docs/design.md#fail-to-pass); absent: no run on the old code. */
  layOutOldCode?(since: string, revert: readonly string[], dir: string): Promise<OldCodeLayout>;
  /** A draft run's preview of its drafted PRD `prdFile`, read and planned now (docs/design.md#drafting); absent: no preview is made. */
  draftPreview?(state: RunState, prdFile: string): Promise<string>;
}

type Method = keyof RequestWorld;
type Args<K extends Method> = Parameters<NonNullable<RequestWorld[K]>>;
type Reply<K extends Method> = Awaited<ReturnType<NonNullable<RequestWorld[K]>>>;

/** One call on the world, as data. */
export type WorldCall = { [K in Method]: { method: K; args: Args<K> } }[Method];

/** What a command has observed so far, filled as its requests are answered and read by every engine pass; a map left absent: not observed by this driver. */
export interface Observations {
  files: Map<string, string | null>;
  changes?: Map<string, ChangeObservation> | undefined;
  erosion?: Map<string, ErosionObservation> | undefined;
  look?: TreeChanges | null | undefined;
  surface?: SurfaceTexts | null | undefined;
  edits?: Map<string, SurfaceTexts> | undefined;
  draftPreview?: string | null | undefined;
  oldCodeLayouts?: Map<string, OldCodeLayout> | undefined;
}

function* call<K extends Method>(method: K, ...args: Args<K>): Generator<WorldCall, Reply<K>, unknown> {
  return (yield { method, args } as WorldCall) as Reply<K>;
}

/** The texts of `paths` at the snapshot `since` and now; unknown on both sides when the world keeps none. */
function* surfaceTexts(offers: ReadonlySet<string>, since: string, paths: readonly string[]): Generator<WorldCall, SurfaceTexts, unknown> {
  if (!offers.has('surfaceTexts')) return { since, files: new Map(paths.map((p) => [p, { before: undefined, after: undefined }])) };
  return yield* call('surfaceTexts', since, paths);
}

/** Answer `request` into `seen`: the world calls yielded, `offers` the methods the world has (the optional ones are asked only when there). */
export function* answerRequest(request: Request, state: RunState, seen: Observations, offers: ReadonlySet<string>, now: number): Generator<WorldCall, void, unknown> {
  switch (request.kind) {
    case 'read-files':
      for (const [path, text] of yield* call('readFiles', request.paths)) seen.files.set(path, text);
      return;
    case 'diff-tree': {
      const raw = yield* call('changesSince', request.since);
      seen.changes?.set(request.actionId, attributeTreeChanges(state, request.phase, raw, seen.files, now));
      return;
    }
    case 'look-tree':
      seen.look = yield* call('lookAtTree');
      return;
    case 'read-surface': {
      // Texts are read once per command: later requests add paths (a review's diffs, an attempt's counted tests).
      const read = yield* surfaceTexts(offers, request.since, request.paths);
      seen.surface = { since: request.since, files: new Map([...(seen.surface?.files ?? []), ...read.files]) };
      return;
    }
    case 'read-edits': {
      const texts = yield* surfaceTexts(offers, request.since, request.paths);
      const kept = offers.has('checkTexts') ? yield* call('checkTexts', request.since) : [];
      seen.edits?.set(request.actionId, { ...texts, named: namedInChanges(kept, texts.files, gateNamedFiles(state)) });
      return;
    }
    case 'measure-erosion': {
      // The tree's changes are unknown only when the phase-start snapshot is missing.
      const raw = request.since === null ? null : yield* call('changesSince', request.since, false);
      const changed = raw === null ? null : attributeTreeChanges(state, request.phase, raw, seen.files, now);
      const measured: ErosionMeasurement =
        request.since === null || changed === null || !changed.known
          ? { measured: false, reason: 'no snapshot of the tree at phase start' }
          : yield* call('measure', request.since, changed.changed);
      seen.erosion?.set(request.actionId, erosionObservation(measured, state.settings.ccThreshold));
      return;
    }
    case 'lay-out-old-code':
      seen.oldCodeLayouts?.set(request.actionId, offers.has('layOutOldCode') ? yield* call('layOutOldCode', request.since, request.revert, request.dir) : { ok: false, why: 'layout-failed' });
      return;
    case 'preview-draft':
      // Asked only when the world makes previews (the observation starts null, not absent).
      seen.draftPreview = offers.has('draftPreview') ? yield* call('draftPreview', state, request.prdFile) : null;
      return;
    default: {
      const unhandled: never = request;
      throw new Error(`interpreter: no answer for request ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The world methods without which a request of this kind is not answered at all. */
const NEEDED: Partial<Record<Request['kind'], readonly Method[]>> = {
  'diff-tree': ['changesSince'],
  'look-tree': ['lookAtTree'],
  'measure-erosion': ['changesSince', 'measure'],
};

/** Whether a world offering `offers` answers `request` (every real world answers every request). */
export const answers = (request: Request, offers: ReadonlySet<string>): boolean => (NEEDED[request.kind] ?? []).every((m) => offers.has(m));
