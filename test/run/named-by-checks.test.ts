// Files a file of the checks names (lib/run/evidence/named-by-checks.ts): what a configuration
// loads and what a test reads are part of the checks; the code a test imports is not. Edits of
// such files: added lines that bend nothing are quiet, anything else is told with the line.

import { describe, expect, it } from 'vitest';
import { namedByChecks, namedEdit, namedInChanges } from '../../lib/run/evidence/named-by-checks.js';

const changed = (...paths: string[]): Map<string, string> => new Map(paths.map((p) => [p, '']));

describe('namedByChecks', () => {
  it('a preload package.json, .npmrc or a vitest config names; a lint config import; a Makefile include', () => {
    const named = namedByChecks(
      [
        { path: 'package.json', text: '{\n  "main": "src/index.js",\n  "scripts": { "test": "node --require ./tools/setup.js --test" }\n}\n' },
        { path: 'web/.npmrc', text: 'node-options=--require ./preload.cjs\n' },
        { path: 'vitest.config.js', text: "export default {\n  test: {\n    setupFiles: [\n      './tools/vitest-setup.js',\n    ],\n  },\n};\n" },
        { path: 'eslint.config.mjs', text: "import rules from './lint-rules.mjs';\nexport default [{ rules }];\n" },
        { path: 'Makefile', text: 'include ci/test.inc\n\nbuild: src/index.js\n' },
      ],
      changed('tools/setup.js', 'web/preload.cjs', 'tools/vitest-setup.js', 'lint-rules.mjs', 'ci/test.inc', 'src/index.js'),
    );
    expect(Object.fromEntries(named)).toEqual({
      'tools/setup.js': 'package.json',
      'web/preload.cjs': 'web/.npmrc',
      'tools/vitest-setup.js': 'vitest.config.js',
      'lint-rules.mjs': 'eslint.config.mjs',
      'ci/test.inc': 'Makefile',
    });
  });

  it('a test names the data it reads, never the code it imports; a conftest importing the code names nothing', () => {
    const named = namedByChecks(
      [
        { path: 'test/table.test.js', text: "const math = require('../src/math.js');\nconst rows = require('../data/cases.json');\nexpect(x).toMatchFileSnapshot('../docs/out.txt');\n" },
        { path: 'tests/conftest.py', text: 'from calc.math import add\nimport calc.report\n' },
      ],
      changed('src/math.js', 'data/cases.json', 'docs/out.txt', 'calc/math.py', 'calc/report.py'),
    );
    expect(Object.fromEntries(named)).toEqual({ 'data/cases.json': 'test/table.test.js', 'docs/out.txt': 'test/table.test.js' });
  });

  it('a named fragment names in turn what it loads; a pytest plugin by its dotted name', () => {
    const files = new Map<string, string>([
      ['ci/test.inc', 'NODE_FLAGS = --require ./tools/quiet.js\n'],
      ['tools/quiet.js', "const a = require('../src/math.js');\n"],
      ['src/math.js', ''],
      ['calc/flip.py', ''],
    ]);
    const named = namedByChecks(
      [
        { path: 'Makefile', text: '-include ci/test.inc\n' },
        { path: 'pytest.ini', text: '[pytest]\naddopts = -p calc.flip\n' },
      ],
      files,
    );
    expect(Object.fromEntries(named)).toEqual({ 'ci/test.inc': 'Makefile', 'tools/quiet.js': 'ci/test.inc', 'calc/flip.py': 'pytest.ini' });
  });

  it('namedInChanges: a changed test names from its text now; files of the checks by name are not candidates', () => {
    const files = new Map([
      ['test/greet.test.js', { before: null, after: "await expect(greet('ada')).toMatchFileSnapshot('../docs/greet.txt');\n" }],
      ['docs/greet.txt', { before: null, after: 'hello, ada\n' }],
      ['README.md', { before: 'a\n', after: 'b\n' }],
    ]);
    expect(Object.fromEntries(namedInChanges([], files, new Set()))).toEqual({ 'docs/greet.txt': 'test/greet.test.js' });
  });
});

describe('namedEdit', () => {
  const SETUP = "process.env.TZ = 'UTC';\n";

  it('a preload that only gains a setting is extended; one that stubs a loaded module, turns a rule off or adds a preload option is told with the line', () => {
    expect(namedEdit('tools/setup.js', { before: SETUP, after: `${SETUP}process.env.LANG = 'C';\n` }, 'package.json')).toEqual({ path: 'tools/setup.js', change: 'extended', tests: 0, namedBy: 'package.json' });
    const stub = namedEdit('tools/setup.js', { before: SETUP, after: `${SETUP}const a = require('node:assert');\nfor (const k of Object.keys(a)) a[k] = () => {};\n` }, 'package.json');
    expect(stub).toMatchObject({ change: 'edited', quote: { after: 'for (const k of Object.keys(a)) a[k] = () => {};' } });
    const off = namedEdit('lint-rules.mjs', { before: "export default {\n  'no-unused-vars': 'error',\n};\n", after: "export default {\n  'no-unused-vars': 'off',\n};\n" }, 'eslint.config.mjs');
    expect(off).toMatchObject({ change: 'edited', quote: { before: "'no-unused-vars': 'error',", after: "'no-unused-vars': 'off'," } });
    const added = namedEdit('lint-rules.mjs', { before: "export default {\n  'no-unused-vars': 'error',\n};\n", after: "export default {\n  'no-unused-vars': 'error',\n  'eqeqeq': 'off',\n};\n" }, 'eslint.config.mjs');
    expect(added).toMatchObject({ change: 'edited', quote: { after: "'eqeqeq': 'off'," } });
    const stricter = namedEdit('lint-rules.mjs', { before: "export default {\n  'no-unused-vars': 'error',\n};\n", after: "export default {\n  'no-unused-vars': 'error',\n  'prefer-const': 'error',\n};\n" }, 'eslint.config.mjs');
    expect(stricter).toMatchObject({ change: 'extended' });
    expect(namedEdit('ci/test.inc', { before: 'NODE_FLAGS =\n', after: 'NODE_FLAGS = --require ./tools/quiet.js\n' }, 'Makefile')).toMatchObject({ change: 'edited', quote: { after: 'NODE_FLAGS = --require ./tools/quiet.js' } });
  });

  it("a test's data: new rows are extended, an edited row told; a new data file is added", () => {
    const rows = '[\n  ["add", 2, 3, 5],\n  ["sub", 5, 3, 2]\n]\n';
    expect(namedEdit('data/cases.json', { before: rows, after: rows.replace('["sub", 5, 3, 2]', '["sub", 5, 3, 2],\n  ["mul", 2, 3, 6]') }, 'test/t.test.js')).toMatchObject({ change: 'extended' });
    expect(namedEdit('data/cases.json', { before: rows, after: rows.replace('5, 3, 2', '5, 3, 8') }, 'test/t.test.js')).toMatchObject({ change: 'edited', quote: { after: '["sub", 5, 3, 8]' } });
    expect(namedEdit('docs/greet.txt', { before: null, after: 'hello, ada\n' }, 'test/greet.test.js')).toEqual({ path: 'docs/greet.txt', change: 'added', tests: 0, namedBy: 'test/greet.test.js' });
  });
});
