// The skill as ClawHub publishes it (issue 43 item 3): its publisher keeps text files only (the
// `clawhub` package's listTextFiles and TEXT_FILE_EXTENSIONS, used offline here through
// build/pack-clawhub.mjs), so every file the skill needs must be one it keeps, and the packed
// copy must still measure a Python file and check a Python project's erosion (the grammars ship
// as `.wasm.br.txt`). `npm run test:openclaw:clawhub` runs the real-OpenClaw suite on such a copy.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const skillDir = join(root, 'skills/openforge');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-clawhub-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface PackModule {
  packForClawhub(skillDir: string, outDir: string): Promise<{ dir: string; files: string[] }>;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

let packed = { dir: '', files: [] as string[] };
beforeAll(async () => {
  const { packForClawhub } = (await import(pathToFileURL(join(root, 'build/pack-clawhub.mjs')).href)) as PackModule;
  packed = await packForClawhub(skillDir, join(tmp, 'pack'));
});

const env = { PATH: process.env.PATH, HOME: join(tmp, 'home'), OPENFORGE_HOME: join(tmp, 'forge-home') };
const openforge = (args: string[], cwd: string) => spawnSync(process.execPath, [join(packed.dir, 'scripts/openforge.cjs'), ...args], { cwd, env, encoding: 'utf8' });

describe("the skill packed with ClawHub's file rules", () => {
  it('keeps every file of the skill folder: the scripts, the grammars (as text), the schemas and references', () => {
    const all = walk(skillDir).map((f) => relative(skillDir, f)).sort();
    expect([...packed.files].sort()).toEqual(all);
    expect(packed.files).toContain('grammars/tree-sitter-python.wasm.br.txt');
    expect(packed.files.some((f) => f.endsWith('.wasm'))).toBe(false);
  });

  it('drops a binary grammar, as ClawHub would (the check that the rules are really applied)', async () => {
    const copy = join(tmp, 'with-wasm');
    mkdirSync(join(copy, 'grammars'), { recursive: true });
    writeFileSync(join(copy, 'SKILL.md'), '# x\n');
    writeFileSync(join(copy, 'grammars/tree-sitter.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    const { packForClawhub } = (await import(pathToFileURL(join(root, 'build/pack-clawhub.mjs')).href)) as PackModule;
    expect((await packForClawhub(copy, join(tmp, 'pack-wasm'))).files).toEqual(['SKILL.md']);
  });

  it("measures a Python file's complexity and flags a Python project's erosion from the packed copy", () => {
    const project = join(tmp, 'py');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'app.py'), 'def f(x):\n    if x:\n        return 1\n    return 2\n');
    const measured = openforge(['complexity', 'app.py', '--json'], project);
    expect(measured.stderr).toBe('');
    const report = JSON.parse(measured.stdout) as { files: { language: string; functions: { name: string; complexity: number }[] }[]; skipped: unknown[] };
    expect(report.skipped).toEqual([]);
    expect(report.files.map((f) => [f.language, f.functions.map((fn) => [fn.name, fn.complexity])])).toEqual([['python', [['f', 2]]]]);

    expect(openforge(['complexity', '.', '--baseline', 'base.json'], project).status).toBe(0);
    const branches = Array.from({ length: 12 }, (_, i) => `    if x == ${i}:\n        return ${i}\n`).join('');
    writeFileSync(join(project, 'app.py'), `def f(x):\n${branches}    return -1\n`);
    const compared = openforge(['complexity', '.', '--baseline', 'base.json', '--json'], project);
    const verdict = (JSON.parse(compared.stdout) as { baseline: { verdict: { flagged: boolean; offenders: { name: string; after: number }[] } } }).baseline.verdict;
    expect(verdict.flagged).toBe(true);
    expect(verdict.offenders.map((o) => [o.name, o.after])).toEqual([['f', 13]]);
  });
});
