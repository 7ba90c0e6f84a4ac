// A V8 code cache for the shipped script files. Most of a command's own time was V8 compiling
// the functions it runs on first call (micromark's tokenizer for validate, plan and run; the
// engine's chunk for the run loop); the cache holds the bytecode of every function a run
// compiled, so the next run skips that. A command loaded through the cache brings the files it
// requires (its chunks, the lazy files) through it too, each with a cache file of its own.
// Measured in docs/decisions.md and bench/RESULTS.md.
//
// The cache lives in `<OpenForge home>/code-cache/<node version>-<arch>/`, one file per
// script file: `<name>-<key>.v8`, the key made of the build hash the file ends with
// (build/bundle.mjs), its size, modification time and inode (a new build, copy or edit of the
// skill gets a new key; V8 only checks the source's length), holding a 64-bit checksum of the V8
// data (lib/text/checksum.ts), then the data. V8 does not check the data itself and crashes on
// a damaged one, so a file whose checksum does not match is ignored and rewritten, as is one
// V8 rejects (another V8 build or flags); any failure to read or write it only costs the
// speed-up. OPENFORGE_CODE_CACHE=0 turns it off. It only caches code compiled from our files,
// and only under the home that holds the run key and the seals, which a command refuses inside
// the project (code-cache-veto.ts): whoever can write it can write the skill's scripts too.
// No node:crypto: loading it costs more than the checksum.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { Script } from 'node:vm';
import { checksum64 } from '../text/checksum.js';
import { codeCacheVetoed } from './code-cache-veto.js';

/** The line build/bundle.mjs ends a code-cached command file with: the hash of its content. */
const BUILD_MARK = /\/\/# openforge-build=([0-9a-f]{16})\n?$/;

/** The checksum, as 16 ASCII hex digits, before the V8 data. */
const CHECKSUM_BYTES = 16;

interface Pending {
  script: Script;
  cacheFile: string;
  /** The script file it caches. */
  file: string;
}

/** The key a cache file's name ends with (build, size, time, inode), after the script's name. */
const KEY_SUFFIX = /(?:-[0-9a-z]+){4}\.v8$/;

const pending: Pending[] = [];

/** How each file loaded through the cache in this process was compiled. */
export type CodeCacheUse = { file: string; cache: 'hit' | 'miss' | 'rejected' | 'off' };
const uses: CodeCacheUse[] = [];

/** The files loaded through `requireWithCodeCache` so far, and whether their cache was used. */
export function codeCacheUses(): readonly CodeCacheUse[] {
  return uses;
}

/** The cache directory, or null when caching is off. */
export function codeCacheDir(env: Readonly<Record<string, string | undefined>>, home: string): string | null {
  if (env.OPENFORGE_CODE_CACHE === '0') return null;
  return join(home, 'code-cache', `${process.version}-${process.arch}`);
}

function readCache(cacheFile: string): Buffer | undefined {
  try {
    const file = readFileSync(cacheFile);
    if (file.length <= CHECKSUM_BYTES) return undefined;
    const data = file.subarray(CHECKSUM_BYTES);
    return checksum64(data) === file.subarray(0, CHECKSUM_BYTES).toString('latin1') ? data : undefined;
  } catch {
    return undefined;
  }
}

/** A relative require of another script file (`./chunks/x.cjs`, `../lazy/y.cjs`): loaded through the cache too. */
const SCRIPT_FILE = /^\.\.?\/[^]*\.cjs$/;

/** The function the module `file` is compiled to, with the cached code when there is a valid cache for this very file. */
function compile(file: string, cacheDir: string): (e: unknown, r: NodeJS.Require, m: Module, f: string, d: string) => void {
  const source = readFileSync(file, 'utf8');
  const stat = statSync(file, { bigint: true });
  const name = basename(file).replace(/\.c?js$/, '');
  const build = BUILD_MARK.exec(source.slice(-64))?.[1] ?? 'nobuild';
  const key = `${build}-${stat.size.toString(36)}-${stat.mtimeNs.toString(36)}-${stat.ino.toString(36)}`;
  const cacheFile = join(cacheDir, `${name}-${key}.v8`);
  const cachedData = readCache(cacheFile);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.replace(/^#!.*/, '')}\n})`;
  const script = new Script(wrapped, { filename: file, cachedData });
  uses.push({ file, cache: cachedData === undefined ? 'miss' : script.cachedDataRejected === true ? 'rejected' : 'hit' });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // Written when the process exits: by then the cache holds every function the run compiled.
    if (pending.length === 0) process.once('exit', flushCodeCache);
    pending.push({ script, cacheFile, file });
  }
  return script.runInThisContext() as ReturnType<typeof compile>;
}

