import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

describe('requireWithCodeCache', () => {
  const body = "#!/usr/bin/env node\nconst { join } = require('node:path');\nexports.answer = (x) => join('a', String(x * 2));\nexports.file = __filename;\n";

  it('loads a CommonJS file like require, then reuses the V8 code its run compiled', () => {
    const cache = join(tmp, 'cache1');
    const file = moduleFile(body);
    const first = requireWithCodeCache(file, cache) as { answer: (x: number) => string; file: string };
    expect(first.answer(21)).toBe(join('a', '42'));
    expect(first.file).toBe(file);
    expect(lastUse()).toBe('miss');
    flushCodeCache();
    const written = readdirSync(cache);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^cmd-nobuild(?:-[0-9a-z]+){3}\.v8$/);
    const again = requireWithCodeCache(file, cache) as { answer: (x: number) => string };
    expect(again.answer(2)).toBe(join('a', '4'));
    expect(lastUse()).toBe('hit');
  });

  it('ignores and rewrites a damaged cache file', () => {
    const cache = join(tmp, 'cache2');
    const file = moduleFile(body);
    requireWithCodeCache(file, cache);
    flushCodeCache();
    const [name] = readdirSync(cache);
    const path = join(cache, name ?? '');
    const bytes = readFileSync(path);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(path, bytes);
    expect((requireWithCodeCache(file, cache) as { answer: (x: number) => string }).answer(1)).toBe(join('a', '2'));
    expect(lastUse()).toBe('miss');
    flushCodeCache();
    expect(requireWithCodeCache(file, cache)).toBeTruthy();
    expect(lastUse()).toBe('hit');
  });

  it('keys the cache on the file (size, time, inode): a changed file gets a new cache, the old one is removed', () => {
    const cache = join(tmp, 'cache3');
    const file = moduleFile(body);
    requireWithCodeCache(file, cache);
    flushCodeCache();
    const before = readdirSync(cache);
    writeFileSync(file, body.replace('x * 2', 'x * 30'));
    expect((requireWithCodeCache(file, cache) as { answer: (x: number) => string }).answer(2)).toBe(join('a', '60'));
    expect(lastUse()).toBe('miss');
    flushCodeCache();
    const after = readdirSync(cache);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('keys the cache on the build hash a file ends with', () => {
    const cache = join(tmp, 'cache4');
    const file = moduleFile(`${body}//# openforge-build=0123456789abcdef\n`);
    requireWithCodeCache(file, cache);
    flushCodeCache();
    expect(readdirSync(cache)).toEqual([expect.stringMatching(/^cmd-0123456789abcdef(?:-[0-9a-z]+){3}\.v8$/)]);
  });

  it('is off with OPENFORGE_CODE_CACHE=0, and lives under the OpenForge home per Node version', () => {
    expect(codeCacheDir({ OPENFORGE_CODE_CACHE: '0' }, '/h')).toBeNull();
    expect(codeCacheDir({}, '/h')).toBe(join('/h', 'code-cache', `${process.version}-${process.arch}`));
    const file = moduleFile(body);
    expect((requireWithCodeCache(file, null) as { answer: (x: number) => string }).answer(5)).toBe(join('a', '10'));
    expect(lastUse()).toBe('off');
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
});
