// Host-agent simulation, part 3: a process killed between writes (stale snapshot, torn
// events line) and two `next` processes racing. Every step goes through the bundled CLI.

import { copyFileSync, appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/schemas.js';
import { HostAgent, envelopeText, readEvents, type NextReport, type SpawnAction, type StartReport } from './host-agent.js';
import { disposeWorlds, expectCompleted, implementPhase, newWorld, prd, simulate, writesDone } from './setup.js';

afterEach(disposeWorlds);

const polishPhase = '### Phase: polish\n**Tasks:**\n- Write `polished.txt`\n\n**Gate:** `test -f polished.txt`';

describe('host-agent simulation: durability', () => {
  it('11. killed between writes: a stale state.json and a torn events line are recovered, no spawn twice', () => {
    const world = newWorld();
    const { t } = simulate(prd([implementPhase(), polishPhase]), {
      child: (c) =>
        c.phase === 'polish'
          ? { files: { 'polished.txt': 'shiny' }, result: { kind: 'envelope', summary: 'polished', filesModified: ['polished.txt'] } }
          : writesDone('yes'),
      beforeNext: (n, runDir) => {
        const state = join(runDir, 'state.json');
        const stale = (k: number): string => join(runDir, '..', `stale-state-${k}.json`);
        const seal = join(world.forgeHome, 'seals', `${basename(runDir)}.json`);
        const staleSeal = (k: number): string => join(runDir, '..', `stale-seal-${k}.json`);
        // As the seal is when a process dies after appending events but before the snapshot: the
        // mark of the snapshot put back still committed, the appended log's mark pending.
        const dieBeforeSnapshot = (k: number): void => {
          const now = JSON.parse(readFileSync(seal, 'utf8')) as { committed: unknown };
          const then = JSON.parse(readFileSync(staleSeal(k), 'utf8')) as { committed: unknown };
          writeFileSync(seal, JSON.stringify({ ...now, committed: then.committed, pending: now.committed }));
          copyFileSync(stale(k), state);
        };
        // A snapshot saved before the n-th `next` and put back before the (n+1)-th: state.json is
        // behind events.jsonl, as when a process dies after appending events but before the snapshot.
        if (n === 2 || n === 3) {
          copyFileSync(state, stale(n));
          copyFileSync(seal, staleSeal(n));
        }
        if (n === 3) dieBeforeSnapshot(2);
        if (n === 4) {
          dieBeforeSnapshot(3);
          // ... and dies in the middle of an append: a torn last line.
          appendFileSync(join(runDir, 'events.jsonl'), '{"seq":999,"at":1,"type":"spawn-iss');
        }
      },
    }, world);
    // The first `next` follows the gate confirmation the run starts with (`sh check.sh` is not vetted).
    expect(t.confirmations.map((c) => c.decision)).toEqual(['approve']);
    const nexts = t.commands.filter((c) => c.argv[0] === 'next').slice(1).map((c) => c.json as NextReport);
    expect(nexts.length).toBeGreaterThanOrEqual(4);
    // (a) recovered from the events: a warning says so and polish is not spawned again.
    const afterStale = nexts[2] as NextReport;
    expect(afterStale.warnings.length).toBeGreaterThan(0);
    expect(afterStale.warnings.join('\n')).toMatch(/rebuil/i);
    expect(afterStale.actions.map((a) => a.kind)).not.toContain('spawn');
    // (b) the stale snapshot plus a torn line: both reported, the torn line dropped.
    const afterTorn = nexts[3] as NextReport;
    expect(afterTorn.warnings.join('\n')).toMatch(/rebuil/i);
    expect(afterTorn.warnings.join('\n')).toMatch(/incomplete|torn/i);
    const events = readEvents(t.runDir as string);
    const issued = events.filter((e) => e.type === 'spawn-issued').map((e) => e.actionId);
    expect(new Set(issued).size).toBe(issued.length);
    expect(t.spawns.map((s) => s.phase)).toEqual(['implement', 'polish']);
    expectCompleted(world, t);
  });

  it('11c. a torn last events line alone (the snapshot is current) is reported too', () => {
    let tornAt = -1;
    const { world, t } = simulate(prd([implementPhase()]), {
      child: () => writesDone('yes'),
      beforeNext: (n, runDir) => {
        if (n !== 1) return;
        tornAt = n;
        appendFileSync(join(runDir, 'events.jsonl'), '{"seq":999,"at":1,"type":"gate-iss');
      },
    });
    expect(tornAt).toBe(1);
    // The first `next` follows the gate confirmation (not counted by beforeNext); the torn line is seen by the second.
    const first = t.commands.filter((c) => c.argv[0] === 'next')[1]?.json as NextReport;
    // NextReport.warnings: "things the agent should tell the user (a rebuilt state, a torn events line)".
    expect(first.warnings.join('\n')).toMatch(/incomplete|torn/i);
    expectCompleted(world, t);
  });

  it('12. two `next` processes at once: no spawn is issued twice', async () => {
    const world = newWorld();
    const parallel = (name: string): string => `### Phase: ${name} [parallel]\n**Type:** extract\n**Tasks:**\n- Read \`check.sh\``;
    world.write('feature.prd.md', prd(['### Phase: setup\n**Tasks:**\n- Prepare', parallel('scan-a'), parallel('scan-b'), parallel('scan-c'), implementPhase()]));
    const agent = new HostAgent(world, { child: (c) => (c.phase === 'implement' ? writesDone('yes') : undefined) });
    const run = agent.command(['run', 'feature.prd.md', '--cwd', world.project, '--json']);
    let report: NextReport = run.json as StartReport;
    agent.attach(report.runId, (run.json as StartReport).runDir);
    // `sh check.sh` is not a vetted gate: the run starts with its confirmation.
    expect(report.actions.map((a) => a.id)).toEqual(['run.confirm-gates']);
    expect(agent.command(['decide', report.runId, '--gates', 'approve', '--json']).code).toBe(0);
    report = agent.command(['next', report.runId, '--json']).json as NextReport;
    const racedSpawns: string[] = [];
    // Carry out the spawns by hand (so that results are on disk), then race two `next` processes.
    const manual = (r: NextReport): boolean => r.actions.some((a) => a.kind === 'spawn') && r.actions.every((a) => a.kind !== 'spawn' || a.phase !== 'implement');
    for (let round = 0; round < 4 && manual(report); round += 1) {
      for (const a of report.actions) {
        if (a.kind !== 'spawn') continue;
        const r = agent.command(['spawned', report.runId, a.id, '--session', `agent:main:subagent:race-${a.id}`, '--json']);
        expect(r.code).toBe(0);
        writeFileSync((a as SpawnAction).resultFile, envelopeText({ kind: 'envelope', summary: `${a.id} done` }));
      }
      const now = world.tick();
      const [one, two] = await Promise.all([
        world.cliAsync(['next', report.runId, '--json'], now),
        world.cliAsync(['next', report.runId, '--json'], now),
      ]);
      expect([one.code, two.code]).toEqual([0, 0]);
      const reports = [one.json as NextReport, two.json as NextReport];
      for (const r of reports) expect(schemaErrors('next', r)).toBe('');
      const offered = reports.flatMap((r) => r.actions.filter((a) => a.kind === 'spawn')) as SpawnAction[];
      // The loser of the race offers the winner's unconfirmed spawns again, marked `reoffered`: no second issue.
      const ids = offered.filter((s) => s.reoffered !== true).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(offered.every((s) => ids.includes(s.id))).toBe(true);
      const spawns = offered.filter((s, i) => offered.findIndex((o) => o.id === s.id) === i);
      racedSpawns.push(...ids);
      // The agent goes on with the union of what both printed.
      report = { ...reports[0], actions: spawns.length > 0 ? spawns : (reports[0] as NextReport).actions } as NextReport;
    }
    // The parallel wave came out of one race, each spawn once.
    expect(racedSpawns.filter((id) => id.includes('scan-')).sort()).toEqual(['2-scan-a.s1', '3-scan-b.s1', '4-scan-c.s1']);
    const t = agent.loop(report, 'next');
    const issued = readEvents(t.runDir as string).filter((e) => e.type === 'spawn-issued').map((e) => e.actionId);
    expect(new Set(issued).size).toBe(issued.length);
    expect(issued).toHaveLength(5);
    expectCompleted(world, t);
  });
});
