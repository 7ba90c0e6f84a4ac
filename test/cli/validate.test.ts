import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

const root = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-validate-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function prd(name: string, text: string): string {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

async function validateJson(path: string) {
  const r = await runCli(['validate', path, '--json']);
  const report = JSON.parse(r.stdout);
  expect(schemaErrors('validate', report)).toBe('');
  return { code: r.code, report, ruleIds: report.diagnostics.map((d: { ruleId: string }) => d.ruleId) as string[] };
}

describe('openforge validate', () => {
  it('accepts every example except the deliberately rejected v2 gate', async () => {
    for (const name of ['minimal.prd.md', 'large-migration.prd.md', 'text-tools.prd.md']) {
      const { code, report } = await validateJson(join(root, 'examples', name));
      expect(report.errorCount, name).toBe(0);
      expect(code, name).toBe(0);
    }
    const { code, ruleIds } = await validateJson(join(root, 'examples/rejected-gate.prd.md'));
    expect(code).toBe(1);
    expect(ruleIds).toContain('gate-shell-operator');
  });

  it('suggests the closest phase name for an unknown dependency', async () => {
    const path = prd('typo.prd.md', '# PRD: t\n### Phase: design\n- a\n### Phase: build [depends: desing]\n- b\n');
    const { code, report } = await validateJson(path);
    expect(code).toBe(1);
    const d = report.diagnostics.find((x: { ruleId: string }) => x.ruleId === 'unknown-dependency');
    expect(d).toMatchObject({ severity: 'error', line: 4, phase: 'build' });
    expect(d.message).toContain('`design`');
  });

  it('reports a cycle with its path, and duplicate names', async () => {
    const path = prd(
      'cycle.prd.md',
      '# PRD: c\n### Phase: a [depends: c]\n- x\n### Phase: b [depends: a]\n- x\n### Phase: c [depends: b]\n- x\n### Phase: a\n- y\n',
    );
    const { code, report, ruleIds } = await validateJson(path);
    expect(code).toBe(1);
    expect(ruleIds).toContain('duplicate-phase');
    const cycle = report.diagnostics.find((x: { ruleId: string }) => x.ruleId === 'cycle');
    expect(cycle.message).toMatch(/a → c → b → a/);
  });

  it('warns about a likely secret without echoing it', async () => {
    const key = 'AKIA' + 'Q'.repeat(12) + 'ZZZZ';
    const path = prd('secret.prd.md', `# PRD: s\n### Phase: a\n- use key ${key} to deploy\n`);
    const { code, report } = await validateJson(path);
    expect(code).toBe(0);
    const d = report.diagnostics.find((x: { ruleId: string }) => x.ruleId === 'possible-secret');
    expect(d).toMatchObject({ severity: 'warning', line: 3 });
    expect(JSON.stringify(report.diagnostics)).not.toContain(key);
  });

  it('refuses executable front matter without running it', async () => {
    const marker = join(tmp, 'pwned');
    const path = prd('js.prd.md', `---js\nrequire('fs').writeFileSync(${JSON.stringify(marker)}, 'x')\n---\n# PRD: j\n### Phase: a\n- x\n`);
    const { code, ruleIds } = await validateJson(path);
    expect(code).toBe(1);
    expect(ruleIds).toContain('unsupported-front-matter');
    const { existsSync } = await import('node:fs');
    expect(existsSync(marker)).toBe(false);
  });

  it('reports a PRD without phases (exit 1) and an unreadable path (exit 2)', async () => {
    const { code, ruleIds } = await validateJson(prd('empty.prd.md', ''));
    expect(code).toBe(1);
    expect(ruleIds).toContain('no-phases');
    const missing = await runCli(['validate', join(tmp, 'nope.md')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.md');
  });

  it('prints one file:line:col line per diagnostic', async () => {
    const path = prd('lines.prd.md', '# PRD: l\n### Phase: a\n**Type:** reviw\n- x\n');
    const r = await runCli(['validate', path]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${path}:3:`);
  });
});
