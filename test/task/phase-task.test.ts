import { describe, expect, it } from 'vitest';
import {
  composePhaseTask,
  PHASE_TASK_SECTIONS,
  TASK_SECTION_TITLES,
  type PhaseTaskInput,
} from '../../lib/task/index.js';
import { utf8Length } from '../../lib/text/index.js';
import type { PreviousFailure } from '../../lib/task/index.js';
import { headings, phase, section } from './helpers.js';

const RESULT_FILE = '/home/u/proj/.openforge/runs/run-20260101-a1b2/results/implement.2-attempt-2.json';

function input(overrides: Partial<PhaseTaskInput> = {}): PhaseTaskInput {
  return {
    prd: { title: 'Auth Refactor', objective: 'Move session tokens out of cookies into a server-side store.' },
    runId: 'run-20260101-a1b2',
    phase: phase(),
    attempt: 1,
    maxAttempts: 3,
    workdir: '/home/u/proj',
    resultFile: RESULT_FILE,
    gateCommands: ['npm test', 'npx tsc --noEmit -p "tsconfig.json"'],
    timeoutSeconds: 900,
    tier: 'sonnet',
    ...overrides,
  };
}

const titles = (keys: readonly (keyof typeof TASK_SECTION_TITLES)[]) => keys.map((k) => TASK_SECTION_TITLES[k]);

