import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsLanguageOf, measureJs } from '../../lib/complexity/js/index.js';
import type { FunctionComplexity, Measured } from '../../lib/complexity/types.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'complexity', 'js');

/** The functions of a file that must parse, as `name@line:column=cc` strings. */
function fns(text: string, file = 'x.ts'): string[] {
  const m = measureJs(text, file);
  if (!m.ok) throw new Error(m.skipped.detail);
  return m.file.functions.map((f: FunctionComplexity) => `${f.name}@${f.line}:${f.column}=${f.complexity}`);
}

/** Complexity of the single reported function. */
function cc(text: string, file = 'x.js'): number {
  const m = measureJs(text, file);
  if (!m.ok) throw new Error(m.skipped.detail);
  expect(m.file.functions).toHaveLength(1);
  return m.file.functions[0]!.complexity;
}

describe('golden fixtures (hand-derived, ESLint-confirmed by js-parity)', () => {
  for (const dir of readdirSync(FIXTURES).sort()) {
    it(dir, () => {
      const input = readdirSync(join(FIXTURES, dir)).find((n) => n.startsWith('input.'))!;
      const expected = JSON.parse(readFileSync(join(FIXTURES, dir, 'expected.json'), 'utf8')) as Measured;
      expect(measureJs(readFileSync(join(FIXTURES, dir, input), 'utf8'), input)).toEqual(expected);
    });
  }

  it('branches: every statement-level construct adds one', () => {
    const text = readFileSync(join(FIXTURES, 'branches', 'input.js'), 'utf8');
    // if, else-if, for, for-in, for-of, while, do-while, 2 cases (not default), catch, ?: → 1 + 11
    expect(fns(text, 'input.js')).toEqual([
      "Function 'branches'@2:1=12",
      'Arrow function@30:27=4',
      "Function 'straight'@32:1=1",
    ]);
    const m = measureJs(text, 'input.js');
    expect(m.ok && m.file.total).toBe(17);
    expect(m.ok && m.file.highMass).toBe(12);
  });
});

describe('counted constructs', () => {
  it.each([
    ['function f() {}', 1],
    ['function f(a) { if (a) {} else {} }', 2],
    ['function f(a) { return a ? 1 : 2 }', 2],
    ['function f(a, b) { return a && b || (a ?? b) }', 4],
    ['function f(o) { o.a &&= 1; o.b ||= 1; o.c ??= 1; o.d += 1 }', 4],
    ['function f(a) { for (;;) {} for (const k in a) {} for (const v of a) {} }', 4],
    ['async function f(a) { for await (const v of a) {} }', 2],
    ['function f(a) { while (a) {} do {} while (a) }', 3],
    ['function f(a) { switch (a) { case 1: case 2: break; default: } }', 3],
    ['function f() { try {} catch (e) {} finally {} }', 2],
    ['function f(a = 1, { b = 2 } = {}) {}', 4],
    ['function f(o) { return o?.a?.b.c }', 3],
    ['function f(o) { return o.a?.() }', 2],
    ['function f(o) { return (o?.a).b }', 2],
    ['function f(a) { label: for (;;) { break label } }', 2],
  ])('%s → %i', (text, expected) => {
    expect(cc(text)).toBe(expected);
  });

  it('nested functions are separate code paths; the top level is not reported', () => {
    expect(fns('if (a) {}\nfunction outer(a) {\n  if (a) {}\n  return (b = 1) => b || a;\n}', 'x.js')).toEqual([
      "Function 'outer'@2:1=2",
      'Arrow function@4:18=3',
    ]);
  });
});

