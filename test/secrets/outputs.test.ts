// Secrets everywhere (issue 16 part 9): a secret in a PRD's title, a phase name, a task, a
// field value or a gate never reaches the output of validate, plan, status, list or decide
// (human or JSON), and the other diagnostics that quote a value do not repeat it.

import { afterEach, describe, expect, it } from 'vitest';
import { Sandbox } from '../hardening/harness.js';
import { GH, HF } from './fakes.js';

const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});

// A random fake, assembled so this file holds no string a scanner flags.
const PW = ['Zr8', 'kQ2m', 'Lp7w'].join('');

const PRD = `# PRD: Rotate ${HF}

## Objective
Ship it.

## Phases

### Phase: build ${HF}
**Tasks:**
- Use ${GH} for the registry
**Timeout:** ${HF}

**Gate:** \`npm test\`

### Phase: sign-off
**Type:** approval
**Depends-On:** build ${HF}
**Tasks:**
- Confirm DB_PASS=${PW}
`;

const leaked = (text: string): string[] => [HF, GH, PW, HF.slice(3, 15), GH.slice(4, 16)].filter((s) => text.includes(s));

describe('no secret in any output', () => {
  it('validate and plan, human and --json: every value redacted, the warnings kept', async () => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    sb.write('p.prd.md', PRD);
    for (const argv of [['validate', 'p.prd.md'], ['validate', 'p.prd.md', '--json'], ['plan', 'p.prd.md'], ['plan', 'p.prd.md', '--json'], ['plan', 'p.prd.md', '--mermaid']]) {
      const r = await sb.cli(argv);
      expect(leaked(r.stdout + r.stderr), argv.join(' ')).toEqual([]);
      if (argv[0] === 'validate') expect(r.stdout + r.stderr, argv.join(' ')).toMatch(/possible-secret/);
    }
    const json = JSON.parse((await sb.cli(['plan', 'p.prd.md', '--json'])).stdout) as { title: string };
    expect(json.title).toBe('Rotate [REDACTED:huggingface-token]');
  });

  it('status, list and decide, human and --json', async () => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    sb.write('p.prd.md', PRD.replace(`**Timeout:** ${HF}\n`, ''));
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const runId = (run.json as { runId: string }).runId;
    for (const argv of [['status', runId], ['status', runId, '--json'], ['list'], ['list', '--json'], ['decide', runId, 'sign-off', 'approve', '--json']]) {
      const r = await sb.cli(argv);
      expect(leaked(r.stdout + r.stderr), argv.join(' ')).toEqual([]);
    }
  });

  it('the ask action: its question carries no secret, its commands still name the phase exactly', async () => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    sb.write('p.prd.md', `# PRD: Rotate ${HF}\n\n## Objective\nShip it.\n\n## Phases\n\n### Phase: sign-off\n**Type:** approval\n**Tasks:**\n- Confirm DB_PASS=${PW} and ${GH}\n`);
    const run = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const ask = (run.json as { actions: Array<{ kind: string; question: string; approve: string }> }).actions.find((a) => a.kind === 'ask')!;
    expect(leaked(ask.question)).toEqual([]);
    expect(ask.question).toContain('[REDACTED:');
    expect(ask.approve).toMatch(/ decide \S+ sign-off approve$/);
  });
});
