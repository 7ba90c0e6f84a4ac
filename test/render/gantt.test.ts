import { describe, expect, it } from 'vitest';
import { renderRunGantt } from '../../lib/render/index.js';
import { GANTT_THEME } from '../../lib/render/gantt.js';
import type { RunEvent, RunState } from '../../lib/schema/index.js';
import { completedRun, escalatedRun, phase, runningRun, SECRETS, t } from './fixtures.js';
import { at, parallelRun } from './parallel-run.js';
import { summaryOf } from '../helpers/run-facts.js';

/** A task line of the chart: its name, tags, id, start and end (epoch ms). */
interface Task {
  section: string;
  name: string;
  tags: string[];
  id: string;
  start: number;
  end: number;
}

/** The chart read back line by line, as the tests' own reading of the format (Mermaid's is in mermaid-parse.test.ts). */
function tasks(chart: string): Task[] {
  const out: Task[] = [];
  let section = '';
  for (const line of chart.split('\n')) {
    const s = /^ {2}section (.*)$/.exec(line);
    if (s !== null) section = s[1] ?? '';
    const m = /^ {4}(.*) :((?:[a-z]+, )*)(a\d+), (\d+), (\d+)$/.exec(line);
    if (m === null) continue;
    const tags = (m[2] ?? '').split(', ').filter((x) => x !== '');
    out.push({ section, name: m[1] ?? '', tags, id: m[3] ?? '', start: Number(m[4]), end: Number(m[5]) });
  }
  return out;
}

const eventsOf = <T extends RunEvent['type']>(events: RunEvent[], type: T) =>
  events.filter((e): e is Extract<RunEvent, { type: T }> => e.type === type);

describe('renderRunGantt: a completed parallel run driven through the engine', () => {
  const sim = parallelRun();

  it('is the chart derived by hand from the script: a bar per attempt and gate run, at the events\u2019 times', () => {
    expect(sim.state.status).toBe('completed');
    expect(renderRunGantt(sim.state, at(9999))).toBe(
      [
        GANTT_THEME,
        'gantt',
        '  title Gantt',
        '  dateFormat x',
        '  axisFormat %H:%M:%S',
        '  todayMarker off',
        '  section api',
        `    work 1 · failed (gate) :crit, a1, ${at(1)}, ${at(61)}`,
        `    gate npm test · failed (exit 1) :crit, a2, ${at(61)}, ${at(101)}`,
        `    work 2 · passed :done, a3, ${at(101)}, ${at(181)}`,
        `    gate npm test · passed :done, a4, ${at(181)}, ${at(191)}`,
        '  section ui',
        `    work 1 · passed :done, a5, ${at(1)}, ${at(91)}`,
        `    gate npm run lint · passed :done, a6, ${at(91)}, ${at(121)}`,
        '  section review',
        `    review 1 · FAIL :crit, a7, ${at(191)}, ${at(251)}`,
        `    fix 1 · passed :done, a8, ${at(251)}, ${at(311)}`,
        `    gate npm test · passed :done, a9, ${at(311)}, ${at(321)}`,
        `    review 2 · PASS :done, a10, ${at(321)}, ${at(381)}`,
        '  section final verification',
        `    gate npm test (api) · passed :done, a11, ${at(381)}, ${at(386)}`,
        `    gate npm run lint (ui) · passed :done, a12, ${at(386)}, ${at(391)}`,
        '',
      ].join('\n'),
    );
  });

  it('has one task per spawn and per gate run, each starting at its issue event and ending at its result', () => {
    const chart = tasks(renderRunGantt(sim.state, at(9999)));
    const issued = [...eventsOf(sim.events, 'spawn-issued'), ...eventsOf(sim.events, 'gate-issued'), ...eventsOf(sim.events, 'final-gate-issued')];
    const finished = new Map<string, number>();
    for (const e of [...eventsOf(sim.events, 'spawn-result'), ...eventsOf(sim.events, 'gate-finished')]) finished.set(e.actionId, e.at);
    expect(chart).toHaveLength(issued.length);
    const spans = chart.map((c) => `${c.section} ${c.start}-${c.end}`).sort();
    const expected = issued.map((e) => `${e.type === 'final-gate-issued' ? 'final verification' : e.phase} ${e.at}-${finished.get(e.actionId)}`).sort();
    expect(spans).toEqual(expected);
    expect(new Set(chart.map((c) => c.id)).size).toBe(chart.length);
    // Review and fix cycles are tasks of their own.
    expect(chart.filter((c) => c.section === 'review').map((c) => c.name.split(' · ')[0])).toEqual(['review 1', 'fix 1', 'gate npm test', 'review 2']);
  });

  it('shows what ran in parallel: the api and ui bars overlap in time, the review starts after both', () => {
    const chart = tasks(renderRunGantt(sim.state, at(9999)));
    const span = (section: string) => {
      const own = chart.filter((c) => c.section === section);
      return { start: Math.min(...own.map((c) => c.start)), end: Math.max(...own.map((c) => c.end)) };
    };
    const [api, ui, review] = [span('api'), span('ui'), span('review')];
    expect(api.start).toBeLessThan(ui.end);
    expect(ui.start).toBeLessThan(api.end);
    expect(review.start).toBeGreaterThanOrEqual(Math.max(api.end, ui.end));
  });

  it('ends what is in flight at now, marked active; nothing is active once the run completed', () => {
    const mid = parallelRun(6); // +181s: api's second result read, its gate just issued; ui passed
    const chart = tasks(renderRunGantt(mid.state, at(200)));
    const active = chart.filter((c) => c.tags.includes('active'));
    expect(active).toEqual([{ section: 'api', name: 'gate npm test · running', tags: ['active'], id: 'a4', start: at(181), end: at(200) }]);
    expect(chart.some((c) => c.section === 'review')).toBe(false);
    expect(tasks(renderRunGantt(sim.state, at(9999))).some((c) => c.tags.includes('active'))).toBe(false);
  });
});

