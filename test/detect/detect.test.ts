import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectProject, makeTargets } from '../../lib/detect/index.js';
import { readProjectListing } from '../../lib/io/index.js';
import { runCli } from '../helpers/cli.js';
import { schemaErrors } from '../helpers/schemas.js';
import { PROJECTS, writeProject } from './projects.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-detect-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function project(name: string): string {
  const dir = join(tmp, name);
  writeProject(dir, PROJECTS[name] ?? {});
  return dir;
}

function facts(name: string) {
  const listed = readProjectListing(project(name));
  if (!listed.ok) throw new Error(listed.message);
  return detectProject(listed.listing);
}

const commands = (name: string): string[] => facts(name).commands.map((c) => `${c.purpose}: ${c.command}`);

describe('detectProject on fixture projects (hand-derived expectations)', () => {
  it('JS/TS with pnpm: the package manager from packageManager, scripts by purpose, typescript', () => {
    const f = facts('node-ts-pnpm');
    expect(f.languages).toEqual(['typescript', 'javascript']);
    expect(f.ecosystems).toEqual([{ name: 'node', manifest: 'package.json', packageManager: 'pnpm', project: 'todo-api' }]);
    expect(commands('node-ts-pnpm')).toEqual(['build: pnpm run build', 'test: pnpm test', 'lint: pnpm run lint', 'typecheck: pnpm run typecheck']);
    expect(f.commands.every((c) => c.verdict === 'ok')).toBe(true);
    expect(f.commands[1]?.source).toBe('package.json scripts.test');
    expect(f.layout).toMatchObject({ sourceDirs: ['src'], testDirs: ['test'] });
  });

  it("JS with npm: npm's placeholder test script is not a test command", () => {
    const f = facts('node-js-npm');
    expect(f.languages).toEqual(['javascript']);
    expect(f.ecosystems[0]?.packageManager).toBe('npm');
    expect(commands('node-js-npm')).toEqual(['lint: npm run lint']);
    expect(f.layout.sourceDirs).toEqual(['bin']);
  });

  it('yarn runs scripts without `run`; format:check is a format command', () => {
    expect(commands('node-yarn')).toEqual(['build: yarn build', 'test: yarn test', 'format: yarn format:check']);
    expect(facts('node-yarn').layout.testDirs).toEqual(['__tests__']);
  });

  it('Python with uv: pytest, ruff and mypy run through uv; the package folder is source', () => {
    const f = facts('python-uv');
    expect(f.languages).toEqual(['python']);
    expect(f.ecosystems).toEqual([{ name: 'python', manifest: 'pyproject.toml', packageManager: 'uv', project: 'inventory-service' }]);
    expect(commands('python-uv')).toEqual(['test: uv run pytest', 'lint: uv run ruff check .', 'typecheck: uv run mypy .']);
    expect(f.commands[0]?.source).toBe('pyproject.toml [tool.pytest.ini_options]');
    expect(f.layout).toMatchObject({ sourceDirs: ['inventory_service'], testDirs: ['tests'] });
  });

  it('Python with setup.cfg and tox: pytest from [tool:pytest], tox, flake8', () => {
    const f = facts('python-tox');
    expect(f.ecosystems[0]).toMatchObject({ name: 'python', manifest: 'setup.py', packageManager: 'pip' });
    expect(commands('python-tox')).toEqual(['test: pytest', 'test: tox', 'lint: flake8']);
    expect(f.commands[0]?.source).toBe('setup.cfg [tool:pytest]');
  });

  it('Go with a Makefile: go commands first, then the Makefile targets; golangci-lint when configured', () => {
    const f = facts('go-cli');
    expect(f.languages).toEqual(['go']);
    expect(f.ecosystems.map((e) => `${e.name}:${e.project}`)).toEqual(['go:github.com/acme/fetcher', 'make:null']);
    expect(commands('go-cli')).toEqual([
      'build: go build ./...',
      'test: go test ./...',
      'lint: go vet ./...',
      'lint: golangci-lint run',
      'build: make build',
      'test: make test',
      'lint: make lint',
    ]);
    expect(f.layout.sourceDirs).toEqual(['cmd', 'internal']);
  });

  it('Rust: a workspace runs cargo over every member; a crate names its package', () => {
    expect(commands('rust-workspace')).toEqual([
      'build: cargo build --workspace',
      'test: cargo test --workspace',
      'lint: cargo clippy --workspace --all-targets',
      'format: cargo fmt --check',
    ]);
    expect(facts('rust-workspace').layout.sourceDirs).toEqual(['crates']);
    const crate = facts('rust-crate');
    expect(crate.ecosystems).toEqual([{ name: 'rust', manifest: 'Cargo.toml', packageManager: 'cargo', project: 'wordcount' }]);
    expect(crate.commands[1]?.command).toBe('cargo test');
  });

  it('Gradle (with its wrapper) and Maven', () => {
    expect(facts('gradle-kotlin').languages).toEqual(['kotlin', 'java']);
    expect(commands('gradle-kotlin')).toEqual(['build: ./gradlew build', 'test: ./gradlew test']);
    expect(facts('maven').ecosystems[0]).toMatchObject({ name: 'maven', project: 'orders' });
    expect(commands('maven')).toEqual(['build: mvn -B package', 'test: mvn -B test']);
  });

  it('an empty project shows nothing, and says so without diagnostics', () => {
    const f = facts('empty');
    expect(f).toMatchObject({ languages: [], ecosystems: [], commands: [], diagnostics: [] });
    expect(f.layout.topLevel).toEqual(['README.md']);
  });

  it('broken manifests are warnings with where and why, never a throw', () => {
    const f = facts('broken-manifests');
    expect(f.diagnostics.map((d) => d.ruleId)).toEqual(['detect-manifest-invalid', 'detect-manifest-invalid']);
    expect(f.diagnostics.some((d) => d.message.startsWith('pyproject.toml:1:'))).toBe(true);
    expect(f.diagnostics.some((d) => d.message.includes('package.json is not valid JSON'))).toBe(true);
    expect(f.commands).toEqual([]);
  });

  it('hostile: symbolic links are listed but never read; a manifest that is a directory is skipped', () => {
    const dir = join(tmp, 'links');
    writeProject(dir, { 'secret.json': JSON.stringify({ scripts: { test: 'cat /etc/passwd' } }), 'go.mod/': '' });
    symlinkSync(join(dir, 'secret.json'), join(dir, 'package.json'));
    const listed = readProjectListing(dir);
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.listing.files.has('package.json')).toBe(false);
    expect(detectProject(listed.listing).ecosystems).toEqual([]);
  });

  it('makeTargets reads explicit targets only (no := assignments, no pattern rules)', () => {
    expect(makeTargets('X := 1\nall build: dep\n\t@echo\ntest::\n%.o: %.c\n.PHONY: all\nlint :\n')).toEqual(['all', 'build', 'lint']);
  });
});

