import { describe, expect, it } from 'vitest';
import { GATE_TAIL_CHARS, readGateLog } from '../../lib/gate/index.js';

const T0 = 1_790_000_000_000;
const at = (now: number) => ({ startedAt: T0, now, timeoutSeconds: 60 });
const done = at(T0 + 1000);

describe('readGateLog: states', () => {
  it('no log yet is pending', () => {
    expect(readGateLog(null, done)).toEqual({ state: 'pending', exitCode: null, tail: '' });
  });

  it('a log without the marker is running until timeout + grace (30 s default)', () => {
    expect(readGateLog('', done)).toEqual({ state: 'running', exitCode: null, tail: '' });
    expect(readGateLog('building…\n', at(T0 + 90_000))).toEqual({ state: 'running', exitCode: null, tail: 'building…\n' });
    expect(readGateLog('building…\n', at(T0 + 90_001))).toEqual({ state: 'timed-out', exitCode: null, tail: 'building…\n' });
  });

  it('honours a custom grace and never times out without a start time', () => {
    expect(readGateLog('x', { ...at(T0 + 60_001), graceSeconds: 0 }).state).toBe('timed-out');
    expect(readGateLog('x', { ...at(T0 + 60_000), graceSeconds: 0 }).state).toBe('running');
    expect(readGateLog('x', { startedAt: null, now: T0 * 2, timeoutSeconds: 1 }).state).toBe('running');
  });

  it('marker 0 is passed, anything else failed', () => {
    expect(readGateLog('ok\nopenforge-exit=0\n', done)).toEqual({ state: 'passed', exitCode: 0, tail: 'ok\n' });
    expect(readGateLog('FAIL x\r\nopenforge-exit=1\n', done)).toEqual({ state: 'failed', exitCode: 1, tail: 'FAIL x\n' });
    expect(readGateLog('openforge-exit=255\n', done)).toEqual({ state: 'failed', exitCode: 255, tail: '' });
  });

  it('a marker is final even after the timeout', () => {
    expect(readGateLog('openforge-exit=0\n', at(T0 + 10_000_000)).state).toBe('passed');
  });

  it('only the last non-empty line counts', () => {
    expect(readGateLog('openforge-exit=0\nreal failure\nopenforge-exit=2\n', done)).toEqual({
      state: 'failed',
      exitCode: 2,
      tail: 'openforge-exit=0\nreal failure\n',
    });
    // The gate printed a marker and is still running (or was killed before our printf).
    expect(readGateLog('openforge-exit=0\nstill going\n', done).state).toBe('running');
    expect(readGateLog('x\nopenforge-exit=0\n\n  \n', done).state).toBe('passed');
  });

  it('finds the marker after output without a final newline', () => {
    expect(readGateLog('partialopenforge-exit=4\n', done)).toEqual({ state: 'failed', exitCode: 4, tail: 'partial' });
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
