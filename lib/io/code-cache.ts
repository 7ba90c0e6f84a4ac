// A V8 code cache for the shipped command files that run the markdown parser (validate,
// plan, run). Most of their time was V8 compiling functions on first call (micromark's
// tokenizer is hundreds of small functions); the cache holds the bytecode of every function
// a run compiled, so the next run skips that. Measured in bench/RESULTS.md. The run commands
// (next, status, …) run little of their code per call and do not gain, so they load plainly.
//
// The cache lives in `<OpenForge home>/code-cache/<node version>-<arch>/`, one file per
// command file: `<name>-<key>.v8`, the key made of the build hash the file ends with
// (build/bundle.mjs), its size, modification time and inode (a new build, copy or edit of the
// skill gets a new key; V8 only checks the source's length), holding a 64-bit checksum of the V8
// data (lib/text/checksum.ts), then the data. V8 does not check the data itself and crashes on
// a damaged one, so a file whose checksum does not match is ignored and rewritten, as is one
// V8 rejects (another V8 build or flags); any failure to read or write it only costs the
// speed-up. OPENFORGE_CODE_CACHE=0 turns it off. It only caches code compiled from our files.
// No node:crypto: loading it costs more than the checksum.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
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
}

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

/**
 * Load the CommonJS file `file` (a shipped command bundle) as `require` would, compiling it
 * with the cached code from `cacheDir` when there is a valid cache for this very file.
 * Without a cache directory it is a plain `require`.
 */
export function requireWithCodeCache(file: string, cacheDir: string | null): unknown {
  const load = createRequire(file);
  if (cacheDir === null) {
    uses.push({ file, cache: 'off' });
    return load(file);
  }
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
    pending.push({ script, cacheFile });
  }
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (e: unknown, r: NodeJS.Require, m: { exports: unknown }, f: string, d: string) => void;
  run.call(module.exports, module.exports, load, module, file, dirname(file));
  return module.exports;
}

/**
 * At exit, after the command ran: write the cache of every file loaded without a valid one (it now
 * holds the functions this run compiled), replacing older caches of the same file. Atomic
 * (temp file, then rename); errors are ignored. Nothing is written under a home the command
 * refused (code-cache-veto.ts).
 */
export function flushCodeCache(): void {
  for (const { script, cacheFile } of pending.splice(0)) {
    if (codeCacheVetoed(cacheFile)) continue; // a home the command refused (code-cache-veto.ts)
    try {
      const data = script.createCachedData();
      const dir = dirname(cacheFile);
      mkdirSync(dir, { recursive: true });
      const name = basename(cacheFile).replace(/(?:-[0-9a-z]+){4}\.v8$/, '');
      for (const old of readdirSync(dir)) {
        if (old !== basename(cacheFile) && /^(?:-[0-9a-z]+){4}\.v8$/.test(old.slice(name.length)) && old.startsWith(`${name}-`)) rmSync(join(dir, old), { force: true });
      }
      const temp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(temp, Buffer.concat([Buffer.from(checksum64(data), 'latin1'), data]));
      renameSync(temp, cacheFile);
    } catch {
      // A read-only or full disk only costs the speed-up.
    }
  }
}
