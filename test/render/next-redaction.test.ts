// redactNextReport / redactGateCheck (lib/render/next-redaction.ts): every field redacted but
// the ones the agent runs or opens, which stay byte-exact. Hand-written literal documents.

import { describe, expect, it } from 'vitest';
import { redactGateCheck, redactNextReport } from '../../lib/render/index.js';
import type { NextReport } from '../../lib/schema/index.js';
import { validateGate } from '../../lib/gate/index.js';
import { GH } from '../secrets/fakes.js';

const R = '[REDACTED:github-token]';

describe('redactNextReport', () => {
  it('redacts messages, notes, tasks, labels and warnings; keeps exec, commands, ids and paths exact', () => {
    const exec = { command: `'npm' 'test' > '/p/${GH}.log' 2>&1`, workdir: `/p/${GH}`, timeoutSeconds: 60 };
    const report: NextReport = {
      schemaVersion: 1,
      runId: 'r1',
      status: 'running',
      runDir: '/p/.openforge/runs/r1',
      actions: [
        { id: 's1', kind: 'spawn', phase: `b ${GH}`, role: 'work', attempt: 1, spawn: { task: `read ${GH}`, label: `l ${GH}`, runTimeoutSeconds: 60 }, resultFile: '/r.json', note: `n ${GH}` },
        { id: 'g1', kind: 'gate', phase: `b ${GH}`, exec, logFile: `/p/${GH}.log` },
        { id: 'a1', kind: 'ask', phase: 'x', question: `ok ${GH}?`, approve: `of decide r1 ${GH} approve`, reject: 'of decide r1 x reject', noteFile: '/n.md' },
        { id: 'e1', kind: 'escalate', phase: 'x', reason: 'gate-retries-exhausted', message: `log: ${GH}` },
      ],
      warnings: [`w ${GH}`],
    };
    const safe = redactNextReport(report);
    expect(safe.warnings).toEqual([`w ${R}`]);
    expect(safe.actions[0]).toEqual({ id: 's1', kind: 'spawn', phase: `b ${R}`, role: 'work', attempt: 1, spawn: { task: `read ${R}`, label: `l ${R}`, runTimeoutSeconds: 60 }, resultFile: '/r.json', note: `n ${R}` });
    expect(safe.actions[1]).toEqual({ id: 'g1', kind: 'gate', phase: `b ${R}`, exec, logFile: `/p/${GH}.log` });
    expect(safe.actions[2]).toEqual({ id: 'a1', kind: 'ask', phase: 'x', question: `ok ${R}?`, approve: `of decide r1 ${GH} approve`, reject: 'of decide r1 x reject', noteFile: '/n.md' });
    expect(safe.actions[3]).toMatchObject({ message: `log: ${R}` });
    expect(report.warnings).toEqual([`w ${GH}`]); // the input is not changed
  });

  it('takes terminal escapes and bidi controls out of the words relayed to the user (a title in a question); the exact fields keep theirs', () => {
    const E = '\u001b';
    const report: NextReport = {
      schemaVersion: 1,
      runId: 'r1',
      status: 'running',
      runDir: `/p/${E}[0m`,
      actions: [
        { id: 'a1', kind: 'ask', phase: 'x', question: `Run of "Ship ${E}]8;;https://e.example/${E}\\docs${E}]8;;${E}\\ \u009b2J\u2067x\u2069"?`, approve: `of decide r1 ${E}[0m approve`, reject: 'of decide r1 x reject', noteFile: '/n.md' },
        { id: 'e1', kind: 'escalate', phase: `p${E}[8m`, reason: 'gate-retries-exhausted', message: `m ${E}[2J` },
      ],
      warnings: [`w ${E}[31m`],
    };
    const safe = redactNextReport(report);
    expect(safe.actions[0]).toMatchObject({ question: 'Run of "Ship docs x"?', approve: `of decide r1 ${E}[0m approve` });
    expect(safe.actions[1]).toMatchObject({ phase: 'p', message: 'm ' });
    expect([safe.warnings, safe.runDir]).toEqual([['w '], `/p/${E}[0m`]);
  });

  it('returns the same document when nothing is secret', () => {
    const report: NextReport = { schemaVersion: 1, runId: 'r1', status: 'running', runDir: '/d', actions: [{ id: 'w', kind: 'wait', waitingFor: ['s1'], reason: 'yield' }], warnings: [] };
    expect(redactNextReport(report)).toEqual(report);
  });
});

describe('redactGateCheck', () => {
  it('a gate-secret gate: command redacted, argv dropped; hidden by quotes: the command withheld', () => {
    const plain = redactGateCheck(validateGate(`npm test -- --token=${GH}`, { shellGate: false }));
    expect([plain.verdict, plain.command, plain.argv]).toEqual(['rejected', `npm test -- --token=${R}`, null]);
    const quoted = redactGateCheck(validateGate(`npm test -- --token=gh""${GH.slice(2)}`, { shellGate: false }));
    expect([quoted.verdict, quoted.command, quoted.argv]).toEqual(['rejected', '[REDACTED:gate-command]', null]);
    expect(quoted.diagnostics.map((d) => [d.ruleId, d.column])).toEqual([['gate-secret', 13]]);
  });

  it('an ordinary gate is unchanged', () => {
    const check = validateGate('npm test', { shellGate: false });
    expect(redactGateCheck(check)).toEqual(check);
    expect(check.verdict).toBe('ok');
  });
});
