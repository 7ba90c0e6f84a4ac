import { describe, expect, it } from 'vitest';
import { GATE_TAIL_CHARS, gateSpan, readGateLog } from '../../lib/gate/index.js';

const T0 = 1_790_000_000_000;
const at = (now: number) => ({ startedAt: T0, now, timeoutSeconds: 60 });
const done = at(T0 + 1000);
/** A log without the exec command's first lines (an older version's, or a hand-written one). */
const NONE = { header: false, cwd: null, startedAt: null, endedAt: null };

describe('readGateLog: states', () => {
  it('no log yet is pending', () => {
    expect(readGateLog(null, done)).toEqual({ state: 'pending', exitCode: null, tail: '', ran: NONE });
  });

  it('a log without the marker is running until timeout + grace (30 s default)', () => {
    expect(readGateLog('', done)).toEqual({ state: 'running', exitCode: null, tail: '', ran: NONE });
    expect(readGateLog('building…\n', at(T0 + 90_000))).toEqual({ state: 'running', exitCode: null, tail: 'building…\n', ran: NONE });
    expect(readGateLog('building…\n', at(T0 + 90_001))).toEqual({ state: 'timed-out', exitCode: null, tail: 'building…\n', ran: NONE });
  });

  it('honours a custom grace and never times out without a start time', () => {
    expect(readGateLog('x', { ...at(T0 + 60_001), graceSeconds: 0 }).state).toBe('timed-out');
    expect(readGateLog('x', { ...at(T0 + 60_000), graceSeconds: 0 }).state).toBe('running');
    expect(readGateLog('x', { startedAt: null, now: T0 * 2, timeoutSeconds: 1 }).state).toBe('running');
  });

  it('marker 0 is passed, anything else failed', () => {
    expect(readGateLog('ok\nopenforge-exit=0\n', done)).toEqual({ state: 'passed', exitCode: 0, tail: 'ok\n', ran: NONE });
    expect(readGateLog('FAIL x\r\nopenforge-exit=1\n', done)).toEqual({ state: 'failed', exitCode: 1, tail: 'FAIL x\n', ran: NONE });
    expect(readGateLog('openforge-exit=255\n', done)).toEqual({ state: 'failed', exitCode: 255, tail: '', ran: NONE });
  });

  it('a marker is final even after the timeout', () => {
    expect(readGateLog('openforge-exit=0\n', at(T0 + 10_000_000)).state).toBe('passed');
  });

  it('only the last non-empty line counts', () => {
    expect(readGateLog('openforge-exit=0\nreal failure\nopenforge-exit=2\n', done)).toEqual({
      state: 'failed',
      exitCode: 2,
      tail: 'openforge-exit=0\nreal failure\n',
      ran: NONE,
    });
    // The gate printed a marker and is still running (or was killed before our printf).
    expect(readGateLog('openforge-exit=0\nstill going\n', done).state).toBe('running');
    expect(readGateLog('x\nopenforge-exit=0\n\n  \n', done).state).toBe('passed');
  });

  it('finds the marker after output without a final newline', () => {
    expect(readGateLog('partialopenforge-exit=4\n', done)).toEqual({ state: 'failed', exitCode: 4, tail: 'partial', ran: NONE });
  });

  it('ignores what is not our marker', () => {
    expect(readGateLog('openforge-exit=1234\n', done).state).toBe('running');
    expect(readGateLog('openforge-exit=abc\n', done).state).toBe('running');
    expect(readGateLog('openforge-exit=\n', done).state).toBe('running');
    expect(readGateLog('openforge-exit=0 trailing\n', done).state).toBe('running');
  });
});

