// What is wrong with a spawn's result, in words: the invalid-result failure quotes them (the retry's
// task, the chat, `status`, the summary). The engine records a code and its data
// (lib/schema/spawn-problem.ts); a sentence an older version logged is said as it was. Pure.

import type { FileRefusal, LoggedSpawnProblem, SpawnProblem } from '../schema/spawn-problem.js';
import { formatDuration } from './duration.js';

type Of<C extends SpawnProblem['code']> = Extract<SpawnProblem, { code: C }>;
type RunFileChange = Of<'run-file-changed'>['changes'][number];

/** Why a file cannot be its action's own, in one sentence. */
export function fileRefusalText(r: FileRefusal): string {
  if (typeof r === 'string') return r;
  return `${r.path} was created ${formatDuration(r.seconds)} before its action was issued, so the action did not write it; it is never read.`;
}

/** The files a change list names, with how each changed, and how many more there are. */
export function namedRunFiles(changes: readonly RunFileChange[], more = 0): string {
  return `${changes.map((c) => `${c.path} (${c.how})`).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** What decides the attempt of a child that wrote prose. */
const DECIDES = { gates: ' (the gates decide the attempt)', summary: ' (the text is taken as the phase summary)' } as const;

const READ_PREFIX = { error: '', warning: 'warning: ', fail: 'read as FAIL: ', gates: '', summary: '' } as const;

const after = (as: Of<'read'>['as']): string => (as === 'gates' || as === 'summary' ? DECIDES[as] : '');

/** Why the collector child's result is not taken. */
function collectorWords(p: Of<'collector'>): string {
  if (p.status === 'done') return `collector: OpenClaw reported the collector child done, but it wrote no result file \`${p.file}\``;
  const why = p.status === 'killed' ? 'was killed' : 'failed (its structured result was missing or did not match the output schema, or the run ended in an error)';
  return `collector: OpenClaw reported the collector child ${p.status}: it ${why}; its result file is not taken`;
}

type Words = { [C in SpawnProblem['code']]: (p: Of<C>) => string };

const WORDS: Words = {
  read: (p) => `${p.file}:${p.line}:${p.column}: ${READ_PREFIX[p.as]}${p.message}${after(p.as)}`,
  'no-envelope': (p) => (p.as === 'gates' || p.as === 'summary' ? `${p.file}: no result envelope, only prose${after(p.as)}` : `${p.file}: not a result envelope`),
  'result-refused': (p) => `result-refused: ${p.why}`,
  'created-early': (p) => `result-refused: ${fileRefusalText(p)}`,
  'run-file-changed': (p) =>
    `run-file-changed: while this attempt was at work, OpenForge's run files were changed by someone other than OpenForge: ${namedRunFiles(p.changes, p.more)}. ` +
    "A sub-agent writes only its own result file under .openforge/ (the one its task file names): never another action's result, task or log file, nor any other run file. Do not touch .openforge/ again.",
  collector: collectorWords,
  text: (p) => p.text,
};

/** One spawn problem in one sentence; a string is a sentence an older version logged, said as it was. */
export function spawnProblemText(p: LoggedSpawnProblem): string {
  if (typeof p === 'string') return p;
  return (WORDS[p.code] as (x: SpawnProblem) => string)(p);
}

/** A problem that says itself as an attempt's failure: run files changed, or the collector's state (an older log's by its sentence). */
export function saysItself(p: LoggedSpawnProblem | undefined): boolean {
  if (p === undefined) return false;
  if (typeof p === 'string') return p.startsWith('run-file-changed:') || p.startsWith('collector:');
  if (p.code === 'text') return saysItself(p.text);
  return p.code === 'run-file-changed' || p.code === 'collector';
}
