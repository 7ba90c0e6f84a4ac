import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ComplexityBaseline, ComplexityReport } from '../../lib/schema/index.js';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';

// The published schemas/*.schema.json are written by the build; validate against the TypeBox
// contracts themselves (always in step with lib/schema), as test/render does.
const ajv = new Ajv2020({ allErrors: true, strict: false });
const reportValidator: ValidateFunction = ajv.compile(ComplexityReport);
const baselineValidator: ValidateFunction = ajv.compile(ComplexityBaseline);
const errorsOf = (validate: ValidateFunction, doc: unknown): string => (validate(doc) ? '' : JSON.stringify(validate.errors, null, 2));

const tmp = mkdtempSync(join(tmpdir(), 'openforge-complexity-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// CC 12: 1 + 3 if + for…of + if + while + && + || + ?? + 2 ternaries.
const BIG = `function big(a, b, c) {
  if (a) return 1;
  if (b) return 2;
  if (c) return 3;
  for (const x of a) { if (x) break; }
  while (b) { b--; }
  const y = a && b;
  const z = a || c;
  const w = a ?? b;
  return a ? b : c ? 1 : 2;
}
`;
// CC 3: 1 + if + ternary.
const SMALL = `function small(a) {
  if (a) return 1;
  return a ? 2 : 3;
}
`;
// CC 12 in Python (radon): 1 + 11 if.
const BRANCHY_PY = `
def branchy(a, b, c, d, e, f, g, h, i, j, k):
${'abcdefghijk'
  .split('')
  .map((v) => `    if ${v}:\n        return 1\n`)
  .join('')}    return 0
`;

let projects = 0;
/** A fresh temp project: JS (CC 12 + CC 3), Python (CC 2), Go (CC 2), binary, syntax error, unknown language. */
function project(): string {
  const dir = join(tmp, `p${++projects}`);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/a.js'), BIG + SMALL);
  writeFileSync(join(dir, 'src/b.py'), 'def f(x):\n    if x:\n        return 1\n    return 2\n');
  writeFileSync(join(dir, 'src/c.go'), 'package main\n\nfunc g(x int) int {\n\tif x > 0 {\n\t\treturn 1\n\t}\n\treturn 0\n}\n');
  writeFileSync(join(dir, 'src/d.js'), Buffer.from([0x61, 0x00, 0x62, 0x0a]));
  writeFileSync(join(dir, 'src/e.ts'), 'function (\n');
  writeFileSync(join(dir, 'notes.txt'), 'hello\n');
  return dir;
}

async function report(cwd: string, args: string[]) {
  const r = await runCli(['complexity', ...args, '--json'], { cwd });
  expect(r.stderr).toBe('');
  const doc = JSON.parse(r.stdout);
  expect(errorsOf(reportValidator, doc)).toBe('');
  return { code: r.code, doc };
}

describe('openforge complexity', () => {
  it('measures JS, Python and Go, and lists every skipped file with its reason', async () => {
    const dir = project();
    const { code, doc } = await report(dir, ['.']);
    expect(code).toBe(0);
    expect(doc.root).toBe(dir);
    expect(doc.threshold).toBe(10);
    expect(doc.files).toEqual([
      {
        file: 'src/a.js',
        language: 'javascript',
        total: 15,
        highMass: 12,
        functions: [
          { name: "Function 'big'", line: 1, column: 1, complexity: 12 },
          { name: "Function 'small'", line: 12, column: 1, complexity: 3 },
        ],
      },
      { file: 'src/b.py', language: 'python', total: 2, highMass: 0, functions: [{ name: 'f', line: 1, column: 1, complexity: 2 }] },
      { file: 'src/c.go', language: 'go', total: 2, highMass: 0, functions: [{ name: 'g', line: 3, column: 1, complexity: 2 }] },
    ]);
    expect(doc.skipped.map((s: { file: string; reason: string }) => [s.file, s.reason])).toEqual([
      ['notes.txt', 'unknown-language'],
      ['src/d.js', 'binary'],
      ['src/e.ts', 'syntax-error'],
    ]);
    expect(doc.skipped[2].detail).toMatch(/^1:\d+: /);
    expect(doc.totals).toEqual({ files: 3, functions: 4, total: 19, highMass: 12, erosionShare: 12 / 19 });
    expect(doc.baseline).toBeNull();
  });

  it('prints file:line:col lines over the threshold, per-language totals and one line per skipped file', async () => {
    const dir = project();
    const r = await runCli(['complexity', 'src', 'notes.txt'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe("src/a.js:1:1  12  Function 'big'");
    expect(lines).toContain('javascript: 1 file, 2 functions, CC 15, high-CC mass 12');
    expect(lines).toContain('python: 1 file, 1 functions, CC 2, high-CC mass 0');
    expect(lines).toContain('go: 1 file, 1 functions, CC 2, high-CC mass 0');
    expect(lines).toContain('total: 3 files, 4 functions, CC 19; high-CC mass 12 (CC > 10), erosion share 63.2%');
    expect(lines).toContain('skipped src/d.js: binary: contains a NUL byte');
    expect(lines).toContain('skipped notes.txt: unknown-language: no complexity meter for .txt');
    expect(lines.filter((l) => l.startsWith('skipped '))).toHaveLength(3);
  });

  it('skips non-UTF-8 and over-2-MB files with the reason, and measures an ignored file named explicitly', async () => {
    const dir = project();
    writeFileSync(join(dir, 'src/latin1.py'), Buffer.from([0x23, 0x20, 0xe9, 0x0a]));
    writeFileSync(join(dir, 'src/huge.js'), `// ${'x'.repeat(2 * 1024 * 1024)}\n`);
    mkdirSync(join(dir, 'node_modules/dep'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/dep/i.js'), SMALL);
    writeFileSync(join(dir, '.gitignore'), 'gen/\n');
    mkdirSync(join(dir, 'gen'));
    writeFileSync(join(dir, 'gen/g.js'), SMALL);
    const walked = await report(dir, ['.']);
    const reasons = Object.fromEntries(walked.doc.skipped.map((s: { file: string; reason: string }) => [s.file, s.reason]));
    expect(reasons['src/latin1.py']).toBe('not-utf8');
    expect(reasons['src/huge.js']).toBe('too-large');
    expect(walked.doc.files.map((f: { file: string }) => f.file)).toEqual(['src/a.js', 'src/b.py', 'src/c.go']);
    const named = await report(dir, ['node_modules/dep/i.js', 'gen/g.js']);
    expect(named.doc.files.map((f: { file: string; total: number }) => [f.file, f.total])).toEqual([
      ['gen/g.js', 3],
      ['node_modules/dep/i.js', 3],
    ]);
  });

  it('--threshold N moves the high-CC mass; a bad N is a usage error', async () => {
    const dir = project();
    const { doc } = await report(dir, ['src', '--threshold', '2']);
    expect(doc.threshold).toBe(2);
    // Over 2: big (12) and small (3); f and g are exactly 2.
    expect(doc.totals).toEqual({ files: 3, functions: 4, total: 19, highMass: 15, erosionShare: 15 / 19 });
    const human = await runCli(['complexity', 'src', '--threshold', '2'], { cwd: dir });
    expect(human.stdout.split('\n').slice(0, 2)).toEqual(["src/a.js:1:1  12  Function 'big'", "src/a.js:12:1  3  Function 'small'"]);
    for (const bad of ['0', '-1', '2.5', 'ten']) {
      const r = await runCli(['complexity', 'src', `--threshold=${bad}`], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('--threshold must be an integer >= 1');
    }
  });

  it('writes a baseline, then compares: unchanged 0, a new branchy function 1 with the offender, a deleted file a reduction', async () => {
    const dir = project();
    const written = await report(dir, ['.', '--baseline', 'cx.json']);
    expect(written.code).toBe(0);
    expect(written.doc.baseline).toEqual({ file: 'cx.json', written: true, verdict: null });
    const stored = JSON.parse(readFileSync(join(dir, 'cx.json'), 'utf8'));
    expect(errorsOf(baselineValidator, stored)).toBe('');
    expect(stored.threshold).toBe(10);
    expect(Object.keys(stored.files)).toEqual(['src/a.js', 'src/b.py', 'src/c.go', 'src/d.js', 'src/e.ts']);
    expect(stored.files['src/a.js']).toMatchObject({ language: 'javascript', highMass: 12, functions: [["Function 'big'", 1, 1, 12], ["Function 'small'", 12, 1, 3]] });
    expect(stored.files['src/d.js']).toMatchObject({ skipped: 'binary' });
    const human = await runCli(['complexity', '.', '--baseline', 'cx.json'], { cwd: dir });
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('erosion against cx.json: high-CC mass 12 -> 12 (+0.0%): ok');
    expect(human.stdout).toContain('measured 0 of 5 files; the other 5 are unchanged since the baseline');

    const same = await report(dir, ['.', '--baseline', 'cx.json']);
    expect(same.code).toBe(0);
    expect(same.doc.baseline).toEqual({ file: 'cx.json', written: false, verdict: { before: 12, after: 12, growth: 0, flagged: false, offenders: [] } });

    appendFileSync(join(dir, 'src/b.py'), BRANCHY_PY);
    const grown = await report(dir, ['.', '--baseline', 'cx.json']);
    expect(grown.code).toBe(1);
    expect(grown.doc.baseline.verdict).toEqual({
      before: 12,
      after: 24,
      growth: 1,
      flagged: true,
      offenders: [{ file: 'src/b.py', name: 'branchy', line: 6, before: null, after: 12 }],
    });
    const grownHuman = await runCli(['complexity', '.', '--baseline', 'cx.json'], { cwd: dir });
    expect(grownHuman.code).toBe(1);
    expect(grownHuman.stdout).toContain('erosion against cx.json: high-CC mass 12 -> 24 (+100.0%): FLAGGED (over +5.0%)');
    expect(grownHuman.stdout).toContain('  src/b.py:6  branchy  CC new -> 12');
    expect(grownHuman.stdout).toContain('measured 1 of 5 files; the other 4 are unchanged since the baseline');
    expect(existsSync(join(dir, 'cx.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'cx.json'), 'utf8'))).toEqual(stored); // compare never rewrites

    rmSync(join(dir, 'src/b.py'));
    rmSync(join(dir, 'src/a.js'));
    const shrunk = await report(dir, ['.', '--baseline', 'cx.json']);
    expect(shrunk.code).toBe(0);
    expect(shrunk.doc.baseline.verdict).toEqual({ before: 12, after: 0, growth: -1, flagged: false, offenders: [] });
  });

  it('compares a worsened function as CC before -> after', async () => {
    const dir = project();
    await report(dir, ['src', '--baseline', 'cx.json']);
    writeFileSync(join(dir, 'src/a.js'), BIG.replace('if (a) return 1;', 'if (a) return 1;\n  if (a && c) return 4;') + SMALL);
    const { code, doc } = await report(dir, ['src', '--baseline', 'cx.json']);
    expect(code).toBe(1);
    // +1 if, +1 &&: 12 -> 14; mass 12 -> 14 (+16.7%).
    expect(doc.baseline.verdict).toMatchObject({ before: 12, after: 14, flagged: true });
    expect(doc.baseline.verdict.offenders).toEqual([{ file: 'src/a.js', name: "Function 'big'", line: 1, before: 12, after: 14 }]);
  });

  it('bad input: missing paths, no path, a damaged baseline, an unwritable baseline (exit 2, no stack trace)', async () => {
    const dir = project();
    const missing = await runCli(['complexity', 'src', 'nope'], { cwd: dir });
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toBe('openforge: complexity: nope: no such file or directory.\n');
    expect((await runCli(['complexity'], { cwd: dir })).code).toBe(2);
    // Not JSON, not an object, a bad hash, an unknown language, a function that is not [name, line, column, CC].
    const cases = [
      '{"schemaVersion":1,"threshold":10,"files":',
      '[]',
      '{"schemaVersion":1,"threshold":10,"files":{"a.js":{"hash":"zz","language":"javascript","highMass":0,"functions":[]}}}',
      `{"schemaVersion":1,"threshold":10,"files":{"a.js":{"hash":"${'a'.repeat(64)}","language":"cobol","highMass":0,"functions":[]}}}`,
      `{"schemaVersion":1,"threshold":10,"files":{"a.js":{"hash":"${'a'.repeat(64)}","language":"javascript","highMass":0,"functions":[["f",1,1]]}}}`,
    ];
    for (const text of cases) {
      writeFileSync(join(dir, 'bad.json'), text);
      const r = await runCli(['complexity', 'src', '--baseline', 'bad.json'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('bad.json');
      expect(r.stderr).not.toMatch(/\n\s+at /);
      const j = await runCli(['complexity', 'src', '--baseline', 'bad.json', '--json'], { cwd: dir });
      expect(j.code).toBe(2);
      expect(schemaErrors('error', JSON.parse(j.stdout))).toBe('');
    }
    const unwritable = await runCli(['complexity', 'src', '--baseline', 'no/such/dir/b.json'], { cwd: dir });
    expect(unwritable.code).toBe(2);
    expect(unwritable.stderr).toContain('cannot write (ENOENT)');
  });

  it('is listed in openforge --help', async () => {
    const r = await runCli(['--help']);
    expect(r.stdout).toMatch(/^ {2}complexity PATH\.\.\. {6}per-function complexity/m);
  });
});
