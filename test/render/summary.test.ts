import { describe, expect, it } from 'vitest';
import type { RunState } from '../../lib/schema/index.js';
import { completedRun, escalatedRun, phase, SECRETS, T0, t } from './fixtures.js';
import { summaryOf } from '../helpers/run-facts.js';

/** The body of the first ```mermaid block. */
function mermaid(markdown: string): string[] {
  const m = /```mermaid\n([\s\S]*?)\n```/.exec(markdown);
  if (m === null) throw new Error('no mermaid block');
  return (m[1] ?? '').split('\n');
}

const nodeLines = (lines: string[]) => lines.filter((l) => /^\s*p\d+\[/.test(l));
const edgeLines = (lines: string[]) => lines.filter((l) => l.includes('-->'));

/** Cells of the phase table row for `name` (names are code spans). */
function row(markdown: string, name: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
  if (line === undefined) throw new Error(`no row for ${name}`);
  return line.slice(2, -2).split(' | ');
}

/** The lines of a `## title` section. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`## ${title}\n`);
  if (start === -1) throw new Error(`no section ${title}`);
  const rest = markdown.slice(start + title.length + 4);
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}

const dependencyCount = (state: RunState) => state.phases.reduce((n, p) => n + p.dependsOn.length, 0);

describe('renderRunSummary', () => {
  it('carries the run identity, outcome, times and total duration', () => {
    const md = summaryOf(completedRun(), t(9999));
    for (const part of ['Auth Refactor', 'run-20260101-100000-a1b2', '/p/prd.md', '/p', 'completed', new Date(T0).toISOString(), new Date(t(755)).toISOString(), '12m 35s']) {
      expect(md).toContain(part);
    }
    expect(md.startsWith('# ')).toBe(true);
  });

  it('has one table row per phase with outcome, attempts, gates, cycles, erosion and duration', () => {
    const md = summaryOf(completedRun(), t(9999));
    // Phase | Outcome | Attempts | Gates | Review cycles | Erosion | Duration
    expect(row(md, 'research')).toEqual(['`research`', 'passed', 'work 1', '–', '–', '–', '1m']);
    expect(row(md, 'design')).toEqual(['`design`', 'passed', 'work 1', '`npm test` → passed (exit 0)', '–', 'ok', '1m 30s']);
    const implement = row(md, 'implement');
    expect(implement.slice(0, 3)).toEqual(['`implement`', 'passed', 'work 2']);
    expect(implement[3]?.split('<br>')).toEqual(['`npm test` → failed (exit 1)', '`npm test` → passed (exit 0)']);
    expect(implement.slice(4)).toEqual(['–', 'not measured', '5m']);
    expect(row(md, 'review')).toEqual(['`review`', 'passed', 'review 2, fix 1', '–', '2', '–', '5m']);
    expect(row(md, 'approve').slice(1, 3)).toEqual(['passed (approved)', '1 round']);
    expect(row(md, 'docs')).toEqual(['`docs`', 'skipped (Skip: true)', '–', '–', '–', '–', '–']);
  });

  it('names skipped and escalated phases explicitly', () => {
    const done = summaryOf(completedRun(), t(9999));
    expect(section(done, 'Skipped phases')).toContain('`docs`');
    expect(section(done, 'Escalated phases').trim()).toBe('None.');

    const escalated = summaryOf(escalatedRun(), t(400));
    expect(section(escalated, 'Skipped phases').trim()).toBe('None.');
    const esc = section(escalated, 'Escalated phases');
    expect(esc).toContain('`implement`');
    expect(esc).toContain('gate-retries-exhausted');
    expect(esc).toContain('FAIL test/auth.test.ts');
    expect(row(escalated, 'implement')[1]).toBe('needs-human (gate-retries-exhausted)');
    expect(row(escalated, 'implement')[3]).toContain('`npm test` → timed-out');
    expect(row(escalated, 'implement')[6]).toBe('5m 08s');
    expect(row(escalated, 'review')[1]).toBe('pending');
  });

  it('draws the phases as dispatched in Mermaid: one node per phase, one edge per dependency, no wave boxes', () => {
    for (const state of [completedRun(), escalatedRun()]) {
      const lines = mermaid(summaryOf(state, t(400)));
      const nodes = nodeLines(lines);
      expect(nodes).toHaveLength(state.phases.length);
      expect(lines.filter((l) => /^\s*subgraph /.test(l))).toHaveLength(0);
      expect(edgeLines(lines)).toHaveLength(dependencyCount(state));
      state.phases.forEach((p, i) => {
        const node = nodes.find((n) => n.trim().startsWith(`p${i}[`)) ?? '';
        expect(node).toContain(p.name);
      });
    }
    const nodes = nodeLines(mermaid(summaryOf(completedRun(), t(400))));
    expect(nodes.find((n) => n.includes('implement'))).toContain('5m');
    expect(nodes.find((n) => n.includes('docs'))).toContain('skipped');
  });

  it('keeps Mermaid ids and labels safe for any phase name', () => {
    const base = completedRun();
    const names = ['a "quoted" <b>', 'x --> y', 'end', 'sub#graph `z`', 'p0'];
    const phases = names.map((name, i) => phase(name, { wave: i, dependsOn: i === 0 ? [] : [names[i - 1] ?? ''] }));
    const state: RunState = { ...base, phases, waves: names.map((n) => [n]), escalation: null };
    const lines = mermaid(summaryOf(state, t(400)));
    const nodes = nodeLines(lines);
    expect(nodes).toHaveLength(names.length);
    for (const node of nodes) expect(node.trim()).toMatch(/^p\d+\["[^"<>`]*(<br\/>[^"<>`]*)?"\]$/);
    expect(edgeLines(lines)).toHaveLength(names.length - 1);
    for (const edge of edgeLines(lines)) expect(edge.trim()).toMatch(/^p\d+ --> p\d+$/);
  });

  it('redacts secrets from summaries, details and gate output', () => {
    for (const [state, now] of [[completedRun(), t(9999)], [escalatedRun(), t(400)]] as const) {
      const md = summaryOf(state, now);
      expect(md).not.toContain(SECRETS.aws);
      expect(md).not.toContain(SECRETS.github);
    }
    expect(summaryOf(completedRun(), t(9999))).toContain('[REDACTED:');
    expect(section(summaryOf(escalatedRun(), t(400)), 'Escalated phases')).toContain('[REDACTED:');
  });

  it('is deterministic and does not change the state', () => {
    const state = escalatedRun();
    const before = structuredClone(state);
    const a = summaryOf(state, t(400));
    expect(summaryOf(state, t(400))).toBe(a);
    expect(summaryOf(structuredClone(state), t(400))).toBe(a);
    expect(state).toEqual(before);
    expect(a).toContain('not finished');
  });
});
