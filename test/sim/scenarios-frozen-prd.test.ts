// Host-agent simulation, issue 25 item 3's last sentence: before any gate action is emitted, the
// gate is derived again from the frozen PRD copy (`prd.md`, itself sealed), parsed and validated
// again, and must be one of that phase's gates with the same argv. A run state rewritten
// consistently (command text and argv together), in a run whose seal is gone or was forged with
// the key read from the OpenForge home, never gets its gate emitted: run-state-tampered.

import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscalateAction, SpawnAction, World } from './host-agent.js';
import { disposeWorlds, expectCompleted, implementPhase, newWorld, prd, simulate, writesDone } from './setup.js';

afterEach(disposeWorlds);

const runDirOf = (a: SpawnAction): string => join(a.resultFile, '..', '..');
/** The frozen gate `sh check.sh` rewritten consistently to `touch pwned`: its text, its argv and the command line the user confirmed. */
const rewriteGate = (text: string): string =>
  text
    .replaceAll('"command":"sh check.sh"', '"command":"touch pwned"')
    .replaceAll('"argv":["sh","check.sh"]', '"argv":["touch","pwned"]')
    .replaceAll('"runs":"sh check.sh"', '"runs":"touch pwned"');

/** What a child that read the run key can do: seal its own rewrite of the log (the snapshot deleted). */
function forgeSeal(world: World, runDir: string, runId: string): void {
  const key = readFileSync(join(world.forgeHome, 'run-key'));
  const sealFile = join(world.forgeHome, 'seals', `${runId}.json`);
  const seal = JSON.parse(readFileSync(sealFile, 'utf8')) as Record<string, unknown>;
  const events = readFileSync(join(runDir, 'events.jsonl'));
  const eventsMac = createHmac('sha256', key).update(events).digest('hex');
  writeFileSync(sealFile, JSON.stringify({ ...seal, committed: { eventsBytes: events.length, eventsMac, stateMac: null }, pending: null }));
}

describe('a gate is emitted only if the frozen PRD copy has it', () => {
  it('an unsealed run whose gate text and argv were both rewritten: not a gate of the PRD copy, run-state-tampered naming it, never emitted', () => {
    const world = newWorld();
    const { t } = simulate(prd([implementPhase()]), {
      child: () => ({
        ...writesDone('yes'),
        after: (a) => {
          rmSync(join(world.forgeHome, 'seals'), { recursive: true, force: true });
          const events = join(runDirOf(a), 'events.jsonl');
          writeFileSync(events, rewriteGate(readFileSync(events, 'utf8')));
          rmSync(join(runDirOf(a), 'state.json'));
        },
      }),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect(final.reason).toBe('run-state-tampered');
    expect(final.message).toContain('touch pwned');
    expect(t.execs.filter((e) => e.actionId.startsWith('1-implement'))).toEqual([]);
    expect(existsSync(join(world.project, 'pwned'))).toBe(false);
  });

  it('a child that read the run key forges the seal over its rewritten log: the PRD copy still has only `sh check.sh`, run-state-tampered, never emitted', () => {
    const world = newWorld();
    const { t } = simulate(prd([implementPhase()]), {
      child: () => ({
        ...writesDone('yes'),
        after: (a) => {
          const dir = runDirOf(a);
          const events = join(dir, 'events.jsonl');
          writeFileSync(events, rewriteGate(readFileSync(events, 'utf8')));
          rmSync(join(dir, 'state.json'));
          forgeSeal(world, dir, JSON.parse(readFileSync(events, 'utf8').split('\n')[0] as string).runId as string);
        },
      }),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    const final = t.final as EscalateAction;
    expect([final.reason, final.message.includes('touch pwned')]).toEqual(['run-state-tampered', true]);
    expect(t.execs.filter((e) => e.actionId.startsWith('1-implement'))).toEqual([]);
    expect(existsSync(join(world.project, 'pwned'))).toBe(false);
  });

  it('an honest run with a gate per phase, a checkpoint-free review and the final verification: every gate matches its PRD copy', () => {
    const second = '### Phase: second\n**Tasks:**\n- Keep `done.txt`\n\n**Gate:** `sh check.sh`, `test -s done.txt`';
    const { world, t } = simulate(prd([implementPhase(), second]), { child: () => writesDone('yes') });
    expect(t.execs.map((e) => e.actionId)).toEqual(['1-implement.g1', '2-second.g1', '2-second.g2', 'final.g1', 'final.g2']);
    expectCompleted(world, t);
  });
});
