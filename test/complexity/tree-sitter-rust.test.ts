// Hand-derived golden CC for rust (test/fixtures/complexity/rust/); tables in references/complexity.md.
import { describe, expect, it } from 'vitest';
import { measureFixture } from './tree-sitter-fixture.js';

const measure = (file: string) => measureFixture(file, 'rust');

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
