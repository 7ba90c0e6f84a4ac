// Paths and sizes (issue 7, item 6): hostile phase names become safe file names, --cwd is
// resolved and checked, a `.openforge` symlink out of the working directory is refused, an
// oversized PRD is refused, and big gate logs and result files are read bounded.

import { mkdirSync, symlinkSync, writeFileSync, existsSync, readdirSync, statSync, openSync, ftruncateSync, closeSync } from 'node:fs';
import { join, relative, isAbsolute } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/schemas.js';
import type { Action, NextReport, StartReport } from '../sim/host-agent.js';
import { Sandbox, STACK_LINE } from './harness.js';

const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});
const sandbox = (): Sandbox => {
  const sb = new Sandbox();
  sandboxes.push(sb);
  return sb;
};

const prdOf = (phases: string[]): string =>
  `# PRD: Paths\n\n## Objective\nStay inside.\n\n## Phases\n\n${phases.join('\n\n')}\n`;
const phase = (name: string, gate = 'test -f out.txt'): string => `### Phase: ${name}\n**Tasks:**\n- Write \`out.txt\`\n\n**Gate:** \`${gate}\``;

/**
 * The run's first actions after its gate confirmation: `test -f` and `sh check.sh` are not
 * vetted gates (issue 16), so `run` asks first; the user approves.
 */
async function confirmedStart(sb: Sandbox, report: StartReport): Promise<StartReport> {
  if (!report.actions.some((a) => a.id === 'run.confirm-gates')) return report;
  const confirmed = await sb.cli(['decide', report.runId, '--gates', 'approve', '--json']);
  expect(confirmed.code, confirmed.stderr).toBe(0);
  // `next` does not repeat the run's directory: keep the one `run` printed.
  return { ...((await sb.cli(['next', report.runId, '--json'])).json as NextReport), runDir: report.runDir };
}

