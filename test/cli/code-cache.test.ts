import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheDir, codeCacheUses, flushCodeCache, requireWithCodeCache } from '../../lib/io/code-cache.js';
import { runNode } from '../helpers/cli.js';

const tmp = mkdtempSync(join(tmpdir(), 'openforge-code-cache-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let n = 0;
/** A CommonJS module (a fresh path each time, so require's own cache never answers). */
function moduleFile(body: string): string {
  n += 1;
  const dir = join(tmp, `m${n}`);
  const file = join(dir, 'cmd.cjs');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, body);
  return file;
}

const lastUse = () => codeCacheUses()[codeCacheUses().length - 1]?.cache;

/** `requireWithCodeCache` as a new process would call it: with nothing of `file` in require's cache yet. */
function load(file: string, cache: string | null): unknown {
  const registry = createRequire(file).cache;
  for (const key of Object.keys(registry)) if (dirname(key) === dirname(file) || dirname(key).startsWith(`${dirname(file)}/`)) delete registry[key];
  return requireWithCodeCache(file, cache);
}

describe('requireWithCodeCache', () => {
  const body = "#!/usr/bin/env node\nconst { join } = require('node:path');\nexports.answer = (x) => join('a', String(x * 2));\nexports.file = __filename;\n";

  it('loads a CommonJS file like require, then reuses the V8 code its run compiled', () => {
    const cache = join(tmp, 'cache1');
    const file = moduleFile(body);
    const first = load(file, cache) as { answer: (x: number) => string; file: string };
    expect(first.answer(21)).toBe(join('a', '42'));
    expect(first.file).toBe(file);
    expect(lastUse()).toBe('miss');
    flushCodeCache();
    const written = readdirSync(cache);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^cmd-nobuild(?:-[0-9a-z]+){3}\.v8$/);
    const again = load(file, cache) as { answer: (x: number) => string };
    expect(again.answer(2)).toBe(join('a', '4'));
    expect(lastUse()).toBe('hit');
  });

  it('ignores and rewrites a damaged cache file', () => {
    const cache = join(tmp, 'cache2');
    const file = moduleFile(body);
    load(file, cache);
    flushCodeCache();
    const [name] = readdirSync(cache);
    const path = join(cache, name ?? '');
    const bytes = readFileSync(path);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(path, bytes);
    expect((load(file, cache) as { answer: (x: number) => string }).answer(1)).toBe(join('a', '2'));
    expect(lastUse()).toBe('miss');
    flushCodeCache();
    expect(load(file, cache)).toBeTruthy();
    expect(lastUse()).toBe('hit');
  });

  it('keys the cache on the file (size, time, inode): a changed file gets a new cache, the old one is removed', () => {
    const cache = join(tmp, 'cache3');
    const file = moduleFile(body);
    load(file, cache);
    flushCodeCache();
    const before = readdirSync(cache);
    writeFileSync(file, body.replace('x * 2', 'x * 30'));
    expect((load(file, cache) as { answer: (x: number) => string }).answer(2)).toBe(join('a', '60'));
    expect(lastUse()).toBe('miss');
    flushCodeCache();
    const after = readdirSync(cache);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('keys the cache on the build hash a file ends with', () => {
    const cache = join(tmp, 'cache4');
    const file = moduleFile(`${body}//# openforge-build=0123456789abcdef\n`);
    load(file, cache);
    flushCodeCache();
    expect(readdirSync(cache)).toEqual([expect.stringMatching(/^cmd-0123456789abcdef(?:-[0-9a-z]+){3}\.v8$/)]);
  });

  it('is off with OPENFORGE_CODE_CACHE=0, and lives under the OpenForge home per Node version', () => {
    expect(codeCacheDir({ OPENFORGE_CODE_CACHE: '0' }, '/h')).toBeNull();
    expect(codeCacheDir({}, '/h')).toBe(join('/h', 'code-cache', `${process.version}-${process.arch}`));
    const file = moduleFile(body);
    expect((load(file, null) as { answer: (x: number) => string }).answer(5)).toBe(join('a', '10'));
    expect(lastUse()).toBe('off');
  });

  it('loads the script files a cached file requires through the cache too, each once, as require would share them', () => {
    const cache = join(tmp, 'cache5');
    const file = moduleFile("const chunk = require('./chunks/shared.cjs');\nexports.next = () => chunk.count();\nexports.same = () => require('./chunks/shared.cjs') === chunk;\n");
    mkdirSync(join(dirname(file), 'chunks'));
    writeFileSync(join(dirname(file), 'chunks/shared.cjs'), "let n = 0;\nexports.count = () => { n += 1; return n; };\n");
    const first = load(file, cache) as { next: () => number; same: () => boolean };
    expect(codeCacheUses().slice(-2).map((u) => [u.file, u.cache])).toEqual([
      [file, 'miss'],
      [join(dirname(file), 'chunks/shared.cjs'), 'miss'],
    ]);
    expect([first.next(), first.next(), first.same()]).toEqual([1, 2, true]);
    // A plain require of the chunk in the same process meets the same module.
    expect((createRequire(file)('./chunks/shared.cjs') as { count: () => number }).count()).toBe(3);
    flushCodeCache();
    expect(readdirSync(cache).sort()).toEqual([expect.stringMatching(/^cmd-nobuild(?:-[0-9a-z]+){3}\.v8$/), expect.stringMatching(/^shared-nobuild(?:-[0-9a-z]+){3}\.v8$/)]);
    const again = load(file, cache) as { next: () => number };
    expect(codeCacheUses().slice(-2).map((u) => u.cache)).toEqual(['hit', 'hit']);
    expect(again.next()).toBe(1);
  });

  it('on a write, removes the caches of script files the folder no longer has (a rebuild renames its chunks), and keeps the others', () => {
    const cache = join(tmp, 'cache7');
    const scripts = join(tmp, 'scripts7');
    mkdirSync(join(scripts, 'commands'), { recursive: true });
    mkdirSync(join(scripts, 'chunks'), { recursive: true });
    writeFileSync(join(scripts, 'commands/cmd.cjs'), "exports.v = require('../chunks/loop-NEW.cjs').v;\n");
    writeFileSync(join(scripts, 'chunks/loop-NEW.cjs'), 'exports.v = 7;\n');
    writeFileSync(join(scripts, 'commands/other.cjs'), 'exports.v = 8;\n');
    mkdirSync(cache, { recursive: true });
    const planted = ['loop-OLD-0123456789abcdef-1-2-3.v8', 'other-0123456789abcdef-1-2-3.v8', 'cmd-0123456789abcdef-1-2-3.v8', 'notes.txt'];
    for (const name of planted) writeFileSync(join(cache, name), 'x');
    expect((load(join(scripts, 'commands/cmd.cjs'), cache) as { v: number }).v).toBe(7);
    flushCodeCache();
    const left = readdirSync(cache).sort();
    expect(left.filter((f) => f.startsWith('loop-OLD') || f.startsWith('cmd-0123'))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(['other-0123456789abcdef-1-2-3.v8', 'notes.txt']));
    expect(left.filter((f) => /^(?:cmd|loop-NEW)-nobuild(?:-[0-9a-z]+){3}\.v8$/.test(f))).toHaveLength(2);
  });

  it('does not keep a module that threw, as require does', () => {
    const cache = join(tmp, 'cache6');
    const file = moduleFile("throw new Error('broken');\n");
    expect(() => load(file, cache)).toThrow('broken');
    expect(createRequire(file).cache[file]).toBeUndefined();
  });
});

describe('the shipped CLI', () => {
  const root = resolve(import.meta.dirname, '../..');
  const cli = join(root, 'skills/openforge/scripts/openforge.cjs');
  const prd = join(root, 'examples/rejected-gate.prd.md');

  it('plan writes a code cache under the OpenForge home and prints the same plan with it', () => {
    const home = join(tmp, 'home');
    const env = { ...process.env, OPENFORGE_HOME: home, OPENFORGE_CODE_CACHE: '' };
    const first = runNode(cli, ['plan', prd, '--json'], { env });
    const dir = join(home, 'code-cache', `${process.version}-${process.arch}`);
    // The shipped file ends with its build hash (build/bundle.mjs), which the cache key starts with.
    expect(readdirSync(dir).filter((f) => /^plan-[0-9a-f]{16}(?:-[0-9a-z]+){3}\.v8$/.test(f))).toHaveLength(1);
    const second = runNode(cli, ['plan', prd, '--json'], { env });
    expect(second.code).toBe(first.code);
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe('');
    const off = runNode(cli, ['plan', prd, '--json'], { env: { ...env, OPENFORGE_CODE_CACHE: '0' } });
    expect(off.stdout).toBe(first.stdout);
    runNode(cli, ['plan', prd, '--json'], { env: { ...env, OPENFORGE_HOME: join(tmp, 'home-off'), OPENFORGE_CODE_CACHE: '0' } });
    expect(() => readdirSync(join(tmp, 'home-off', 'code-cache'))).toThrow();
  });

  it('next writes the caches of its command and the chunks it loads, and answers the same with them', () => {
    const home = join(tmp, 'home-next');
    const project = join(tmp, 'project-next');
    mkdirSync(project, { recursive: true });
    const env = { ...process.env, OPENFORGE_HOME: home, OPENFORGE_CODE_CACHE: '' };
    const first = runNode(cli, ['next', '--json'], { env, cwd: project });
    const dir = join(home, 'code-cache', `${process.version}-${process.arch}`);
    const written = readdirSync(dir);
    expect(written.filter((f) => /^next-[0-9a-f]{16}(?:-[0-9a-z]+){3}\.v8$/.test(f))).toHaveLength(1);
    expect(written.filter((f) => /^loop-[0-9A-Z]+-[0-9a-f]{16}(?:-[0-9a-z]+){3}\.v8$/.test(f)).length).toBeGreaterThan(0);
    const second = runNode(cli, ['next', '--json'], { env, cwd: project });
    expect([second.code, second.stdout, second.stderr]).toEqual([first.code, first.stdout, first.stderr]);
    expect(readdirSync(dir).sort()).toEqual([...written].sort());
  });
});
