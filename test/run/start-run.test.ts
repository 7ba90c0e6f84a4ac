// Starting a run is the engine's decision and the interpreter's doing: the
// first event and the effects around it come back as data, a gate OpenForge wrote itself is
// trusted, and the interpreter carries them out in order, stopping at a fatal failure.
import { describe, expect, it } from 'vitest';
import { interpretStart, type StartIO } from '../../lib/io/interpreter.js';
import { startRun } from '../../lib/run/commands/start-run.js';
import type { RunEvent, RunState } from '../../lib/schema/index.js';
import { planText, RUN_DIR, T0 } from './harness.js';

const PRD = `# PRD: Started
## Objective
Start it.
## Phases
### Phase: build
**Files:** src/**
**Tasks:**
- Build it
**Gate:** \`./run.sh\`
`;

const start = (trusted: string[], folders?: string[]) =>
  startRun({ detailed: planText(PRD), runId: 'r1', now: T0, prd: { text: PRD, path: '/proj/x.prd.md', sha256: 'abc' }, cwd: '/proj', runDir: RUN_DIR, only: null, trusted, ...(folders === undefined ? {} : { folders }) });

/** A StartIO that logs what it is asked, in order; `fail`: the step that fails. */
function fakeIO(fail: 'dir' | 'prd' | 'persist' | null = null): StartIO & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    warnings: [],
    makeRunDirectory: () => (log.push('dir'), fail === 'dir' ? 'cannot create the run directory' : null),
    makeFolders: (paths) => void log.push(`folders:${paths.join(',')}`),
    writePrd: (text) => (log.push(`prd:${text.length}`), fail === 'prd' ? 'cannot write prd.md' : null),
    persist: (state: RunState, events: readonly RunEvent[]) => (log.push(`persist:${events.map((e) => `${e.seq}.${e.type}`).join(',')}:${state.seq}`), fail === 'persist' ? 'cannot append' : null),
    seal: () => void log.push('seal'),
    recordRun: (entry) => void log.push(`index:${entry.runId}:${entry.createdAt}`),
  };
}

describe('starting a run', () => {
  it('decides the first event (seq 1), its state and the effects around it', () => {
    const started = start([]);
    expect(started.events.map((e) => [e.seq, e.type])).toEqual([[1, 'run-started']]);
    expect(started.state.seq).toBe(1);
    expect(started.state.prd).toMatchObject({ path: '/proj/x.prd.md', sha256: 'abc', title: 'Started' });
    expect(started.effects).toEqual([
      { kind: 'make-run-directory' },
      { kind: 'write-prd', text: PRD },
      { kind: 'seal' },
      { kind: 'record-run', entry: { runId: 'r1', cwd: '/proj', prdPath: '/proj/x.prd.md', createdAt: '2026-11-30T09:00:00.000Z' } },
    ]);
  });

  it('asks for confirmation of an unknown gate, unless OpenForge wrote that gate itself', () => {
    expect(start([]).state.confirmGates?.map((g) => g.command)).toEqual(['./run.sh']);
    expect(start(['./run.sh']).state.confirmGates).toEqual([]);
    expect(start(['./other.sh']).state.confirmGates?.map((g) => g.command)).toEqual(['./run.sh']);
  });

  it('is carried out by the interpreter: the directory and the PRD copy, the event, then the seal, the index entry and the folders children write to', () => {
    const io = fakeIO();
    expect(interpretStart(start([]), io).failed).toBeNull();
    expect(io.log).toEqual(['dir', `prd:${PRD.length}`, 'persist:1.run-started:1', 'seal', 'index:r1:2026-11-30T09:00:00.000Z']);
    const draft = fakeIO();
    expect(interpretStart(start([], ['.openforge/prds']), draft).failed).toBeNull();
    expect(draft.log.slice(-2)).toEqual(['index:r1:2026-11-30T09:00:00.000Z', 'folders:.openforge/prds']);
  });

  it('stops at a directory, a PRD copy or an event that cannot be written: nothing after it is done', () => {
    const noDir = fakeIO('dir');
    expect(interpretStart(start([]), noDir).failed).toBe('cannot create the run directory');
    expect(noDir.log).toEqual(['dir']);
    const noPrd = fakeIO('prd');
    expect(interpretStart(start([]), noPrd).failed).toBe('cannot write prd.md');
    expect(noPrd.log).toEqual(['dir', `prd:${PRD.length}`]);
    const noEvent = fakeIO('persist');
    expect(interpretStart(start([]), noEvent).failed).toBe('cannot append');
    expect(noEvent.log).toEqual(['dir', `prd:${PRD.length}`, 'persist:1.run-started:1']);
  });
});
