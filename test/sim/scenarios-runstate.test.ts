// Host-agent simulation: tampering with the run state is caught before anything runs (issue 25
// item 3). A child edits the run files the way the red team did — the frozen argv in
// events.jsonl, state.json alone, a truncated log, the PRD copy — and the next command refuses
// as run-state-tampered, naming the file; no gate it did not check is ever handed out.

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpawnAction, Transcript } from './host-agent.js';
import { disposeWorlds, expectCompleted, implementPhase, newWorld, prd, simulate, writesDone } from './setup.js';

afterEach(disposeWorlds);

const runDirOf = (a: SpawnAction): string => join(a.resultFile, '..', '..');
/** The error document of the command that stopped the agent. */
const stopError = (t: Transcript): { code: number; error: { code: string; file?: string; message: string } } => {
  const last = t.commands.at(-1);
  return { code: last?.code ?? -1, error: (last?.json as { error: { code: string; file?: string; message: string } }).error };
};

describe('tampering with the run state', () => {
  it('a child rewrites the frozen argv in events.jsonl and deletes state.json: run-state-tampered, the touch never handed out', () => {
    const world = newWorld();
    const { t } = simulate(prd([implementPhase()]), {
      child: () => ({
        ...writesDone('yes'),
        after: (a) => {
          const events = join(runDirOf(a), 'events.jsonl');
          writeFileSync(events, readFileSync(events, 'utf8').replace('"argv":["sh","check.sh"]', '"argv":["touch","pwned"]'));
          rmSync(join(runDirOf(a), 'state.json'));
        },
      }),
    }, world);
    expect(t.stoppedBy).toBe('error');
    const stop = stopError(t);
    expect([stop.code, stop.error.code, basename(stop.error.file ?? '')]).toEqual([1, 'run-state-tampered', 'events.jsonl']);
    expect(t.execs).toEqual([]);
    expect(existsSync(join(world.project, 'pwned'))).toBe(false);
    // status says so too, and lists nothing from the forged state.
    const status = world.cli(['status', t.runId as string, '--json']);
    expect([status.code, (status.json as { error: { code: string } }).error.code]).toEqual([1, 'run-state-tampered']);
  });

  it('state.json alone, schema-valid, its digest dropped and a gate argv changed: run-state-tampered naming state.json', () => {
    const { t } = simulate(prd([implementPhase()]), {
      child: () => ({
        ...writesDone('yes'),
        after: (a) => {
          const path = join(runDirOf(a), 'state.json');
          const state = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { phases: { gateCommands: { argv: string[] }[] }[] };
          delete state.snapshotDigest;
          for (const p of state.phases) for (const g of p.gateCommands) g.argv = ['touch', 'pwned'];
          writeFileSync(path, JSON.stringify(state, null, 2));
        },
      }),
    });
    const stop = stopError(t);
    expect([stop.code, stop.error.code, basename(stop.error.file ?? '')]).toEqual([1, 'run-state-tampered', 'state.json']);
    expect(t.execs).toEqual([]);
  });

  it.each([
    ['events.jsonl truncated to its first event', 'events.jsonl', (dir: string) => {
      const path = join(dir, 'events.jsonl');
      writeFileSync(path, `${readFileSync(path, 'utf8').split('\n')[0]}\n`);
    }],
    ['a forged event appended', 'events.jsonl', (dir: string) => {
      const path = join(dir, 'events.jsonl');
      const lines = readFileSync(path, 'utf8').trim().split('\n');
      const seq = lines.length + 1;
      writeFileSync(path, `${lines.join('\n')}\n${JSON.stringify({ seq, at: 1, type: 'resumed' })}\n`);
    }],
    ['events.jsonl deleted', 'events.jsonl', (dir: string) => rmSync(join(dir, 'events.jsonl'))],
    ['the frozen PRD copy edited', 'prd.md', (dir: string) => writeFileSync(join(dir, 'prd.md'), '# PRD: other\n')],
    ['state.json replaced by a copy of itself with a changed status', 'state.json', (dir: string) => {
      const path = join(dir, 'state.json');
      writeFileSync(path, readFileSync(path, 'utf8').replace('"status": "running"', '"status": "completed"'));
    }],
  ])('%s: run-state-tampered naming %s, nothing issued', (_what, file, tamper) => {
    const { t } = simulate(prd([implementPhase()]), { child: () => ({ ...writesDone('yes'), after: (a) => tamper(runDirOf(a)) }) });
    const stop = stopError(t);
    expect([stop.code, stop.error.code, basename(stop.error.file ?? '')]).toEqual([1, 'run-state-tampered', file]);
    expect(stop.error.message).toContain('Inspect the file');
    expect(t.execs).toEqual([]);
  });

  it('an unsealed run (its seal gone) whose frozen argv was rewritten: the argv is derived again from the frozen text, never emitted (run-state-tampered)', () => {
    const world = newWorld();
    const { t } = simulate(prd([implementPhase()]), {
      child: () => ({
        ...writesDone('yes'),
        after: (a) => {
          rmSync(join(world.forgeHome, 'seals'), { recursive: true, force: true });
          const dir = runDirOf(a);
          const events = join(dir, 'events.jsonl');
          writeFileSync(events, readFileSync(events, 'utf8').replace('"argv":["sh","check.sh"]', '"argv":["touch","pwned"]'));
          rmSync(join(dir, 'state.json'));
        },
      }),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as { reason: string }).reason).toBe('run-state-tampered');
    expect(t.execs).toEqual([]);
    expect(existsSync(join(world.project, 'pwned'))).toBe(false);
  });

  it('an honest run is sealed and completes; the seal and the key live in the OpenForge home, not the project', () => {
    const { world, t } = simulate(prd([implementPhase()]), { child: () => writesDone('yes') });
    expect(existsSync(join(world.forgeHome, 'run-key'))).toBe(true);
    expect(existsSync(join(world.forgeHome, 'seals', `${t.runId}.json`))).toBe(true);
    expectCompleted(world, t);
  });
});
