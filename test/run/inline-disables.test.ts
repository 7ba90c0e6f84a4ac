// Inline disables added to source files (lib/run/evidence/inline-disables.ts): hand-derived
// literal records for the directives of each language, and the honest twins that stay quiet
// (a directive that was already there, moved or kept; a file not read).

import { describe, expect, it } from 'vitest';
import { disableEdit } from '../../lib/run/evidence/inline-disables.js';

const edit = (before: string | null, after: string) => disableEdit('src/a.ts', { before, after });

describe('inline disables added to a source file', () => {
  it.each([
    ['// eslint-disable-next-line no-unused-vars', 2],
    ['/* eslint-disable */', 2],
    ['/* eslint no-undef: off */', 2],
    ['// @ts-nocheck', 2],
    ['  // @ts-ignore', 2],
    ['x = f()  # noqa: E501', 2],
    ['y = g()  # type: ignore', 2],
    ['if debug:  # pragma: no cover', 2],
    ['/* node:coverage disable */', 2],
    ['/* istanbul ignore next */', 2],
    ['#[allow(clippy::all)]', 2],
    ['x := 1 //nolint', 2],
  ])('`%s` is quoted with its line', (line, at) => {
    expect(edit('const a = 1;\nconst b = 2;\n', `const a = 1;\n${line}\nconst b = 2;\n`)).toEqual({ path: 'src/a.ts', change: 'edited', tests: 0, quote: { line: at, after: line.trim() } });
  });

  it('a new file with a directive is told', () => {
    expect(edit(null, 'export {};\n// @ts-nocheck\n')).toEqual({ path: 'src/a.ts', change: 'edited', tests: 0, quote: { line: 2, after: '// @ts-nocheck' } });
  });

  it('honest twins: a directive already there (kept, moved, or one of two copies) is no news; nothing read, nothing said', () => {
    const had = 'const a = 1;\n// eslint-disable-next-line no-console\nconsole.log(a);\n';
    expect(edit(had, `${had}export const b = 2;\n`)).toBeNull();
    expect(edit(had, `export const b = 2;\n${had}`)).toBeNull();
    expect(edit(had, `${had}// eslint-disable-next-line no-console\nconsole.log(b);\n`)).toEqual({ path: 'src/a.ts', change: 'edited', tests: 0, quote: { line: 4, after: '// eslint-disable-next-line no-console' } });
    expect(edit('const a = 1;\n', 'const a = 2; // a plain comment about types and ignoring nothing\n')).toBeNull();
    expect(disableEdit('src/a.ts', { before: undefined, after: '// @ts-nocheck\n' })).toBeNull();
    expect(disableEdit('src/a.ts', undefined)).toBeNull();
  });
});

describe('patches of the test process added to a source file', () => {
  it.each([
    ["require('node:assert').strictEqual = () => {};"],
    ['assert.deepStrictEqual = function () {};'],
    ["delete require.cache[require.resolve('../src/math.js')];"],
    ["Module._load = (req, ...rest) => (req === './math' ? fake : load(req, ...rest));"],
    ["vi.mock('./math.js', () => ({ add: () => 5 }));"],
    ["jest.mock('./math');"],
    ['expect.extend({ toBe: () => ({ pass: true }) });'],
    ['def pytest_runtest_makereport(item, call):'],
    ["pytest_plugins = ['calc.testing']"],
    ['@pytest.hookimpl(hookwrapper=True)'],
    ["process.stdout.write('TAP version 13\\nok 1 - adds\\n1..1\\n# pass 1\\n# fail 0\\n');"],
    ['console.log("# tests 3");'],
    ["print('===== 3 passed in 0.01s =====')"],
  ])('`%s` is quoted with its line', (line) => {
    expect(edit('const a = 1;\nconst b = 2;\n', `const a = 1;\n${line}\nconst b = 2;\n`)).toEqual({ path: 'src/a.ts', change: 'edited', tests: 0, quote: { line: 2, after: line } });
  });

  it.each([
    ["const assert = require('node:assert');"],
    ["import assert from 'node:assert';"],
    ['const expected = add(2, 3);'],
    ['if (value === expect) return;'],
    ['assert.strictEqual(add(2, 3), 5);'],
    ['cache.set(key, value);'],
    ['def run_tests(paths):'],
    ["console.log(`${passed} tests passed`);"],
  ])('honest twin: `%s` is ordinary code, no news', (line) => {
    expect(edit('const a = 1;\n', `const a = 1;\n${line}\n`)).toBeNull();
  });
});
