import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-model-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// The subject here is the run's spawns: no test baseline before them (docs/design.md#test-baseline).
const PRD = `---
test-baseline: off
---
# PRD: Models
## Objective
Write a file.
## Phases
### Phase: build
**Model:** opus
**Tasks:**
- Write \`done.txt\`
**Gate:** \`npm test\`
`;

function project(): { dir: string; env: Record<string, string>; prd: string } {
  const dir = join(tmp, `p${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'x.prd.md'), PRD);
  return {
    dir,
    prd: join(dir, 'x.prd.md'),
    env: {
      OPENFORGE_HOME: `${dir}-home`, // outside the project: run refuses a home inside it
      OPENFORGE_NOW: '1796029200000',
      OPENCLAW_CONFIG_PATH: join(root, 'test/fixtures/openclaw/openclaw.json'),
    },
  };
}

async function json(argv: string[], p: { dir: string; env: Record<string, string> }, schema: string) {
  const r = await runCli([...argv, '--json'], { env: p.env, cwd: p.dir });
  const doc = JSON.parse(r.stdout);
  expect(schemaErrors(schema, doc)).toBe('');
  return { code: r.code, doc };
}

const MISMATCH =
  'spawn `1-build.s1` of phase `build` asked for model `anthropic/claude-opus-4-6` but OpenClaw reported `anthropic/claude-sonnet-4-5` (model-mismatch): the child runs on another model than planned.';

describe('spawned --model: the model audit through the commands', () => {
  it('records the reported model; spawned warns once when it differs, next does not repeat it, status lists it', async () => {
    const p = project();
    const started = await json(['run', p.prd, '--cwd', p.dir], p, 'next');
    const runId = started.doc.runId as string;
    expect(started.doc.actions[0].spawn.model).toBe('anthropic/claude-opus-4-6');
    const spawned = await json(['spawned', runId, '1-build.s1', '--session', 'agent:main:subagent:1', '--model', 'anthropic/claude-sonnet-4-5'], p, 'spawned');
    expect(spawned.code).toBe(0);
    expect(spawned.doc.model).toEqual({ requested: 'anthropic/claude-opus-4-6', reported: 'anthropic/claude-sonnet-4-5', verdict: 'differs' });
    expect(spawned.doc.warnings).toEqual([MISMATCH]);
    const human = await runCli(['spawned', runId, '1-build.s1', '--session', 'agent:main:subagent:1'], { env: p.env, cwd: p.dir });
    expect(human.stdout).toContain('warning: asked for model anthropic/claude-opus-4-6 but OpenClaw reported anthropic/claude-sonnet-4-5 (model-mismatch).');

    const next = await json(['next', runId], p, 'next');
    expect(next.doc.warnings).toEqual([]);
    const again = await json(['spawned', runId, '1-build.s1', '--session', 'agent:main:subagent:1', '--model', 'anthropic/claude-sonnet-4-5'], p, 'spawned');
    expect(again.doc.applied).toBe(false);
    expect(again.doc).not.toHaveProperty('warnings');
    const status = await json(['status', runId], p, 'status');
    expect(status.doc.warnings).toEqual([MISMATCH]);
    expect(status.doc.phases[0].modelAudit).toEqual({ requested: 'anthropic/claude-opus-4-6', reported: 'anthropic/claude-sonnet-4-5', verdict: 'differs' });
    const text = await runCli(['status', runId], { env: p.env, cwd: p.dir });
    expect(text.stdout).toContain('opus (OpenClaw reported anthropic/claude-sonnet-4-5)');
  });

  it('a matching model (without its provider prefix) and a missing --model are no warning', async () => {
    const p = project();
    const started = await json(['run', p.prd, '--cwd', p.dir], p, 'next');
    const runId = started.doc.runId as string;
    const spawned = await json(['spawned', runId, '1-build.s1', '--session', 'k', '--model', 'claude-opus-4-6'], p, 'spawned');
    expect(spawned.doc.model.verdict).toBe('same');
    expect(spawned.doc).not.toHaveProperty('warnings');
    expect((await json(['next', runId], p, 'next')).doc.warnings).toEqual([]);

    const q = project();
    const other = await json(['run', q.prd, '--cwd', q.dir], q, 'next');
    const plain = await json(['spawned', other.doc.runId, '1-build.s1', '--session', 'k'], q, 'spawned');
    expect(plain.doc.model).toEqual({ requested: 'anthropic/claude-opus-4-6', reported: null, verdict: 'unknown' });
    expect((await json(['status', other.doc.runId], q, 'status')).doc.phases[0]).not.toHaveProperty('modelAudit');
  });

  it('an empty --model is no model; a second, different model for the same child is refused (exit 1)', async () => {
    const p = project();
    const started = await json(['run', p.prd, '--cwd', p.dir], p, 'next');
    const runId = started.doc.runId as string;
    expect((await json(['spawned', runId, '1-build.s1', '--session', 'k', '--model', '  '], p, 'spawned')).doc.model.reported).toBeNull();
    expect((await json(['spawned', runId, '1-build.s1', '--session', 'k', '--model', 'x/model-a'], p, 'spawned')).doc.applied).toBe(true);
    const refused = await runCli(['spawned', runId, '1-build.s1', '--session', 'k', '--model', 'x/model-b'], { env: p.env, cwd: p.dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already recorded with model `x/model-a`');
  });
});
