// Host-agent simulation, evidence: a gate that tested nothing, a phase that changed nothing,
// and the model OpenClaw reports for a child. Every step goes through the bundled CLI.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { countEvents, readEvents, readState, type ChildScript, type EscalateAction } from './host-agent.js';
import { disposeWorlds, expectCompleted, expectSound, newWorld, prd, simulate, withOpenClawConfig } from './setup.js';

afterEach(disposeWorlds);

/** A stand-in for `node --test`: `ℹ tests 0` and exit 0 until a test file exists. */
const TEST_SH = [
  '#!/bin/sh',
  'if [ -f sum.test.js ]; then echo "✔ adds (0.4ms)"; echo "ℹ tests 1"; echo "ℹ pass 1"; exit 0; fi',
  'echo "ℹ tests 0"; echo "ℹ suites 0"; echo "ℹ pass 0"; echo "ℹ fail 0"',
  'exit 0',
  '',
].join('\n');

const testedPhase = (extra = ''): string =>
  `### Phase: implement\n**Tasks:**\n- Write \`sum.js\` and its test \`sum.test.js\`\n${extra}\n**Gate:** \`sh test.sh\``;

function world() {
  const w = newWorld();
  w.write('test.sh', TEST_SH);
  return w;
}

/** The full task text the child read (handed over by file). */
const taskOf = (t: { spawns: { actionId: string; taskText: string | null }[] }, id: string): string => t.spawns.find((s) => s.actionId === id)?.taskText ?? '';

