// The words of a spawn's problems, as an invalid result's failure quotes them (the retry's task, the
// chat, `status`, the summary), and of a file refused as an action's own.
import { describe, expect, it } from 'vitest';
import { attemptFailureText } from '../../lib/text/attempt-failure.js';
import { fileRefusalText, spawnProblemText } from '../../lib/text/spawn-problem.js';

const F = '/p/.openforge/runs/r/results/1-implement.s1.json';

describe('spawnProblemText', () => {
  it("the reader's diagnostics, located; prose whose attempt the gates or the summary decide", () => {
    const read = { code: 'read', file: F, line: 3, column: 7, message: 'Unexpected end.' } as const;
    expect(spawnProblemText({ ...read, as: 'error' })).toBe(`${F}:3:7: Unexpected end.`);
    expect(spawnProblemText({ ...read, as: 'warning' })).toBe(`${F}:3:7: warning: Unexpected end.`);
    expect(spawnProblemText({ ...read, as: 'fail' })).toBe(`${F}:3:7: read as FAIL: Unexpected end.`);
    expect(spawnProblemText({ ...read, as: 'gates' })).toBe(`${F}:3:7: Unexpected end. (the gates decide the attempt)`);
    expect(spawnProblemText({ ...read, as: 'summary' })).toBe(`${F}:3:7: Unexpected end. (the text is taken as the phase summary)`);
    expect(spawnProblemText({ code: 'no-envelope', file: F, as: 'error' })).toBe(`${F}: not a result envelope`);
    expect(spawnProblemText({ code: 'no-envelope', file: F, as: 'gates' })).toBe(`${F}: no result envelope, only prose (the gates decide the attempt)`);
    expect(spawnProblemText({ code: 'no-envelope', file: F, as: 'summary' })).toBe(`${F}: no result envelope, only prose (the text is taken as the phase summary)`);
  });

  it('a refused result file: the shell\'s words, or created before its spawn', () => {
    expect(spawnProblemText({ code: 'result-refused', why: `${F} is a FIFO` })).toBe(`result-refused: ${F} is a FIFO`);
    expect(spawnProblemText({ code: 'created-early', path: F, seconds: 60 })).toBe(
      `result-refused: ${F} was created 1m before its action was issued, so the action did not write it; it is never read.`,
    );
    expect(fileRefusalText({ code: 'created-early', path: '/r/x', seconds: 3 })).toBe('/r/x was created 3s before its action was issued, so the action did not write it; it is never read.');
    expect(fileRefusalText('/r/x is a FIFO')).toBe('/r/x is a FIFO');
  });

  it('run files changed, naming up to ten and counting the rest', () => {
    const said = spawnProblemText({ code: 'run-file-changed', changes: [{ path: '/r/a', how: 'created' }, { path: '/r/b', how: 'removed' }], more: 2 });
    expect(said).toBe(
      "run-file-changed: while this attempt was at work, OpenForge's run files were changed by someone other than OpenForge: /r/a (created), /r/b (removed) and 2 more. " +
        "A sub-agent writes only its own result file under .openforge/ (the one its task file names): never another action's result, task or log file, nor any other run file. Do not touch .openforge/ again.",
    );
  });

  it("the collector's state; a sentence as it was said", () => {
    expect(spawnProblemText({ code: 'collector', status: 'done', file: F })).toBe(`collector: OpenClaw reported the collector child done, but it wrote no result file \`${F}\``);
    expect(spawnProblemText({ code: 'collector', status: 'killed', file: F })).toBe('collector: OpenClaw reported the collector child killed: it was killed; its result file is not taken');
    expect(spawnProblemText({ code: 'collector', status: 'failed', file: F })).toBe(
      'collector: OpenClaw reported the collector child failed: it failed (its structured result was missing or did not match the output schema, or the run ended in an error); its result file is not taken',
    );
    expect(spawnProblemText({ code: 'text', text: 'sessions_spawn: model not allowed' })).toBe('sessions_spawn: model not allowed');
    expect(spawnProblemText('an older sentence')).toBe('an older sentence');
  });
});

describe('an invalid result said as its failure', () => {
  it('run files changed or the collector\'s state say themselves; anything else is listed whole', () => {
    expect(attemptFailureText({ code: 'invalid-result', problems: [{ code: 'collector', status: 'killed', file: F }] })).toBe(
      'collector: OpenClaw reported the collector child killed: it was killed; its result file is not taken',
    );
    expect(attemptFailureText({ code: 'invalid-result', problems: [{ code: 'run-file-changed', changes: [{ path: '/r/a', how: 'changed' }], more: 0 }] })).toMatch(/^run-file-changed: .*\/r\/a \(changed\)\. A sub-agent/);
    expect(attemptFailureText({ code: 'invalid-result', problems: [{ code: 'result-refused', why: `${F} is a FIFO` }, { code: 'run-file-changed', changes: [{ path: '/r/a', how: 'changed' }], more: 0 }] })).toMatch(
      new RegExp(`^the result file is not a valid result: result-refused: ${F} is a FIFO; run-file-changed: `),
    );
    expect(attemptFailureText({ code: 'invalid-result', problems: [{ code: 'no-envelope', file: 'r.json', as: 'error' }, 'x'] })).toBe('the result file is not a valid result: r.json: not a result envelope; x');
    // An older log's sentence that says itself still does.
    expect(attemptFailureText({ code: 'invalid-result', problems: [{ code: 'text', text: 'collector: the child was killed' }] })).toBe('collector: the child was killed');
  });
});
