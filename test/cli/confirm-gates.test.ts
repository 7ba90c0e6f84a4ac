import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliJson, projectMaker } from '../helpers/cli-project.js';

/** Issue 16 part 3: a run begins with one `ask` listing every gate to confirm; nothing runs before the answer. */
const tmp = mkdtempSync(join(tmpdir(), 'openforge-confirm-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const PRD = `# PRD: Confirm
## Objective
Check gates.
## Phases
### Phase: build
**Tasks:**
- Write \`done.txt\`
**Gate:** \`npm test\`, then \`./scripts/check.sh --fast\`
### Phase: lint
**Depends-On:** build
**Shell-Gate:** true
**Tasks:**
- Lint
**Gate:** \`npm run lint && git diff --exit-code\`
### Phase: again
**Depends-On:** lint
**Tasks:**
- More
**Gate:** \`./scripts/check.sh --fast\`
`;

const project = projectMaker(tmp, PRD);
const json = cliJson;

describe('the gate confirmation a run starts with', () => {
  it('plan lists the gates to confirm, each once, exactly as they will run', async () => {
    const p = project();
    const plan = await json(['plan', p.prd, '--cwd', p.dir], p, 'plan');
    expect(plan.doc.confirmGates).toEqual([
      { phase: 'build', command: './scripts/check.sh --fast', runs: './scripts/check.sh --fast', shellGate: false },
      { phase: 'lint', command: 'npm run lint && git diff --exit-code', runs: "sh -c 'npm run lint && git diff --exit-code'", shellGate: true },
    ]);
    const human = await runCli(['plan', p.prd, '--cwd', p.dir], { env: p.env, cwd: p.dir });
    expect(human.stdout).toContain("Gates to confirm");
    expect(human.stdout).toContain("  lint: sh -c 'npm run lint && git diff --exit-code'");
  });

  it('run asks once before anything is spawned; next asks the same; approve starts the run', async () => {
    const p = project();
    const first = await json(['run', p.prd, '--cwd', p.dir], p);
    expect(first.doc.actions).toHaveLength(1);
    const ask = first.doc.actions[0];
    expect(ask).toMatchObject({ id: 'run.confirm-gates', kind: 'ask', phase: 'build' });
    expect(ask.question).toContain('1. phase `build`:\n```sh\n./scripts/check.sh --fast\n```');
    expect(ask.question).toContain("2. phase `lint`:\n```sh\nsh -c 'npm run lint && git diff --exit-code'\n```");
    expect(ask.question).not.toContain('npm test');
    expect(ask.approve).toMatch(/ decide \S+ --gates approve$/);
    expect(ask.reject).toMatch(/ decide \S+ --gates reject --note-file \S+$/);
    const runId = first.doc.runId as string;
    const events = () => readFileSync(join(first.doc.runDir as string, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l).type as string);
    expect(events()).toEqual(['run-started']);

    const next = await json(['next', runId], p);
    expect(next.doc.actions.map((a: { id: string }) => a.id)).toEqual(['run.confirm-gates']);
    expect(events()).toEqual(['run-started']);

    // An approval phase's decide does not answer it.
    const wrong = await json(['decide', runId, 'build', 'approve'], p, null);
    expect(wrong.code).toBe(2);

    const approved = await json(['decide', runId, '--gates', 'approve'], p, 'decide');
    expect(approved.code).toBe(0);
    expect(approved.doc).toMatchObject({ applied: true, status: 'running' });
    const repeat = await json(['decide', runId, '--gates', 'approve'], p, 'decide');
    expect(repeat.doc.applied).toBe(false);
    const conflicting = await json(['decide', runId, '--gates', 'reject'], p, null);
    expect(conflicting.code).toBe(1);

    // The confirmed gates first run once on the untouched tree: the test baseline (`npm test`).
    const baseline = await json(['next', runId], p);
    expect(baseline.doc.actions.map((a: { id: string }) => a.id)).toEqual(['baseline.g1']);
    expect(events()).toEqual(['run-started', 'gates-confirmed', 'baseline-gate-issued']);
    const gate = baseline.doc.actions[0] as { logFile: string; exec: { workdir: string } };
    const t = Math.floor(Date.now() / 1000);
    writeFileSync(gate.logFile, `openforge-cwd=${realpathSync(gate.exec.workdir)}\nopenforge-start=${t}\nopenforge-exit=1 end=${t}\n`);
    const started = await json(['next', runId], p);
    expect(started.doc.actions.map((a: { id: string }) => a.id)).toEqual(['1-build.s1']);
    // The phase start is progress the user hears once, recorded as reported in the log.
    expect(started.doc.progress).toBe('build started.');
    expect(events()).toEqual(['run-started', 'gates-confirmed', 'baseline-gate-issued', 'gate-finished', 'phase-started', 'spawn-issued', 'progress-reported']);
  });

  it('a rejection ends the run before it starts: cancelled, nothing spawned or run', async () => {
    const p = project();
    const first = await json(['run', p.prd, '--cwd', p.dir], p);
    const runId = first.doc.runId as string;
    const rejected = await json(['decide', runId, '--gates', 'reject', '--note', 'not these'], p, 'decide');
    expect(rejected.code).toBe(0);
    expect(rejected.doc.status).toBe('cancelled');
    const after = await json(['next', runId], p);
    expect(after.doc.status).toBe('cancelled');
    expect(after.doc.actions.filter((a: { kind: string }) => a.kind === 'spawn' || a.kind === 'gate')).toEqual([]);
    const types = readFileSync(join(first.doc.runDir as string, 'events.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l).type as string);
    expect(types).toEqual(['run-started', 'run-cancelled']);
  });

  it('a run whose gates are all vetted asks nothing and starts at once', async () => {
    const p = project(PRD.replace(/`\.\/scripts\/check\.sh --fast`/g, '`npm run check`').replace('**Shell-Gate:** true\n', '').replace('`npm run lint && git diff --exit-code`', '`npm run lint`'));
    const first = await json(['run', p.prd, '--cwd', p.dir], p);
    // Nothing to ask: the test baseline's gate (`npm test`) is the first action.
    expect(first.doc.actions.map((a: { id: string }) => a.id)).toEqual(['baseline.g1']);
  });
});

describe('the warnings a run starts with', () => {
  const SH = `# PRD: Sh
## Objective
Check gates.
## Phases
### Phase: one
**Tasks:**
- Write \`a.txt\`
**Gate:** \`sh check.sh\`
### Phase: two
**Tasks:**
- Write \`b.txt\`
**Gate:** \`sh check.sh\`
`;

  it('leaves out the unknown-program warnings of the gates its first question puts to the user; plan keeps them', async () => {
    const p = project(SH);
    const plan = await json(['plan', p.prd, '--cwd', p.dir], p, 'plan');
    const unknown = (plan.doc.diagnostics as { ruleId: string }[]).filter((d) => d.ruleId === 'gate-unknown-program');
    expect(unknown).toHaveLength(2);
    const run = await json(['run', p.prd, '--cwd', p.dir], p);
    expect(run.doc.actions.map((a: { id: string }) => a.id)).toEqual(['run.confirm-gates']);
    expect(run.doc.actions[0].question).toContain('1. phase `one`:\n```sh\nsh check.sh\n```');
    expect((run.doc.warnings as string[]).filter((w) => w.includes('[gate-unknown-program]'))).toEqual([]);
  });
});
