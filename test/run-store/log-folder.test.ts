// The folder of the gates' logs is made by the interpreter when a log is issued (the disk RunIO's
// `makeLogFolder`), one level and never through a link; checking whether a log may be written
// (`logDirectoryProblem`) writes nothing.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskRunIO, logDirectoryProblem } from '../../lib/io/run-io.js';
import type { RunState } from '../../lib/schema/index.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-log-folder-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function project(name: string): { cwd: string; runDir: string; state: RunState } {
  const cwd = join(tmp, name);
  const runDir = join(cwd, '.openforge', 'runs', 'r1');
  mkdirSync(runDir, { recursive: true });
  return { cwd, runDir, state: { cwd, runDir, runId: 'r1' } as RunState };
}

const io = (p: { runDir: string; state: RunState }, warnings: string[] = []) =>
  diskRunIO(p.state, { runDir: p.runDir, now: 0, rewrite: false, stateContract: 'x', warnings, summary: () => '' });

describe('the folder of the gates’ logs', () => {
  it('a missing gates/ is no problem to check, and is made when a log is issued', () => {
    const p = project('missing');
    expect(logDirectoryProblem(p.cwd, p.runDir)).toBeNull();
    expect(existsSync(join(p.runDir, 'gates'))).toBe(false);
    const warnings: string[] = [];
    io(p, warnings).makeLogFolder?.([join(p.runDir, 'gates', '1-build.g1-abc.log')]);
    expect(lstatSync(join(p.runDir, 'gates')).isDirectory()).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('a gates/ that is a link out of the project: refused by the check, nothing made through it', () => {
    const p = project('linked');
    const away = join(tmp, 'away');
    mkdirSync(away);
    symlinkSync(away, join(p.runDir, 'gates'));
    expect(logDirectoryProblem(p.cwd, p.runDir)).not.toBeNull();
    io(p).makeLogFolder?.([join(p.runDir, 'gates', '1-build.g1-abc.log')]);
    expect(lstatSync(join(p.runDir, 'gates')).isSymbolicLink()).toBe(true);
    expect(readdirSync(away)).toEqual([]);
  });
});
