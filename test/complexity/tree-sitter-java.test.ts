// Hand-derived golden CC for java (test/fixtures/complexity/java/); tables in references/complexity.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureWithTreeSitter } from '../../lib/io/tree-sitter.js';

const LOCATION = { grammarsDir: 'node_modules/tree-sitter-wasms/out', runtimeWasm: 'node_modules/web-tree-sitter/tree-sitter.wasm' };

async function measure(file: string) {
  const measured = await measureWithTreeSitter(readFileSync(`test/fixtures/complexity/${file}`), file, 'java', { location: LOCATION });
  if (!measured.ok) throw new Error(`skipped: ${measured.skipped.detail}`);
  return measured.file;
}

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
