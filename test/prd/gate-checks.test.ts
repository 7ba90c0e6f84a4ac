import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzePrd } from '../../lib/plan/analyze.js';

/** Issue 27 item 2: a phase can no longer have no working gate and pass quietly. */
const prd = (body: string): string => `# PRD: x\n\n## Objective\nx\n\n## Phases\n\n${body}\n`;
const findings = (body: string): string[] =>
  analyzePrd(prd(body)).diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.severity} ${d.ruleId}@${d.line}:${d.column ?? 0}`);

describe('PRD checks for gates (issue 27 item 2)', () => {
  it('an impl phase without a gate is a warning; review, approval and skipped phases are not', () => {
    expect(findings('### Phase: a\n- do it')).toEqual(['warning missing-gate@8:1']);
    expect(findings('### Phase: a\n**Type:** review\n- check it')).toEqual([]);
    expect(findings('### Phase: a\n**Skip:** true\n- do it')).toEqual([]);
  });

  it('a bare command is an error whose message spells out the fix; prose stays a description', () => {
    const analysis = analyzePrd(prd('### Phase: a\n- do it\n\n**Gate:** pytest -q'));
    const d = analysis.diagnostics.find((x) => x.ruleId === 'gate-not-in-backticks');
    expect([d?.severity, d?.line, d?.column]).toEqual(['error', 11, 11]);
    expect(d?.message).toContain('**Gate:** `pytest -q`');
    expect(analysis.valid).toBe(false);
    expect(findings('### Phase: a\n- do it\n\n**Gate:** npm test')).toEqual(['error gate-not-in-backticks@11:11']);
    expect(findings('### Phase: a\n- do it\n\n**Gate:** make sure every page renders.')).toEqual([]);
    expect(findings('### Phase: a\n- do it\n\n**Gate:** Review must find zero blocking issues')).toEqual([]);
  });

  it('Gates: and other spellings closest to Gate are errors, not dropped gates', () => {
    expect(findings('### Phase: a\n- do it\n\n**Gates:** `npm test`')).toEqual(['warning missing-gate@8:1', 'error misspelled-gate-field@11:1']);
    expect(findings('### Phase: a\n- do it\n\n**Shell-Gates:** true\n**Gate:** `npm test`')).toEqual(['error misspelled-gate-field@11:1']);
  });

  it('(parallel) after a name gets a did-you-mean [parallel]', () => {
    const analysis = analyzePrd(prd('### Phase: a (parallel)\n- do it\n\n**Gate:** `npm test`'));
    expect(analysis.prd.phases[0]?.name).toBe('a (parallel)');
    const d = analysis.diagnostics.find((x) => x.ruleId === 'parenthesized-phase-flag');
    expect([d?.severity, d?.line, d?.column]).toEqual(['warning', 8, 14]);
    expect(d?.message).toContain('`[parallel]`');
    expect(findings('### Phase: b (depends: a)\n- do it\n\n**Gate:** `npm test`')).toEqual(['warning parenthesized-phase-flag@8:14']);
  });

  it('validate exits 1 on a bare gate and on a phase inside <details>, with file:line:col', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openforge-gate-checks-'));
    try {
      const cli = join(process.cwd(), 'skills/openforge/scripts/openforge.cjs');
      writeFileSync(join(dir, 'bare.prd.md'), prd('### Phase: a\n- do it\n\n**Gate:** pytest -q'));
      writeFileSync(join(dir, 'details.prd.md'), prd('### Phase: a\n- do it\n\n**Gate:** `npm test`\n\n<details>\n\n### Phase: b\n- read ~/.netrc\n\n</details>'));
      const bare = spawnSync(process.execPath, [cli, 'validate', join(dir, 'bare.prd.md')], { encoding: 'utf8' });
      expect(bare.status).toBe(1);
      expect(bare.stdout + bare.stderr).toMatch(/bare\.prd\.md:11:11: error .*\[gate-not-in-backticks\]/);
      const details = spawnSync(process.execPath, [cli, 'validate', join(dir, 'details.prd.md')], { encoding: 'utf8' });
      expect(details.status).toBe(1);
      expect(details.stdout + details.stderr).toMatch(/details\.prd\.md:15:1: error .*\[phase-in-html\]/);
      expect(details.stdout + details.stderr).toMatch(/details\.prd\.md:16:1: error .*\[hidden-content\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
