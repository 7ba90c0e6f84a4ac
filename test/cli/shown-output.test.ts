import { afterEach, describe, expect, it } from 'vitest';
import { Sandbox } from '../hardening/harness.js';
import { analyzePrd } from '../../lib/plan/analyze.js';

/**
 * Issue 45 item 4, names as shown: a PRD title or phase name holding terminal escapes reaches
 * no terminal raw (every human output goes through one filter, lib/text/shown.ts, where the CLI
 * writes it); JSON keeps its escaped strings. A Workdir with any character outside printable
 * ASCII is `invalid-workdir`; its honest twin is read.
 */
const ESC = '\u001b';
const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});

const TITLE = `Deploy ${ESC}[2J${ESC}]0;owned\u0007${ESC}[31mred\u202e`;
const PRD = `---\ntest-baseline: off\nfinal-verification: off\n---\n# PRD: ${TITLE}\n\n## Objective\nShip it.\n\n## Phases\n\n### Phase: build ${ESC}7hidden\u202e\n**Tasks:**\n- do it\n\n**Gate:** \`npm test\`\n`;
const RAW = /[\u001b\u0007\u009b\u202e]/;

describe('human output carries no terminal escape (issue 45 item 4)', () => {
  it('validate, plan, run, next, status and list: human output clean, JSON output as made', async () => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    sb.write('p.prd.md', PRD);
    sb.write('package.json', JSON.stringify({ name: 'p', private: true, scripts: { test: 'node --test' } }));
    for (const argv of [['validate', 'p.prd.md'], ['plan', 'p.prd.md']]) {
      const r = await sb.cli(argv);
      expect(RAW.test(r.stdout + r.stderr), argv.join(' ')).toBe(false);
      if (argv[0] === 'plan') expect(r.stdout).toContain('Deploy');
    }
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    expect(run.code, run.stderr).toBe(0);
    // JSON escapes the control characters in its strings and keeps the value.
    expect(run.stdout).not.toContain(ESC);
    const runId = (run.json as { runId: string }).runId;
    for (const argv of [['status', runId], ['list'], ['next', runId]]) {
      const r = await sb.cli(argv);
      expect(RAW.test(r.stdout + r.stderr), argv.join(' ')).toBe(false);
    }
    const status = await sb.cli(['status', runId, '--json']);
    expect((status.json as { title?: string; prd?: { title: string } }).title ?? (status.json as { prd?: { title: string } }).prd?.title ?? '').toContain(ESC);
  });
});

describe('Workdir with a character outside printable ASCII is invalid-workdir (issue 45 item 4)', () => {
  const prd = (workdir: string): string => `# PRD: x\n\n## Objective\nx\n\n## Phases\n\n### Phase: a\n- do it\n\n**Workdir:** ${workdir}\n**Gate:** \`npm test\``;
  const rules = (workdir: string): string[] => analyzePrd(prd(workdir)).diagnostics.filter((d) => d.severity === 'error').map((d) => d.ruleId);

  it.each([
    ['zero-width', 'pk\u200bg'], ['bidi override', 'pkg\u202e'], ['bidi isolate', '\u2066pkg'], ['Cyrillic а', 'p\u0430ckages'],
    ['fullwidth', '\uff50kg'], ['no-break space', 'my\u00a0pkg'], ['inner BOM', 'p\ufeffkg'],
    ['soft hyphen', 'pk\u00adg'], ['in backticks', '`pk\u200dg`'], ['Greek ο', 'pkg/t\u03bfols'],
    ['combining acute', 'pke\u0301g'], ['line separator', 'pk\u2028g'], ['Armenian օ', 't\u0585ols'], ['Mongolian vowel separator', 'pk\u180eg'],
    ['word joiner', 'pk\u2060g'], ['left-to-right mark', 'pkg\u200e'], ['Cherokee Ꭲ', '\u13a2ools'], ['one-dot leader', 'pkg\u2024json'],
  ])('%s', (_what, workdir) => {
    expect(rules(workdir)).toContain('invalid-workdir');
    expect(analyzePrd(prd(workdir)).prd.phases[0]?.workdir).toBeUndefined();
  });

  it.each([['pkg'], ['`packages/app`'], ['./pkg/'], ['pkg-1.2_x'], ['packages/web-app_v2'], ['a/b/c']])('honest twin %s is read', (workdir) => {
    expect(rules(workdir)).toEqual([]);
    expect(analyzePrd(prd(workdir)).prd.phases[0]?.workdir).toBeDefined();
  });
});
