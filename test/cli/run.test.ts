import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliJson, projectMaker } from '../helpers/cli-project.js';

const root = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-run-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// The subject here is the run's spawns: no test baseline before them (docs/design.md#test-baseline).
const PRD = `---
test-baseline: off
---
# PRD: Small
## Objective
Write a file.
## Phases
### Phase: build
**Tasks:**
- Write \`done.txt\`
**Gate:** \`npm test\`
### Phase: approve
**Type:** approval
**Tasks:**
- Look at it
`;

const project = projectMaker(tmp, PRD);
const json = cliJson;

describe('openforge run and the run commands (in process)', () => {
  it('starts a run, writes its directory and index, and returns it again while active', async () => {
    const p = project();
    const first = await json(['run', p.prd, '--cwd', p.dir], p);
    expect(first.code).toBe(0);
    expect(first.doc).toMatchObject({ created: true, status: 'running' });
    expect(first.doc.actions.map((a: { id: string }) => a.id)).toEqual(['1-build.s1']);
    const runDir = first.doc.runDir as string;
    expect(readdirSync(runDir).sort()).toEqual(['baseline', 'events.jsonl', 'gates', 'notes', 'prd.md', 'results', 'state.json', 'tasks']);
    expect(readFileSync(join(runDir, 'prd.md'), 'utf8')).toBe(PRD);
    expect(readFileSync(join(p.dir, '.openforge', '.gitignore'), 'utf8')).toBe('*\n');
    const index = JSON.parse(readFileSync(join(p.env.OPENFORGE_HOME ?? '', 'index.json'), 'utf8'));
    expect(index.runs.map((r: { runId: string }) => r.runId)).toEqual([first.doc.runId]);

    const again = await json(['run', p.prd, '--cwd', p.dir], p);
    expect(again.doc).toMatchObject({ created: false, runId: first.doc.runId });
    // Its spawn was never confirmed with `spawned`: offered again under the same id, marked.
    expect(again.doc.actions.map((a: { id: string; reoffered?: boolean }) => [a.id, a.reoffered])).toEqual(
      first.doc.actions.map((a: { id: string }) => [a.id, true]),
    );
    const fresh = await json(['run', p.prd, '--cwd', p.dir, '--new'], p);
    expect(fresh.doc.created).toBe(true);
    expect(fresh.doc.runId).not.toBe(first.doc.runId);
  });

  it('refuses an invalid PRD with its diagnostics and exit 1, writing nothing', async () => {
    const p = project(PRD.replace('`npm test`', '`npm test && rm -rf /`'));
    const r = await json(['run', p.prd, '--cwd', p.dir], p, 'validate');
    expect(r.code).toBe(1);
    expect(r.doc.valid).toBe(false);
    expect(r.doc.diagnostics.some((d: { ruleId: string }) => d.ruleId === 'gate-shell-operator')).toBe(true);
    expect(existsSync(join(p.dir, '.openforge'))).toBe(false);
  });

  it('exits 2 on unknown runs, actions, phases and bad arguments, listing what is known', async () => {
    const p = project();
    const { doc } = await json(['run', p.prd, '--cwd', p.dir], p);
    const unknownRun = await json(['next', 'nope-1'], p, 'error');
    expect(unknownRun.code).toBe(2);
    expect(unknownRun.doc.error.message).toContain(doc.runId);
    const unknownAction = await json(['spawned', doc.runId, 'x.s9', '--session', 'k'], p, 'error');
    expect(unknownAction.code).toBe(2);
    expect(unknownAction.doc.error.message).toContain('1-build.s1');
    const unknownPhase = await json(['decide', doc.runId, 'build', 'approve'], p, 'error');
    expect(unknownPhase.code).toBe(2);
    expect(unknownPhase.doc.error.message).toContain('approve');
    const badDecision = await json(['decide', doc.runId, 'approve', 'maybe'], p, 'error');
    expect(badDecision.code).toBe(2);
    const unsafe = await json(['status', '../../etc'], p, 'error');
    expect(unsafe.code).toBe(2);
    const noSession = await runCli(['spawned', doc.runId, '1-build.s1'], { env: p.env, cwd: p.dir });
    expect(noSession.code).toBe(2);
    expect(noSession.stderr).toContain('--session');
    const only = await json(['run', p.prd, '--cwd', p.dir, '--only', 'nothing', '--new'], p, 'error');
    expect(only.code).toBe(2);
    expect(only.doc.error.message).toContain('build');
  });

  it('status and list report the run; status finds the latest run without an id', async () => {
    const p = project();
    const { doc } = await json(['run', p.prd, '--cwd', p.dir], p);
    const status = await json(['status'], p, 'status');
    expect(status.code).toBe(0);
    expect(status.doc).toMatchObject({ runId: doc.runId, title: 'Small', status: 'running', wave: { current: 1, total: 2 } });
    expect(status.doc.phases.map((x: { name: string; status: string }) => `${x.name}:${x.status}`)).toEqual(['build:active', 'approve:pending']);
    const human = await runCli(['status', doc.runId], { env: p.env, cwd: p.dir });
    expect(human.stdout.split('\n').filter((l) => /\bbuild\b/.test(l))).toHaveLength(1);
    const list = await json(['list'], p, 'run-list');
    expect(list.doc.runs).toEqual([
      expect.objectContaining({ runId: doc.runId, status: 'running', title: 'Small', cwd: p.dir }),
    ]);
  });

  it('cancel halts the run (exit 1 from next afterwards) and a repeat is a no-op', async () => {
    const p = project();
    const { doc } = await json(['run', p.prd, '--cwd', p.dir], p);
    const cancel = await json(['cancel', doc.runId], p);
    expect(cancel.code).toBe(0);
    expect(cancel.doc.status).toBe('cancelled');
    expect((await json(['cancel', doc.runId], p)).code).toBe(0);
    const next = await json(['next', doc.runId], p);
    expect(next.code).toBe(1);
    expect(next.doc.actions).toEqual([]);
    const resume = await json(['resume', doc.runId], p, 'error');
    expect(resume.code).toBe(1);
  });

  it('a state.json changed by anyone but OpenForge is run-state-tampered: nothing is read or issued, the file is named', async () => {
    const p = project();
    const { doc } = await json(['run', p.prd, '--cwd', p.dir], p);
    const before = readFileSync(join(doc.runDir, 'events.jsonl'), 'utf8');
    writeFileSync(join(doc.runDir, 'state.json'), '{"broken": tru');
    const next = await json(['next', doc.runId], p, 'error');
    expect(next.code).toBe(1);
    expect(next.doc.error).toMatchObject({ code: 'run-state-tampered', file: join(doc.runDir, 'state.json') });
    expect(readFileSync(join(doc.runDir, 'events.jsonl'), 'utf8')).toBe(before);
    expect(root).toBeTruthy();
  });
});
