import { describe, expect, it } from 'vitest';
import { CREATION_SLACK_MS, gateLogProblem, resultFileProblem, untrustedFile } from '../../lib/run/evidence/run-files.js';

const T = 1_796_000_000_000;
const HEADER = { header: true, cwd: '/proj', startedAt: T, endedAt: T + 5000 };
const NONE = { header: false, cwd: null, startedAt: null, endedAt: null };
const gate = { logFile: '/proj/.openforge/runs/r/gates/1-a.g1-abc.log', command: 'npm test', notBefore: T };

describe('untrustedFile: only a file created after its action was issued', () => {
  it('refuses a file created before the issue (past the clock slack), keeps one created after', () => {
    expect(untrustedFile('/r/x', { createdMs: T - CREATION_SLACK_MS - 1000 }, T)).toEqual({ code: 'created-early', path: '/r/x', seconds: 3 });
    expect(untrustedFile('/r/x', { createdMs: T - CREATION_SLACK_MS }, T)).toBeNull();
    expect(untrustedFile('/r/x', { createdMs: T + 10 }, T)).toBeNull();
  });

  it('a refusal the shell saw (a link, a FIFO, a hard link) stands; no fact or no clock: nothing to refuse', () => {
    expect(untrustedFile('/r/x', { refused: '/r/x is a FIFO' }, T)).toBe('/r/x is a FIFO');
    expect(untrustedFile('/r/x', undefined, T)).toBeNull();
    expect(untrustedFile('/r/x', { createdMs: 0 }, undefined)).toBeNull();
  });

  it('a result file as its spawn sees it', () => {
    expect(resultFileProblem({ resultFile: '/r/a.json', notBefore: T }, { createdMs: T - 60_000 })).toEqual({ code: 'created-early', path: '/r/a.json', seconds: 60 });
    expect(resultFileProblem({ resultFile: '/r/a.json', notBefore: T }, { refused: '/r/a.json is a FIFO' })).toEqual({ code: 'result-refused', why: '/r/a.json is a FIFO' });
  });
});

describe('gateLogProblem', () => {
  const dirs = { workdir: '/proj', real: '/real/proj' };

  it('a log with the exec command\'s lines from the workdir (or its resolved path) may be read', () => {
    expect(gateLogProblem(gate, 'openforge-cwd=/proj\n', HEADER, { createdMs: T + 1 }, dirs)).toBeNull();
    expect(gateLogProblem(gate, 'x', { ...HEADER, cwd: '/real/proj' }, { createdMs: T + 1 }, dirs)).toBeNull();
  });

  it('another directory is gate-wrong-dir', () => {
    expect(gateLogProblem(gate, 'x', { ...HEADER, cwd: '/elsewhere' }, { createdMs: T + 1 }, dirs)?.reason).toBe('gate-wrong-dir');
  });

  it('no header, a planted link or an earlier file is gate-log-refused', () => {
    expect(gateLogProblem(gate, 'all passed\nopenforge-exit=0\n', NONE, { createdMs: T + 1 }, dirs)?.reason).toBe('gate-log-refused');
    expect(gateLogProblem(gate, null, NONE, { refused: 'a symbolic link' }, dirs)).toEqual({ reason: 'gate-log-refused', fault: { code: 'untrusted', command: 'npm test', why: 'a symbolic link' } });
    expect(gateLogProblem(gate, 'x', HEADER, { createdMs: T - 10_000 }, dirs)?.reason).toBe('gate-log-refused');
  });

  it('a log the exec command is still starting (empty, or its first line half written) is not refused yet', () => {
    expect(gateLogProblem(gate, '', NONE, { createdMs: T + 1 }, dirs)).toBeNull();
    expect(gateLogProblem(gate, 'openforge-c', NONE, { createdMs: T + 1 }, dirs)).toBeNull();
    expect(gateLogProblem(gate, 'openforge-cwd=/pr', NONE, { createdMs: T + 1 }, dirs)).toBeNull();
  });

  it('a gate of an older version (no notBefore) is read as before', () => {
    expect(gateLogProblem({ ...gate, notBefore: undefined }, 'ok\nopenforge-exit=0\n', NONE, undefined, dirs)).toBeNull();
  });
});
