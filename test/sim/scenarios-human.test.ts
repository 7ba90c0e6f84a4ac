import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Host-agent simulation, part 2: the human in the loop (approvals, cancel, resume), phase
// selection (Skip, --only) and the spawn budget. Every step goes through the bundled CLI.

import { afterEach, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/schemas.js';
import { HostAgent, countEvents, readState, type EscalateAction, type NextReport, type StartReport } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, implementPhase, newWorld, prd, simulate, writesDone } from './setup.js';

afterEach(disposeWorlds);

const approvalPhase = (extra = ''): string =>
  `### Phase: approve\n**Type:** approval\n${extra}\n**Tasks:**\n- Confirm that \`done.txt\` says what we want`;
const finishPhase = '### Phase: finish\n**Tasks:**\n- Write `finished.txt`\n\n**Gate:** `test -f finished.txt`';
const finishChild = { files: { 'finished.txt': 'ok' }, result: { kind: 'envelope' as const, summary: 'finished', filesModified: ['finished.txt'] } };

describe('host-agent simulation: humans, selection and budgets', () => {
  it('9. approval approved: ask, decide approve, run continues; same decide is a no-op, a conflicting one refused', () => {
    const { world, t } = simulate(prd([implementPhase(), approvalPhase(), finishPhase]), {
      child: (c) => (c.phase === 'finish' ? finishChild : writesDone('yes')),
      decide: () => ({ decision: 'approve', note: 'looks right' }),
    });
    // The gate confirmation (`test -f` is not vetted) comes first, then the approval's own question.
    expect(t.confirmations.map((c) => c.decision)).toEqual(['approve']);
    const asks = t.actions.filter((a) => a.action.kind === 'ask' && a.action.id !== 'run.confirm-gates');
    expect(asks).toHaveLength(1);
    expect(asks[0]?.action).toMatchObject({ phase: 'approve' });
    expect(t.decisions).toEqual([{ phase: 'approve', decision: 'approve', note: 'looks right', code: 0 }]);
    expect(t.spawns.map((s) => s.phase)).toEqual(['implement', 'finish']);
    expectCompleted(world, t);
    const runId = t.runId as string;
    const again = world.cli(['decide', runId, 'approve', 'approve', '--note', 'looks right', '--json']);
    expect(again.code).toBe(0);
    expect(schemaErrors('decide', again.json)).toBe('');
    expect(again.json).toMatchObject({ applied: false, decision: 'approve' });
    const conflicting = world.cli(['decide', runId, 'approve', 'reject', '--note', 'changed my mind', '--json']);
    expect(conflicting.code).toBe(1);
    expect(countEvents(t.runDir as string, 'decision-recorded')).toBe(1);
    expect(readState(t.runDir as string).status).toBe('completed');
  });

  it('9b. while the run goes on: a repeated approve is a no-op and a conflicting reject is refused', () => {
    const world = newWorld();
    world.write('feature.prd.md', prd([approvalPhase(), finishPhase]));
    const agent = new HostAgent(world, { child: () => finishChild });
    const run = agent.command(['run', 'feature.prd.md', '--cwd', world.project, '--json']);
    const started = run.json as NextReport;
    expect(started.actions.map((a) => a.id)).toEqual(['run.confirm-gates']);
    expect(agent.command(['decide', started.runId, '--gates', 'approve', '--json']).code).toBe(0);
    const report = agent.command(['next', started.runId, '--json']).json as NextReport;
    expect(report.actions.map((a) => a.kind)).toEqual(['ask']);
    const first = agent.command(['decide', report.runId, 'approve', 'approve', '--json']);
    expect(first.code).toBe(0);
    expect(first.json).toMatchObject({ applied: true, status: 'running' });
    const repeat = agent.command(['decide', report.runId, 'approve', 'approve', '--json']);
    expect(repeat.code).toBe(0);
    expect(repeat.json).toMatchObject({ applied: false });
    const conflict = agent.command(['decide', report.runId, 'approve', 'reject', '--note', 'no', '--json']);
    expect(conflict.code).toBe(1);
    expect(countEvents((started as StartReport).runDir, 'decision-recorded')).toBe(1);
  });

  it('10. approval rejected with On-Reject: implement is spawned again with the note in its task', () => {
    const note = 'Use the word yes in lowercase only';
    const { world, t } = simulate(prd([implementPhase(), approvalPhase('**On-Reject:** implement'), finishPhase]), {
      child: (c) => (c.phase === 'finish' ? finishChild : writesDone('yes')),
      decide: (_a, round) => (round === 1 ? { decision: 'reject', note } : { decision: 'approve', note: 'fine now' }),
    });
    expect(t.decisions.map((d) => [d.decision, d.code])).toEqual([
      ['reject', 0],
      ['approve', 0],
    ]);
    const implement = t.spawns.filter((s) => s.phase === 'implement');
    expect(implement).toHaveLength(2);
    expect(implement[0]?.taskText).not.toContain(note);
    expect(implement[1]?.taskText).toContain(note);
    expect(t.spawns.map((s) => s.phase)).toEqual(['implement', 'implement', 'finish']);
    expectCompleted(world, t);
  });

  it('13. cancel: status cancelled, next exits 1 with no actions, a second cancel is a no-op', () => {
    const world = newWorld();
    world.write('feature.prd.md', prd([implementPhase()]));
    const agent = new HostAgent(world);
    const run = agent.command(['run', 'feature.prd.md', '--cwd', world.project, '--json']);
    const { runId, runDir } = run.json as StartReport;
    const cancel = agent.command(['cancel', runId, '--note', 'not needed', '--json']);
    expect(cancel.code).toBe(0);
    expect(cancel.json).toMatchObject({ status: 'cancelled', actions: [] });
    const next = agent.command(['next', runId, '--json']);
    expect(next.code).toBe(1);
    expect(next.json).toMatchObject({ status: 'cancelled', actions: [] });
    const again = agent.command(['cancel', runId, '--json']);
    expect(again.code).toBe(0);
    expect(again.json).toMatchObject({ status: 'cancelled' });
    expect(countEvents(runDir, 'run-cancelled')).toBe(1);
    const status = world.cli(['status', runId, '--json']);
    expect(status.code).toBe(1);
    expect(schemaErrors('status', status.json)).toBe('');
    expect(status.json).toMatchObject({ status: 'cancelled' });
    // A cancelled run writes its summary too (issue 27 item 5), with the cancellation in its history.
    const summaryFile = (status.json as { summaryFile: string | null }).summaryFile ?? '';
    expect(summaryFile).toMatch(/\/\.openforge\/run-\d{8}-\d{6}\.md$/);
    const summary = readFileSync(summaryFile, 'utf8');
    expect(summary).toContain('- Outcome: **cancelled**');
    expect(sectionOf(summary, 'Escalations and resumes')).toMatch(/^- \d{4}-\d\d-\d\dT[\d:.]+Z cancelled: "not needed"$/);
    expect(readFileSync(join(runDir, 'summary.md'), 'utf8')).toBe(summary);
    expect(agent.transcript.violations).toEqual([]);
    expectSound(world, { ...agent.transcript, runId, runDir });
  });

  it('14. resume after an escalation: the escalated phase gets a fresh attempt and the run completes', () => {
    const world = newWorld();
    const { agent, t } = simulate(prd([implementPhase('implement', '**Max-Retries:** 0')]), {
      child: (c) => writesDone(c.nth === 1 ? 'apple' : 'yes'),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('gate-retries-exhausted');
    const resumed = agent.command(['resume', t.runId as string, '--json']);
    expect(resumed.code).toBe(0);
    const report = resumed.json as NextReport;
    expect(report.status).toBe('running');
    const spawn = report.actions.find((a) => a.kind === 'spawn');
    expect(spawn).toMatchObject({ phase: 'implement', attempt: 1 });
    agent.loop(report, 'resume');
    expect(t.spawns.map((s) => s.phase)).toEqual(['implement', 'implement']);
    expect(countEvents(t.runDir as string, 'run-resumed')).toBe(1);
    expectCompleted(world, t);
  });

  it('14b. resume --note-file: the retried task quotes the BLOCKED sub-agent\'s question, the human\'s answer and the earlier attempt', () => {
    const world = newWorld();
    const question = 'Which greeting should done.txt hold: "yes" or "no"?';
    const { agent, t } = simulate(prd([implementPhase()]), {
      child: (c) => (c.nth === 1 ? { result: { kind: 'envelope', status: 'BLOCKED', summary: question } } : writesDone('yes')),
    }, world);
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('sub-agent-blocked');
    const answer = world.write('.openforge/answer.md', 'Write "yes".\nNothing else.\n');
    const resumed = agent.command(['resume', '--note-file', answer, '--json']);
    expect(resumed.code).toBe(0);
    agent.loop(resumed.json as NextReport, 'resume');
    const retried = t.spawns.filter((s) => s.phase === 'implement').at(-1)?.taskText ?? '';
    const section = retried.slice(retried.indexOf('## Previous attempt failed'), retried.indexOf('\n## ', retried.indexOf('## Previous attempt failed') + 5));
    expect(section.trim()).toBe(
      [
        '## Previous attempt failed',
        `The run stopped for a human (sub-agent-blocked: the sub-agent reported BLOCKED: ${question}) and was resumed.`,
        '',
        'The sub-agent before you reported BLOCKED and asked:',
        `> ${question}`,
        '',
        "The human's answer (follow it):",
        '> Write "yes".',
        '> Nothing else.',
        '',
        'Earlier attempts:',
        `- Attempt 1 reported BLOCKED: ${question} (changed no file)`,
        '',
        'Fix the cause; do not repeat the same approach.',
      ].join('\n'),
    );
    const events = readFileSync(join(t.runDir as string, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(events.find((e) => e.type === 'run-resumed')).toMatchObject({ note: 'Write "yes".\nNothing else.', reset: ['implement'] });
    expectCompleted(world, t);
    // The summary of a run that escalated, was answered and completed names both (issue 27 item 5).
    const summary = readFileSync((t.final as { summaryFile: string }).summaryFile, 'utf8');
    const history = sectionOf(summary, 'Escalations and resumes').split('\n').map((l) => l.replace(/^- \S+ /, '- '));
    expect(history).toEqual([
      `- escalated at \`implement\`: sub-agent-blocked: the sub-agent reported BLOCKED: ${question}`,
      '- resumed (reset `implement`; the human\'s answer: "Write "yes". Nothing else.")',
    ]);
    expect(sectionOf(summary, 'Escalated phases')).toBe('None.');
  });

  it('15. a Skip: true phase is never spawned and is listed as skipped', () => {
    const skipped = '### Phase: docs\n**Skip:** true\n**Tasks:**\n- Write the docs';
    const { world, t } = simulate(prd([implementPhase(), skipped, finishPhase]), {
      child: (c) => (c.phase === 'finish' ? finishChild : writesDone('yes')),
    });
    expect(t.spawns.map((s) => s.phase)).toEqual(['implement', 'finish']);
    const state = readState(t.runDir as string);
    expect(state.phases.find((p) => p.name === 'docs')).toMatchObject({ status: 'skipped', skipReason: 'skip-flag' });
    const status = world.cli(['status', t.runId as string, '--json']).json as { phases: { name: string; status: string }[] };
    expect(status.phases.find((p) => p.name === 'docs')?.status).toBe('skipped');
    expect((t.final as { message: string }).message).toContain('docs');
    expectCompleted(world, t);
  });

  it('16. --only PHASE: only that phase is spawned, the others are skipped', () => {
    const { world, t } = simulate(prd([implementPhase(), finishPhase, '### Phase: polish\n**Tasks:**\n- Polish']), {
      runArgs: ['--only', 'finish'],
      child: () => finishChild,
    });
    expect(t.spawns.map((s) => s.phase)).toEqual(['finish']);
    const state = readState(t.runDir as string);
    expect(state.phases.map((p) => [p.name, p.status, p.skipReason])).toEqual([
      ['implement', 'skipped', 'only'],
      ['finish', 'passed', null],
      ['polish', 'skipped', 'only'],
    ]);
    expectCompleted(world, t);
  });

  it('17. budget: max-spawns 2 with a phase that keeps failing escalates budget-exhausted', () => {
    const fruits = ['apple', 'banana', 'cherry', 'durian', 'elderberry', 'fig'];
    const { world, t } = simulate(prd([implementPhase('implement', '**Max-Retries:** 5')], 'max-spawns: 2'), {
      child: (c) => writesDone(fruits[c.attempt - 1] ?? 'grape'),
    });
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('budget-exhausted');
    expect(t.spawns).toHaveLength(2);
    const status = world.cli(['status', t.runId as string, '--json']).json as { spawns: { used: number; limit: number } };
    expect(status.spawns).toEqual({ used: 2, limit: 2 });
    expectSound(world, t);
  });
});

/** The body of the summary's `## name` section, trimmed. */
function sectionOf(summary: string, name: string): string {
  const start = summary.indexOf(`## ${name}\n`);
  if (start < 0) return '';
  const body = summary.slice(start + name.length + 4);
  const end = body.indexOf('\n## ');
  return (end < 0 ? body : body.slice(0, end)).trim();
}