describe('renderRunGantt: hand-built states', () => {
  it('draws approvals, escalations and the first moments of a run', () => {
    const done = tasks(renderRunGantt(completedRun(), t(9999)));
    expect(done.filter((c) => c.section === 'approve')).toEqual([
      { section: 'approve', name: 'approval 1 · approved', tags: ['done'], id: expect.any(String), start: t(694), end: t(754) },
    ]);
    expect(done.some((c) => c.section === 'docs')).toBe(false); // skipped: nothing ran

    const escalated = tasks(renderRunGantt(escalatedRun(), t(400)));
    const implement = escalated.filter((c) => c.section === 'implement');
    expect(implement.map((c) => c.name)).toEqual([
      'work 1 · failed (gate)', 'gate npm test · failed (exit 1)', 'work 2 · failed (gate)', 'gate npm test · failed (exit 1)',
      'work 3 · failed (gate)', 'gate npm test · timed-out', 'escalated · gate-retries-exhausted',
    ]);
    expect(implement.at(-1)).toMatchObject({ tags: ['crit', 'milestone'], start: t(331), end: t(331) });

    const fresh: RunState = { ...completedRun(), status: 'running', phases: [phase('a')], finishedAt: null };
    expect(tasks(renderRunGantt(fresh, t(5)))).toEqual([
      { section: 'run', name: 'started', tags: ['milestone'], id: 'a1', start: fresh.createdAt, end: fresh.createdAt },
    ]);
  });

  it('ends open bars at the finish of a run that stopped, without marking them active', () => {
    const running = runningRun();
    const live = tasks(renderRunGantt(running, t(650))).filter((c) => c.tags.includes('active'));
    expect(live).toEqual([{ section: 'review', name: 'fix 2 · running', tags: ['active'], id: expect.any(String), start: t(601), end: t(650) }]);
    const cancelled: RunState = { ...running, status: 'cancelled', finishedAt: t(620) };
    const fix = tasks(renderRunGantt(cancelled, t(9999))).find((c) => c.name === 'fix 2 · running');
    expect(fix).toMatchObject({ tags: [], start: t(601), end: t(620) });
  });

  it('writes hostile phase names and commands as entity codes, with secrets redacted', () => {
    const hostile = ['a: b', 'x # y', 'semi;colon', 'per%%cent', 'two\nlines', `key ${SECRETS.aws}`, 'section', '<b>"q"</b> `c` &'];
    const base = completedRun();
    const state: RunState = {
      ...base,
      prd: { ...base.prd, title: `T: ${SECRETS.github} #1` },
      phases: hostile.map((name, i) =>
        phase(name, {
          status: 'passed',
          gates: [{ ...(base.phases[1]?.gates[0] as RunState['phases'][0]['gates'][0]), command: `npm test -- --token=${SECRETS.github}:${i};` }],
        }),
      ),
    };
    const chart = renderRunGantt(state, t(9999));
    expect(chart).not.toContain(SECRETS.aws);
    expect(chart).not.toContain(SECRETS.github);
    const lines = chart.trimEnd().split('\n');
    const sections = lines.filter((l) => l.startsWith('  section '));
    expect(sections).toHaveLength(hostile.length);
    expect(sections[0]).toBe('  section a#58; b');
    expect(sections[1]).toBe('  section x #35; y');
    expect(sections[2]).toBe('  section semi#59;colon');
    expect(sections[3]).toBe('  section per#37;#37;cent');
    expect(sections[4]).toBe('  section two lines');
    expect(sections[5]).toMatch(/^ {2}section key \[REDACTED#58;[a-z-]+\]$/);
    expect(sections[7]).toBe('  section #60;b#62;#34;q#34;#60;/b#62; #96;c#96; #38;');
    expect(lines[2]).toMatch(/^ {2}title T#58; \[REDACTED#58;[a-z-]+\] #35;1$/);
    // Every name and label: no raw character the grammar reads, `#` only as an entity code; one colon per task line.
    for (const line of lines.filter((l) => /^(?: {2}(?:title|section) | {4})/.test(l))) {
      const text = line.replace(/ :[^:]*$/, '');
      expect(text).toMatch(/^(?:[^#;:%&"<>`\n]|#\d+;)*$/);
    }
    for (const line of lines.filter((l) => l.startsWith('    '))) expect(line.split(':')).toHaveLength(2);
  });
});

describe('renderRunGantt: a scope failure', () => {
  it('draws an attempt whose files went outside the phase\'s scope as failed (scope), crit, not DONE', () => {
    const run = completedRun();
    const implement = run.phases.find((p) => p.name === 'implement');
    if (implement === undefined) throw new Error('fixture has no implement phase');
    const first = implement.spawns[0];
    if (first === undefined) throw new Error('fixture implement has no spawn');
    const state: RunState = { ...run, phases: run.phases.map((p) => (p === implement ? { ...p, spawns: [{ ...first, outside: ['conftest.py'] }, ...p.spawns.slice(1)] } : p)) };
    const bars = tasks(renderRunGantt(state, t(9999))).filter((c) => c.section === 'implement');
    expect(bars[0]).toMatchObject({ name: 'work 1 · failed (scope)', tags: ['crit'] });
  });
});

describe('the completion summary', () => {
  it('carries the Gantt chart next to the dependency graph', () => {
    const sim = parallelRun();
    const md = summaryOf(sim.state, at(9999));
    const blocks = [...md.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    expect(blocks.map((b) => b.split('\n')[0])).toEqual(['flowchart TD', GANTT_THEME]);
    expect(blocks[1]).toBe(renderRunGantt(sim.state, at(9999)));
    expect(md.indexOf('## Timeline')).toBeGreaterThan(md.indexOf('## Dependencies'));
    expect(md.indexOf('## Timeline')).toBeLessThan(md.indexOf('## Final verification'));
  });
});
