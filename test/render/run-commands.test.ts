import { describe, expect, it } from 'vitest';
import { renderCancelled, renderDecide, renderRunList, renderSpawned } from '../../lib/render/index.js';
import { SCHEMA_VERSION } from '../../lib/schema/index.js';

describe('run command one-liners', () => {
  it('decide: recorded or a repeat, with the phases sent back to pending', () => {
    const base = { schemaVersion: SCHEMA_VERSION, runId: 'r1', phase: 'sign-off', status: 'running', phaseStatus: 'pending' } as const;
    expect(renderDecide({ ...base, decision: 'approve', applied: true, reset: [] })).toBe('sign-off: approve recorded. Now run `next r1`.\n');
    expect(renderDecide({ ...base, decision: 'reject', applied: false, reset: ['a', 'b'] })).toBe(
      'sign-off: reject was already recorded; back to pending: a, b. Now run `next r1`.\n',
    );
  });

  it('spawned and cancel', () => {
    const report = { schemaVersion: SCHEMA_VERSION, runId: 'r1', actionId: 'a1', sessionKey: 'k', applied: true } as const;
    expect(renderSpawned({ ...report })).toBe('a1: session k recorded; now run `next r1` after the child completes.\n');
    expect(renderSpawned({ ...report, applied: false })).toContain('a1: session k was already recorded;');
    expect(renderCancelled('r1')).toBe('run r1: cancelled.\n');
  });

  it('list: the project\'s runs first, the others with their folder, warnings after, a word for an empty index', () => {
    expect(renderRunList({ schemaVersion: SCHEMA_VERSION, project: null, runs: [], warnings: [] })).toBe('no runs yet\n');
    const run = { runId: 'r1', cwd: '/p', prdPath: '/p/a.prd.md', createdAt: '2026-01-01T10:00:00.000Z', status: null, state: null, here: false, title: null };
    expect(renderRunList({ schemaVersion: SCHEMA_VERSION, project: null, runs: [run], warnings: ['index damaged'] })).toBe(
      'No runs in this folder or the folders above it. Elsewhere:\n  r1  missing                 (untitled)  /p\nwarning: index damaged\n',
    );
    const draft = { ...run, runId: 'r2', cwd: '/q', status: 'running', state: 'waiting-for-user', here: true, title: 'Draft' } as const;
    expect(renderRunList({ schemaVersion: SCHEMA_VERSION, project: '/q', runs: [draft, run], warnings: [] })).toBe(
      'Runs of /q:\n  r2  waiting-for-user        Draft\nElsewhere:\n  r1  missing                 (untitled)  /p\n',
    );
  });
});
