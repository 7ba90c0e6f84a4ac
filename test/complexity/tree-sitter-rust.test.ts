// Hand-derived golden CC for rust (test/fixtures/complexity/rust/); tables in references/complexity.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureWithTreeSitter } from '../../lib/io/tree-sitter.js';

const LOCATION = { grammarsDir: 'node_modules/tree-sitter-wasms/out', runtimeWasm: 'node_modules/web-tree-sitter/tree-sitter.wasm' };

async function measure(file: string) {
  const measured = await measureWithTreeSitter(readFileSync(`test/fixtures/complexity/${file}`), file, 'rust', { location: LOCATION });
  if (!measured.ok) throw new Error(`skipped: ${measured.skipped.detail}`);
  return measured.file;
}

describe('tree-sitter complexity: rust', () => {
  it('counts if, if let, loops, match arms (not _), ?, let-else and && / ||', async () => {
    const file = await measure('rust/decisions.rs');
    expect(file.functions).toEqual([
      // 1 + if + && + else if let
      { name: 'Foo::m', line: 1, column: 18, complexity: 4 },
      { name: 'Tr::d', line: 2, column: 12, complexity: 2 },
      // 1 + for + guarded arm + while let + ? (loop and the _ arm add none; the closure is apart)
      { name: 'f', line: 3, column: 1, complexity: 5 },
      { name: '<anonymous>', line: 3, column: 35, complexity: 1 },
      // 1 + let-else + two arms (the guard adds none)
      { name: 'g', line: 4, column: 1, complexity: 4 },
    ]);
  });
});
