// Pathological PRDs, shared by the fuzz suite (test/prd/pathological.test.ts) and the parsing
// benchmark (bench/parse-bounds.mjs): each case builds a PRD of about `bytes` characters that
// attacks one weak spot of the markdown parser or the scheduler.

const HEAD = '# PRD: Pathological\n\n## Objective\nStay bounded.\n\n## Phases\n\n';
const GATE = '\n\n**Gate:** `npm test`\n';

/** `unit` repeated to fill about `bytes` characters (at least once). */
const fill = (unit, bytes, sep = '') => Array(Math.max(1, Math.floor(bytes / (unit.length + sep.length)))).fill(unit).join(sep);

/** One phase whose Tasks bullet is `body`. */
const onePhase = (body) => `${HEAD}### Phase: a\n**Tasks:**\n- ${body}${GATE}`;

/** `count` phases, numbered, each from `make(i)`, within about `bytes`. */
function phases(bytes, make) {
  const parts = [HEAD];
  let size = HEAD.length;
  for (let i = 0; size < bytes; i += 1) {
    const phase = make(i);
    if (size + phase.length > bytes) break;
    parts.push(phase);
    size += phase.length;
  }
  return parts.join('');
}

/** Inline openers that never close: micromark re-scans the rest of the run for each. */
const INLINE_UNITS = ['[a](', '**a', '](', '[a]', 'a](', '![a](', '[a][', '`a ', '<a ', '\\[', '[![', '_a ', '~~a '];

/** Every case: `{ name, make(bytes) → PRD text }`. */
export const PATHOLOGICAL_CASES = [
  ...INLINE_UNITS.map((unit) => ({ name: `${unit} repeated on one line`, make: (bytes) => onePhase(fill(unit, bytes - 200)) })),
  ...['[a](', '**a', '](', '[a]'].map((unit) => ({ name: `${unit} on every line of one paragraph`, make: (bytes) => onePhase(fill(unit, bytes - 200, '\n  ')) })),
  { name: '[a]( on 4-space-indented bullet lines (one paragraph)', make: (bytes) => `${HEAD}### Phase: a\n**Tasks:**\n\ntext\n${fill('    - [a](', bytes - 200, '\n')}${GATE}` },
  { name: 'one 500 KB line of plain text', make: (bytes) => onePhase('word '.repeat(Math.floor((bytes - 200) / 5))) },
  { name: 'a list of one-line tasks with code and links', make: (bytes) => `${HEAD}### Phase: a\n**Tasks:**\n${fill('- Move `a` to [b](c.md) **now**', bytes - 200, '\n')}${GATE}` },
  {
    name: '[parallel] phases whose Files: globs all overlap',
    make: (bytes) => phases(bytes, (i) => `### Phase: p${i} [parallel]\n**Files:** src/**/m${i}/**/*.ts\n**Tasks:**\n- do\n\n**Gate:** \`npm test\`\n\n`),
  },
  {
    name: '[parallel] phases with disjoint Files: globs',
    make: (bytes) => phases(bytes, (i) => `### Phase: p${i} [parallel]\n**Files:** m${i}/**\n**Tasks:**\n- do\n\n**Gate:** \`npm test\`\n\n`),
  },
  {
    name: '[parallel] phases with several Files: globs each',
    make: (bytes) => phases(bytes, (i) => `### Phase: p${i} [parallel]\n**Files:** src/${i}/**, lib/*/${i}.ts, test/**/${i}*.ts, *.md\n**Tasks:**\n- do\n\n**Gate:** \`npm test\`\n\n`),
  },
  { name: 'a chain of phases, each depending on the one before', make: (bytes) => phases(bytes, (i) => `### Phase: p${i}\n${i === 0 ? '' : `**Depends-On:** p${i - 1}\n`}**Tasks:**\n- do\n\n**Gate:** \`npm test\`\n\n`) },
  { name: 'one dependency cycle through every phase', make: (bytes) => { const n = Math.floor((bytes - 100) / 60); return phases(bytes, (i) => `### Phase: p${i}\n**Depends-On:** p${(i + 1) % n}\n**Tasks:**\n- do\n\n`); } },
  { name: 'phases depending on many phases each', make: (bytes) => phases(bytes, (i) => `### Phase: p${i}\n**Depends-On:** ${Array.from({ length: Math.min(i, 40) }, (_, k) => `p${i - 1 - k}`).join(', ') || 'none'}\n**Tasks:**\n- do\n\n**Gate:** \`npm test\`\n\n`) },
  { name: 'quotes nested 99 deep on every line', make: (bytes) => onePhase(`\n\n${fill(`${'> '.repeat(99)}a`, bytes - 200, '\n')}`) },
  { name: 'lists nested 99 deep', make: (bytes) => onePhase(`\n\n${fill(Array.from({ length: 99 }, (_, k) => `${'  '.repeat(k)}- a`).join('\n'), bytes - 200, '\n')}`) },
  { name: 'list items that close a quote and open a rule', make: (bytes) => onePhase(`\n\n${fill('- > a\n  ---', bytes - 200, '\n')}`) },
  { name: 'a 10,000-row table', make: (bytes) => onePhase(`\n\n| a | b |\n|---|---|\n${fill('| [x](y | **z |', bytes - 200, '\n')}`) },
  { name: 'many <details> blocks and comments', make: (bytes) => onePhase(`\n\n${fill('<details><summary>x</summary>\n\n**Shell-Gate:** true\n\n</details>\n<!-- [a]( -->', bytes - 200, '\n')}`) },
  { name: 'unclosed code fences', make: (bytes) => onePhase(`\n\n${fill('```\n[a](', bytes - 200, '\n')}`) },
  { name: 'front matter with YAML aliases', make: () => `---\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n---\n${onePhase('do')}` },
  { name: 'headings only', make: (bytes) => `${HEAD}${fill('### Phase: [a](', bytes - 200, '\n')}` },
];