describe('readGateLog: tail', () => {
  it('is the last 2,000 characters before the marker', () => {
    const { tail } = readGateLog(`${'a'.repeat(5000)}${'b'.repeat(2000)}\nopenforge-exit=1\n`, done);
    expect(GATE_TAIL_CHARS).toBe(2000);
    expect(tail).toBe(`${'b'.repeat(1999)}\n`);
  });

  it('redacts secrets, strips colours and normalizes CRLF', () => {
    const token = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
    const log = `\u001b[31mFAIL\u001b[0m auth\r\nusing ${token}\r\nopenforge-exit=1\n`;
    expect(readGateLog(log, done).tail).toBe('FAIL auth\nusing [REDACTED:github-token]\n');
  });

  it('redacts a secret that straddles the 2,000-character cut', () => {
    const token = `ghp_${'Z9y8X7w6V5'.repeat(4)}`;
    const log = `${token}${'.'.repeat(1990)}\nopenforge-exit=1\n`;
    const { tail } = readGateLog(log, done);
    expect(tail).not.toMatch(/Z9y8/);
    expect(tail.length).toBe(2000);
  });

  it('never throws on binary or huge input', () => {
    let binary = '';
    for (let i = 0; i < 70_000; i += 1) binary += String.fromCharCode((i * 7919) % 65_536);
    const huge = binary.repeat(60); // ~4.2 M chars
    const running = readGateLog(huge, done);
    expect(running.state).toBe('running');
    expect(running.tail.length).toBeLessThanOrEqual(2000);
    const failed = readGateLog(`${huge}\nopenforge-exit=9\n`, done);
    expect(failed.state).toBe('failed');
    expect(failed.exitCode).toBe(9);
    expect(readGateLog(' '.repeat(1_000_000), done).state).toBe('running');
    expect(readGateLog('x'.repeat(2_000_000), done).state).toBe('running');
  });
});

describe('readGateLog: where and when the gate ran (the exec command\'s own lines)', () => {
  const header = 'openforge-cwd=/home/u/proj\nopenforge-start=1790000001\n';

  it('reads the working directory, the start and the end; the tail is the gate\'s output only', () => {
    expect(readGateLog(`${header}ok 3 tests\nopenforge-exit=0 end=1790000042\n`, done)).toEqual({
      state: 'passed',
      exitCode: 0,
      tail: 'ok 3 tests\n',
      ran: { header: true, cwd: '/home/u/proj', startedAt: 1_790_000_001_000, endedAt: 1_790_000_042_000 },
    });
  });

  it('a gate still running has its start but no end', () => {
    expect(readGateLog(`${header}building\n`, done)).toEqual({
      state: 'running',
      exitCode: null,
      tail: 'building\n',
      ran: { header: true, cwd: '/home/u/proj', startedAt: 1_790_000_001_000, endedAt: null },
    });
  });

  it('a missing `date` leaves the times unknown, the header still ours', () => {
    const log = 'openforge-cwd=/p\nopenforge-start=sh: date: not found\nx\nopenforge-exit=1 end=\n';
    expect(readGateLog(log, done).ran).toEqual({ header: true, cwd: '/p', startedAt: null, endedAt: null });
  });

  it('a header that is not at the very start is output, not ours (a gate cannot print its own header)', () => {
    const log = `noise\n${header}openforge-exit=0 end=1790000042\n`;
    expect(readGateLog(log, done).ran).toEqual(NONE);
    expect(readGateLog('openforge-cwd=/p\nno start line\nopenforge-exit=0\n', done).ran).toEqual(NONE);
  });

  it('the old marker without an end time is still read (runs of an older version)', () => {
    expect(readGateLog('ok\nopenforge-exit=0\n', done).state).toBe('passed');
    expect(readGateLog(`${header}openforge-exit=3 end=oops\n`, done).state).toBe('running');
  });
});

describe('gateSpan: the times a gate ran', () => {
  const g = { issuedAt: 1_790_000_000_500, finishedAt: 1_790_000_060_000 };

  it('uses the log\'s times when they fit between issue and read', () => {
    expect(gateSpan({ ...g, ranFrom: 1_790_000_010_000, ranTo: 1_790_000_040_000 })).toEqual({ from: 1_790_000_010_000, to: 1_790_000_040_000 });
    // Whole seconds: a start up to a second before the issue is the issue.
    expect(gateSpan({ ...g, ranFrom: 1_790_000_000_000, ranTo: 1_790_000_040_000 }).from).toBe(1_790_000_000_500);
  });

  it('falls back to issue and read times when the log\'s clock does not fit (or says nothing)', () => {
    expect(gateSpan(g)).toEqual({ from: 1_790_000_000_500, to: 1_790_000_060_000 });
    expect(gateSpan({ ...g, ranFrom: 1_000, ranTo: 2_000 })).toEqual({ from: 1_790_000_000_500, to: 1_790_000_060_000 });
    expect(gateSpan({ ...g, finishedAt: null, ranFrom: 1_790_000_010_000 })).toEqual({ from: 1_790_000_010_000, to: null });
  });
});
