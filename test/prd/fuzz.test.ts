import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzePrd, type Analysis } from '../../lib/plan/index.js';
import { normalizeSource } from '../../lib/prd/index.js';

/**
 * Parser fuzzing: random text, PRD-shaped text and mutated examples go through
 * analyzePrd (parse, schedule, gate checks, secret scan). For every input:
 *
 * - nothing throws, and no `parser-failure` diagnostic (a caught parser crash) appears;
 * - every diagnostic lies inside the file: with the text normalized as the parser sees it
 *   (BOM stripped, CRLF and CR turned into LF) and split on LF into L lines (a trailing
 *   newline gives an empty last line), 1 ≤ line ≤ L and 1 ≤ column ≤ length(line) + 1
 *   (UTF-16 code units; length + 1 is the position just past the line's end);
 * - the output is deterministic: a second run on the same input gives the same output.
 *
 * The seed is fixed so CI is reproducible; OPENFORGE_FUZZ_SEED overrides it. A failure
 * prints the seed, the path and the shrunk counterexample.
 */

const SEED = Number.parseInt(process.env.OPENFORGE_FUZZ_SEED ?? '', 10) || 20_260_611;
const MIN_TOTAL_CASES = 10_000;
const TIMEOUT_MS = 120_000;
let totalCases = 0;

console.log(`PRD fuzz seed: ${SEED} (set OPENFORGE_FUZZ_SEED to replay another)`);

const EXAMPLES = ['minimal', 'rejected-gate', 'large-migration'].map((name) =>
  readFileSync(new URL(`../../examples/${name}.prd.md`, import.meta.url), 'utf8'),
);

/** The examples cut into sections: each starts at a heading line. */
const SECTIONS: string[] = EXAMPLES.flatMap((text) => text.split(/\n(?=#)/).map((s) => `${s}\n`));

/** A JSON form of the analysis that keeps Map entries, for comparing two runs. */
function canonical(analysis: Analysis): string {
  return JSON.stringify(analysis, (_key, value: unknown) => (value instanceof Map ? [...value.entries()] : value));
}

/** Why this input breaks an invariant, or null. Throws only when analyzePrd throws. */
function violation(text: string): string | null {
  totalCases += 1;
  const first = analyzePrd(text);
  const lines = normalizeSource(text).split('\n');
  for (const d of first.diagnostics) {
    if (d.ruleId === 'parser-failure') return `parser-failure: ${d.message}`;
    const line = lines[d.line - 1];
    if (!Number.isInteger(d.line) || line === undefined) {
      return `${d.ruleId} at line ${d.line}, outside the file's ${lines.length} line(s)`;
    }
    if (!Number.isInteger(d.column) || d.column < 1 || d.column > line.length + 1) {
      return `${d.ruleId} at ${d.line}:${d.column}, outside line ${d.line} (${line.length} characters)`;
    }
  }
  const again = analyzePrd(text);
  if (canonical(first) !== canonical(again)) return 'two runs on the same input differ';
  return null;
}

function check(arbitrary: fc.Arbitrary<string>, numRuns: number): void {
  fc.assert(
    fc.property(arbitrary, (text) => {
      const problem = violation(text);
      if (problem !== null) throw new Error(problem);
    }),
    { seed: SEED, numRuns, endOnFailure: false },
  );
}

// ---- arbitraries -----------------------------------------------------------------------

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const markdownChar = fc.constantFrom(
  '#', '*', '_', '`', '-', '+', '>', '|', ':', '[', ']', '(', ')', '!', '\\', '"', "'", '<', '/', '=', '~', '$', '{', '}',
  ' ', ' ', ' ', '\t', '\n', '\n', '\r', '\r\n', 'a', 'b', 'P', '1', '\u00e9', '\u{1f600}', '\u200b', '\ufeff', '\u0000',
);

const LINE_FRAGMENTS = [
  '# PRD: x', '## Objective', 'Build a thing.', '## Phases', '### Phase: a', '### Phase: b', '## Phase: c', '#### Phase: a',
  'Phase: d', '### Phase:', '### Phase: ' + 'n'.repeat(80), '**Model:** sonnet', '**Model:** opus', '**Model:** nope',
  '**Type:** review', '**Type:** approval', '**Type:** ???', '**Depends:** a', '**Depends:** a, b, c', '**Depends:** zz',
  '**Depends On:** b', '**Gate:** `npm test`', '**Gate:** `npm run build`, `npm test`', '**Gate:** `npm test && rm -rf /`',
  '**Gate:** `bash -c "x"`', '**Gate:**', '**Gate:** ``', '**Shell-Gate:** true', '**Files:** `src/**`', '**Files:** ``',
  '**Files:** `../x`', '**Timeout:** 10m', '**Timeout:** -1', '**Max-Retries:** 3', '**Max-Retries:** 1e309',
  '**On-Reject:** a', '**Tasks:**', '- do a thing', '- [ ] todo', '  - nested', '    - deeper', '1. first', '> quote',
  '```', '```ts', '~~~', '    indented code', '---', '+++', 'max_parallel: 2', 'maxParallel: -3', 'model: opus',
  'title: "x', '| a | b |', '|---|---|', '<!-- comment -->', '<details>', '[link](http://x)', '![img](x)',
  'password=Zq9xW2vL8kP3', 'token: ghp_' + 'A1b2C3d4'.repeat(4) + 'E5f6', '', '', '   ', '\t',
];
const line = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...LINE_FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: markdownChar, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...LINE_FRAGMENTS), fc.string({ unit: markdownChar, maxLength: 8 })).map(([a, b]) => a + b) },
);
const lineEnding = fc.constantFrom('\n', '\n', '\n', '\r\n', '\r');
/** PRD-shaped documents: 0–25 lines from PRD vocabulary and noise, mixed line endings. */
const prdLike = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(line, lineEnding), { maxLength: 25 }))
  .map(([bom, lines]) => (bom ? '\ufeff' : '') + lines.map(([l, e]) => l + e).join(''));

