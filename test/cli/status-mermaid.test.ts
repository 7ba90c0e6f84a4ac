// `openforge status --mermaid`: the run as a Mermaid gantt chart, in flight or ended, read back by
// Mermaid itself; the other status outputs are unchanged.
import { GANTT_THEME } from '../../lib/render/gantt.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliJson, projectMaker } from '../helpers/cli-project.js';
import { loadMermaid, mermaidGantt } from '../helpers/mermaid.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-status-mermaid-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
beforeAll(async () => {
  await loadMermaid();
}, 120_000);

// The subject here is the run's spawns: no test baseline before them (docs/design.md#test-baseline).
const PRD = `---
test-baseline: off
---
# PRD: Two: at once
## Objective
Write two files.
## Phases
### Phase: left [parallel]
**Tasks:**
- Write \`left.txt\`
**Gate:** \`npm test\`
### Phase: right [parallel]
**Tasks:**
- Write \`right.txt\`
**Gate:** \`npm test\`
`;

const project = projectMaker(tmp, PRD);
/** The project's clock (OPENFORGE_NOW) and one 90 seconds later. */
const START = 1796029200000;
const LATER = String(START + 90_000);

describe('openforge status --mermaid', () => {
  it('draws a run in flight: its spawns from their issue until now, active', async () => {
    const p = project();
    const { doc } = await cliJson(['run', p.prd, '--cwd', p.dir], p);
    expect(doc.actions.map((a: { id: string }) => a.id)).toEqual(['1-left.s1', '2-right.s1']);
    const env = { ...p.env, OPENFORGE_NOW: LATER };
    for (const argv of [['status', '--mermaid'], ['status', doc.runId, '--mermaid']]) {
      const r = await runCli(argv, { env, cwd: p.dir });
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n').slice(0, 3)).toEqual([GANTT_THEME, 'gantt', '  title Two#58; at once']);
      expect(await mermaidGantt(r.stdout)).toEqual([
        { section: 'left', name: 'work 1 · running', id: 'a1', start: START, end: START + 90_000, tags: ['active'] },
        { section: 'right', name: 'work 1 · running', id: 'a2', start: START, end: START + 90_000, tags: ['active'] },
      ]);
    }
  });

  it('draws an ended run up to its end, exits as status does, and leaves the other outputs alone', async () => {
    const p = project();
    const { doc } = await cliJson(['run', p.prd, '--cwd', p.dir], p);
    await cliJson(['cancel', doc.runId], { ...p, env: { ...p.env, OPENFORGE_NOW: String(START + 30_000) } });
    const r = await runCli(['status', doc.runId, '--mermaid'], { env: { ...p.env, OPENFORGE_NOW: LATER }, cwd: p.dir });
    expect(r.code).toBe(1);
    const tasks = await mermaidGantt(r.stdout);
    expect(tasks.map((t) => [t.section, t.end, t.tags])).toEqual([
      ['left', START + 30_000, []],
      ['right', START + 30_000, []],
    ]);
    const human = await runCli(['status', doc.runId], { env: p.env, cwd: p.dir });
    expect(human.stdout).not.toContain('gantt');
    expect((await cliJson(['status', doc.runId], p, 'status')).doc.runId).toBe(doc.runId);
  });

  it('refuses --json with --mermaid (exit 2) and lists the flag in its help', async () => {
    const p = project();
    await cliJson(['run', p.prd, '--cwd', p.dir], p);
    const both = await cliJson(['status', '--mermaid'], p, 'error');
    expect(both.code).toBe(2);
    expect(both.doc.error.message).toContain('--mermaid');
    const help = await runCli(['status', '--help'], { env: p.env, cwd: p.dir });
    expect(help.stdout).toContain('--mermaid');
  });
});
