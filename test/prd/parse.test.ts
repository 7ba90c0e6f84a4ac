import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { prng } from '../helpers/prng.js';
import { MAX_PRD_BYTES, parsePrd } from '../../lib/prd/index.js';
import { Diagnostic, PrdModel } from '../../lib/schema/index.js';

const ruleIds = (text: string): string[] => parsePrd(text).diagnostics.map((d) => d.ruleId);

function expectValid(result: ReturnType<typeof parsePrd>): void {
  expect(Value.Check(PrdModel, result.prd)).toBe(true);
  for (const d of result.diagnostics) expect(Value.Check(Diagnostic, d), JSON.stringify(d)).toBe(true);
  expect(result.diagnostics.map((d) => d.ruleId)).not.toContain('parser-failure');
}

const BRIEF_EXAMPLE = [
  '---',
  'max-parallel: 3',
  'models: { opus: anthropic/claude-opus-4-6 }',
  'erosion: flag',
  '---',
  '# PRD: Auth Refactor',
  '## Objective',
  'Replace the custom session cookie system with JWT-based auth.',
  '## Phases',
  '### Phase: research [parallel]',
  '**Model:** haiku',
  '**Type:** extract',
  '**Tasks:**',
  '- Read `src/auth/` and summarize all current auth entry points',
  '  - nested bullet (counts as a step, depth 1)',
  '### Phase: implement [depends: research, design]',
  '**Model:** sonnet',
  '**Tasks:**',
  '- Implement JWT middleware in `src/auth/jwt.ts`',
  '**Gate:** `npm run build`',
  '**Max-Retries:** 3',
  '',
].join('\n');

const FULL_PARALLEL = `# PRD: Auth Refactor
## Objective
Replace the custom session cookie system with JWT-based auth.
## Phases
### Phase: research [parallel]
**Model:** haiku
**Type:** extract
- Read \`src/auth/\` and summarize all current auth entry points
### Phase: design [parallel]
**Model:** sonnet
- Write the design
### Phase: implement [depends: research, design]
**Model:** sonnet
- Implement JWT middleware
**Gate:** \`npm run build && npm test\`
**Max-Retries:** 3
### Phase: security-review
**Type:** review
**Model:** opus
- Review the implementation
**Gate:** Review must find zero blocking issues
`;

describe('parsePrd: the brief example', () => {
  const { prd, diagnostics } = parsePrd(BRIEF_EXAMPLE);

  it('reads title, objective and settings', () => {
    expect(diagnostics).toEqual([]);
    expect(prd.title).toBe('Auth Refactor');
    expect(prd.objective).toBe('Replace the custom session cookie system with JWT-based auth.');
    expect(prd.settings).toEqual({ maxParallel: 3, models: { opus: 'anthropic/claude-opus-4-6' }, erosion: 'flag' });
  });

  it('reads both phases with their lines', () => {
    const [research, implement] = prd.phases;
    expect(prd.phases).toHaveLength(2);
    expect(research).toMatchObject({ name: 'research', line: 10, column: 1, parallel: true, dependsOn: null });
    expect(research).toMatchObject({ model: 'haiku', type: 'extract', gate: null, maxRetries: 2 });
    expect(research!.tasks).toEqual([
      { text: 'Read `src/auth/` and summarize all current auth entry points', depth: 0, line: 14, column: 3 },
      { text: 'nested bullet (counts as a step, depth 1)', depth: 1, line: 15, column: 5 },
    ]);
    expect(research!.fieldLines).toEqual({ parallel: 10, model: 11, type: 12, tasks: 13 });
    expect(implement).toMatchObject({ name: 'implement', line: 16, parallel: false, dependsOn: ['research', 'design'] });
    expect(implement).toMatchObject({ model: 'sonnet', type: 'impl', maxRetries: 3 });
    expect(implement!.tasks).toEqual([
      { text: 'Implement JWT middleware in `src/auth/jwt.ts`', depth: 0, line: 19, column: 3 },
    ]);
    // The Gate line directly after a bullet is a lazy continuation in markdown: still a field.
    expect(implement!.gate).toEqual({
      kind: 'command',
      text: '`npm run build`',
      commands: [{ command: 'npm run build', line: 20, column: 12 }],
      line: 20,
      column: 11,
    });
    expect(implement!.fieldLines).toEqual({ dependsOn: 16, model: 17, tasks: 18, gate: 20, maxRetries: 21 });
  });

  it('produces a model that matches the schema', () => {
    expectValid(parsePrd(BRIEF_EXAMPLE));
  });
});

