import { describe, expect, it } from 'vitest';
import { formatDiagnostic, formatDiagnosticsMerged } from '../../lib/diagnostics/index.js';
import type { Diagnostic } from '../../lib/schema/index.js';

const unknown = (line: number, phase?: string): Diagnostic => ({
  severity: 'warning',
  ruleId: 'gate-unknown-program',
  message: '`sh` is not one of the known build, test or lint tools.',
  line,
  column: 12,
  ...(phase === undefined ? {} : { phase }),
});

describe('formatDiagnostic', () => {
  it('one file:line:col line, with the phase and the rule', () => {
    expect(formatDiagnostic('a.prd.md', unknown(34, 'implement'))).toBe(
      'a.prd.md:34:12: warning `sh` is not one of the known build, test or lint tools. (phase implement) [gate-unknown-program]',
    );
  });
});

describe('formatDiagnosticsMerged', () => {
  it('merges the same warning in several places into one line, in order', () => {
    const other: Diagnostic = { severity: 'warning', ruleId: 'missing-title', message: 'no tasks.', line: 60, column: 1, phase: 'docs' };
    expect(formatDiagnosticsMerged('a.prd.md', [unknown(34, 'implement'), other, unknown(42, 'tests'), unknown(49, 'cleanup')])).toEqual([
      'a.prd.md:34:12, 42:12, 49:12: warning `sh` is not one of the known build, test or lint tools. (phases implement, tests, cleanup) [gate-unknown-program]',
      'a.prd.md:60:1: warning no tasks. (phase docs) [missing-title]',
    ]);
  });

  it('keeps a single diagnostic as formatDiagnostic prints it; a message that differs is not merged', () => {
    const d = unknown(3);
    expect(formatDiagnosticsMerged('a.prd.md', [d])).toEqual([formatDiagnostic('a.prd.md', d)]);
    expect(formatDiagnosticsMerged('a.prd.md', [d, { ...d, line: 9, message: 'other.' }])).toHaveLength(2);
    expect(formatDiagnosticsMerged('a.prd.md', [])).toEqual([]);
  });
});
