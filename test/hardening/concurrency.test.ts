// Concurrency (issue 7, item 4): rounds of 8 CLI processes started at once against one run,
// mixing `next`, `spawned` (each spawn recorded twice, racing) and `decide` (the same
// answer twice, racing). Every spawn is emitted exactly once across all outputs and events,
// every decision is applied once, no process crashes, and the run directory stays valid.

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/schemas.js';
import { envelopeText, runDirProblems, type Action, type NextReport, type SpawnAction, type StartReport } from '../sim/host-agent.js';
import { Sandbox, STACK_LINE, eventLines, eventProblems, type CliRun } from './harness.js';

const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});

const parallel = (name: string): string => `### Phase: ${name} [parallel]\n**Type:** extract\n**Tasks:**\n- Read \`notes.txt\``;

const PRD = `# PRD: Race
## Objective
Survive eight processes at once.

## Phases

${parallel('scan-a')}

${parallel('scan-b')}

${parallel('scan-c')}

### Phase: first-look [parallel]
**Type:** approval
**Tasks:**
- Confirm the plan

### Phase: build
**Tasks:**
- Write \`built.txt\`

**Gate:** \`test -f built.txt\`

### Phase: sign-off
**Type:** approval
**Tasks:**
- Confirm \`built.txt\`

### Phase: finish [parallel]
**Type:** extract
**Tasks:**
- Read \`built.txt\`

### Phase: finish-too [parallel]
**Type:** extract
**Tasks:**
- Read \`built.txt\` again
`;

const PROCESSES = 8;

