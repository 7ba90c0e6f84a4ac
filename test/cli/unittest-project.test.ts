import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 26 item 1's gap: `plan` and `validate` tell the gate validator which files the project
 * has, so a unittest name that resolves to a `.py` file of the project is `ok` (it was always
 * `confirm`), and one that does not, or reaches past it, stays `confirm`.
 */
const CLI = join(process.cwd(), 'skills/openforge/scripts/openforge.cjs');
let dir = '';
const prd = (gate: string, frontMatter = ''): string =>
  `${frontMatter}# PRD: u\n\n## Objective\nx\n\n## Phases\n\n### Phase: a\n- test it\n\n**Gate:** \`${gate}\`\n`;
const planVerdict = (file: string, cwd: string, extra: string[] = []): string => {
  const r = spawnSync(process.execPath, [CLI, 'plan', file, '--json', ...extra], { cwd, encoding: 'utf8', env: { ...process.env, HOME: dir } });
  const doc = JSON.parse(r.stdout) as { phases: Array<{ gate: { verdict: string } }> };
  return doc.phases[0]!.gate.verdict;
};

describe('unittest operands against the project (plan, validate)', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'openforge-unittest-'));
    mkdirSync(join(dir, 'proj', 'tests'), { recursive: true });
    writeFileSync(join(dir, 'proj', 'tests', '__init__.py'), '');
    writeFileSync(join(dir, 'proj', 'tests', 'test_a.py'), 'import unittest\n');
    writeFileSync(join(dir, 'a.prd.md'), prd('python3 -m unittest tests.test_a'));
    writeFileSync(join(dir, 'b.prd.md'), prd('python3 -m unittest netrc.netrc'));
    writeFileSync(join(dir, 'c.prd.md'), prd('python3 -m unittest tests.test_a.os.environ.copy'));
    writeFileSync(join(dir, 'd.prd.md'), prd('python3 -m unittest tests.test_a', '---\ncwd: proj\n---\n'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is ok when the name is a module of the project (--cwd, or the front matter cwd)', () => {
    expect(planVerdict(join(dir, 'a.prd.md'), dir, ['--cwd', join(dir, 'proj')])).toBe('ok');
    expect(planVerdict(join(dir, 'd.prd.md'), dir)).toBe('ok');
  });

  it('stays confirm outside the project, for a name of another module, and past the module', () => {
    expect(planVerdict(join(dir, 'a.prd.md'), dir)).toBe('confirm');
    expect(planVerdict(join(dir, 'b.prd.md'), dir, ['--cwd', join(dir, 'proj')])).toBe('confirm');
    expect(planVerdict(join(dir, 'c.prd.md'), dir, ['--cwd', join(dir, 'proj')])).toBe('confirm');
  });

  it('validate judges against the working directory: no gate-unvetted for a project module', () => {
    const unvetted = (cwd: string): boolean => {
      const r = spawnSync(process.execPath, [CLI, 'validate', join(dir, 'a.prd.md'), '--json'], { cwd, encoding: 'utf8', env: { ...process.env, HOME: dir } });
      return (JSON.parse(r.stdout) as { diagnostics: Array<{ ruleId: string }> }).diagnostics.some((d) => d.ruleId === 'gate-unvetted');
    };
    expect(unvetted(join(dir, 'proj'))).toBe(false);
    expect(unvetted(dir)).toBe(true);
  });
});
