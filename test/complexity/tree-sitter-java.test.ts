// Hand-derived golden CC for java (test/fixtures/complexity/java/); tables in references/complexity.md.
import { describe, expect, it } from 'vitest';
import { measureFixture } from './tree-sitter-fixture.js';

const measure = (file: string) => measureFixture(file, 'java');

describe('tree-sitter complexity: java', () => {
  it('counts if, loops, catch, ?:, case labels (not default) and && / ||; lambdas apart', async () => {
    const file = await measure('java/Decisions.java');
    // m: 1 + if + && + || + for + for-each + while + do + 2 catch + ?: + 2 case: + 1 case -> = 14
    expect(file.functions).toEqual([
      { name: 'A.A', line: 1, column: 11, complexity: 1 },
      { name: 'A.m', line: 1, column: 18, complexity: 14 },
      { name: '<anonymous>', line: 2, column: 113, complexity: 2 },
      { name: 'I.d', line: 3, column: 16, complexity: 1 },
      { name: 'R.R', line: 3, column: 56, complexity: 1 },
      { name: 'E.e', line: 3, column: 76, complexity: 1 },
    ]);
    expect(file.highMass).toBe(14);
  });
});
