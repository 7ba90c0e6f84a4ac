import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const root = resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

function skillFrontMatter(): Record<string, unknown> {
  const text = readFileSync(join(root, 'skills/openforge/SKILL.md'), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  expect(match, 'SKILL.md starts with YAML front matter').not.toBeNull();
  return parse(match![1]!) as Record<string, unknown>;
}

describe('skill.json, package.json and SKILL.md agree', () => {
  const manifest = readJson('skill.json');
  const pkg = readJson('package.json');
  const front = skillFrontMatter();

  it('share name, version and description', () => {
    expect(manifest.name).toBe(pkg.name);
    expect(front.name).toBe(manifest.name);
    expect(manifest.version).toBe(pkg.version);
    expect(front.description).toBe(manifest.description);
    expect(manifest.requires.node).toBe(pkg.engines.node);
  });

  it('keeps the SKILL.md front matter within what OpenClaw accepts', () => {
    expect(String(front.name)).toMatch(/^[a-z0-9-]{1,64}$/);
    const description = String(front.description);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[<>"]/);
    // metadata must be a single-line JSON object (older OpenClaw releases accept only that form).
    const raw = readFileSync(join(root, 'skills/openforge/SKILL.md'), 'utf8');
    const line = raw.split('\n').find((l) => l.startsWith('metadata:'))!;
    const metadata = JSON.parse(line.slice('metadata:'.length));
    expect(metadata.openclaw.requires.bins).toContain('node');
    expect(Object.keys(front).sort()).toEqual(['description', 'metadata', 'name']);
  });

  it('lists only commands that exist', async () => {
    const help = (await runCli(['--help'])).stdout;
    for (const command of manifest.commands as string[]) expect(help).toContain(`  ${command.split(' ')[0]} `);
  });
});
