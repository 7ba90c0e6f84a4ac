// Hand-derived golden CC for python (test/fixtures/complexity/python/); tables in references/complexity.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureWithTreeSitter } from '../../lib/io/tree-sitter.js';
import { LOCATION, measureFixture } from './tree-sitter-fixture.js';

const measure = (file: string) => measureFixture(file, 'python');

describe('tree-sitter complexity: python', () => {
  it('counts radon\'s decision points per function, nested defs apart, lambdas in their parent', async () => {
    const file = await measure('python/decisions.py');
    // f: 1 + if + and/or (2) + elif + for + for-else + while + 2 except + try-else + comprehension
    // (2 for + 2 if) + lambda's conditional + assert + match (2 cases - 1 for `case _`) = 18;
    // the decorator and the default's conditional count nowhere (radon), g's if counts in g.
    expect(file.functions).toEqual([
      { name: 'f', line: 2, column: 1, complexity: 18 },
      { name: 'g', line: 25, column: 5, complexity: 2 },
      { name: 'C.m', line: 28, column: 5, complexity: 1 },
    ]);
    expect(file.total).toBe(21);
    expect(file.highMass).toBe(18);
  });

  it('skips a file with a syntax error, with line:column', async () => {
    const measured = await measureWithTreeSitter(readFileSync('test/fixtures/complexity/python/syntax-error.py'), 'x.py', 'python', { location: LOCATION });
    expect(measured.ok).toBe(false);
    if (!measured.ok) {
      expect(measured.skipped.reason).toBe('syntax-error');
      expect(measured.skipped.detail).toMatch(/^1:\d+: /);
    }
  });

  it('skips binary, non-UTF-8 and over-2-MB input with a reason', async () => {
    const run = (bytes: Uint8Array) => measureWithTreeSitter(bytes, 'x.py', 'python', { location: LOCATION });
    const reasons = [
      await run(new Uint8Array([0x64, 0x65, 0x66, 0x00, 0x01])),
      await run(new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x0a])),
      await run(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x0a)),
    ].map((m) => (m.ok ? 'measured' : m.skipped.reason));
    expect(reasons).toEqual(['binary', 'not-utf8', 'too-large']);
  });

  it('assert adds one path and its condition none (radon)', async () => {
    const measured = await measureWithTreeSitter('def f(a, b):\n    assert a and b or c\n', 'x.py', 'python', { location: LOCATION });
    expect(measured.ok && measured.file.functions).toEqual([{ name: 'f', line: 1, column: 1, complexity: 2 }]);
  });
});
