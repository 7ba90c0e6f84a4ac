import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliJson, projectMaker } from '../helpers/cli-project.js';
import { GH, HF } from './fakes.js';

/**
 * Issue 26 item 5: every output goes through the same redaction. A token in the PRD's title, a
 * phase name and a `models:` value never reaches `summary.md`, `cancel` or `spawned`; one in a
 * manifest's script never reaches `detect`.
 */
const TOKEN = GH;
const tmp = mkdtempSync(join(tmpdir(), 'openforge-outputs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const PRD = [
  '---', 'test-baseline: off', 'final-verification: off', 'models:', `  opus: anthropic/${TOKEN}`, '---',
  `# PRD: deploy with ${TOKEN}`, '', '## Objective', 'x', '', '## Phases', '',
  `### Phase: push-${TOKEN}`, '**Model:** opus', '**Tasks:**', '- do it', '', '**Gate:** `npm test`', '',
].join('\n');
const project = projectMaker(tmp, PRD);

describe('every output redacted (issue 26 item 5)', () => {
  it('summary.md, cancel and spawned carry no raw token from the title, a phase name or a models: value', async () => {
    const p = project();
    writeFileSync(join(p.dir, 'package.json'), JSON.stringify({ name: 'p', private: true, scripts: { test: 'node --test' } }));
    const started = await cliJson(['run', p.prd], p);
    expect(started.code).toBe(0);
    const runId: string = started.doc.runId;
    const spawn = (started.doc.actions as Array<{ kind: string; id: string; action?: string }>).find((a) => a.kind === 'spawn');
    if (spawn !== undefined) {
      const spawned = await runCli(['spawned', runId, spawn.id, '--session', 'agent:main:subagent:1', '--model', `anthropic/${TOKEN}`, '--json'], { env: p.env, cwd: p.dir });
      expect(spawned.stdout).not.toContain(TOKEN);
      expect(spawned.stdout).toContain('[REDACTED');
    }
    const cancelled = await runCli(['cancel', runId, '--json'], { env: p.env, cwd: p.dir });
    expect(cancelled.code).toBe(0);
    expect(cancelled.stdout).not.toContain(TOKEN);
    // The run directory keeps a copy of the summary a cancelled run writes.
    const summary = readFileSync(join((JSON.parse(cancelled.stdout) as { runDir: string }).runDir, 'summary.md'), 'utf8');
    expect(summary).not.toContain(TOKEN);
    expect(summary).toContain('# OpenForge run: deploy with [REDACTED');
  });

  it('detect carries no raw token from a manifest (its package name)', async () => {
    const dir = mkdtempSync(join(tmp, 'detect-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: TOKEN, private: true, scripts: { test: 'node --test' } }));
    for (const json of [true, false]) {
      const r = await runCli(['detect', '--cwd', dir, ...(json ? ['--json'] : [])], { env: { OPENFORGE_HOME: join(tmp, 'home') } });
      expect(r.code).toBe(0);
      expect(r.stdout).not.toContain(TOKEN);
      expect(r.stdout).toContain('[REDACTED');
    }
  });

  it('the run files (events.jsonl, state.json) keep no secret of the PRD; names holding one stay distinct and answerable', async () => {
    const prd = [
      '---', 'test-baseline: off', 'final-verification: off', '---',
      `# PRD: deploy with ${TOKEN}`, '', '## Objective', `x ${HF}`, '', '## Phases', '',
      `### Phase: push-${TOKEN}`, '**Tasks:**', `- use ${HF}`, '**Acceptance:**', `- ${HF} works`, '', '**Gate:** `npm test`', '',
      `### Phase: push-${HF}`, `**Depends-On:** push-${TOKEN}`, '**Tasks:**', '- again', '', '**Gate:** `npm test`', '',
      `### Phase: sign-${HF}`, '**Type:** approval', `**Depends-On:** push-${HF}`, '**Tasks:**', '- look', '',
    ].join('\n');
    const p = project(prd);
    writeFileSync(join(p.dir, 'package.json'), JSON.stringify({ name: 'p', private: true, scripts: { test: 'node --test' } }));
    const started = await cliJson(['run', p.prd], p);
    expect(started.code, started.stderr).toBe(0);
    const runs = join(p.dir, '.openforge', 'runs');
    const runDir = join(runs, readdirSync(runs)[0] as string);
    for (const file of ['events.jsonl', 'state.json']) {
      const text = readFileSync(join(runDir, file), 'utf8');
      for (const secret of [TOKEN, HF, TOKEN.slice(4, 16), HF.slice(3, 15)]) expect(text, file).not.toContain(secret);
      expect(text, file).toContain('[REDACTED:');
    }
    const state = JSON.parse(readFileSync(join(runDir, 'state.json'), 'utf8')) as { phases: Array<{ name: string; dependsOn: string[] }> };
    const names = state.phases.map((x) => x.name);
    expect(new Set(names).size).toBe(names.length);
    // The dependencies name the phases as kept.
    for (const x of state.phases) for (const d of x.dependsOn) expect(names).toContain(d);
    // The user answers with the name as written.
    const decided = await runCli(['decide', started.doc.runId as string, `sign-${HF}`, 'approve', '--json'], { env: p.env, cwd: p.dir });
    expect(decided.stdout + decided.stderr).not.toContain(HF);
    expect(decided.stdout).not.toMatch(/no approval phase/);
  });
});
