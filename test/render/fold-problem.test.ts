// The words of a fold problem, as the shell's warnings and a run that cannot be loaded quote them.
import { describe, expect, it } from 'vitest';
import { foldProblemText } from '../../lib/text/fold-problem.js';

describe('foldProblemText', () => {
  it('says each code', () => {
    expect(foldProblemText({ code: 'empty' })).toBe('the events log is empty');
    expect(foldProblemText({ code: 'not-started', first: 'phase-started' })).toBe('the first event is phase-started, expected run-started');
    expect(foldProblemText({ code: 'seq-gap', index: 4, seq: 9, expected: 4 })).toBe('event 4 has seq 9, expected 4; it and later events are ignored');
  });
});