describe('parsePrd: the v2 full parallel example', () => {
  const { prd, diagnostics } = parsePrd(FULL_PARALLEL);

  it('has four phases with their fields', () => {
    expect(diagnostics).toEqual([]);
    expect(prd.phases.map((p) => [p.name, p.line, p.parallel, p.dependsOn, p.model, p.type])).toEqual([
      ['research', 5, true, null, 'haiku', 'extract'],
      ['design', 9, true, null, 'sonnet', 'impl'],
      ['implement', 12, false, ['research', 'design'], 'sonnet', 'impl'],
      ['security-review', 17, false, null, 'opus', 'review'],
    ]);
    const implement = prd.phases[2]!;
    expect(implement.maxRetries).toBe(3);
    expect(implement.gate).toMatchObject({ kind: 'command', commands: [{ command: 'npm run build && npm test', line: 15, column: 12 }] });
    const review = prd.phases[3]!;
    expect(review.gate).toEqual({
      kind: 'description',
      text: 'Review must find zero blocking issues',
      commands: [],
      line: 21,
      column: 11,
    });
  });

  it('gives CRLF, CR-only and BOM input the same model and diagnostics', () => {
    const lf = parsePrd(FULL_PARALLEL);
    expect(parsePrd(FULL_PARALLEL.replace(/\n/g, '\r\n'))).toEqual(lf);
    expect(parsePrd(FULL_PARALLEL.replace(/\n/g, '\r'))).toEqual(lf);
    expect(parsePrd(`\uFEFF${FULL_PARALLEL}`)).toEqual(lf);
    expect(parsePrd(`\uFEFF${BRIEF_EXAMPLE.replace(/\n/g, '\r\n')}`)).toEqual(parsePrd(BRIEF_EXAMPLE));
  });
});