describe('names and positions (ESLint message names)', () => {
  it('classes', () => {
    const text = [
      'class A {',
      '  static #n = 1;',
      '  x = () => 1;',
      '  accessor y = () => 2;',
      '  static async *gen() {}',
      '  get v() { return 1 }',
      '  static { a ||= 1 }',
      '  constructor() {}',
      '  [k]() {}',
      "  'lit'() {}",
      '  42() {}',
      '}',
    ].join('\n');
    expect(fns(text, 'x.js')).toEqual([
      'Class field initializer@2:15=1',
      'Method \'x\'@3:3=1',
      'Class field initializer@3:7=1',
      // `accessor` fields are not PropertyDefinition: no initializer path, a plain arrow
      'Arrow function@4:19=1',
      "Static async generator method 'gen'@5:3=1",
      "Getter 'v'@6:3=1",
      'Class static block@7:3=2',
      'Constructor@8:3=1',
      'Method@9:3=1',
      "Method 'lit'@10:3=1",
      "Method '42'@11:3=1",
    ]);
  });

  it('objects, function expressions, arrows', () => {
    const text = [
      'const o = {',
      '  a() {},',
      '  b: function named() {},',
      '  c: async () => {},',
      '  set d(v) {},',
      '  *[`e`]() {},',
      '};',
      'const f = function () {};',
      'const g = async x => x;',
      'export default function () {}',
    ].join('\n');
    expect(fns(text, 'x.mjs')).toEqual([
      "Method 'a'@2:3=1",
      "Method 'b'@3:3=1",
      "Async method 'c'@4:3=1",
      "Setter 'd'@5:3=1",
      "Generator method 'e'@6:3=1",
      'Function@8:11=1',
      'Async arrow function@9:19=1',
      'Function@10:16=1',
    ]);
  });

  it('arrow position is the `=>` token, past comments, type annotations and CRLF lines', () => {
    expect(fns('// c\r\nconst f = (a: (x: number) => void): number /* => */ => 1;', 'x.ts')).toEqual(['Arrow function@2:53=1']);
  });

  it('strips a BOM like ESLint does', () => {
    expect(fns('\uFEFFfunction f() {}', 'x.js')).toEqual(["Function 'f'@1:1=1"]);
  });

  it('TypeScript: overloads, abstract and declare functions have no code path', () => {
    const text = 'declare function d(a?: number): void;\nfunction o(a: string): void;\nfunction o(a: unknown) {}\nabstract class C { abstract m(): void }';
    expect(fns(text, 'x.ts')).toEqual(["Function 'o'@3:1=1"]);
  });

  it('TypeScript: standard decorators (export @dec class) parse through the fallback', () => {
    expect(fns('export @dec class A { @d accessor x = 1; m(a = 1) {} }', 'x.ts')).toEqual(["Method 'm'@1:42=2"]);
  });
});

describe('files', () => {
  it('jsLanguageOf by extension', () => {
    expect(['a.js', 'a.mjs', 'a.cjs', 'a.jsx', 'dir/A.JS'].map(jsLanguageOf)).toEqual(Array(5).fill('javascript'));
    expect(['a.ts', 'a.mts', 'a.cts', 'a.tsx', 'a.d.ts'].map(jsLanguageOf)).toEqual(Array(5).fill('typescript'));
    expect(['a.py', 'Makefile', '.js', 'a.json', 'js'].map(jsLanguageOf)).toEqual(Array(5).fill(null));
  });

  it('.d.ts files are measured (declarations only: no functions)', () => {
    const m = measureJs('export declare function f(a?: number): void;\ndeclare module "m" { export const x: number; }', 'types/a.d.ts');
    expect(m).toEqual({ ok: true, file: { file: 'types/a.d.ts', language: 'typescript', functions: [], total: 0, highMass: 0 } });
  });

  it('a syntax error is a skipped file with line:column', () => {
    expect(measureJs('const = 1;', 'src/a.js')).toEqual({
      ok: false,
      skipped: { file: 'src/a.js', reason: 'syntax-error', detail: expect.stringMatching(/^1:7: /) },
    });
  });

  it('JSX needs a .tsx extension in TypeScript', () => {
    expect(measureJs('const a = <div/>;', 'a.ts').ok).toBe(false);
    expect(measureJs('const a = <div/>;', 'a.tsx').ok).toBe(true);
    expect(measureJs('const a = <div/>;', 'a.js').ok).toBe(true);
  });

  it('an unknown extension is skipped as unknown-language', () => {
    const m = measureJs('x', 'a.py');
    expect(m.ok === false && m.skipped.reason).toBe('unknown-language');
  });

  it('threshold: high-CC mass sums functions strictly above it', () => {
    const text = 'function a(x) { if (x) {} if (x) {} }\nfunction b(x) { if (x) {} }';
    const m = measureJs(text, 'a.js', 2);
    expect(m.ok && [m.file.total, m.file.highMass]).toEqual([5, 3]);
  });

  it('script-only syntax (with, octal) and top-level return parse in .js/.cjs', () => {
    expect(fns('with (o) { x = 1 }\nfunction f() { return 010 }\nreturn;', 'a.cjs')).toEqual(["Function 'f'@2:1=1"]);
  });
});
