// Bounded parsing (issue 16 part 8): the pathological PRDs of bench/pathological-prds.mjs
// (the parsing benchmark measures them at full size against 5 s and 512 MB). Here: nothing
// throws or crashes (no parser-failure, no stack overflow), every diagnostic lies in the file,
// the inline forms micromark is quadratic on are refused as prd-too-complex at full size, and
// the work estimate is the hand-derived sum it claims to be. No timing is asserted.

import { describe, expect, it } from 'vitest';
import { analyzePrd } from '../../lib/plan/index.js';
import { INLINE_WORK_BUDGET, inlineWork } from '../../lib/prd/inline-work.js';
import { MAX_PRD_BYTES, parsePrd } from '../../lib/prd/index.js';
import { isRuleId } from '../../lib/diagnostics/rules.js';
// @ts-expect-error: plain .mjs without type declarations
import { PATHOLOGICAL_CASES } from '../../bench/pathological-prds.mjs';

interface Case {
  name: string;
  make: (bytes: number) => string;
}
const CASES = PATHOLOGICAL_CASES as Case[];
const FULL = MAX_PRD_BYTES - 1024;

describe('inlineWork', () => {
  it('sums openers × length (newline included) over runs split by blank lines', () => {
    expect(inlineWork('')).toBe(0);
    expect(inlineWork('plain words only')).toBe(0);
    // 'ab[' + newline = 4 characters, 1 opener; the run after the blank line has none.
    expect(inlineWork('ab[\n\ncd')).toBe(4);
    // One run '[[\n[': 3 + 2 (every line counts one more, for its newline or the end), 3 openers.
    expect(inlineWork('[[\n[')).toBe(15);
  });

  it('a heading, a quote or a bullet item (indented at most 3 spaces) starts a new run; 4 spaces do not', () => {
    expect(inlineWork('[[\n- [')).toBe(3 * 2 + 4 * 1);
    expect(inlineWork('[[\n> [')).toBe(3 * 2 + 4 * 1);
    expect(inlineWork('[[\n# [')).toBe(3 * 2 + 4 * 1);
    expect(inlineWork('[[\n   - [')).toBe(3 * 2 + 7 * 1);
    // Four spaces: paragraph continuation text, the same run.
    expect(inlineWork('[[\n    - [')).toBe((3 + 8) * 3);
    // A bullet without content cannot interrupt a paragraph.
    expect(inlineWork('[[\n-\n[')).toBe((3 + 2 + 2) * 3);
  });

  it('the examples and references stay far under the budget', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['examples/large-migration.prd.md', 'examples/rejected-gate.prd.md', 'skills/openforge/references/prd-format.md']) {
      expect(inlineWork(readFileSync(file, 'utf8')), file).toBeLessThan(INLINE_WORK_BUDGET / 10);
    }
  });
});

describe('pathological PRDs', () => {
  it.each(CASES.map((c) => [c.name, c]))('%s (64 KB): no crash, diagnostics inside the file, registered rule ids', (_name, c) => {
    const text = c.make(64 * 1024);
    const analysis = analyzePrd(text);
    const lines = text.replace(/\r\n?/g, '\n').split('\n').length;
    const all = analysis.diagnostics;
    expect(all.filter((d) => d.ruleId === 'parser-failure')).toEqual([]);
    for (const d of all) {
      expect(isRuleId(d.ruleId), d.ruleId).toBe(true);
      if (d.line !== undefined) expect(d.line).toBeGreaterThanOrEqual(1);
      if (d.line !== undefined) expect(d.line).toBeLessThanOrEqual(lines);
    }
  }, 60_000);

  const inline = CASES.filter((c) => /repeated on one line|on every line of one paragraph|indented bullet/.test(c.name));

  it('covers every inline form the issue names', () => {
    expect(inline.map((c) => c.name)).toContain('[a]( repeated on one line');
    expect(inline.length).toBeGreaterThanOrEqual(15);
  });

  it.each(inline.map((c) => [c.name, c]))('%s (full size): refused as prd-too-complex, with the line it starts on', (_name, c) => {
    const { diagnostics, prd } = parsePrd(c.make(FULL));
    const refused = diagnostics.filter((d) => d.ruleId === 'prd-too-complex');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.line).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.message).toMatch(/brackets, emphasis markers or backticks/);
    expect(prd.phases.length).toBeLessThanOrEqual(1);
  }, 60_000);

  it('quotes nested on every line of one 500 KB block: refused for memory, not parsed whole', () => {
    const c = CASES.find((x) => x.name === 'quotes nested 99 deep on every line')!;
    const { diagnostics } = parsePrd(c.make(FULL));
    expect(diagnostics.find((d) => d.ruleId === 'prd-too-complex')?.message).toMatch(/more than 50000 quote and list markers/);
  }, 60_000);

  it.each([
    ['5,000 [parallel] phases whose Files: all overlap', '[parallel] phases whose Files: globs all overlap'],
    ['a chain of 5,000 phases', 'a chain of phases, each depending on the one before'],
    ['a 6,000-phase dependency cycle', 'one dependency cycle through every phase'],
    ['thousands of malformed phase headings', 'headings only'],
  ])('%s (full size): analyzed without a crash', (_label, name) => {
    const c = CASES.find((x) => x.name === name)!;
    const analysis = analyzePrd(c.make(FULL));
    expect(analysis.diagnostics.filter((d) => d.ruleId === 'parser-failure')).toEqual([]);
    expect(analysis.prd.phases.length).toBeGreaterThan(1000);
  }, 120_000);
});
