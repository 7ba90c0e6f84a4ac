import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

// Packaging contracts of the installable skill folder. Name/version/description agreement
// across skill.json, SKILL.md and package.json (and the ≤ 160-char description) is tested
// once, in manifest.test.ts.

const root = resolve(import.meta.dirname, '../..');
/** The built, committed folder users install (`npm run build` writes its schemas/ and the tables of its references/). */
const skillDir = join(root, 'skills/openforge');
const skillMdPath = join(skillDir, 'SKILL.md');
/** The schema of skill.json, published with the others. */
const MANIFEST_SCHEMA = join(root, 'skills/openforge/schemas/skill-manifest.schema.json');

/**
 * The frontmatter keys OpenClaw's own validator accepts: `allowed_properties` in
 * skills/skill-creator/scripts/quick_validate.py of openclaw@2026.9.6 (the npm package).
 * It lacks `version`: the version lives only in skill.json and package.json.
 */
const QUICK_VALIDATE_ALLOWED_KEYS = [
  'name',
  'description',
  'homepage',
  'license',
  'allowed-tools',
  'user-invocable',
  'disable-model-invocation',
  'command-dispatch',
  'command-tool',
  'command-arg-mode',
  'metadata',
];

const skillMd = readFileSync(skillMdPath, 'utf8');
/** The reference pages (their one copy is in the skill folder). */
const referencePages = readdirSync(join(root, 'skills/openforge/references'))
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => ({ file: `references/${f}`, text: readFileSync(join(root, 'skills/openforge/references', f), 'utf8') }));
const documents = [{ file: 'skills/openforge/SKILL.md', text: skillMd }, ...referencePages];

function frontMatter(): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(skillMd);
  if (match === null) throw new Error('SKILL.md does not start with YAML front matter');
  const value: unknown = parse(match[1] ?? '');
  expect(value !== null && typeof value === 'object' && !Array.isArray(value), 'the front matter is a YAML mapping').toBe(true);
  return value as Record<string, unknown>;
}

/** `{baseDir}/a/b.md` → `a/b.md`: every path the skill tells the agent to open. */
function baseDirPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const match of text.matchAll(/\{baseDir\}\/([^\s`'"()<>[\]…]*)/g)) {
    const path = (match[1] ?? '').replace(/[.,;:]+$/, '');
    if (path !== '') paths.add(path);
  }
  return [...paths];
}

/** First words after `OF ` and `openforge.cjs ` in the text: the commands it shows. */
function shownCommands(text: string): string[] {
  const commands = new Set<string>();
  for (const match of text.matchAll(/(?:\bOF|openforge\.mjs) ([a-z][a-z-]*)/g)) commands.add(match[1] ?? '');
  return [...commands];
}

describe('SKILL.md front matter', () => {
  const front = frontMatter();

  it('uses only the keys quick_validate.py allows (no version)', () => {
    for (const key of Object.keys(front)) expect(QUICK_VALIDATE_ALLOWED_KEYS, `front matter key ${key}`).toContain(key);
    expect(front).not.toHaveProperty('version');
  });

  it('has a name valid under the AgentSkills rules, matching its folder', () => {
    expect(typeof front.name).toBe('string');
    const name = front.name as string;
    expect(name.length).toBeGreaterThanOrEqual(1);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/); // lowercase, digits, single inner hyphens
    expect(name).toBe(basename(skillDir));
  });

  it('has a one-line description within the AgentSkills limits', () => {
    expect(typeof front.description).toBe('string');
    const description = (front.description as string).trim();
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(1024);
    expect(description).not.toMatch(/[<>\n]/);
  });
});

describe('SKILL.md budgets', () => {
  it('stays within 250 lines and 12 KB', () => {
    expect(skillMd.split('\n').length - (skillMd.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(250);
    expect(Buffer.byteLength(skillMd, 'utf8')).toBeLessThanOrEqual(12_288);
  });
});

describe('what SKILL.md and the references point at', () => {
  it('every {baseDir}/… path exists in the built skill folder', () => {
    const missing: string[] = [];
    let count = 0;
    for (const { file, text } of documents) {
      for (const path of baseDirPaths(text)) {
        count += 1;
        if (!existsSync(join(skillDir, path))) missing.push(`${file}: {baseDir}/${path}`);
      }
    }
    expect(count, 'the pages mention {baseDir} paths').toBeGreaterThan(0);
    expect(missing, 'missing from skills/openforge (run `npm run build` after adding a page)').toEqual([]);
  });

  it('loads every reference page from SKILL.md', () => {
    const referenced = baseDirPaths(skillMd).filter((p) => p.startsWith('references/'));
    for (const { file } of referencePages) expect(referenced, `SKILL.md names ${file}`).toContain(file);
  });

  it('every command shown exists in `openforge --help` and in skill.json', async () => {
    const help = (await runCli(['--help'])).stdout;
    const listed = new Set([...help.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((m) => m[1]));
    const manifest = JSON.parse(readFileSync(join(root, 'skill.json'), 'utf8')) as { commands: string[] };
    const declared = new Set(manifest.commands.map((c) => c.split(' ')[0]));
    const shown = documents.flatMap(({ file, text }) => shownCommands(text).map((command) => ({ file, command })));
    expect(shown.map((s) => s.command)).toEqual(expect.arrayContaining(['run', 'next', 'spawned', 'status']));
    for (const { file, command } of shown) {
      expect(listed.has(command), `${file} shows \`${command}\`, which --help does not list`).toBe(true);
      expect(declared.has(command), `${file} shows \`${command}\`, which skill.json does not declare`).toBe(true);
    }
  });
});

describe('skill.json', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(JSON.parse(readFileSync(MANIFEST_SCHEMA, 'utf8')));
  const manifest = JSON.parse(readFileSync(join(root, 'skill.json'), 'utf8')) as Record<string, unknown>;

  it('validates against its JSON Schema', () => {
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('is rejected by the schema when it breaks the contract', () => {
    expect(validate({ ...manifest, version: 'one' })).toBe(false);
    expect(validate({ ...manifest, name: 'Open_Forge' })).toBe(false);
    expect(validate({ ...manifest, extra: true })).toBe(false);
    const { triggers: _t, ...withoutTriggers } = manifest;
    expect(validate(withoutTriggers)).toBe(false);
  });

  it('names an entry script that exists in the built folder', () => {
    expect(existsSync(join(skillDir, manifest.entry as string))).toBe(true);
  });
});
