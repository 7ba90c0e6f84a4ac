import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateExec } from '../../lib/gate/index.js';
import { analyzePrd } from '../../lib/plan/analyze.js';
import { prdWith, RENDER_FORMS } from './corpus-render.js';

/**
 * Issue 26 item 2 end to end: each form's PRD is analyzed as `validate` and `plan` do; its
 * phase's gates and its errors and warnings are the literal ones of the corpus; and every gate
 * a run would execute (the PRD valid, verdict ok or confirm) is run by bash through the real
 * exec command in a scratch project whose `npm test` fails, with the canary first on PATH.
 */
const CANARY = 'openforge-canary';
let root = '';

const outcome = (snippet: string) => {
  const analysis = analyzePrd(prdWith(snippet));
  const phase = analysis.prd.phases[0];
  return {
    analysis,
    gates: phase?.gate?.commands.map((c) => c.command) ?? [],
    findings: analysis.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.ruleId}@${d.line}:${d.column ?? 0}`),
  };
};

describe('the PRD read as it renders (issue 26 item 2): hostile forms', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'openforge-render-'));
    mkdirSync(join(root, 'bin'));
    writeFileSync(join(root, 'bin', CANARY), '#!/bin/sh\necho fired >> "$OPENFORGE_CANARY_FILE"\n');
    chmodSync(join(root, 'bin', CANARY), 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has each class with at least four forms (the issue\'s and three new variants)', () => {
    const byClass = new Map<string, number>();
    for (const f of RENDER_FORMS) byClass.set(f.cls, (byClass.get(f.cls) ?? 0) + 1);
    expect([...byClass.values()].every((n) => n >= 4), JSON.stringify([...byClass])).toBe(true);
    expect(byClass.size).toBe(18);
    expect(new Set(RENDER_FORMS.map((f) => f.snippet)).size).toBe(RENDER_FORMS.length);
  });

  it.each(RENDER_FORMS.map((f, i) => [i, f.cls, f] as const))('form %i (%s): the gates and findings are the literal ones', (_i, _cls, form) => {
    const { gates, findings } = outcome(form.snippet);
    expect(gates).toEqual(form.gates);
    expect(findings).toEqual(form.findings);
  });

  it('never yields the canary as a gate or ~/.netrc as a task, and every looks-like form makes the PRD invalid', () => {
    for (const form of RENDER_FORMS) {
      const { analysis } = outcome(form.snippet);
      const commands = analysis.prd.phases.flatMap((p) => p.gate?.commands.map((c) => c.command) ?? []);
      const tasks = analysis.prd.phases.flatMap((p) => p.tasks.map((t) => t.text));
      expect(commands.filter((c) => c.includes(CANARY)), form.snippet).toEqual([]);
      expect(tasks.filter((t) => t.includes('.netrc')), form.snippet).toEqual([]);
      if (form.gates.length === 0 && !['html-comment', 'html-attribute'].includes(form.cls)) expect(analysis.valid, form.snippet).toBe(false);
    }
  });

  it('runs every gate a run would execute through the real exec command: the canary never fires', () => {
    const work = join(root, 'project');
    mkdirSync(work, { recursive: true });
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'p', private: true, scripts: { test: 'node -e "process.exit(1)"' } }));
    let ran = 0;
    RENDER_FORMS.forEach((form, index) => {
      const { analysis } = outcome(form.snippet);
      if (!analysis.valid) return;
      for (const check of [...analysis.gateChecks.values()].flat()) {
        if (check.verdict === 'rejected') continue;
        const fired = join(root, `fired${index}`);
        const built = buildGateExec({ check, logFile: join(root, `gate${index}-${ran}.log`), workdir: work, timeoutSeconds: 30 });
        if (!built.ok) throw new Error(`${check.command}: ${built.reason}`);
        const result = spawnSync('bash', ['-c', built.exec.command], {
          cwd: work, stdio: 'ignore', timeout: 30_000,
          env: { PATH: `${join(root, 'bin')}${delimiter}${process.env.PATH ?? ''}`, HOME: root, OPENFORGE_CANARY_FILE: fired, npm_config_update_notifier: 'false' },
        });
        expect(result.status, form.snippet).toBe(0);
        expect(existsSync(fired), form.snippet).toBe(false);
        ran += 1;
      }
    });
    // The visible `npm test` of the valid forms did run (and failed inside its log).
    expect(ran).toBeGreaterThanOrEqual(15);
  }, 300_000);
});