describe('parsePrd: fields', () => {
  const phaseWith = (line: string): string => `# PRD: t\n## Phase: p\n${line}\n- task\n`;

  it.each([
    '**Model:** opus',
    '**Model**: opus',
    'Model: opus',
    'model:opus',
    '- **Model**: opus',
    '__Model:__ opus',
    '*Model:* OPUS',
    '**MODEL:**   Opus  ',
  ])('reads the label form %j', (line) => {
    const { prd, diagnostics } = parsePrd(phaseWith(line));
    expect(diagnostics).toEqual([]);
    expect(prd.phases[0]!.model).toBe('opus');
    expect(prd.phases[0]!.fieldLines.model).toBe(3);
    expect(prd.phases[0]!.tasks.map((t) => t.text)).toEqual(['task']);
  });

  it('reads one field per source line with the column of each value', () => {
    const text = '# PRD: t\n## Phase: p\n**Model:** haiku\n**Type:** extract\n**Max-Retries:** x\n- task\n';
    const { prd, diagnostics } = parsePrd(text);
    expect(prd.phases[0]).toMatchObject({ model: 'haiku', type: 'extract', maxRetries: 2 });
    expect(diagnostics.map((d) => [d.ruleId, d.line, d.column, d.phase])).toEqual([['invalid-max-retries', 5, 18, 'p']]);
  });

  it('keeps provider/model ids as written and lowercases tiers', () => {
    const models = ['Sonnet', 'anthropic/Claude-Opus-4-6', 'gpt'].map(
      (model) => parsePrd(phaseWith(`**Model:** ${model}`)).prd.phases[0]!.model,
    );
    expect(models).toEqual(['sonnet', 'anthropic/Claude-Opus-4-6', 'gpt']);
  });

  it.each([
    ['**Model:** sonet', 'invalid-model'],
    ['**Type:** build', 'invalid-type'],
    ['**Max-Retries:** 11', 'invalid-max-retries'],
    ['**Max-Retries:** 1.5', 'invalid-max-retries'],
    ['**Shell-Gate:** sure', 'invalid-shell-gate'],
    ['**Shell-Gate:** yes', 'invalid-shell-gate'],
    ['**Skip:** sure', 'invalid-boolean'],
    ['**Timeout:** 5 parsecs', 'invalid-timeout'],
    ['**Erosion:** sometimes', 'invalid-erosion'],
    ['**On-Reject:** a, b', 'invalid-on-reject'],
    ['**Modle:** opus', 'unknown-field'],
    ['**Model:**', 'empty-field'],
    ['**Depends:** x [y]', 'invalid-depends'],
  ])('reports %j as %s', (line, ruleId) => {
    expect(ruleIds(phaseWith(line))).toEqual([ruleId]);
  });

  it('reports labels that get no value', () => {
    expect(ruleIds('# PRD: t\n## Phase: p\n- task\n**Gate:**\n')).toEqual(['empty-gate']);
    expect(ruleIds('# PRD: t\n## Phase: p\n- task\n**Acceptance:**\n\nprose\n')).toEqual(['empty-list-field']);
  });

  it('gives the list after a bare label to that label, and other lists to tasks', () => {
    const bare = parsePrd('# PRD: t\n## Phase: p\n**Gate:**\n- `npm test`\n').prd.phases[0]!;
    expect(bare.gate!.commands.map((c) => c.command)).toEqual(['npm test']);
    expect(bare.tasks).toEqual([]);
    const inline = parsePrd('# PRD: t\n## Phase: p\n**Gate:** `npm test`\n- write the code\n').prd.phases[0]!;
    expect(inline.gate!.commands.map((c) => c.command)).toEqual(['npm test']);
    expect(inline.tasks.map((t) => t.text)).toEqual(['write the code']);
    const colon = parsePrd('# PRD: t\n## Phase: p\n- task\n**Acceptance:** all of:\n- a\n- b\n').prd.phases[0]!;
    expect(colon.acceptance.map((c) => c.text)).toEqual(['a', 'b']);
  });

  it('parses timeouts', () => {
    const timeout = (value: string): number | null =>
      parsePrd(phaseWith(`**Timeout:** ${value}`)).prd.phases[0]!.timeoutSeconds;
    expect(['90s', '30m', '1h', '1h30m', '600', '10 minutes', '1.5h', '2 hours 15 min'].map(timeout)).toEqual([
      90, 1800, 3600, 5400, 600, 600, 5400, 8100,
    ]);
  });

  it('reads booleans and defaults', () => {
    const { prd } = parsePrd(phaseWith('**Shell-Gate:** TRUE\n**Skip:** false\n**Escalate:** yes'));
    expect(prd.phases[0]).toMatchObject({ shellGate: true, skip: false, escalate: true, type: 'impl', maxRetries: 2 });
  });

  it('warns on duplicate single-valued fields and keeps the last', () => {
    const { prd, diagnostics } = parsePrd(phaseWith('**Model:** haiku\n**Model:** opus'));
    expect(prd.phases[0]!.model).toBe('opus');
    expect(prd.phases[0]!.fieldLines.model).toBe(4);
    expect(diagnostics.map((d) => [d.ruleId, d.line, d.severity])).toEqual([['duplicate-field', 4, 'warning']]);
  });

  it('merges header and field depends, warning when they differ', () => {
    const same = parsePrd('# PRD: t\n## Phase: p [depends: a, b]\n**Depends:** b, a\n- task\n');
    expect(same.prd.phases[0]!.dependsOn).toEqual(['a', 'b']);
    expect(same.diagnostics).toEqual([]);
    const different = parsePrd('# PRD: t\n## Phase: p [depends: a]\n**Depends on:** `c`\n- task\n');
    expect(different.prd.phases[0]!.dependsOn).toEqual(['a', 'c']);
    expect(different.diagnostics.map((d) => d.ruleId)).toEqual(['depends-mismatch']);
  });

  it('reads files from inline lists and bullets, keeping braces together', () => {
    const text = '# PRD: t\n## Phase: p\n**Files:** `src/**/*.{ts,tsx}`, docs/*.md\n- task\n**Files:**\n- `test/**`\n';
    const phase = parsePrd(text).prd.phases[0]!;
    expect(phase.files).toEqual(['src/**/*.{ts,tsx}', 'docs/*.md', 'test/**']);
    expect(phase.tasks.map((t) => t.text)).toEqual(['task']);
  });
});

