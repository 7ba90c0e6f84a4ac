import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The shipped CLI writes its output with writeSync on fds 1 and 2 (scripts/cli/write-fd.ts).
const root = resolve(import.meta.dirname, '../..');
const cli = join(root, 'skills/openforge/scripts/openforge.cjs');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-write-fd-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A valid PRD of `n` phases: its `plan --json` is large (hundreds of KB). */
function bigPrd(n: number): string {
  const phases = Array.from({ length: n }, (_, i) => `### Phase: p${i}\n**Tasks:**\n- Write \`out/p${i}.txt\` with the numbers 1 to ${i + 1}\n**Gate:** \`npm test\``);
  return `---\nmax-spawns: ${n * 4}\n---\n# PRD: Big\n\n## Objective\nProduce a large plan.\n\n## Phases\n\n${phases.join('\n\n')}\n`;
}

describe('output through pipes', () => {
  const prd = join(tmp, 'big.prd.md');
  writeFileSync(prd, bigPrd(300));

  it('writes a large JSON document whole through a pipe', () => {
    const r = spawnSync(process.execPath, [cli, 'plan', prd, '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(256 * 1024);
    const plan = JSON.parse(r.stdout) as { phases: unknown[] };
    expect(plan.phases).toHaveLength(300);
  });

  it('stops quietly when the reader goes away (`| head`): no stack trace, the exit code of the command', async () => {
    const child = spawn(process.execPath, [cli, 'plan', prd, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const first = await new Promise<string>((done) => child.stdout.once('data', (chunk: Buffer) => done(chunk.toString())));
    child.stdout.destroy(); // the reader is gone: the next writes get EPIPE
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(first.startsWith('{')).toBe(true);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
