import { describe, expect, it } from 'vitest';
import {
  composeFixTask,
  composePhaseTask,
  composeRefactorTask,
  composeReviewTask,
  FIX_TASK_SECTIONS,
  PHASE_TASK_SECTIONS,
  REFACTOR_TASK_SECTIONS,
  renderTask,
  REVIEW_TASK_SECTIONS,
  type TaskSectionKey,
} from '../../lib/task/index.js';
import { phase } from './helpers.js';

const prd = { title: 'Auth', objective: 'Keep tokens server-side; key sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789' };
const common = { prd, runId: 'r1', workdir: '/w', timeoutSeconds: 600, tier: 'sonnet' };

describe('renderTask', () => {
  it('declares each role as its sections in the spawn-contract order', () => {
    // The lists the composers had by hand before they became one renderer over these declarations.
    const contract: TaskSectionKey[] = ['autonomy', 'workdir'];
    expect(PHASE_TASK_SECTIONS).toEqual([
      'opening', 'task', 'question', 'objective', 'tasks', 'acceptance', ...contract, 'prior',
      'previousFailure', 'gate', 'constraints', 'time', 'result', 'rollback',
    ]);
    expect(REVIEW_TASK_SECTIONS).toEqual([
      'opening', 'task', 'objective', 'checklist', 'acceptance', ...contract, 'prior',
      'history', 'previousFailure', 'constraints', 'time', 'report', 'rollback',
    ]);
    expect(REFACTOR_TASK_SECTIONS).toEqual([
      'opening', 'task', 'objective', 'offenders', ...contract, 'previousFailure', 'gate', 'constraints', 'time', 'result', 'rollback',
    ]);
    expect(FIX_TASK_SECTIONS).toEqual([
      'opening', 'task', 'objective', 'findingsToFix', ...contract, 'previousFailure', 'gate', 'constraints', 'time', 'result', 'rollback',
    ]);
  });

  it('is what every composer returns, with secrets redacted', () => {
    const phaseFacts = { ...common, phase: phase(), attempt: 1, maxAttempts: 3, resultFile: '/r.json', gateCommands: ['npm test'] };
    const reviewFacts = { ...common, phase: phase({ type: 'review' }), cycle: 1, resultFile: '/r.md' };
    const fixFacts = { ...common, reviewPhase: 'review', cycle: 1, findings: [], resultFile: '/f.json' };
    const refactorFacts = {
      ...common,
      phase: 'implement',
      offenders: [{ file: 'a.ts', name: 'f', line: 1, before: null, after: 12 }],
      massBefore: 0,
      massAfter: 12,
      threshold: 10,
      files: [],
      resultFile: '/x.json',
    };
    const texts = [
      [renderTask('phase', phaseFacts), composePhaseTask(phaseFacts)],
      [renderTask('review', reviewFacts), composeReviewTask(reviewFacts)],
      [renderTask('fix', fixFacts), composeFixTask(fixFacts)],
      [renderTask('refactor', refactorFacts), composeRefactorTask(refactorFacts)],
    ];
    for (const [rendered, composed] of texts) {
      expect(rendered).toBe(composed);
      expect(rendered).not.toContain('sk-ant-api03');
      expect(rendered?.startsWith('## Before you act\n')).toBe(true);
    }
  });

  it('asks every role that writes a result or report to write it last, after every edit', () => {
    const sentence = 'Write this file last, after every edit: OpenForge reads it as your signal that you are done.';
    const phaseText = composePhaseTask({ ...common, phase: phase(), attempt: 1, maxAttempts: 3, resultFile: '/r.json', gateCommands: ['npm test'] });
    const reviewText = composeReviewTask({ ...common, phase: phase({ type: 'review' }), cycle: 1, resultFile: '/r.md' });
    const fixText = composeFixTask({ ...common, reviewPhase: 'review', cycle: 1, findings: [], resultFile: '/f.json' });
    const refactorText = composeRefactorTask({
      ...common, phase: 'implement', offenders: [], massBefore: 0, massAfter: 0, threshold: 10, files: [], resultFile: '/x.json',
    });
    const sectionOf = (text: string, title: string): string => text.split(`## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
    for (const text of [phaseText, fixText, refactorText]) {
      expect(text.split(sentence)).toHaveLength(2);
      expect(sectionOf(text, 'Result')).toContain(sentence);
    }
    expect(reviewText.split(sentence)).toHaveLength(2);
    expect(reviewText).toContain(`Suggestions never block.\n${sentence}\n\n## Rollback`);
  });
});