/**
 * `file` as a module registered in require's own cache (so a plain `require` of it elsewhere
 * gets the same instance, and it runs once), compiled through the cache; its relative requires
 * of script files are loaded the same way.
 */
function loadThroughCache(file: string, cacheDir: string): unknown {
  const plain = createRequire(file);
  const known = plain.cache[file];
  if (known !== undefined) return known.exports;
  const run = compile(file, cacheDir);
  const module = new Module(file);
  module.filename = file;
  const linked = ((id: string) => (SCRIPT_FILE.test(id) ? loadThroughCache(resolve(dirname(file), id), cacheDir) : plain(id))) as NodeJS.Require;
  Object.assign(linked, { resolve: plain.resolve, cache: plain.cache, main: plain.main, extensions: plain.extensions });
  plain.cache[file] = module as unknown as NodeJS.Module;
  try {
    run.call(module.exports, module.exports, linked, module, file, dirname(file));
  } catch (err) {
    // As require does: a module that threw is not kept.
    delete plain.cache[file];
    throw err;
  }
  module.loaded = true;
  return module.exports;
}

/**
 * Load the CommonJS file `file` (a shipped command bundle) as `require` would, compiling it and
 * the script files it requires with the cached code from `cacheDir` when there is a valid cache
 * for each. Without a cache directory it is a plain `require`.
 */
export function requireWithCodeCache(file: string, cacheDir: string | null): unknown {
  if (cacheDir === null) {
    uses.push({ file, cache: 'off' });
    return createRequire(file)(file);
  }
  return loadThroughCache(file, cacheDir);
}

/**
 * The names (without `.cjs`) of the script files beside `files`: every `.cjs` file in the folders
 * of the skill's scripts (the command's, the chunks', the lazy files') that `files` lie in.
 */
function scriptNames(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const root of new Set(files.map((f) => dirname(dirname(f))))) {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const name of readdirSync(join(root, entry.name))) if (name.endsWith('.cjs')) names.add(name.slice(0, -4));
    }
  }
  return names;
}

/**
 * At exit, after the command ran: write the cache of every file loaded without a valid one (it now
 * holds the functions this run compiled), replacing older caches of the same file and removing
 * those of script files the skill no longer has (a rebuild renames its chunks). Atomic (temp
 * file, then rename); errors are ignored. Nothing is written under a home the command refused
 * (code-cache-veto.ts).
 */
export function flushCodeCache(): void {
  const written = pending.splice(0).filter((p) => !codeCacheVetoed(p.cacheFile)); // a home the command refused (code-cache-veto.ts)
  for (const dir of new Set(written.map((p) => dirname(p.cacheFile)))) {
    const here = written.filter((p) => dirname(p.cacheFile) === dir);
    try {
      mkdirSync(dir, { recursive: true });
      removeStale(dir, here);
    } catch {
      // A read-only or full disk only costs the speed-up.
    }
    for (const { script, cacheFile } of here) {
      try {
        const data = script.createCachedData();
        const temp = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(temp, Buffer.concat([Buffer.from(checksum64(data), 'latin1'), data]));
        renameSync(temp, cacheFile);
      } catch {
        // A read-only or full disk only costs the speed-up.
      }
    }
  }
}

/** Remove from `dir` the older caches of the files about to be written, and the caches of script files the skill no longer has. */
function removeStale(dir: string, written: readonly Pending[]): void {
  const keep = new Set(written.map((p) => basename(p.cacheFile)));
  const replaced = new Set(written.map((p) => basename(p.cacheFile).replace(KEY_SUFFIX, '')));
  const current = scriptNames(written.map((p) => p.file));
  for (const old of readdirSync(dir)) {
    if (keep.has(old) || !KEY_SUFFIX.test(old)) continue;
    const name = old.replace(KEY_SUFFIX, '');
    if (replaced.has(name) || !current.has(name)) rmSync(join(dir, old), { force: true });
  }
}