describe('composePhaseTask', () => {
  it('words the reason from what the engine recorded: a failure, or the rejection that reset the phase', () => {
    const said = (reason: PreviousFailure['reason']): string =>
      composePhaseTask(input({ attempt: 2, previousFailure: { reason } }));
    expect(said({ code: 'gate-failed', command: 'npm test', exitCode: 1 })).toContain('Reason: gate `npm test` exited 1\n');
    expect(said({ approval: 'ship', note: 'too slow' })).toContain('Reason: Rejected at approval `ship`: too slow\n');
    expect(said({ approval: 'ship', note: null })).toContain('Reason: Rejected at approval `ship`\n');
  });

  it('has every section in order, the failure section only on retries', () => {
    const first = composePhaseTask(input());
    expect(headings(first)).toEqual(titles(PHASE_TASK_SECTIONS.filter((k) => k !== 'previousFailure' && k !== 'question')));
    const retry = composePhaseTask(input({ attempt: 2, previousFailure: { reason: 'gate failed' } }));
    expect(headings(retry)).toEqual(titles(PHASE_TASK_SECTIONS.filter((k) => k !== 'question')));
    const asked = composePhaseTask(input({ question: { resultFile: '/r/1.json', criteria: ['"a" is not assessed in the result'] } }));
    expect(headings(asked)).toEqual(titles(PHASE_TASK_SECTIONS.filter((k) => k !== 'previousFailure')));
  });

  it('names the phase, run, attempt and tier', () => {
    const task = section(composePhaseTask(input({ phase: phase({ name: 'implement.2' }), attempt: 2 })), 'Task');
    expect(task).toContain('implement.2');
    expect(task).toContain('run-20260101-a1b2');
    expect(task).toContain('Auth Refactor');
    expect(task).toMatch(/\b2 of 3\b/);
    expect(task).toContain('sonnet');
  });

  it('keeps the tasks and their nesting', () => {
    const lines = section(composePhaseTask(input()), 'Tasks').split('\n');
    expect(lines).toEqual([
      '- Add the token store',
      '  - Keep tokens in memory only',
      '    - Expire after 15 minutes',
      '- Wire the store into the login handler',
      '- Write tests for expiry',
    ]);
  });

  it('lists the acceptance criteria verbatim', () => {
    const body = section(composePhaseTask(input()), 'Acceptance criteria');
    expect(body).toContain('- Tokens expire after 15 minutes');
    expect(body).toContain('- No token is written to disk');
    expect(body).toContain('acceptance');
  });

  it('has the result file path and the gate commands verbatim', () => {
    const text = composePhaseTask(input());
    expect(section(text, 'Result')).toContain(RESULT_FILE);
    const gate = section(text, 'Gate');
    expect(gate).toContain('npm test\nnpx tsc --noEmit -p "tsconfig.json"');
    for (const field of ['status', 'summary', 'findings', 'evidence', 'filesModified', 'recommendation', 'acceptance']) {
      expect(section(text, 'Result')).toContain(`"${field}"`);
    }
  });

  it('describes a description gate, or none', () => {
    const described = composePhaseTask(input({ gateCommands: [], gateDescription: 'Review must find zero blocking issues' }));
    expect(section(described, 'Gate')).toContain('Review must find zero blocking issues');
    expect(section(composePhaseTask(input({ gateCommands: [] })), 'Gate')).toMatch(/^none\.?$/i);
  });

  it('impl phases are AUTONOMOUS within their Files: globs, or relevant files when none', () => {
    const scoped = section(composePhaseTask(input()), 'Autonomy');
    expect(scoped).toContain('AUTONOMOUS');
    expect(scoped).toContain('src/auth/**');
    expect(scoped).toContain('test/auth/**');
    const open = section(composePhaseTask(input({ phase: phase({ files: [] }) })), 'Autonomy');
    expect(open).toContain('files relevant to the tasks');
  });

  it('read-only phases never say AUTONOMOUS and forbid changes', () => {
    for (const type of ['review', 'extract', 'approval'] as const) {
      const text = composePhaseTask(input({ phase: phase({ type }), previousFailure: { reason: 'x' } }));
      expect(text).not.toMatch(/autonomous/i);
      expect(section(text, 'Autonomy')).toContain('PROPOSE_ONLY');
      expect(section(text, 'Autonomy')).toMatch(/do not modify any file/i);
    }
  });

  it('retries carry the reason, the gate output tail and the findings', () => {
    const log = Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n') + '\nFAIL test/auth/expiry.test.ts > expires';
    const text = composePhaseTask(
      input({ attempt: 2, previousFailure: { reason: '`npm test` exited 1', gateTail: log, findings: [{ description: 'expiry is off by one' }] } }),
    );
    const body = section(text, 'Previous attempt failed');
    expect(body).toContain('`npm test` exited 1');
    expect(body).toContain('FAIL test/auth/expiry.test.ts > expires');
    expect(body).not.toContain('line 0\n');
    expect(body).toContain('expiry is off by one');
  });

  it('keeps prior summaries within the byte budget, newest kept', () => {
    const summaries = Array.from({ length: 10 }, (_, i) => ({ phase: `p${i}`, summary: `${i}`.repeat(1024) }));
    const body = section(composePhaseTask(input({ priorSummaries: summaries, summaryBudgetBytes: 4096 })), 'Prior phases');
    expect(utf8Length(body)).toBeLessThanOrEqual(4096);
    expect(body).toContain(`- p9: ${'9'.repeat(1024)}`);
    expect(body).not.toContain('- p0:');
    expect(body.indexOf('- p8:')).toBeLessThan(body.indexOf('- p9:'));
  });

  it('truncates a single oversized newest summary to the budget, in UTF-8 bytes', () => {
    const summaries = [{ phase: 'research', summary: 'é€😀'.repeat(2000) }];
    const body = section(composePhaseTask(input({ priorSummaries: summaries, summaryBudgetBytes: 1000 })), 'Prior phases');
    expect(utf8Length(body)).toBeLessThanOrEqual(1000);
    expect(utf8Length(body)).toBeGreaterThan(900);
    expect(body).toContain('research');
    expect(body).toMatch(/truncated/);
    expect(body).not.toContain('\uFFFD');
  });

  it('redacts secrets from tasks, summaries and gate output', () => {
    const key = 'AKIA' + 'Q'.repeat(16);
    const text = composePhaseTask(
      input({
        phase: phase({ tasks: [{ text: `Use key ${key} for S3`, depth: 0, line: 1, column: 1 }] }),
        priorSummaries: [{ phase: 'research', summary: `found ${key}` }],
        previousFailure: { reason: 'gate failed', gateTail: `AWS_ACCESS_KEY_ID=${key}` },
      }),
    );
    expect(text).not.toContain(key);
    expect(text).toContain('[REDACTED:');
  });

  it('a typical 5-task phase with no prior phases is under 3 KB', () => {
    expect(utf8Length(composePhaseTask(input()))).toBeLessThan(3 * 1024);
  });

  it('is deterministic', () => {
    expect(composePhaseTask(input())).toBe(composePhaseTask(input()));
  });
});
