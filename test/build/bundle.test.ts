import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from '../helpers/cli.js';

const root = resolve(import.meta.dirname, '../..');
const skillDir = join(root, 'skills/openforge');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * The script files (relative to the skill folder) `file` requires when it loads, itself included:
 * the top-level `var a=require("./…"),b=require("./…")` of the minified CommonJS output,
 * followed; a require inside a function (a lazy file, a command) is not.
 */
function staticClosure(file: string): string[] {
  const seen = new Set<string>();
  const visit = (rel: string): void => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const text = readFileSync(join(skillDir, rel), 'utf8');
    for (const list of text.matchAll(/(?:^|;)var ([\w$]+=require\("[^"]+"\)(?:,[\w$]+=require\("[^"]+"\))*)/g)) {
      for (const m of list[1]!.matchAll(/require\("(\.{1,2}\/[^"]+\.cjs)"\)/g)) visit(relative(skillDir, resolve(dirname(join(skillDir, rel)), m[1]!)));
    }
  };
  visit(file);
  return [...seen];
}

describe('the shipped skill folder', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-installed-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('matches a fresh build (skills/openforge, its schemas and reference tables)', () => {
    const result = runNode(join(root, 'build/check-bundle.mjs'), [], { cwd: root, env: process.env });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('contains no child_process, eval or new Function in its scripts', () => {
    const offenders = walk(join(skillDir, 'scripts')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /child_process|\beval\s*\(|new\s+Function\s*\(/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('is CommonJS: an entry that requires one file per command, on demand, and chunks the commands share', () => {
    const entry = readFileSync(join(skillDir, 'scripts/openforge.cjs'), 'utf8');
    expect(entry.startsWith('#!/usr/bin/env node')).toBe(true);
    for (const command of ['gate', 'status', 'list', 'detect']) {
      expect(entry).toContain(`require("./commands/${command}.cjs")`);
      expect(existsSync(join(skillDir, `scripts/commands/${command}.cjs`))).toBe(true);
    }
    // The other commands load through the V8 code cache (lib/io/code-cache.ts), with the chunks they require.
    const scripts = walk(join(skillDir, 'scripts')).map((f) => readFileSync(f, 'utf8'));
    for (const command of ['validate', 'plan', 'run', 'next', 'spawned', 'complexity']) {
      expect(scripts.some((text) => new RegExp(String.raw`requireWithCodeCache\)\(\(0,[\w$]+\.join\)\(__dirname,"\.\./commands/${command}\.cjs"\)`).test(text)), command).toBe(true);
      expect(existsSync(join(skillDir, `scripts/commands/${command}.cjs`))).toBe(true);
    }
    // Shared code is in chunks/, loaded once: `next` and `spawned` require the same chunks.
    const shared = staticClosure('scripts/commands/next.cjs').filter((f) => staticClosure('scripts/commands/spawned.cjs').includes(f));
    expect(shared.filter((f) => f.startsWith('scripts/chunks/')).length).toBeGreaterThan(3);
    // Nothing in the shipped scripts starts Node's ES module loader.
    const esm = walk(join(skillDir, 'scripts')).filter((f) => !f.endsWith('.cjs') || /\bimport\(\s*["'`]|^import\s|^export\s/m.test(readFileSync(f, 'utf8')));
    expect(esm).toEqual([]);
    expect(statSync(join(skillDir, 'scripts/openforge.cjs')).mode & 0o111).not.toBe(0);
  });

  it('keeps the run validators (embedded schemas) and the meters out of what the run commands load at start, required on demand', () => {
    const schemaOf = (name: string) => `run-${name}.schema.json`;
    for (const name of ['state', 'event']) expect(readFileSync(join(skillDir, `scripts/lazy/run-${name}-validator.cjs`), 'utf8')).toContain(schemaOf(name));
    for (const command of ['next', 'status', 'spawned', 'decide', 'gate']) {
      const loaded = staticClosure(`scripts/commands/${command}.cjs`);
      const text = loaded.map((f) => readFileSync(join(skillDir, f), 'utf8')).join('\n');
      expect(text.includes(schemaOf('state')) || text.includes(schemaOf('event')), command).toBe(false);
      expect(text, command).not.toContain('@babel/parser');
      if (command !== 'gate') expect(text, command).toContain('require("../lazy/run-state-validator.cjs")');
    }
  });

  it('requires task texts, result parsing, gate evidence, the summary and escalations from scripts/lazy/ only when a run needs them', () => {
    const next = staticClosure('scripts/commands/next.cjs').map((f) => readFileSync(join(skillDir, f), 'utf8')).join('\n');
    const lazy = (name: string) => readFileSync(join(skillDir, `scripts/lazy/${name}.cjs`), 'utf8');
    for (const name of ['lib-task', 'lib-result', 'lib-run-summary', 'lib-run-escalate', 'lib-escalation-message', 'lib-gate-evidence']) expect(next).toContain(`require("../lazy/${name}.cjs")`);
    // The escalation's wording is loaded by the escalation message, not by next itself.
    expect(next).not.toContain('require("../lazy/lib-escalation.cjs")');
    expect(lazy('lib-escalation-message')).toContain('require("./lib-escalation.cjs")');
    // A sentence of the retry section of a phase task is in the lazy task file only.
    const retry = 'Fix the cause; do not repeat the same approach.';
    expect(lazy('lib-task')).toContain(retry);
    expect(next).not.toContain(retry);
  });

  it("says the package's version and carries nothing else of package.json (its scripts, say)", () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; scripts: Record<string, string> };
    const result = runNode(join(skillDir, 'scripts/openforge.cjs'), ['--version'], { cwd: tmp });
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(manifest.version);
    const scripts = walk(join(skillDir, 'scripts')).map((f) => readFileSync(f, 'utf8'));
    // The manifest's own scripts (`node bench/run.mjs`, …) are in no shipped file.
    for (const command of Object.values(manifest.scripts)) expect(scripts.filter((text) => text.includes(command))).toEqual([]);
  });

  it('runs from a copy with no node_modules anywhere above it', () => {
    const installed = join(tmp, 'skills/openforge');
    cpSync(skillDir, installed, { recursive: true });
    cpSync(join(root, 'examples/rejected-gate.prd.md'), join(tmp, 'auth.prd.md'));
    const result = runNode(join(installed, 'scripts/openforge.cjs'), ['plan', 'auth.prd.md', '--json'], { cwd: tmp });
    expect(result.stderr).toBe('');
    const plan = JSON.parse(result.stdout);
    expect(plan.waves).toEqual([['research', 'design'], ['implement'], ['security-review']]);
    // The v2 gate `npm run build && npm test` is rejected, so the plan reports findings.
    expect(result.code).toBe(1);
  });

  it('loads yaml, json5, picomatch and the HTML entities from scripts/lazy/ only when used, also from a copy', () => {
    for (const command of ['plan', 'validate', 'run', 'next']) {
      const text = readFileSync(join(skillDir, `scripts/commands/${command}.cjs`), 'utf8');
      expect(text).not.toContain('class YAMLParseError');
      expect(text).not.toContain('AElig'); // the first HTML entity name
    }
    for (const lazy of ['yaml', 'json5', 'picomatch', 'character-references']) expect(existsSync(join(skillDir, `scripts/lazy/${lazy}.cjs`))).toBe(true);
    const installed = join(tmp, 'lazy-copy/skills/openforge');
    cpSync(skillDir, installed, { recursive: true });
    const dir = join(tmp, 'lazy-copy');
    // Front matter (yaml), globs in Files: (picomatch), a named character reference, an OpenClaw config (json5).
    writeFileSync(
      join(dir, 'x.prd.md'),
      '---\nmax-parallel: 2\n---\n# PRD: Lazy &amp; loaded\n\n## Objective\nCheck the lazy files &copy;.\n\n## Phases\n\n' +
        '### Phase: a [parallel]\n**Files:** `src/a/**`\n**Tasks:**\n- Write `src/a/x.ts`\n\n### Phase: b [parallel]\n**Files:** `src/a/*.ts`\n**Tasks:**\n- Write `src/a/y.ts`\n',
    );
    writeFileSync(join(dir, 'openclaw.json'), '{ agents: { defaults: { models: { "anthropic/claude-sonnet-4-5": { alias: "sonnet" }, } } } }\n');
    const result = runNode(join(installed, 'scripts/openforge.cjs'), ['plan', 'x.prd.md', '--json'], { cwd: dir, env: { ...process.env, OPENCLAW_CONFIG_PATH: join(dir, 'openclaw.json') } });
    expect(result.stderr).toBe('');
    const plan = JSON.parse(result.stdout);
    expect(plan.title).toBe('Lazy & loaded');
    expect(plan.maxParallel).toBe(2);
    expect(JSON.stringify(plan)).toContain('anthropic/claude-sonnet-4-5');
    expect(plan.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toContain('files-overlap');
  });
});