type Mutation = (text: string) => string;

function bytesMutation(): fc.Arbitrary<Mutation> {
  return fc.tuple(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 6 }), fc.boolean()).map(
    ([flips, latin1]) => (text: string) => {
      const bytes = new TextEncoder().encode(text);
      if (bytes.length === 0) return text;
      for (const [at, mask] of flips) bytes[at % bytes.length] = (bytes[at % bytes.length] as number) ^ mask;
      return latin1 ? Buffer.from(bytes).toString('latin1') : new TextDecoder().decode(bytes);
    },
  );
}

const at = (text: string, n: number): number => (text.length === 0 ? 0 : n % (text.length + 1));
const insertAt = (text: string, n: number, piece: string): string => text.slice(0, at(text, n)) + piece + text.slice(at(text, n));

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  bytesMutation(),
  fc.nat().map((n): Mutation => (text) => text.slice(0, at(text, n))),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]): Mutation => (text) => text.slice(at(text, Math.min(a, b)), at(text, Math.max(a, b)))),
  fc.tuple(fc.nat(), fc.nat()).map(([pick, where]): Mutation => (text) => {
    const sections = text.split(/\n(?=#)/);
    const copy = sections[pick % sections.length] ?? '';
    sections.splice(where % (sections.length + 1), 0, copy);
    return sections.join('\n');
  }),
  fc.nat().map((seed): Mutation => (text) => {
    const sections = text.split(/\n(?=#)/);
    let s = seed;
    for (let i = sections.length - 1; i > 0; i--) {
      s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
      const j = s % (i + 1);
      [sections[i], sections[j]] = [sections[j] as string, sections[i] as string];
    }
    return sections.join('\n');
  }),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 300 }), fc.constantFrom('> ', '  - ', '- ', '1. ', '  ', '[', '*', '`', '#', '<div>', '**')).map(
    ([where, depth, unit]): Mutation => (text) => insertAt(text, where, `\n${unit.repeat(depth)}x\n`),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 100, max: 4000 }), fc.constantFrom('a', 'x ', '`', '*', '-', '#', '\u00e9', '\u{1f600}')).map(
    ([where, length, unit]): Mutation => (text) => insertAt(text, where, unit.repeat(length)),
  ),
  fc.tuple(fc.nat(), fc.string({ unit: codeUnit, minLength: 1, maxLength: 20 })).map(([where, junk]): Mutation => (text) => insertAt(text, where, junk)),
  fc.tuple(fc.nat(), fc.constantFrom('\r', '\r\n', '\n', '\u0000', '\ufeff', '\u2028', '---\n', '```\n', '**Gate:** `', '### Phase: ')).map(
    ([where, piece]): Mutation => (text) => insertAt(text, where, piece),
  ),
);