describe('parsePrd: tasks and gates', () => {
  it('takes nested bullets as tasks with their depth, line and column', () => {
    const text = '# PRD: t\n## Phase: p\n- a\n  - b\n    - c\n- d\n';
    expect(parsePrd(text).prd.phases[0]!.tasks).toEqual([
      { text: 'a', depth: 0, line: 3, column: 3 },
      { text: 'b', depth: 1, line: 4, column: 5 },
      { text: 'c', depth: 2, line: 5, column: 7 },
      { text: 'd', depth: 0, line: 6, column: 3 },
    ]);
  });

  it('keeps a Gate: label inside a task bullet as task text', () => {
    const text = '# PRD: t\n## Phase: p\n**Tasks:**\n- Gate: `npm test` documented\n- **Gate:** also a task\n';
    const phase = parsePrd(text).prd.phases[0]!;
    expect(phase.gate).toBeNull();
    expect(phase.tasks.map((t) => t.text)).toEqual(['Gate: `npm test` documented', '**Gate:** also a task']);
  });

  it('collects every code span of every Gate line, bullet and code block, in order', () => {
    const text = [
      '# PRD: t',
      '## Phase: p',
      '- task',
      '**Gate:** `npm run build` then `npm test`',
      '**Gate:**',
      '- `npm run lint`',
      '',
      '## Phase: q',
      '- task',
      '',
      '**Gate:**',
      '```',
      'npx tsc',
      '```',
    ].join('\n');
    const [p, q] = parsePrd(text).prd.phases;
    expect(p!.gate!.commands).toEqual([
      { command: 'npm run build', line: 4, column: 12 },
      { command: 'npm test', line: 4, column: 33 },
      { command: 'npm run lint', line: 6, column: 4 },
    ]);
    expect(q!.gate).toMatchObject({ kind: 'command', commands: [{ command: 'npx tsc', line: 13, column: 1 }] });
  });

  it('finds commands inside prose and treats prose alone as a description', () => {
    const prose = parsePrd('# PRD: t\n## Phase: p\n- task\n**Gate:** `npm test` must pass\n').prd.phases[0]!;
    expect(prose.gate).toMatchObject({ kind: 'command', text: '`npm test` must pass', commands: [{ command: 'npm test' }] });
    const description = parsePrd('# PRD: t\n## Phase: p\n- task\n**Gate:** all reviewers agree\n').prd.phases[0]!;
    expect(description.gate).toMatchObject({ kind: 'description', text: 'all reviewers agree', commands: [] });
  });

  it('does not take headings inside code, quotes, HTML or tables as phases', () => {
    const text = [
      '# PRD: t',
      '## Phase: real',
      '- task `### Phase: span`',
      '```',
      '### Phase: fenced',
      '```',
      '~~~',
      '## Phase: tilde',
      '~~~',
      '',
      '    ### Phase: indented',
      '',
      '> ### Phase: quoted',
      '',
      '<div>',
      '### Phase: html',
      '</div>',
      '',
      '| a |',
      '| - |',
      '| ### Phase: cell |',
    ].join('\n');
    const { prd, diagnostics } = parsePrd(text);
    expect(prd.phases.map((p) => p.name)).toEqual(['real']);
    // A phase inside an HTML block is an error (issue 26 item 2): a reader may not see it.
    expect(diagnostics.map((d) => [d.ruleId, d.line])).toEqual([['nested-phase-heading', 13], ['phase-in-html', 16]]);
  });
});