describe('host-agent simulation: evidence', () => {
  it('E1. a gate that exits 0 with "ℹ tests 0" fails as no-tests-ran; the retry adds the test and passes', () => {
    const { world: w, t } = simulate(prd([testedPhase()]), {
      child: (c) => ({
        files: (c.attempt === 1 ? { 'sum.js': 'module.exports = (a, b) => a + b;\n' } : { 'sum.test.js': "require('./sum.js');\n" }) as Record<string, string>,
        result: { kind: 'envelope', summary: `attempt ${c.attempt}`, filesModified: c.attempt === 1 ? ['sum.js'] : ['sum.test.js'] },
      }),
    }, world());
    expect(t.spawns.map((s) => s.attempt)).toEqual([1, 2]);
    // The baseline (a test gate, before the first spawn), attempt 1's gate, attempt 2's gate, the final verification,
    // then the new test on the code before the phase (FAIL_TO_PASS; test.sh's "adds" passes whenever
    // sum.test.js exists, with or without sum.js, so it passes there too).
    expect(t.execs.map((e) => [e.actionId, e.code])).toEqual([['baseline.g1', 0], ['1-implement.g1', 0], ['1-implement.g2', 0], ['final.g1', 0], ['oldcode.g1', 0]]);
    const finished = readEvents(t.runDir as string).filter((e) => e.type === 'gate-finished');
    expect(finished.map((e) => [e.actionId, e.state, e.exitCode, e.reason ?? null])).toEqual([
      ['baseline.g1', 'passed', 0, null],
      ['1-implement.g1', 'failed', 0, 'no-tests-ran'],
      ['1-implement.g2', 'passed', 0, null],
      ['final.g1', 'passed', 0, null],
      ['oldcode.g1', 'passed', 0, null],
    ]);
    // The baseline's report: node's spec summary, no test yet.
    expect(finished[0]?.report).toEqual({ runner: 'node --test', line: 'ℹ tests 0', total: 0, passed: 0, failed: 0, skipped: 0, todo: 0, tests: [] });
    expect(finished[1]?.evidence).toEqual({ runner: 'node --test', line: 'ℹ tests 0' });
    expect(taskOf(t, t.spawns[1]?.actionId ?? '')).toContain('exited 0 but ran no tests (no-tests-ran: node --test printed `ℹ tests 0`)');
    expectCompleted(w, t);
    expect(readFileText(t.final as { summaryFile: string })).toContain('→ failed (exit 0, no-tests-ran)');
  });

  it('E2. a child that never adds a test: the same empty run twice escalates no-progress, not completed', () => {
    const { world: w, t } = simulate(prd([testedPhase('**Max-Retries:** 3')]), {
      child: () => ({ files: { 'sum.js': 'module.exports = 1;\n' }, result: { kind: 'envelope', summary: 'done', filesModified: ['sum.js'] } }),
    }, world());
    expect(t.stoppedBy).toBe('escalate');
    expect((t.final as EscalateAction).reason).toBe('no-progress');
    expect((t.final as EscalateAction).message).toContain(
      'Recommended next step: The gate `sh test.sh` exited 0 but its output shows that no test ran (no-tests-ran), so it proves nothing',
    );
    expect(t.spawns).toHaveLength(2);
    expect(countEvents(t.runDir as string, 'gate-finished', (e) => e.reason === 'no-tests-ran')).toBe(2);
    expect(readState(t.runDir as string).status).toBe('needs-human');
    expectSound(w, t);
  });

  it('E3. an impl phase whose passing attempt changed no file passes with a no-changes warning', () => {
    const w = world();
    w.write('sum.test.js', '// already there\n');
    const { t } = simulate(prd([testedPhase()]), { child: () => ({ result: { kind: 'envelope', summary: 'nothing to do' } }) }, w);
    expectCompleted(w, t);
    expect(readEvents(t.runDir as string).find((e) => e.type === 'phase-passed')).toMatchObject({ phase: 'implement', noChanges: true });
    const warning = 'phase `implement` passed but its passing attempt changed no file (no-changes): check that its tasks were really done, not only claimed.';
    const status = w.cli(['status', t.runId as string, '--json']).json as { warnings: string[] };
    expect(status.warnings).toEqual([warning]);
    // Relayed once: in the one `next` where the phase passed (not in every later one), and in the completion message.
    const carrying = t.commands.filter((c) => ((c.json as { warnings?: string[] } | null)?.warnings ?? []).includes(warning));
    expect(carrying.map((c) => c.argv[0])).toEqual(['next']);
    expect(t.commands.filter((c) => c.argv[0] === 'next').length).toBeGreaterThan(1);
    expect((t.final as { message: string }).message).toContain(warning);
  });

  it('E3b. a phase after another, whose sloppy child lists no filesModified but did write a file, is not a no-op', () => {
    const w = world();
    w.write('sum.test.js', '// already there\n');
    const notes = '### Phase: notes\n**Tasks:**\n- Write `tidy` into `notes.txt`\n\n**Gate:** `sh test.sh`';
    const { t } = simulate(prd([testedPhase(), notes]), {
      child: (c): ChildScript =>
        c.phase === 'notes'
          ? { files: { 'notes.txt': 'tidy\n' }, result: { kind: 'envelope', summary: 'wrote notes.txt' } }
          : { files: { 'sum.js': 'module.exports = 2;\n' }, result: { kind: 'envelope', summary: 'wrote sum.js', filesModified: ['sum.js'] } },
    }, w);
    expectCompleted(w, t);
    // implement passed in the same `next` that started notes: it is not notes' sibling at work.
    const recorded = readEvents(t.runDir as string).filter((e) => e.type === 'changes-recorded');
    expect(recorded.map((e) => e.changed)).toEqual([['sum.js'], ['notes.txt']]);
    expect(readEvents(t.runDir as string).filter((e) => e.type === 'phase-passed').map((e) => e.noChanges ?? false)).toEqual([false, false]);
  });

  it('E3c. in a parallel pair, a sloppy child that lists no filesModified but wrote a file is not called a no-op', () => {
    const w = world();
    w.write('sum.test.js', '// already there\n');
    const phase = (name: string): string => `### Phase: ${name} [parallel]\n**Tasks:**\n- Write \`${name}.txt\`\n\n**Gate:** \`sh test.sh\``;
    const { t } = simulate(prd([phase('left'), phase('right')]), {
      child: (c): ChildScript =>
        c.phase === 'left'
          ? { files: { 'left.txt': 'l\n' }, result: { kind: 'envelope', summary: 'wrote left.txt', filesModified: ['left.txt'] } }
          : { files: { 'right.txt': 'r\n' }, result: { kind: 'envelope', summary: 'wrote right.txt' } },
    }, w);
    expectCompleted(w, t);
    const events = readEvents(t.runDir as string);
    const right = events.find((e) => e.type === 'changes-recorded' && String(e.actionId).includes('right'));
    // The tree cannot say whose right.txt is (right claimed nothing): unattributed, not "changed nothing".
    expect(right).toMatchObject({ changed: [], unattributed: expect.arrayContaining(['right.txt']) });
    const passed = events.filter((e) => e.type === 'phase-passed');
    expect(passed.map((e) => [e.phase, e.noChanges ?? false])).toEqual(expect.arrayContaining([['left', false], ['right', false]]));
    const status = w.cli(['status', t.runId as string, '--json']).json as { warnings: string[] };
    expect(status.warnings.filter((x) => x.includes('no-changes'))).toEqual([]);
  });

  it('E4. the model OpenClaw reports is recorded per spawn; a different one is a warning in status and a row in the summary', () => {
    const w = withOpenClawConfig(world());
    w.write('sum.test.js', '// already there\n');
    const { t } = simulate(prd([testedPhase()]), {
      child: () => ({ files: { 'sum.js': 'module.exports = 2;\n' }, result: { kind: 'envelope', summary: 'wrote sum.js', filesModified: ['sum.js'] } }),
      resolvedModel: () => 'anthropic/claude-haiku-4-5',
    }, w);
    expectCompleted(w, t);
    const confirmed = readEvents(t.runDir as string).filter((e) => e.type === 'spawn-confirmed');
    expect(confirmed.map((e) => e.reportedModel)).toEqual(['anthropic/claude-haiku-4-5']);
    const mismatch =
      'spawn `1-implement.s1` of phase `implement` asked for model `anthropic/claude-sonnet-4-5` but OpenClaw reported `anthropic/claude-haiku-4-5` (model-mismatch): the child runs on another model than planned.';
    const status = w.cli(['status', t.runId as string, '--json']).json as { warnings: string[]; phases: { modelAudit?: unknown }[] };
    expect(status.warnings).toEqual([mismatch]);
    // Said once, by the `spawned` that recorded the model; no `next` repeats it.
    const carrying = t.commands.filter((c) => ((c.json as { warnings?: string[] } | null)?.warnings ?? []).includes(mismatch));
    expect(carrying.map((c) => c.argv[0])).toEqual(['spawned']);
    expect(status.phases[0]?.modelAudit).toEqual({ requested: 'anthropic/claude-sonnet-4-5', reported: 'anthropic/claude-haiku-4-5', verdict: 'differs' });
    expect(readFileText(t.final as { summaryFile: string })).toContain(
      '| `1-implement.s1` | `implement` | `anthropic/claude-sonnet-4-5` | `anthropic/claude-haiku-4-5` | **differs** |',
    );
  });
});

function readFileText(final: { summaryFile: string }): string {
  return readFileSync(final.summaryFile, 'utf8');
}