/** Mutated examples, kept small: 1–4 consecutive sections of an example, then 1–4 mutations. */
const mutatedSections = fc
  .tuple(fc.nat(), fc.integer({ min: 1, max: 4 }), fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([start, count, mutations]) => {
    const from = start % SECTIONS.length;
    const text = SECTIONS.slice(from, from + count).join('');
    return mutations.reduce((t, m) => m(t), text);
  });

/** Whole examples, mutated: a few large inputs. */
const mutatedExamples = fc
  .tuple(fc.constantFrom(...EXAMPLES), fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([text, mutations]) => mutations.reduce((t, m) => m(t), text));

// ---- properties ------------------------------------------------------------------------

describe('PRD parser fuzzing', () => {
  it('survives arbitrary UTF-16 text (lone surrogates included)', () => {
    check(fc.string({ unit: codeUnit, maxLength: 80 }), 2_500);
  }, TIMEOUT_MS);

  it('survives arbitrary Unicode text', () => {
    check(fc.string({ unit: 'binary', maxLength: 80 }), 1_500);
  }, TIMEOUT_MS);

  it('survives markdown punctuation soup', () => {
    check(fc.string({ unit: markdownChar, maxLength: 120 }), 2_500);
  }, TIMEOUT_MS);

  it('survives PRD-shaped documents', () => {
    check(prdLike, 2_500);
  }, TIMEOUT_MS);

  it('survives mutated example sections (byte flips, truncation, duplicated and shuffled sections, nesting, long lines, unicode)', () => {
    check(mutatedSections, 1_000);
  }, TIMEOUT_MS);

  it('survives mutated whole examples and a few large inputs', () => {
    check(mutatedExamples, 25);
    for (const text of [
      `### Phase: a\n${'> '.repeat(5_000)}x\n**Gate:** \`npm test\`\n`,
      `### Phase: a\n${Array.from({ length: 400 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n`,
      `### Phase: a\n**Tasks:**\n- ${'x'.repeat(200_000)}\n**Gate:** \`npm test\`\n`,
      `### Phase: ${'[' .repeat(20_000)}\n`,
      '\r'.repeat(50_000),
      // A long run of spaces with no colon once backtracked for minutes in the look-alike label check (found by this fuzzer).
      `### Phase: research\n**Model:** \n${' '.repeat(2_000)}x\nhaiku\n**Type:** extract\n`,
      `\ufeff${EXAMPLES[2] ?? ''}`.replace(/\n/g, '\r'),
    ]) {
      expect(violation(text)).toBeNull();
    }
  }, TIMEOUT_MS);

  it('positions a secret in a CR-only or BOM file on its own line (regression: found by this fuzzer)', () => {
    for (const text of ['# PRD: x\rpassword=Zq9xW2vL8kP3\r', '\ufeff# PRD: x\r\npassword=Zq9xW2vL8kP3\r\n']) {
      const secrets = analyzePrd(text).diagnostics.filter((d) => d.ruleId === 'possible-secret');
      expect(secrets.map((d) => [d.line, d.column])).toEqual([[2, 10]]);
      expect(violation(text)).toBeNull();
    }
  });

  it(`covers at least ${MIN_TOTAL_CASES} generated cases`, () => {
    console.log(`PRD fuzz: ${totalCases} cases, seed ${SEED}`);
    expect(totalCases).toBeGreaterThanOrEqual(MIN_TOTAL_CASES);
  });
});
