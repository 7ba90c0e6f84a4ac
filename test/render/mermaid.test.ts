import { describe, expect, it } from 'vitest';
import { mermaidLabel, renderMermaid, waveGraph } from '../../lib/render/index.js';
import type { PlannedPhase } from '../../lib/schema/index.js';
import { SECRETS } from './fixtures.js';

const HOSTILE = [
  'a "quoted" <b>bold</b>',
  'x --> y',
  'end',
  'sub#graph `z`',
  '#quot; already an entity',
  'a &lt; b & c',
  'two\nlines\r\n\tand tabs',
  '  padded  ',
  '"]; click p0 call alert()',
  'p0',
  '%%{init: {"securityLevel": "loose"}}%%',
];

/** A label may hold no raw quote, angle bracket, backtick, ampersand or line break, and no `#` but entity codes. */
const SAFE = /^(?:[^"<>`&\n\r#%]|#(?:35|37|38|quot|lt|gt|96);)*$/;

describe('mermaidLabel', () => {
  it('leaves nothing Mermaid or the HTML label would interpret', () => {
    for (const name of HOSTILE) expect(mermaidLabel(name)).toMatch(SAFE);
  });

  it('codes each interpreted character, # first so the codes survive', () => {
    expect(mermaidLabel('a "b" <c> `d` #e &f')).toBe('a #quot;b#quot; #lt;c#gt; #96;d#96; #35;e #38;f');
    expect(mermaidLabel('#quot;')).toBe('#35;quot;');
    expect(mermaidLabel('  two\nlines\t ')).toBe('two lines');
    // Mermaid reads `%%{…}%%` anywhere in a chart as a directive: a name must not reconfigure it.
    expect(mermaidLabel('%%{init: {}}%%')).toBe('#37;#37;{init: {}}#37;#37;');
  });
});

describe('waveGraph', () => {
  const nodes = HOSTILE.map((name, i) => ({ name, dependsOn: i === 0 ? [] : [HOSTILE[i - 1] ?? ''], detail: `${name} · 1s` }));

  it('draws every hostile name as a safe quoted label under an index id', () => {
    const lines = waveGraph(nodes, HOSTILE.map((n) => [n])).trimEnd().split('\n');
    const nodeLines = lines.filter((l) => /^\s*p\d+\[/.test(l));
    expect(nodeLines).toHaveLength(HOSTILE.length);
    for (const line of nodeLines) {
      const m = /^\s*p\d+\["(.*)<br\/>(.*)"\]$/.exec(line);
      expect(m, line).not.toBeNull();
      expect(m?.[1]).toMatch(SAFE);
      expect(m?.[2]).toMatch(SAFE);
    }
    const edges = lines.filter((l) => l.includes('-->'));
    expect(edges).toHaveLength(HOSTILE.length - 1);
    for (const edge of edges) expect(edge.trim()).toMatch(/^p\d+ --> p\d+$/);
  });

  it('redacts secrets in node names', () => {
    const graph = waveGraph([{ name: `key ${SECRETS.aws}`, dependsOn: [], detail: null }], [[`key ${SECRETS.aws}`]]);
    expect(graph).not.toContain(SECRETS.aws);
    expect(graph).toMatch(/p0\["key \[REDACTED:[a-z-]+\]"\]/);
  });

  it('skips unknown and repeated names in waves and draws unplaced nodes outside the subgraphs', () => {
    const graph = waveGraph(
      [
        { name: 'a', dependsOn: [], detail: null },
        { name: 'b', dependsOn: ['a', 'ghost'], detail: null },
      ],
      [['a', 'ghost', 'a']],
    );
    expect(graph).toBe(['flowchart TD', '  subgraph w1["wave 1"]', '    p0["a"]', '  end', '  p1["b"]', '  p0 --> p1', ''].join('\n'));
  });
});

describe('renderMermaid (plan --mermaid)', () => {
  it('escapes phase names with the same escaper as the run graph', () => {
    const phase = (name: string): PlannedPhase =>
      ({ name, kind: 'agent', type: 'impl', dependsOn: [], model: { tier: 'fast' }, gate: { kind: 'command', commands: [{ command: 'npm test' }] } }) as unknown as PlannedPhase;
    const graph = renderMermaid([phase('sub#graph `z` & "q"')], [['sub#graph `z` & "q"']]);
    expect(graph).toContain('p0["sub#35;graph #96;z#96; #38; #quot;q#quot;<br/>fast · impl · gate npm test"]');
  });
});