describe('parsePrd: document-level rules', () => {
  it('reports missing phases and title', () => {
    expect(ruleIds('')).toEqual(['no-phases', 'missing-title']);
    expect(ruleIds('# PRD: x\n\nSome text.\n')).toEqual(['no-phases']);
    expect(ruleIds('## Phase: a\n- task\n')).toEqual(['missing-title']);
  });

  it('strips "PRD:" from the title, case-insensitively', () => {
    expect(parsePrd('# prd:   Payments v2\n## Phase: a\n- t\n').prd.title).toBe('Payments v2');
    expect(parsePrd('# Payments\n## Phase: a\n- t\n').prd.title).toBe('Payments');
  });

  it('ends a phase at the next heading of the same or lower depth', () => {
    const text = '# T\n### Phase: a\n- one\n#### Details\n- two\n### Appendix\n- not a task\n';
    expect(parsePrd(text).prd.phases[0]!.tasks.map((t) => t.text)).toEqual(['one', 'two']);
  });

  it('warns about phase fields outside phases, but not in the objective', () => {
    const text = '# T\n**Model:** opus\n## Objective\nModel: part of the goal\n## Phase: a\n- task\n';
    expect(parsePrd(text).diagnostics.map((d) => [d.ruleId, d.line])).toEqual([['field-outside-phase', 2]]);
  });

  it('attaches the phase name to phase diagnostics and sorts diagnostics by position', () => {
    const text = '# T\n## Phase: b\n**Type:** nope\n- t\n## Phase: a [bogus]\n**Model:** x\n';
    const { diagnostics } = parsePrd(text);
    expect(diagnostics.map((d) => [d.line, d.ruleId, d.phase])).toEqual([
      [3, 'invalid-type', 'b'],
      [5, 'no-tasks', 'a'],
      [5, 'unknown-phase-flag', 'a'],
      [6, 'invalid-model', 'a'],
    ]);
  });
});

describe('parsePrd: front matter', () => {
  it('refuses non-YAML front matter without evaluating it and keeps line numbers', () => {
    for (const fence of ['---js', '---javascript', '---coffee', '---json', '--- yaml']) {
      const text = `${fence}\nthrow new Error('evaluated')\n---\n# T\n## Phase: a\n- task\n`;
      const { prd, diagnostics } = parsePrd(text);
      expect(diagnostics.map((d) => [d.ruleId, d.line])).toEqual([['unsupported-front-matter', 1]]);
      expect(prd.settings).toEqual({});
      expect(prd.phases[0]).toMatchObject({ name: 'a', line: 5 });
    }
    expect(ruleIds('+++\nx = 1\n+++\n# T\n## Phase: a\n- t\n')).toEqual(['unsupported-front-matter']);
  });

  it('reports YAML errors at their line in the file', () => {
    const { diagnostics, prd } = parsePrd('---\nerosion: flag\nmax-parallel: [1\n---\n# T\n## Phase: a\n- t\n');
    expect(prd.settings).toEqual({});
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) {
      expect(d.ruleId).toBe('invalid-front-matter');
      expect(d.line).toBeGreaterThanOrEqual(3);
      expect(d.line).toBeLessThanOrEqual(4);
    }
  });

  it('matches keys exactly: another spelling of a setting is an error and is not applied (issue 26 item 4)', () => {
    const text = '---\nmax_parallel: 2\nmaxSpawns: 9\nsummary-budget: 1KB\nmax-duration: 90m\nfoo: 1\ncwd: 3\nS_C_O_P_E: warn\n---\n# T\n## Phase: a\n- t\n';
    const { prd, diagnostics } = parsePrd(text);
    expect(prd.settings).toEqual({ summaryBudgetBytes: 1024, maxDurationSeconds: 5400 });
    expect(diagnostics.map((d) => [d.ruleId, d.severity, d.line])).toEqual([
      ['misspelled-front-matter-key', 'error', 2],
      ['misspelled-front-matter-key', 'error', 3],
      ['unknown-front-matter-key', 'warning', 6],
      ['invalid-front-matter-value', 'error', 7],
      ['misspelled-front-matter-key', 'error', 8],
    ]);
    expect(diagnostics[4]?.message).toContain('`S_C_O_P_E` is not spelled as the setting `scope`');
  });

  it('stops YAML alias bombs', () => {
    const bomb = ['---', 'a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 8; i++) bomb.push(`${'bcdefghij'[i]}: &${'bcdefghij'[i]} [${Array(9).fill(`*${i === 0 ? 'a' : 'bcdefghij'[i - 1]}`).join(', ')}]`);
    bomb.push('---', '# T', '## Phase: a', '- t', '');
    const { prd, diagnostics } = parsePrd(bomb.join('\n'));
    expect(prd.phases).toHaveLength(1);
    expect(diagnostics.map((d) => d.ruleId)).toContain('invalid-front-matter');
  });
});

