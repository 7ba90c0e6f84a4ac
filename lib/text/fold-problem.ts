// Why a run's events do not fold into a run, in words for the shell's warnings and the message
// of a run that cannot be loaded (the fold records a code and its data, lib/schema/fold-problem.ts). Pure.

import type { FoldProblem } from '../schema/fold-problem.js';

/** One fold problem, in the words a warning or a load error quotes. */
export function foldProblemText(p: FoldProblem): string {
  switch (p.code) {
    case 'empty':
      return 'the events log is empty';
    case 'not-started':
      return `the first event is ${p.first}, expected run-started`;
    case 'seq-gap':
      return `event ${p.index} has seq ${p.seq}, expected ${p.expected}; it and later events are ignored`;
  }
}
