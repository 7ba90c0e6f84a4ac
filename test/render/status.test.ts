import { describe, expect, it } from 'vitest';
import { progressBar, renderStatus, STATUS_HEADER_LINES } from '../../lib/render/index.js';
import { completedRun, escalatedRun, runningRun, SECRETS, t } from './fixtures.js';
import { statusOf } from '../helpers/run-facts.js';

const NAMES = ['research', 'design', 'implement', 'review', 'approve', 'docs'];

/** The phase named by a status line (the token after its status symbol). */
const lineName = (line: string): string | undefined => line.split(/\s+/)[1];

describe('renderStatus', () => {
  it('opens with title, run id and state, the project, then a progress bar, phases done, elapsed time and spawns (no wave: dispatch is dynamic)', () => {
    const [title, project, progress] = renderStatus(statusOf(completedRun(), t(5000))).split('\n');
    expect(title).toBe('Auth Refactor · run run-20260101-100000-a1b2 · completed');
    expect(project).toBe('project /p');
    // docs is skipped: 5 phases to run, all passed.
    expect(progress).toBe('[##########] 5/5 phases · 12m 35s elapsed · spawns 7/20');
    const escalated = renderStatus(statusOf(escalatedRun(), t(400))).split('\n')[2];
    expect(escalated).toBe('[###-------] 2/6 phases · 6m 40s elapsed · spawns 5/20');
    expect(renderStatus(statusOf(completedRun(), t(5000)))).not.toContain('wave');
  });

  it('gives each phase exactly one line, in order, after the header', () => {
    for (const [state, now] of [[completedRun(), t(5000)], [escalatedRun(), t(400)], [runningRun(), t(700)]] as const) {
      const lines = renderStatus(statusOf(state, now)).trimEnd().split('\n');
      expect(lines.slice(STATUS_HEADER_LINES, STATUS_HEADER_LINES + NAMES.length).map(lineName)).toEqual(NAMES);
      for (const name of NAMES) expect(lines.filter((l) => lineName(l) === name)).toHaveLength(1);
    }
  });

  it('shows attempt i/n for agent phases only, and the phase duration', () => {
    const lines = renderStatus(statusOf(completedRun(), t(5000))).split('\n');
    const line = (name: string) => lines.find((l) => lineName(l) === name) ?? '';
    expect(line('implement')).toContain('attempt 2/3');
    expect(line('implement')).toContain('5m');
    expect(line('implement')).toContain('sonnet');
    expect(line('review')).toContain('opus');
    expect(line('approve')).not.toContain('attempt');
    expect(line('docs')).not.toContain('attempt');
    expect(line('docs')).toContain('skipped');
  });

  it('keeps lines short, but says a warning whole (its end names the file or the fix) and the title whole', () => {
    const long = `${'the gate changed '.repeat(20)}/p/a/very/long/path/to/the/file.test.ts`;
    const titled = { ...completedRun(), prd: { ...completedRun().prd, title: 'pyconv — unit conversion helpers for the command line' } };
    expect(renderStatus(statusOf(titled, t(5000))).split('\n')[0]).toBe('pyconv — unit conversion helpers for the command line · run run-20260101-100000-a1b2 · completed');
    for (const [state, now] of [[completedRun(), t(5000)], [escalatedRun(), t(400)], [runningRun(), t(700)]] as const) {
      const text = renderStatus(statusOf(state, now, [long]));
      expect(text).toContain(`warning: ${long.replace(/\s+/g, ' ')}`);
      for (const line of text.split('\n').filter((l) => !l.startsWith('warning: '))) expect(line.length).toBeLessThanOrEqual(200);
      for (const line of text.split('\n').slice(0, STATUS_HEADER_LINES + NAMES.length)) expect(line.length).toBeLessThanOrEqual(100);
    }
  });

  it('names the escalation reason and the summary file, without secrets', () => {
    const escalated = renderStatus(statusOf(escalatedRun(), t(400)));
    expect(escalated).toContain('gate-retries-exhausted');
    expect(escalated).not.toContain(SECRETS.aws);
    const done = renderStatus(statusOf(completedRun(), t(5000)));
    expect(done).toContain('/p/.openforge/run-20260101-101235.md');
    expect(done).not.toContain('gate-retries-exhausted');
  });

  it('is deterministic', () => {
    const a = renderStatus(statusOf(escalatedRun(), t(400)));
    expect(renderStatus(statusOf(escalatedRun(), t(400)))).toBe(a);
    expect(a.endsWith('\n')).toBe(true);
  });
});

describe('progressBar', () => {
  it('fills ten characters by the share done, rounding down', () => {
    expect(progressBar(0, 6)).toBe('[----------]');
    expect(progressBar(2, 6)).toBe('[###-------]');
    expect(progressBar(6, 6)).toBe('[##########]');
    expect(progressBar(0, 0)).toBe('[##########]');
  });
});