describe('openforge detect (CLI)', () => {
  it('--json prints one document that matches schemas/detect.schema.json, with the models configured', async () => {
    const dir = project('go-cli');
    const config = join(tmp, 'openclaw.json');
    writeFileSync(config, JSON.stringify({ agents: { defaults: { model: 'anthropic/claude-sonnet-4-5', models: { 'anthropic/claude-opus-4-5': { alias: 'opus' } } } } }));
    const r = await runCli(['detect', '--cwd', dir, '--json'], { env: { OPENCLAW_CONFIG_PATH: config } });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(schemaErrors('detect', doc)).toBe('');
    expect(doc).toMatchObject({ cwd: dir, languages: ['go'] });
    expect(doc.models).toEqual({ configPath: config, found: true, defaultModel: 'anthropic/claude-sonnet-4-5', subagentModel: null, aliases: { opus: 'anthropic/claude-opus-4-5' } });
    const human = await runCli(['detect', '--cwd', dir]);
    expect(human.stdout).toContain('go test ./...');
  });

  it('a missing directory is an input error (exit 2) with a message, not a stack trace', async () => {
    const r = await runCli(['detect', '--cwd', join(tmp, 'nope'), '--json']);
    expect(r.code).toBe(2);
    expect(schemaErrors('error', JSON.parse(r.stdout))).toBe('');
    const extra = await runCli(['detect', 'somewhere']);
    expect(extra.code).toBe(2);
  });
});