const inside = (dir: string, path: string): boolean => {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

describe('paths: hostile phase names', () => {
  const names = ['../../../etc/evil', '/etc/passwd', '..', 'a/../../b', `x${'y'.repeat(999)}`, 'C:\\Windows\\System32', '~/.ssh/id_rsa', 'tab\there'];

  it.each(names.map((n) => [n.length > 40 ? `${n.slice(0, 20)}… (${n.length} chars)` : n, n]))('%s: action ids, result files and gate logs stay in the run directory', async (_label, name) => {
    const sb = sandbox();
    sb.write('out.txt', 'ok');
    sb.write('p.prd.md', prdOf([phase(name)]));
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    expect(STACK_LINE.test(run.stderr)).toBe(false);
    expect(run.code, run.stderr + run.stdout.slice(0, 500)).toBe(0);
    const report = await confirmedStart(sb, run.json as StartReport);
    expect(inside(join(sb.project, '.openforge', 'runs'), report.runDir)).toBe(true);
    const spawn = report.actions.find((a) => a.kind === 'spawn') as Extract<Action, { kind: 'spawn' }>;
    expect(spawn.id).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(spawn.id.length).toBeLessThan(64);
    expect(spawn.resultFile.startsWith(join(report.runDir, 'results') + '/')).toBe(true);
    expect(spawn.resultFile.slice(join(report.runDir, 'results').length + 1)).not.toMatch(/[\\/]|\.\./);
    await sb.cli(['spawned', report.runId, spawn.id, '--session', 'agent:main:subagent:x', '--json']);
    writeFileSync(spawn.resultFile, JSON.stringify({ status: 'DONE', summary: 'ok', findings: [], evidence: [], filesModified: [], recommendation: 'go', acceptance: [] }));
    const next = await sb.cli(['next', report.runId, '--json']);
    expect(next.code, next.stderr).toBe(0);
    const gate = (next.json as NextReport).actions.find((a) => a.kind === 'gate') as Extract<Action, { kind: 'gate' }>;
    expect(gate.logFile.startsWith(join(report.runDir, 'gates') + '/')).toBe(true);
    expect(gate.logFile.slice(join(report.runDir, 'gates').length + 1)).not.toMatch(/[\\/]|\.\./);
    // Nothing was written outside the project's .openforge/ (the project holds only our files).
    expect(readdirSync(sb.project).sort()).toEqual(['.openforge', 'out.txt', 'p.prd.md']);
  });

  it('a NUL in a phase name is refused by the parser or becomes a safe name', async () => {
    const sb = sandbox();
    sb.write('out.txt', 'ok');
    sb.write('p.prd.md', prdOf([phase('a\u0000/../../b')]));
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    expect(STACK_LINE.test(run.stderr)).toBe(false);
    expect([0, 1]).toContain(run.code);
    if (run.code === 0) {
      const report = run.json as StartReport;
      for (const a of report.actions) if (a.kind === 'spawn') expect(a.resultFile.startsWith(join(report.runDir, 'results') + '/')).toBe(true);
    }
    expect(readdirSync(sb.project).filter((n) => n !== '.openforge').sort()).toEqual(['out.txt', 'p.prd.md']);
  });
});

describe('paths: --cwd and .openforge', () => {
  it('--cwd is resolved against the current directory, and a missing one is exit 2 on every run command', async () => {
    const sb = sandbox();
    sb.write('out.txt', 'ok');
    sb.write('p.prd.md', prdOf([phase('a')]));
    mkdirSync(join(sb.project, 'sub'));
    const rel = await sb.cli(['run', 'p.prd.md', '--cwd', 'sub', '--json']);
    expect(rel.code, rel.stderr).toBe(0);
    expect((rel.json as StartReport).runDir.startsWith(join(sb.project, 'sub', '.openforge', 'runs'))).toBe(true);
    const runId = (rel.json as NextReport).runId;
    for (const argv of [
      ['run', 'p.prd.md', '--cwd', 'missing-dir'],
      ['run', 'p.prd.md', '--cwd', 'p.prd.md'],
      ['next', runId, '--cwd', 'missing-dir'],
      ['status', runId, '--cwd', 'missing-dir'],
      ['status', '--cwd', 'missing-dir'],
      ['spawned', runId, 'x.s1', '--session', 'k', '--cwd', 'missing-dir'],
      ['decide', runId, 'a', 'approve', '--cwd', 'missing-dir'],
      ['resume', runId, '--cwd', 'missing-dir'],
      ['cancel', runId, '--cwd', 'missing-dir'],
    ]) {
      const r = await sb.cli([...argv, '--json']);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(schemaErrors('error', r.json)).toBe('');
      expect(JSON.stringify(r.json)).toMatch(/--cwd .*no such directory/);
    }
  });

  it('a .openforge symlink pointing outside the working directory is refused (exit 2, clear message)', async () => {
    const sb = sandbox();
    sb.write('out.txt', 'ok');
    sb.write('p.prd.md', prdOf([phase('a')]));
    const outside = join(sb.base, 'outside');
    mkdirSync(outside);
    symlinkSync(outside, join(sb.project, '.openforge'));
    const r = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.openforge leads to .*outside the working directory/);
    expect(STACK_LINE.test(r.stderr)).toBe(false);
    expect(readdirSync(outside)).toEqual([]);
    // A link to a directory inside the project is fine; a dangling one is refused too.
    const sb2 = sandbox();
    sb2.write('out.txt', 'ok');
    sb2.write('p.prd.md', prdOf([phase('a')]));
    mkdirSync(join(sb2.project, 'state'));
    symlinkSync(join(sb2.project, 'state'), join(sb2.project, '.openforge'));
    const ok = await sb2.cli(['run', 'p.prd.md', '--cwd', sb2.project, '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    const sb3 = sandbox();
    sb3.write('p.prd.md', prdOf([phase('a')]));
    symlinkSync(join(sb3.base, 'nowhere'), join(sb3.project, '.openforge'));
    const dangling = await sb3.cli(['run', 'p.prd.md', '--cwd', sb3.project]);
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toMatch(/symbolic link/);
    expect(existsSync(join(sb3.base, 'nowhere'))).toBe(false);
  });

  it('a .openforge/runs symlink out of the project is refused for existing runs too', async () => {
    const sb = sandbox();
    sb.write('out.txt', 'ok');
    sb.write('p.prd.md', prdOf([phase('a')]));
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    const runId = (run.json as NextReport).runId;
    const outside = join(sb.base, 'outside');
    mkdirSync(outside);
    const { renameSync } = await import('node:fs');
    renameSync(join(sb.project, '.openforge', 'runs'), join(outside, 'runs'));
    symlinkSync(join(outside, 'runs'), join(sb.project, '.openforge', 'runs'));
    const next = await sb.cli(['next', runId]);
    expect(next.code).toBe(2);
    expect(next.stderr).toMatch(/outside the working directory/);
  });
});

describe('sizes', () => {
  it('a PRD over 512 KB is refused with a clear error; a huge file is not even read', async () => {
    const sb = sandbox();
    const big = prdOf([phase('a')]) + `\n${'x'.repeat(100)}\n`.repeat(6000);
    sb.write('big.prd.md', big);
    for (const cmd of ['validate', 'plan', 'run']) {
      const r = await sb.cli([cmd, 'big.prd.md', '--cwd', sb.project].slice(0, cmd === 'validate' ? 2 : 4));
      expect(r.code, cmd).toBe(1);
      expect(r.stdout + r.stderr).toMatch(/PRD is [\d.]+ MB; the limit is [\d.]+ MB/);
    }
    expect(existsSync(join(sb.project, '.openforge'))).toBe(false);
    const path = join(sb.project, 'huge.prd.md');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 50 * 1024 * 1024);
    closeSync(fd);
    const r = await sb.cli(['validate', 'huge.prd.md']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/50\.0 MB; a PRD is at most 512 KB/);
    expect(r.ms).toBeLessThan(60_000);
  });

  it('a 50 MB gate log and a 5 MB result file are read bounded; state and output stay small', async () => {
    const sb = sandbox();
    sb.write('out.txt', 'ok');
    sb.write('p.prd.md', prdOf([phase('a', 'sh check.sh')]));
    sb.write('check.sh', 'exit 1\n');
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    const report = await confirmedStart(sb, run.json as StartReport);
    const spawn = report.actions[0] as Extract<Action, { kind: 'spawn' }>;
    await sb.cli(['spawned', report.runId, spawn.id, '--session', 'agent:main:subagent:x', '--json']);
    // A 5 MB result envelope: a huge summary and findings.
    const huge = 's'.repeat(5 * 1024 * 1024);
    writeFileSync(spawn.resultFile, JSON.stringify({ status: 'DONE', summary: huge, findings: [{ severity: 'suggestion', description: huge.slice(0, 100_000) }], evidence: [], filesModified: [], recommendation: 'go', acceptance: [] }));
    let t = Date.now();
    const next = await sb.cli(['next', report.runId, '--json']);
    expect(Date.now() - t).toBeLessThan(60_000);
    expect([0, 1]).toContain(next.code);
    expect(next.stdout.length).toBeLessThan(256 * 1024);
    const gate = (next.json as NextReport).actions.find((a) => a.kind === 'gate') as Extract<Action, { kind: 'gate' }> | undefined;
    if (gate !== undefined) {
      // The gate wrote 50 MB of output, then failed.
      const line = `${'e'.repeat(99)}\n`;
      const fd = openSync(gate.logFile, 'w');
      const chunk = Buffer.from(line.repeat(10_000));
      const { writeSync } = await import('node:fs');
      for (let i = 0; i < 50; i += 1) writeSync(fd, chunk);
      writeSync(fd, 'the real failure is here\n[openforge] exit code: 1\n');
      closeSync(fd);
      t = Date.now();
      const after = await sb.cli(['next', report.runId, '--json']);
      expect(Date.now() - t).toBeLessThan(60_000);
      expect([0, 1]).toContain(after.code);
      expect(after.stdout.length).toBeLessThan(256 * 1024);
    }
    const status = await sb.cli(['status', report.runId, '--json']);
    expect(status.stdout.length).toBeLessThan(256 * 1024);
    expect(statSync(join(report.runDir, 'state.json')).size).toBeLessThan(512 * 1024);
    expect(statSync(join(report.runDir, 'events.jsonl')).size).toBeLessThan(512 * 1024);
    const summary = join(report.runDir, 'summary.md');
    if (existsSync(summary)) expect(statSync(summary).size).toBeLessThan(256 * 1024);
  });
});
