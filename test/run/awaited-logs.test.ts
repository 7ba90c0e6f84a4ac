import { describe, expect, it } from 'vitest';
import { awaitedGateLogs, awaitedLogs, awaitedResults, logEnded } from '../../lib/run/host/awaited-logs.js';
import { recordSpawned } from '../../lib/run/index.js';
import type { GateAction } from '../../lib/schema/index.js';
import { IMPLEMENT_THEN_REVIEW, RUN_DIR, Sim } from './harness.js';

describe('next --wait: the logs it waits for', () => {
  it('an end line is complete only with its exit status and its end time', () => {
    expect(logEnded(null)).toBe(false);
    expect(logEnded('openforge-cwd=/p\nopenforge-start=1796000000\nok\n')).toBe(false);
    expect(logEnded('openforge-cwd=/p\nopenforge-start=1796000000\nok\nopenforge-exit=0 end=')).toBe(false);
    expect(logEnded('openforge-cwd=/p\nopenforge-start=1796000000\nok\nopenforge-exit=0 end=1796000003\n')).toBe(true);
    expect(logEnded('openforge-cwd=/p\nopenforge-start=1796000000\nfailed\nopenforge-exit=1 end=1796000003')).toBe(true);
    // A gate printing the marker in its own output, mid-log, is not the end.
    expect(logEnded('openforge-exit=0 end=1796000003\nmore output\n')).toBe(false);
  });

  it('waits for the gate handed out, until its log has appeared and ended; none before or after', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW);
    const [spawn] = sim.advance();
    expect(awaitedLogs(sim.state)).toEqual([]);
    const confirmed = recordSpawned(sim.state, spawn?.id ?? '', 'agent:main:subagent:a', null);
    if (confirmed.kind !== 'apply') throw new Error(confirmed.kind);
    sim.apply(confirmed.facts);
    sim.result((spawn as { resultFile: string }).resultFile, { summary: 'built' });
    const gate = sim.advance().find((a): a is GateAction => a.kind === 'gate');
    expect(gate?.logFile.startsWith(`${RUN_DIR}/gates/1-implement.g1`)).toBe(true);
    expect(awaitedLogs(sim.state)).toEqual([gate?.logFile]);
    expect(awaitedGateLogs(sim.state)).toEqual([gate?.logFile]);
    sim.gateLog(gate?.logFile ?? '', 'Tests 3 passed (3)', 0);
    sim.advance();
    expect(awaitedLogs(sim.state)).toEqual([]);
  });

  it('with result files, waits for the running child: confirmed, reported by the same call, or handed out and not confirmed yet; none once its result is read', () => {
    const sim = new Sim(IMPLEMENT_THEN_REVIEW);
    const [spawn] = sim.advance();
    const id = spawn?.id ?? '';
    const file = (spawn as { resultFile: string }).resultFile;
    // Handed out, not confirmed: waited for (the next --wait may stand in the reply that starts it).
    expect(awaitedResults(sim.state, [])).toEqual([file]);
    expect(awaitedResults(sim.state, [id])).toEqual([file]);
    const confirmed = recordSpawned(sim.state, id, 'agent:main:subagent:a', null);
    if (confirmed.kind !== 'apply') throw new Error(confirmed.kind);
    sim.apply(confirmed.facts);
    expect(awaitedResults(sim.state, [])).toEqual([file]);
    sim.result(file, { summary: 'built' });
    sim.advance();
    expect(awaitedResults(sim.state, [])).toEqual([]);
  });
});
