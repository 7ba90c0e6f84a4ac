import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const script = join(root, 'build/install-skill.mjs');
const source = join(root, 'skills/openforge');

let home: string;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'openforge-install-'));
});
afterEach(() => {
  rmSync(home, { recursive: true, force: true });
});

function install(args: string[] = []): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, HOME: home },
    cwd: home,
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(at, entry.name));
      else out.push(relative(dir, join(at, entry.name)));
    }
  };
  walk(dir);
  return out.sort();
}

/** Same file set and same bytes. */
function expectSameTree(actual: string): void {
  const expected = files(source);
  expect(files(actual)).toEqual(expected);
  for (const file of expected) expect(readFileSync(join(actual, file)).equals(readFileSync(join(source, file))), file).toBe(true);
}

const defaultDest = (): string => join(home, '.openclaw/workspace/skills/openforge');

describe('npm run install-skill', () => {
  it('copies the skill folder into ~/.openclaw/workspace/skills/openforge and says so', () => {
    const result = install();
    expect(result.code, result.stderr).toBe(0);
    expectSameTree(defaultDest());
    expect(result.stdout).toContain(defaultDest());
    expect(result.stdout).toContain(`copied ${files(source).length} files`);
    expect(statSync(join(defaultDest(), 'scripts/openforge.cjs')).mode & 0o111).not.toBe(0);
    // No staging folder is left next to the install.
    expect(readdirSync(join(home, '.openclaw/workspace/skills'))).toEqual(['openforge']);
  });

  it('leaves an identical install as it is (a no-op that says so)', () => {
    expect(install().code).toBe(0);
    const marker = join(defaultDest(), 'SKILL.md');
    const before = statSync(marker).mtimeMs;
    const again = install();
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/identical/);
    expect(again.stdout).toMatch(/nothing copied/);
    expect(statSync(marker).mtimeMs).toBe(before);
  });

  it('refuses to overwrite a different install without --force', () => {
    expect(install().code).toBe(0);
    appendFileSync(join(defaultDest(), 'SKILL.md'), '\nlocal edit\n');
    writeFileSync(join(defaultDest(), 'notes.txt'), 'mine');
    const refused = install();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    expect(refused.stderr).toContain('SKILL.md');
    expect(readFileSync(join(defaultDest(), 'SKILL.md'), 'utf8')).toContain('local edit');
    expect(existsSync(join(defaultDest(), 'notes.txt'))).toBe(true);
  });

  it('replaces a different install with --force', () => {
    expect(install().code).toBe(0);
    appendFileSync(join(defaultDest(), 'SKILL.md'), '\nlocal edit\n');
    writeFileSync(join(defaultDest(), 'notes.txt'), 'mine');
    rmSync(join(defaultDest(), 'references'), { recursive: true });
    const forced = install(['--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/replaced/);
    expectSameTree(defaultDest());
  });

  it('installs into --dest DIR (both --dest DIR and --dest=DIR)', () => {
    const dest = join(home, 'elsewhere/skills/openforge');
    const result = install(['--dest', dest]);
    expect(result.code, result.stderr).toBe(0);
    expectSameTree(dest);
    expect(existsSync(defaultDest())).toBe(false);
    expect(install([`--dest=${dest}`]).stdout).toMatch(/identical/);
  });

  it('never replaces a folder that is not a skill, even with --force', () => {
    const dest = join(home, 'project');
    mkdirSync(dest);
    writeFileSync(join(dest, 'important.txt'), 'keep');
    const result = install(['--dest', dest, '--force']);
    expect(result.code).toBe(1);
    expect(readFileSync(join(dest, 'important.txt'), 'utf8')).toBe('keep');
    expect(readdirSync(dest)).toEqual(['important.txt']);
  });

  it('exits 2 on a usage error', () => {
    expect(install(['--bogus']).code).toBe(2);
    expect(install(['--dest']).code).toBe(2);
    expect(install(['--dest', join(source, 'sub')]).code).toBe(2);
    expect(existsSync(defaultDest())).toBe(false);
  });

  it('prints its usage with --help', () => {
    const result = install(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--dest DIR');
    expect(result.stdout).toContain('--force');
  });
});
