// status, list, next, cancel and resume find the current project's runs first: the working
// directory (or --cwd), then the folders above it; they name the project, and say where
// runs are when there are none here (issue 27 item 1).

import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'openforge-project-runs-')));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const PRD = (title: string) => `# PRD: ${title}
## Objective
Write a file.
## Phases
### Phase: build
**Tasks:**
- Write \`done.txt\`
**Gate:** \`npm test\`
`;

const HOME = join(tmp, 'forge-home');
const at = (iso: string) => ({ OPENFORGE_HOME: HOME, OPENFORGE_NOW: iso });

function folder(name: string, title: string): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'x.prd.md'), PRD(title));
  return dir;
}

async function start(dir: string, iso: string): Promise<string> {
  const r = await runCli(['run', 'x.prd.md', '--cwd', dir, '--new', '--json'], { env: at(iso), cwd: dir });
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout).runId as string;
}

const NOW = at('2026-12-01T10:10:30Z');

describe('the current project\'s runs first', async () => {
  const a = folder('alpha', 'Alpha tool');
  const b = folder('beta', 'Beta tool');
  const empty = join(tmp, 'gamma');
  mkdirSync(join(a, 'src', 'deep'), { recursive: true });
  mkdirSync(empty, { recursive: true });
  const a1 = await start(a, '2026-12-01T10:00:00Z');
  const a2 = await start(a, '2026-12-01T10:05:00Z');
  // The newest run of the index is another project's.
  const b1 = await start(b, '2026-12-01T10:10:00Z');

  it('status in a project shows its newest run, not the newest of the index, and names the project', async () => {
    const r = await runCli(['status'], { env: NOW, cwd: a });
    expect(r.code).toBe(0);
    const [title, project] = r.stdout.split('\n');
    expect(title).toBe(`Alpha tool · run ${a2} · running`);
    expect(project).toBe(`project ${a}`);
    const json = await runCli(['status', '--json'], { env: NOW, cwd: b });
    expect(JSON.parse(json.stdout)).toMatchObject({ runId: b1, cwd: b });
  });

  it('from a folder inside the project, and with --cwd from anywhere', async () => {
    expect(JSON.parse((await runCli(['status', '--json'], { env: NOW, cwd: join(a, 'src', 'deep') })).stdout).runId).toBe(a2);
    expect(JSON.parse((await runCli(['status', '--json', '--cwd', a], { env: NOW, cwd: empty })).stdout).runId).toBe(a2);
    expect(JSON.parse((await runCli(['status', '--json', '--cwd', '.'], { env: NOW, cwd: a })).stdout).runId).toBe(a2);
  });

  it('finds the runs on disk when the run index is another one (the demo\'s project seen from the user\'s shell)', async () => {
    const other = { OPENFORGE_HOME: join(tmp, 'a-fresh-home'), OPENFORGE_NOW: NOW.OPENFORGE_NOW };
    const r = await runCli(['status', '--json'], { env: other, cwd: a });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).runId).toBe(a2);
    const list = JSON.parse((await runCli(['list', '--json'], { env: other, cwd: a })).stdout);
    expect(list.runs.map((x: { runId: string }) => x.runId)).toEqual([a2, a1]);
  });

  it('with no runs here, says so and where runs are (exit 2)', async () => {
    const r = await runCli(['status'], { env: NOW, cwd: empty });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      `openforge: status: no runs in ${empty} or the folders above it. Runs elsewhere (newest first): \`${b1}\` in ${b}, \`${a2}\` in ${a}, \`${a1}\` in ${a}. ` +
        'Name one (`openforge status RUN`) or pass that folder with --cwd.',
    );
    const fresh = await runCli(['status'], { env: { OPENFORGE_HOME: join(tmp, 'empty-home') }, cwd: empty });
    expect(fresh.code).toBe(2);
    expect(fresh.stderr.trim()).toBe(`openforge: status: no runs in ${empty} or the folders above it. Start one with \`openforge run PRD --cwd DIR\`.`);
  });

  it('list: the project\'s runs first, newest first, then the others; JSON says which are here', async () => {
    const r = await runCli(['list', '--json'], { env: NOW, cwd: a });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(schemaErrors('run-list', doc)).toBe('');
    expect(doc.project).toBe(a);
    expect(doc.runs.map((x: { runId: string; here: boolean; state: string }) => [x.runId, x.here, x.state])).toEqual([
      [a2, true, 'running'],
      [a1, true, 'running'],
      [b1, false, 'running'],
    ]);
    const human = await runCli(['list'], { env: NOW, cwd: a });
    expect(human.stdout.split('\n').slice(0, 5)).toEqual([`Runs of ${a}:`, `  ${a2}  running                 Alpha tool`, `  ${a1}  running                 Alpha tool`, 'Elsewhere:', `  ${b1}  running                 Beta tool  ${b}`]);
  });

  it('cancel and resume default like status: the newest run of this project', async () => {
    const resumed = await runCli(['resume', '--json'], { env: NOW, cwd: a });
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout).runId).toBe(a2);
    const cancelled = await runCli(['cancel', '--json'], { env: NOW, cwd: a });
    expect(cancelled.code).toBe(0);
    expect(JSON.parse(cancelled.stdout)).toMatchObject({ runId: a2, status: 'cancelled' });
    // The other runs are untouched.
    const list = JSON.parse((await runCli(['list', '--json'], { env: NOW, cwd: a })).stdout);
    expect(list.runs.map((x: { status: string }) => x.status)).toEqual(['cancelled', 'running', 'running']);
    const none = await runCli(['cancel'], { env: NOW, cwd: empty });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`cancel: no runs in ${empty} or the folders above it. Runs elsewhere (newest first): \`${b1}\` in ${b}`);
  });
});