describe('parsePrd never throws', () => {
  it('on empty and whitespace input', () => {
    for (const text of ['', ' ', '\n\n\t\n', '\r\n', '\uFEFF', '---', '---\n', '+++', '#', '##  Phase:']) {
      expectValid(parsePrd(text));
    }
  });

  it('on random bytes decoded as UTF-8', () => {
    const random = prng(42);
    const decoder = new TextDecoder('utf-8');
    for (let round = 0; round < 100; round++) {
      const bytes = new Uint8Array(1 + Math.floor(random() * 4000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
      expectValid(parsePrd(decoder.decode(bytes)));
    }
  });

  it('on random PRD-like markdown', () => {
    const pieces = [
      '## Phase: a [parallel]', '### Phase: b [depends: a', '**Gate:** `x`', '**Gate:**', '- `npm test`', '- task',
      '  - sub', '**Tasks:**', 'Model: opus', '**Modle:** x', '---', '---js', '```', '> ### Phase: q', '', '',
      '**Files:** a, {b,c}', '- **Model**: gpt', '#### Acceptance', '| a |', '|---|', '<div>', '**Timeout:** 1h',
    ];
    const random = prng(7);
    for (let round = 0; round < 200; round++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 40) }, () => pieces[Math.floor(random() * pieces.length)]!);
      expectValid(parsePrd(lines.join(random() < 0.5 ? '\n' : '\r\n')));
    }
  });

  it('on a PRD of 5,000 phases', { timeout: 120_000 }, () => {
    const lines = ['# PRD: Many phases', '## Phases'];
    for (let i = 0; i < 5000; i++) {
      lines.push(`### Phase: p${i}${i > 0 ? ` [depends: p${i - 1}]` : ''}`, `- Step ${i}`, `**Gate:** \`npm test\``);
    }
    const { prd, diagnostics } = parsePrd(lines.join('\n'));
    expect(diagnostics).toEqual([]);
    expect(prd.phases).toHaveLength(5000);
    expect(prd.phases[4999]).toMatchObject({ name: 'p4999', line: 3 + 4999 * 3, dependsOn: ['p4998'] });
    expect(prd.phases[4999]!.gate!.commands).toEqual([{ command: 'npm test', line: 5 + 4999 * 3, column: 12 }]);
  });

  it('on a 10 MB input: refused with a size error', () => {
    const big = `# PRD: Big\n## Phase: a\n- ${'x'.repeat(10 * 1024 * 1024)}\n`;
    const { prd, diagnostics } = parsePrd(big);
    expect(diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['prd-too-large', 'error']]);
    expect(prd.phases).toEqual([]);
    expect(ruleIds('é'.repeat(MAX_PRD_BYTES / 2 + 1))).toEqual(['prd-too-large']);
  });

  it('on pathological nesting: refused with a complexity error', () => {
    expect(ruleIds(`${'> '.repeat(5000)}x\n`)).toEqual(['prd-too-complex']);
    expect(ruleIds(Array.from({ length: 300 }, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n'))).toEqual(['prd-too-complex']);
  });

  it('when called with a non-string from untyped code', () => {
    expectValid(parsePrd(undefined as unknown as string));
  });
});
