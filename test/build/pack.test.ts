// The package as users get it: `npm pack` (whose prepack script builds dist/lib), the tarball
// installed into a fresh project, and every name the README's "The library" section documents
// imported from 'openforge' in a separate node process.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'openforge-pack-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The runtime names lib/index.ts exports: exactly the documented API. */
const DOCUMENTED = [
  'parsePrd', 'MAX_PRD_BYTES', 'planPrd', 'validateGate', 'measureJs', 'jsLanguageOf',
  'foldEvents', 'applyEvent', 'initialState', 'SCHEMAS', 'SCHEMA_VERSION', 'SCHEMA_DIALECT',
  'Diagnostic', 'PrdModel', 'Plan', 'GateCheckReport', 'ValidateReport', 'ErrorReport', 'ResultEnvelope',
  'RunState', 'RunEvent', 'NextReport', 'SpawnedReport', 'DecideReport', 'StatusReport', 'RunListReport',
  'SkillManifest', 'ComplexityReport', 'ComplexityBaseline',
];

/** npm's own settings only: none of the npm_* variables a surrounding `npm test` sets. */
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

function run(command: string, args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 150_000 });
  return { status: r.status, stdout: r.stdout ?? '', stderr: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}

function must(what: string, r: { status: number | null; stdout: string; stderr: string }): string {
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}):\n${r.stderr.slice(-3000)}`);
  return r.stdout;
}

let tarball = '';
let packed: string[] = [];
let consumer = '';

beforeAll(() => {
  // Pack a copy of what the package needs, so that prepack's fresh dist/ never races the
  // other suites reading this checkout's dist/ (node_modules is linked, for tsc).
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
  const source = join(tmp, 'source');
  mkdirSync(source);
  const copies = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'lib', ...pkg.files.filter((f) => !f.startsWith('dist'))];
  for (const name of readdirSync(root)) if (/^(README|LICENSE|NOTICE)/i.test(name)) copies.push(name);
  for (const name of copies) cpSync(join(root, name), join(source, name), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(source, 'node_modules'), 'dir');

  const out = join(tmp, 'out');
  mkdirSync(out);
  const report = JSON.parse(must('npm pack', run('npm', ['pack', '--json', '--pack-destination', out], source))) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = join(out, report[0]!.filename);
  packed = report[0]!.files.map((f) => f.path);

  consumer = join(tmp, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const install = ['install', '--no-audit', '--no-fund', '--no-package-lock', tarball];
  // The runtime dependencies are in npm's cache after `npm ci`; the registry only if not.
  const offline = run('npm', [...install, '--offline'], consumer);
  if (offline.status !== 0) must('npm install of the tarball', run('npm', install, consumer));
}, 180_000);

describe('npm pack', () => {
  it('ships the compiled library (prepack builds dist/lib), its types, the skill and the schemas', () => {
    expect(packed).toContain('dist/lib/index.js');
    expect(packed).toContain('dist/lib/index.d.ts');
    expect(packed).toContain('skills/openforge/scripts/openforge.cjs');
    expect(packed).toContain('skills/openforge/schemas/plan.schema.json');
    expect(packed.some((f) => f.startsWith('lib/') || f.startsWith('test/'))).toBe(false);
  });

  it('ships no stale compiled file: each dist/lib/*.js has its lib/*.ts source', () => {
    const stale = packed
      .filter((f) => f.startsWith('dist/lib/') && f.endsWith('.js'))
      .filter((f) => !existsSync(join(root, f.replace(/^dist\//, '').replace(/\.js$/, '.ts'))));
    expect(stale).toEqual([]);
  });

  it("installs into a fresh project, where every documented name imports from 'openforge'", () => {
    const script = `
      import * as lib from 'openforge';
      import { readFileSync } from 'node:fs';
      const names = Object.keys(lib).sort();
      const text = readFileSync(${JSON.stringify(join(root, 'examples/minimal.prd.md'))}, 'utf8');
      const parsed = lib.parsePrd(text);
      const plan = lib.planPrd({
        file: 'minimal.prd.md', text, resolveCwd: (p) => p, defaultCwd: '/project', isDirectory: () => true,
        openclaw: { path: '', found: false, config: null, diagnostics: [] }, indexDir: '/home',
      });
      const measured = lib.measureJs('function f(x) { return x ? 1 : 2; }', 'f.js');
      console.log(JSON.stringify({
        names,
        phases: parsed.prd.phases.map((p) => p.name),
        errors: parsed.diagnostics.filter((d) => d.severity === 'error').length,
        waves: plan.waves,
        gate: lib.validateGate('npm test && rm -rf /', { shellGate: false }).verdict,
        complexity: measured.ok ? measured.file.functions.map((f) => f.complexity) : null,
        language: lib.jsLanguageOf('a.ts'),
        fold: lib.foldEvents([]).problems,
        schemas: Object.keys(lib.SCHEMAS).length,
        kinds: [lib.PrdModel.type, lib.RunState.type, lib.Diagnostic.type],
        version: lib.SCHEMA_VERSION,
      }));
    `;
    const result = JSON.parse(must('importing openforge', run(process.execPath, ['--input-type=module', '-e', script], consumer))) as Record<string, unknown>;
    expect(result.names).toEqual([...DOCUMENTED].sort());
    expect(result.phases).toEqual(['scaffold', 'test', 'review']);
    expect(result.errors).toBe(0);
    expect(result.waves).toEqual([['scaffold'], ['test'], ['review']]);
    expect(result.gate).toBe('rejected');
    expect(result.complexity).toEqual([2]);
    expect(result.language).toBe('typescript');
    expect(result.fold).toEqual([{ code: 'empty' }]);
    expect(result.schemas).toBe(17);
    expect(result.kinds).toEqual(['object', 'object', 'object']);
    expect(result.version).toBe(1);
    expect(existsSync(join(consumer, 'node_modules/openforge/dist/lib/index.d.ts'))).toBe(true);
  });

  it('folds the events of a run the packed CLI started', () => {
    const project = join(tmp, 'project');
    mkdirSync(project);
    const cli = join(consumer, 'node_modules/openforge/skills/openforge/scripts/openforge.cjs');
    const runEnv = { ...env, OPENFORGE_HOME: join(tmp, 'home'), OPENCLAW_CONFIG_PATH: join(tmp, 'no-openclaw.json') };
    const started = spawnSync(process.execPath, [cli, 'run', join(root, 'examples/minimal.prd.md'), '--cwd', project, '--json'], { env: runEnv, encoding: 'utf8' });
    expect(started.stderr).toBe('');
    const { runDir } = JSON.parse(started.stdout) as { runDir: string };
    const events = join(runDir, 'events.jsonl');
    const script = `
      import { foldEvents, RunState } from 'openforge';
      import { readFileSync } from 'node:fs';
      const events = readFileSync(${JSON.stringify(events)}, 'utf8').trim().split('\\n').map((l) => JSON.parse(l));
      const { state, problems } = foldEvents(events);
      console.log(JSON.stringify({ problems, status: state.status, phases: state.phases.map((p) => p.name), seq: state.seq, events: events.length, closed: RunState.additionalProperties }));
    `;
    const result = JSON.parse(must('folding a run', run(process.execPath, ['--input-type=module', '-e', script], consumer))) as Record<string, unknown>;
    expect(result.problems).toEqual([]);
    expect(result.status).toBe('running');
    expect(result.phases).toEqual(['scaffold', 'test', 'review']);
    expect(result.seq).toBe(result.events);
    expect(result.closed).toBe(false);
  });

  it('docs/development.md (linked from the README) documents every name', () => {
    const readme = readFileSync(join(root, 'docs/development.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### The library'));
    for (const name of DOCUMENTED) expect(section, name).toContain(`\`${name}`);
  });
});
