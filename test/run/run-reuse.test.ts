// Whether `run` continues a run (lib/run/commands/run-reuse.ts): the engine's decision, literal cases.
import { describe, expect, it } from 'vitest';
import { continuesRun } from '../../lib/run/commands/run-reuse.js';

const run = (status: 'running' | 'needs-human' | 'completed' | 'cancelled', sha256 = 'abc', only: string | null = null) => ({
  prd: { path: '/p/x.prd.md', sha256, title: null, objective: null },
  only,
  status,
});
const wish = { sha256: 'abc', only: null, fresh: false };

describe('continuesRun', () => {
  it('continues an active run of the same PRD text and --only', () => {
    expect(continuesRun(run('running'), wish)).toBe(true);
    expect(continuesRun(run('needs-human'), wish)).toBe(true);
  });

  it('starts anew for a finished run, another PRD text, another --only, or --new', () => {
    expect(continuesRun(run('completed'), wish)).toBe(false);
    expect(continuesRun(run('cancelled'), wish)).toBe(false);
    expect(continuesRun(run('running', 'def'), wish)).toBe(false);
    expect(continuesRun(run('running', 'abc', 'implement'), wish)).toBe(false);
    expect(continuesRun(run('running'), { ...wish, fresh: true })).toBe(false);
  });
});
