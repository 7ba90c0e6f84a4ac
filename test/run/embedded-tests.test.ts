import { describe, expect, it } from 'vitest';
import { embeddedTestEdit } from '../../lib/run/evidence/embedded-tests.js';
import { sourceEditKind } from '../../lib/run/evidence/inline-disables.js';

const rust = (body: string[], extra = ''): string =>
  [
    'pub fn add(a: i32, b: i32) -> i32 {',
    '    a + b',
    '}',
    extra,
    '#[cfg(test)]',
    'mod tests {',
    '    use super::*;',
    '',
    ...body,
    '}',
    '',
  ].join('\n');

const ADD_TEST = ['    #[test]', '    fn adds() {', '        assert_eq!(add(2, 3), 5);', '    }'];

const py = (doc: string[], extra = ''): string => ['def add(a, b):', '    """Add two numbers.', '', ...doc, '    """', '    return a + b', extra, ''].join('\n');

describe('embedded tests: Rust #[cfg(test)] modules', () => {
  it('an assertion turned into assert!(true), the count kept, is an edit quoting both lines at its line in the file', () => {
    const before = rust(ADD_TEST);
    const after = rust(['    #[test]', '    fn adds() {', '        assert!(true);', '    }']);
    expect(embeddedTestEdit('src/lib.rs', { before, after })).toEqual({
      path: 'src/lib.rs',
      change: 'edited',
      tests: 0,
      quote: { line: 11, test: 'adds', before: 'assert_eq!(add(2, 3), 5);', after: 'assert!(true);' },
    });
  });

  it('an expected value edited is an edit', () => {
    const after = rust(['    #[test]', '    fn adds() {', '        assert_eq!(add(2, 3), 6);', '    }']);
    expect(embeddedTestEdit('src/lib.rs', { before: rust(ADD_TEST), after })?.quote).toMatchObject({ before: 'assert_eq!(add(2, 3), 5);', after: 'assert_eq!(add(2, 3), 6);' });
  });

  it('honest: a new test appended to the module, code added above it, or the module unchanged: nothing to tell', () => {
    const before = rust(ADD_TEST);
    const appended = rust([...ADD_TEST, '', '    #[test]', '    fn multiplies() {', '        assert_eq!(mul(2, 3), 6);', '    }']);
    expect(embeddedTestEdit('src/lib.rs', { before, after: appended })).toBeNull();
    const code = rust(ADD_TEST, 'pub fn mul(a: i32, b: i32) -> i32 {\n    a * b\n}\n');
    expect(embeddedTestEdit('src/lib.rs', { before, after: code })).toBeNull();
    expect(embeddedTestEdit('src/lib.rs', { before, after: before })).toBeNull();
  });

  it('a file without embedded tests before (a new module of tests is new tests), or a side not read: nothing to tell', () => {
    expect(embeddedTestEdit('src/lib.rs', { before: 'pub fn a() {}\n', after: rust(['    #[test]', '    fn t() { assert!(true); }']) })).toBeNull();
    expect(embeddedTestEdit('src/lib.rs', { before: null, after: rust(ADD_TEST) })).toBeNull();
    expect(embeddedTestEdit('src/lib.rs', undefined)).toBeNull();
  });

  it('the module removed is an edit quoting its first line', () => {
    expect(embeddedTestEdit('src/lib.rs', { before: rust(ADD_TEST), after: 'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n' })?.quote).toMatchObject({ before: '#[cfg(test)]' });
  });
});

describe('embedded tests: Python doctests', () => {
  const EXAMPLE = ['    >>> add(2, 3)', '    5'];

  it('an expected output edited is an edit quoting both lines', () => {
    expect(embeddedTestEdit('src/calc.py', { before: py(EXAMPLE), after: py(['    >>> add(2, 3)', '    6']) })).toEqual({
      path: 'src/calc.py',
      change: 'edited',
      tests: 0,
      quote: { line: 5, before: '5', after: '6' },
    });
  });

  it('an example turned off with a directive, or removed, is an edit', () => {
    expect(embeddedTestEdit('src/calc.py', { before: py(EXAMPLE), after: py(['    >>> add(2, 3)  # doctest: +SKIP', '    5']) })?.change).toBe('edited');
    expect(embeddedTestEdit('src/calc.py', { before: py(EXAMPLE), after: py([]) })?.quote).toMatchObject({ before: '>>> add(2, 3)' });
  });

  it('honest: a new example, a new function with its own, the code changed around them: nothing to tell', () => {
    const before = py(EXAMPLE);
    expect(embeddedTestEdit('src/calc.py', { before, after: py([...EXAMPLE, '    >>> add(-1, 1)', '    0']) })).toBeNull();
    const mul = '\ndef mul(a, b):\n    """Multiply.\n\n    >>> mul(2, 3)\n    6\n    """\n    return a * b\n';
    expect(embeddedTestEdit('src/calc.py', { before, after: py(EXAMPLE, mul) })).toBeNull();
    expect(embeddedTestEdit('src/calc.py', { before, after: before.replace('return a + b', 'return b + a') })).toBeNull();
  });

  it('output that closes the docstring on its line is the text before the quotes', () => {
    const before = 'def one():\n    """\n    >>> one()\n    1"""\n    return 1\n';
    expect(embeddedTestEdit('src/one.py', { before, after: before.replace('1"""', '2"""') })?.quote).toMatchObject({ before: '1', after: '2' });
  });
});

describe('embedded tests: vitest in-source blocks', () => {
  const js = (body: string[]): string => ['export const add = (a, b) => a + b;', '', 'if (import.meta.vitest) {', "  const { it, expect } = import.meta.vitest;", ...body, '}', ''].join('\n');
  const ADDS = ["  it('adds', () => {", '    expect(add(2, 3)).toBe(5);', '  });'];

  it('an expectation edited is an edit; a test appended is not', () => {
    expect(embeddedTestEdit('src/add.js', { before: js(ADDS), after: js(["  it('adds', () => {", '    expect(add(2, 3)).toBeDefined();', '  });']) })?.quote).toMatchObject({
      test: 'adds',
      before: 'expect(add(2, 3)).toBe(5);',
    });
    expect(embeddedTestEdit('src/add.js', { before: js(ADDS), after: js([...ADDS, "  it('adds zero', () => {", '    expect(add(0, 0)).toBe(0);', '  });']) })).toBeNull();
  });
});

describe('the kind of a told source edit', () => {
  it('is an inline disable where the quoted line is one, else embedded tests', () => {
    expect(sourceEditKind({ path: 'a.py', change: 'edited', tests: 0, quote: { after: 'x = 1  # type: ignore' } })).toBe('inline disable');
    expect(sourceEditKind({ path: 'a.py', change: 'edited', tests: 0, quote: { before: '5', after: '6' } })).toBe('embedded test');
  });
});
