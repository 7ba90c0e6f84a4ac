// Hand-derived golden CC for go (test/fixtures/complexity/go/); tables in references/complexity.md.
import { describe, expect, it } from 'vitest';
import { measureFixture } from './tree-sitter-fixture.js';

const measure = (file: string) => measureFixture(file, 'go');

describe('tree-sitter complexity: go', () => {
  it('counts if, for, cases (not default) and && / ||; closures apart; gocyclo names', async () => {
    const file = await measure('go/decisions.go');
    // M: 1 + if + && + || + for + case + type case + select case = 8 (defaults add none).
    expect(file.functions).toEqual([
      { name: '(*S).M', line: 2, column: 1, complexity: 8 },
      { name: '<anonymous>', line: 8, column: 7, complexity: 2 },
      { name: 'F', line: 11, column: 1, complexity: 1 },
      { name: '(S).N', line: 12, column: 1, complexity: 1 },
    ]);
    expect(file.total).toBe(12);
  });
});

describe('treeSitterLanguageOf', () => {
  it('maps .py, .go, .rs, .java and nothing else', async () => {
    const { treeSitterLanguageOf } = await import('../../lib/io/tree-sitter.js');
    expect(['a/b.py', 'x.go', 'lib.rs', 'A.java', 'x.js', 'Makefile', '.py', 'x.PY'].map(treeSitterLanguageOf)).toEqual([
      'python', 'go', 'rust', 'java', null, null, null, null,
    ]);
  });
});
