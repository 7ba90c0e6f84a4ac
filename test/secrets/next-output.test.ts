// Secrets everywhere, in the documents the agent reads after every step (issue 16 part 9):
// `run`, `next`, `spawned`, `decide`, `resume` and `gate check`, human and --json. A hostile
// PRD and hostile children put secrets in every field those documents can carry (title, phase
// names, tasks, acceptance criteria, approval text, child summaries and findings, gate output);
// none reaches stdout or stderr, and the exec command stays byte-exact. A gate that holds a
// secret is rejected at validation (`gate-secret`), so the exec command never needs redacting.

import { afterEach, describe, expect, it } from 'vitest';
import { wrapWithLog } from '../../lib/gate/exec.js';
import { Sandbox } from '../hardening/harness.js';
import { GH, HF } from './fakes.js';
import type { ChildScript } from '../sim/host-agent.js';
import { disposeWorlds, expectCompleted, prd, simulate } from '../sim/setup.js';

afterEach(disposeWorlds);
const sandboxes: Sandbox[] = [];
afterEach(() => {
  for (const sb of sandboxes.splice(0)) sb.dispose();
});

// Random fakes, assembled so this file holds no string a scanner flags.
const SK = ['sk_', 'live_', '4eC39HqLyjWDarjtT1zdp7dc'].join('');
const PW = ['Zr8', 'kQ2m', 'Lp7w', 'X4vN'].join('');

/** Every secret, and long pieces of each in either case (a slug or a cut must not reveal one). */
const leaked = (text: string): string[] => {
  const lower = text.toLowerCase();
  return [HF, GH, SK, PW].flatMap((s) => [s, s.slice(3, 15), s.slice(-12)]).filter((s) => text.includes(s) || lower.includes(s.toLowerCase()));
};

const HOSTILE = prd([
  `### Phase: build ${HF}
**Files:** done.txt
**Tasks:**
- Use ${GH} for the registry
**Gate:** \`sh check.sh\``,
  `### Phase: review ${GH}
**Type:** review
**Depends-On:** build ${HF}
**Tasks:**
- Check that DB_PASS=${PW} is gone`,
  `### Phase: sign-off ${SK}
**Type:** approval
**Depends-On:** review ${GH}
**Tasks:**
- Confirm ${HF} was revoked`,
]).replace('# PRD: Simulated project', `# PRD: Rotate ${GH}`);

describe('no secret in what the agent reads', () => {
  it('a whole run through run, next, spawned, decide: nothing leaks, the gate runs byte-exact, the approval is answered by key', () => {
    const { world, t } = simulate(HOSTILE, {
      child: (c): ChildScript => {
        if (c.role === 'review') {
          return { result: { kind: 'review', suggestions: [`rotate ${GH} again`, `DB_PASS=${PW} in the wiki`] } };
        }
        // Attempt 1 writes the secret where the gate prints it; attempt 2 gets it right.
        const content = c.attempt === 1 ? `token ${HF}` : 'yes';
        return {
          files: { 'done.txt': content },
          result: { kind: 'envelope', summary: `wrote ${content} using ${SK}`, filesModified: ['done.txt'] },
        };
      },
    });
    expectCompleted(world, t);
    expect(t.spawns.map((s) => [s.role, s.attempt])).toEqual([['work', 1], ['work', 2], ['review', 1]]);
    const printed = t.commands.map((c) => `${c.stdout}\n${c.stderr}`).join('\n');
    expect(leaked(printed)).toEqual([]);
    expect(printed).toContain('[REDACTED:');
    // What runs is what was checked: every exec is the plain quoted gate with its log wrapper.
    expect(t.execs.length).toBeGreaterThanOrEqual(3);
    for (const e of t.execs) {
      const log = t.actions.map((a) => a.action).find((a) => a.id === e.actionId && a.kind === 'gate') as { logFile: string };
      expect(log.logFile).toMatch(/[\\/]gates[\\/](1-build-redacted-huggingface-token|final)\.g\d-[a-z2-7]{12}\.log$/);
      expect(e.command).toBe(wrapWithLog('sh check.sh', log.logFile));
      expect(e.command).toContain(';sh check.sh;');
    }
    // The approval's commands name it by its key, which decide accepts.
    expect(t.decisions).toEqual([{ phase: expect.stringMatching(/^3-sign-off-redacted-/) as unknown as string, decision: 'approve', note: null, code: 0 }]);
    // Human output of the same run: next and status.
    for (const argv of [['next', t.runId!], ['status', t.runId!]]) {
      const r = world.cli(argv);
      expect(leaked(r.stdout + r.stderr), argv.join(' ')).toEqual([]);
    }
  });

  it('an escalation quoting a failing gate log and a child summary: its message is redacted', () => {
    // Its criterion (which the child never assesses) and its gate output (the child's secret) both reach the message.
    const text = HOSTILE.replace('**Files:** done.txt', '**Files:** done.txt\n**Max-Attempts:** 1').replace(
      `- Use ${GH} for the registry\n`,
      `- Use ${GH} for the registry\n**Acceptance Criteria:**\n- the key ${SK} is rotated\n`,
    );
    const { t } = simulate(text, {
      child: (): ChildScript => ({ files: { 'done.txt': `token ${HF} and ${GH}` }, result: { kind: 'envelope', summary: `used ${SK}`, filesModified: ['done.txt'] } }),
    });
    expect(t.stoppedBy).toBe('escalate');
    const printed = t.commands.map((c) => `${c.stdout}\n${c.stderr}`).join('\n');
    expect(leaked(printed)).toEqual([]);
    expect(t.final?.kind === 'escalate' ? t.final.message : '').toContain('[REDACTED:');
  });
});