describe('concurrency: 8 processes at once against one run', () => {
  it('every spawn is emitted once, every decision applied once, nothing crashes', async () => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    sb.write('race.prd.md', PRD);
    sb.write('notes.txt', 'notes');
    sb.write('built.txt', 'built');
    const start = await sb.cli(['run', 'race.prd.md', '--cwd', sb.project, '--json']);
    expect(start.code, start.stderr).toBe(0);
    const first = start.json as StartReport;
    const { runId, runDir } = first;

    const emitted: string[] = [];
    const unconfirmed = new Map<string, SpawnAction>();
    const asks = new Set<string>();
    const gatesRun = new Set<string>();
    const problems: string[] = [];
    let done = false;
    const take = (report: NextReport, from: string): void => {
      expect(schemaErrors('next', report), from).toBe('');
      for (const a of report.actions as Action[]) {
        if (a.kind === 'spawn') {
          // A spawn handed out before and not confirmed yet is offered again, marked so: not a second issue.
          if (a.reoffered !== true) emitted.push(a.id);
          unconfirmed.set(a.id, a);
        } else if (a.kind === 'ask') asks.add(a.phase);
        else if (a.kind === 'gate' && !gatesRun.has(a.id)) {
          gatesRun.add(a.id);
          spawnSync('bash', ['-c', a.exec.command], { cwd: a.exec.workdir, env: { PATH: process.env.PATH } });
        } else if (a.kind === 'complete') done = true;
        else if (a.kind === 'escalate') problems.push(`escalated: ${a.message}`);
      }
    };
    // `test -f built.txt` is not a vetted gate: the run starts with its confirmation, then goes on.
    expect(first.actions.map((a) => a.id)).toEqual(['run.confirm-gates']);
    const gatesConfirmed = await sb.cli(['decide', runId, '--gates', 'approve', '--json']);
    expect(gatesConfirmed.code, gatesConfirmed.stderr).toBe(0);
    take((await sb.cli(['next', runId, '--json'])).json as NextReport, 'next');

    const outcomes: { argv: string[]; r: CliRun }[] = [];
    for (let round = 0; round < 12 && !done && problems.length === 0; round += 1) {
      // Each handed-out spawn is recorded by two racing `spawned`; each question answered twice.
      const argvs: string[][] = [];
      for (const id of unconfirmed.keys()) {
        const argv = ['spawned', runId, id, '--session', `agent:main:subagent:${id}`, '--json'];
        argvs.push(argv, argv);
      }
      for (const phase of asks) {
        const argv = ['decide', runId, phase, 'approve', '--json'];
        argvs.push(argv, argv);
      }
      while (argvs.length < PROCESSES) argvs.push(['next', runId, '--json']);
      // Children finish as soon as they are recorded: their results are on disk for the racing `next`s.
      for (const a of unconfirmed.values()) sb.write(a.resultFile.slice(sb.project.length + 1), envelopeText({ kind: 'envelope', summary: `${a.phase} done` }));
      const now = sb.tick();
      const results = await Promise.all(argvs.map((argv) => sb.cli(argv, { now }).then((r) => ({ argv, r }))));
      outcomes.push(...results);
      unconfirmed.clear();
      asks.clear();
      for (const { argv, r } of results) {
        const what = `${argv.join(' ')} → ${r.code}: ${r.stderr.slice(0, 300)}`;
        expect(STACK_LINE.test(r.stderr) || STACK_LINE.test(r.stdout), what).toBe(false);
        expect([0, 1], what).toContain(r.code);
        if (argv[0] === 'next') take(r.json as NextReport, argv.join(' '));
        else if (argv[0] === 'spawned') expect(schemaErrors('spawned', r.json), what).toBe('');
        else expect(schemaErrors('decide', r.json), what).toBe('');
      }
      // One `next` alone, so a round's last facts (a decision, results) are acted on.
      const after = await sb.cli(['next', runId, '--json']);
      expect([0, 1], after.stderr).toContain(after.code);
      take(after.json as NextReport, 'next (alone)');
    }
    expect(problems).toEqual([]);
    expect(done).toBe(true);

    const { events } = eventLines(runDir);
    expect(eventProblems(events)).toEqual([]);
    const issued = events.filter((e) => e.type === 'spawn-issued').map((e) => String(e.actionId));
    // Exactly once: each issued spawn was printed once, and nothing printed was not issued.
    expect([...emitted].sort()).toEqual([...issued].sort());
    expect(new Set(emitted).size).toBe(emitted.length);
    expect(issued).toHaveLength(6);
    // Each recorded once although recorded twice at once; each decision applied once.
    const confirmed = events.filter((e) => e.type === 'spawn-confirmed').map((e) => String(e.actionId));
    expect([...confirmed].sort()).toEqual([...issued].sort());
    const decisions = events.filter((e) => e.type === 'decision-recorded').map((e) => String(e.phase));
    expect(decisions.sort()).toEqual(['first-look', 'sign-off']);
    const applied = outcomes.filter(({ argv, r }) => argv[0] === 'decide' && (r.json as { applied: boolean }).applied).length;
    expect(applied).toBe(2);
    expect(outcomes.filter(({ argv }) => argv[0] === 'decide').length).toBeGreaterThanOrEqual(4);
    expect(runDirProblems(runDir)).toEqual([]);
    const status = await sb.cli(['status', runId, '--json']);
    expect(status.code).toBe(0);
    expect(schemaErrors('status', status.json)).toBe('');
  }, 120_000);
});

describe('concurrency: the same PRD started by several `run`s at once', () => {
  it('starts one run; the others return it (created: false)', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const sb = new Sandbox();
      sandboxes.push(sb);
      sb.write('race.prd.md', PRD);
      const now = sb.tick();
      const results = await Promise.all(Array.from({ length: 6 }, () => sb.cli(['run', 'race.prd.md', '--cwd', sb.project, '--json'], { now })));
      for (const r of results) expect(r.code, r.stderr).toBe(0);
      const ids = new Set(results.map((r) => (r.json as NextReport).runId));
      expect([...ids], 'every `run` returns the same run').toHaveLength(1);
      expect(results.filter((r) => (r.json as { created?: boolean }).created === true)).toHaveLength(1);
      expect(readdirSync(join(sb.project, '.openforge', 'runs'))).toHaveLength(1);
    }
  });
});

