import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliJson, projectMaker } from '../helpers/cli-project.js';
import { GH } from './fakes.js';

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
});
