// Mermaid itself reads the completion summary's charts (issue 18 part 4): the dependency graph
// and the Gantt chart parse, and what Mermaid reads — sections, task names, times — is the run's
// events. The negative cases show the reader can fail.

import { beforeAll, describe, expect, it } from 'vitest';
import { renderRunGantt } from '../../lib/render/index.js';
import { renderRunMermaid } from '../../lib/render/run-graph.js';
import type { RunEvent, RunState } from '../../lib/schema/index.js';
import { loadMermaid, mermaidFlowchart, mermaidGantt } from '../helpers/mermaid.js';
import { completedRun, escalatedRun, phase, runningRun, SECRETS, t } from './fixtures.js';
import { at, parallelRun } from './parallel-run.js';
import { redactSecrets } from '../../lib/secrets/index.js';
import { summaryOf } from '../helpers/run-facts.js';

beforeAll(async () => {
  await loadMermaid();
}, 120_000);

/** The bodies of the markdown's ```mermaid blocks, in order. */
const mermaidBlocks = (markdown: string): string[] => [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

describe('Mermaid reads the summary of a completed parallel run', () => {
  const sim = parallelRun();
  const [graph = '', gantt = ''] = mermaidBlocks(summaryOf(sim.state, at(9999)));

  it('the dependency graph: a node per phase, an edge per dependency, no wave boxes (phases start by dispatch)', async () => {
    const chart = await mermaidFlowchart(graph);
    expect([...chart.nodes.values()].map((text) => text.split('\n')[0])).toEqual(['api', 'ui', 'review']);
    expect(chart.nodes.get('p2')).toBe('review\npassed · 3m 10s');
    expect(chart.edges.sort()).toEqual(['p0 --> p2', 'p1 --> p2']);
    expect(chart.subgraphs).toEqual([]);
  });

  it('the Gantt chart: every spawn and gate run from its events, in its phase’s section', async () => {
    const tasks = await mermaidGantt(gantt);
    const finished = new Map(
      sim.events.flatMap((e: RunEvent) => (e.type === 'spawn-result' || e.type === 'gate-finished' ? [[e.actionId, e.at] as const] : [])),
    );
    const fromEvents = sim.events
      .flatMap((e: RunEvent) => {
        if (e.type === 'spawn-issued' || e.type === 'gate-issued') return [`${e.phase} ${e.at} ${finished.get(e.actionId)}`];
        if (e.type === 'final-gate-issued') return [`final verification ${e.at} ${finished.get(e.actionId)}`];
        return [];
      })
      .sort();
    expect(tasks.map((task) => `${task.section} ${task.start} ${task.end}`).sort()).toEqual(fromEvents);
    expect(tasks.filter((task) => task.section === 'api').map((task) => [task.name, task.tags])).toEqual([
      ['work 1 · failed (gate)', ['crit']],
      ['gate npm test · failed (exit 1)', ['crit']],
      ['work 2 · passed', ['done']],
      ['gate npm test · passed', ['done']],
    ]);
    // Parallel: Mermaid places ui's first attempt inside api's first two bars.
    const [apiWork] = tasks.filter((task) => task.section === 'api');
    const [uiWork] = tasks.filter((task) => task.section === 'ui');
    expect([apiWork?.start, uiWork?.start, uiWork?.end]).toEqual([at(1), at(1), at(91)]);
  });
});

describe('Mermaid reads the charts of other runs', () => {
  it('escalated, in flight and stopped runs, approvals and milestones', async () => {
    for (const state of [completedRun(), escalatedRun(), runningRun(), { ...runningRun(), status: 'cancelled', finishedAt: t(620) } as RunState]) {
      const [graph = '', gantt = ''] = mermaidBlocks(summaryOf(state, t(650)));
      expect((await mermaidFlowchart(graph)).nodes.size).toBe(state.phases.length);
      const tasks = await mermaidGantt(gantt);
      const spawns = state.phases.reduce((n, p) => n + p.spawns.length + p.gates.length, 0);
      expect(tasks.filter((task) => /^(work|review|fix|refactor|gate) /.test(task.name))).toHaveLength(spawns);
    }
    const live = await mermaidGantt(renderRunGantt(runningRun(), t(650)));
    expect(live.filter((task) => task.tags.includes('active'))).toEqual([
      { section: 'review', name: 'fix 2 · running', id: expect.any(String), start: t(601), end: t(650), tags: ['active'] },
    ]);
    const escalated = await mermaidGantt(renderRunGantt(escalatedRun(), t(400)));
    expect(escalated.at(-1)).toMatchObject({ name: 'escalated · gate-retries-exhausted', tags: ['crit', 'milestone'], start: t(331), end: t(331) });
  });

  it('hostile phase names: both charts parse, and Mermaid shows each name as written, secrets redacted', async () => {
    const names = ['a: b', 'x # y', 'semi;colon', 'per%%cent', 'section', 'click p0 call alert()', '<b>"q"</b> `c` &', `key ${SECRETS.aws}`, 'end', '%%{init: {}}%%'];
    const base = completedRun();
    const gate = base.phases[1]?.gates[0];
    if (gate === undefined) throw new Error('fixture without a gate');
    const state: RunState = {
      ...base,
      prd: { ...base.prd, title: `T: ${SECRETS.github} #1; %%` },
      waves: [names],
      phases: names.map((name, i) =>
        phase(name, { status: 'passed', dependsOn: i === 0 ? [] : [names[i - 1] ?? ''], gates: [{ ...gate, command: `npm test -- --grep "a:b;c" #${i}` }] }),
      ),
    };
    const [graph = '', gantt = ''] = mermaidBlocks(summaryOf(state, t(9999)));
    const flow = await mermaidFlowchart(graph);
    expect([...flow.nodes.values()].map((text) => text.split('\n')[0])).toEqual(names.map((n) => redactSecrets(n)));
    expect(flow.edges).toHaveLength(names.length - 1);
    const tasks = await mermaidGantt(gantt);
    expect(tasks.map((task) => task.section)).toEqual(names.map((n) => redactSecrets(n)));
    expect(tasks.map((task) => task.name)).toEqual(names.map((_, i) => `gate npm test -- --grep "a:b;c" #${i} · passed`));
    expect(tasks.every((task) => task.start === gate.issuedAt && task.end === gate.finishedAt)).toBe(true);
    expect(JSON.stringify(tasks)).not.toContain(SECRETS.aws);
  });
});

describe('the reader can fail', () => {
  it('rejects a broken gantt chart and a broken flowchart', async () => {
    await expect(mermaidGantt('gantt\n  dateFormat x\n  section a\n  work 1 a1, 1000, 2000\n')).rejects.toThrow(/Parse error/);
    await expect(mermaidGantt('gantt\n  dateFormat x\n  section a\n  work 1 :a1, soon, 2000\n')).rejects.toThrow(/Invalid date/);
    await expect(mermaidFlowchart('flowchart TD\n  p0["a"] -->\n')).rejects.toThrow(/Parse error/);
    await expect(mermaidFlowchart(renderRunMermaid(completedRun(), t(1)).replace('p0["research', 'p0["research"'))).rejects.toThrow();
  });

  it('reads a chart whose escaping was undone as a different chart', async () => {
    const base = completedRun();
    const gate = base.phases[1]?.gates[0];
    if (gate === undefined) throw new Error('fixture without a gate');
    const state: RunState = { ...base, phases: [phase('a: b', { status: 'passed', gates: [{ ...gate, command: 'npm test -- --grep a:b' }] })] };
    const chart = renderRunGantt(state, t(9999));
    const intended = [{ section: 'a: b', name: 'gate npm test -- --grep a:b · passed', id: 'a1', start: gate.issuedAt, end: gate.finishedAt, tags: ['done'] }];
    expect(await mermaidGantt(chart)).toEqual(intended);
    const unescaped = chart.replace(/#58;/g, ':');
    const read = await mermaidGantt(unescaped).then((tasks) => tasks, (e: unknown) => String(e));
    expect(read).not.toEqual(intended);
  });
});
