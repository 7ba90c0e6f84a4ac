// The import-cycle check of `npm run lint` (issue 29 item 4): dpdm, run as package.json says,
// fails on a cycle made of type-only imports, and names the files; the lint runs it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the lint's cycle check in a project holding `files`: its exit code and output. */
function checkCycles(files: Record<string, string>): { status: number; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'openforge-cycles-'));
  dirs.push(dir);
  const tsconfig = { compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true }, include: ['lib'] };
  for (const [path, text] of Object.entries({ 'tsconfig.json': JSON.stringify(tsconfig), ...files })) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}` };
  try {
    const output = execFileSync('sh', ['-c', scripts['lint:cycles'] as string], { cwd: dir, env, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (e) {
    const failed = e as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

describe('the import-cycle check', () => {
  it('is part of npm run lint', () => {
    expect(scripts.lint).toContain('npm run lint:cycles');
    expect(scripts['lint:cycles']).toMatch(/^dpdm .*--exit-code circular:1 .*'lib\/\*\*\/\*\.ts'/);
    // -T (--transform) would drop type-only imports before looking for cycles.
    expect(scripts['lint:cycles']).not.toMatch(/\s(-T|--transform)\b/);
  });

  it('resolves every relative import in lib/ and scripts/ (an unresolved one would hide its cycles)', { timeout: 120_000 }, async () => {
    // Without the tsconfig, `./b.js` does not resolve to b.ts, the edge is dropped and
    // --no-warning hides it: the check would pass any cycle.
    expect(scripts['lint:cycles']).toContain('--tsconfig tsconfig.json');
    const { parseDependencyTree } = await import('dpdm');
    const tree = await parseDependencyTree(['lib/**/*.ts', 'scripts/**/*.ts'], { cwd: root, tsconfig: join(root, 'tsconfig.json'), transform: false });
    const relative = Object.values(tree).flatMap((deps) => deps ?? []).filter((d) => d.request.startsWith('.'));
    expect(relative.length).toBeGreaterThan(1000);
    expect(relative.filter((d) => d.id === null).map((d) => `${d.issuer}: ${d.request}`)).toEqual([]);
  });

  it('fails on a cycle of type-only imports in lib/ and names both files', { timeout: 60_000 }, () => {
    const result = checkCycles({
      'lib/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'lib/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
      'lib/c.ts': "import type { A } from './a.js';\nexport const c = (a: A): A => a;\n",
    });
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/lib\/a\.ts -> lib\/b\.ts|lib\/b\.ts -> lib\/a\.ts/);
    expect(result.output).not.toContain('lib/c.ts ->');
  });

  it('passes the same files once the shared type has a module of its own', { timeout: 60_000 }, () => {
    const result = checkCycles({
      'lib/shared.ts': 'export interface A { b?: B }\nexport interface B { a?: A }\n',
      'lib/a.ts': "import type { A, B } from './shared.js';\nexport const a = (b: B): A => ({ b });\n",
      'lib/b.ts': "import type { A, B } from './shared.js';\nexport const b = (a: A): B => ({ a });\n",
    });
    expect(result.status).toBe(0);
  });
});