describe('a gate that holds a secret', () => {
  const commands = [
    `npm test -- --token=${GH}`,
    `npm test -- --token=gh""${GH.slice(2)}`, // one word to the shell once the quotes go
    `env API_KEY=${SK} npm test`,
    `mysql -p${PW} -e select`,
  ];

  it.each(commands)('gate check %#: rejected as gate-secret, and no output repeats it', async (command) => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    for (const json of [false, true]) {
      const r = await sb.cli(['gate', 'check', command, ...(json ? ['--json'] : [])]);
      expect(r.code).toBe(1);
      expect(leaked(r.stdout + r.stderr)).toEqual([]);
      expect(r.stdout).toContain('gate-secret');
      if (json) {
        const doc = JSON.parse(r.stdout) as { verdict: string; diagnostics: Array<{ ruleId: string; severity: string }> };
        expect(doc.verdict).toBe('rejected');
        expect(doc.diagnostics.filter((d) => d.ruleId === 'gate-secret').map((d) => d.severity)).toEqual(['error']);
      }
    }
  });

  it('with Shell-Gate too; a PRD with one is refused by run before anything starts, naming the line and the fix', async () => {
    const sb = new Sandbox();
    sandboxes.push(sb);
    const shell = await sb.cli(['gate', 'check', `npm test && curl -H "Authorization: token ${GH}" x`, '--shell-gate', '--json']);
    expect((shell.json as { verdict: string }).verdict).toBe('rejected');
    sb.write('p.prd.md', `# PRD: x\n\n## Objective\nShip.\n\n## Phases\n\n### Phase: build\n**Tasks:**\n- do it\n**Gate:** \`npm test -- --token=${GH}\`\n`);
    for (const json of [false, true]) {
      const r = await sb.cli(['run', 'p.prd.md', '--cwd', sb.project, ...(json ? ['--json'] : [])]);
      expect(r.code).toBe(1);
      expect(leaked(r.stdout + r.stderr)).toEqual([]);
      if (json) {
        const doc = JSON.parse(r.stdout) as { valid: boolean; diagnostics: Array<{ ruleId: string; line: number; message: string }> };
        expect(doc.valid).toBe(false);
        const found = doc.diagnostics.find((d) => d.ruleId === 'gate-secret')!;
        expect(found.line).toBe(11);
        expect(found.message).toMatch(/environment variable/);
      } else expect(r.stdout).toMatch(/p\.prd\.md:11:\d+: error .*\[gate-secret\]/);
    }
  });
});
