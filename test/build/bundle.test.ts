import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from '../helpers/cli.js';

const root = resolve(import.meta.dirname, '../..');
const skillDir = join(root, 'skills/openforge');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('the shipped skill folder', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'openforge-installed-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('matches a fresh build (skills/openforge and schemas/)', () => {
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

  it('splits commands into lazily loaded chunks', () => {
    const entry = readFileSync(join(skillDir, 'scripts/openforge.mjs'), 'utf8');
    expect(entry.startsWith('#!/usr/bin/env node')).toBe(true);
    expect(entry).toMatch(/import\("\.\/chunks\/validate-[A-Z0-9]+\.mjs"\)/);
    expect(entry).toMatch(/import\("\.\/chunks\/plan-[A-Z0-9]+\.mjs"\)/);
    expect(entry).toMatch(/import\("\.\/chunks\/gate-[A-Z0-9]+\.mjs"\)/);
    expect(statSync(join(skillDir, 'scripts/openforge.mjs')).mode & 0o111).not.toBe(0);
  });

  it('runs from a copy with no node_modules anywhere above it', () => {
    const installed = join(tmp, 'skills/openforge');
    cpSync(skillDir, installed, { recursive: true });
    cpSync(join(root, 'examples/full-parallel.prd.md'), join(tmp, 'auth.prd.md'));
    const result = runNode(join(installed, 'scripts/openforge.mjs'), ['plan', 'auth.prd.md', '--json'], { cwd: tmp });
    expect(result.stderr).toBe('');
    const plan = JSON.parse(result.stdout);
    expect(plan.waves).toEqual([['research', 'design'], ['implement'], ['security-review']]);
    // The v2 gate `npm run build && npm test` is rejected, so the plan reports findings.
    expect(result.code).toBe(1);
  });
});
