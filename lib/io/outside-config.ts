// The configuration files outside the project that npm, pytest and cargo read (the user's and
// the global npmrc, every parent folder's package.json, .npmrc, pytest files and
// .cargo/config.toml, and $CARGO_HOME's config): read here for lib/gate/outside-config.ts to judge
// at plan time, and hashed into every snapshot of a run, so a change to one (or a new one) while
// a child is at work is a changed path outside the project (docs/design.md#gates).

import { createHash } from 'node:crypto';
import { closeSync, constants, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { outsideConfigLines, PYTEST_FILES, type OutsideSources, type SourceFile } from '../gate/outside-config.js';
import type { OutsideConfigLine } from '../schema/index.js';
import type { AnalyzeOptions } from '../plan/analyze.js';
import type { SnapshotEntry } from '../snapshot/index.js';
import { isProjectFile, workdirProblem } from './files.js';
import { projectScriptReader } from './project-scripts.js';

type Env = Readonly<Record<string, string | undefined>>;

/** What is read of one file: configuration is small; a larger one is judged by its first bytes and hashed by its size and time. */
const MAX_READ = 256 * 1024;
/** Folders looked at above the project (a deeper tree is unusual; its top folders are not looked at). */
const MAX_ANCESTORS = 40;
/** The names looked for in each folder above the project. */
const ANCESTOR_NAMES = ['package.json', '.npmrc', ...PYTEST_FILES, '.cargo/config.toml', '.cargo/config'];

const realOr = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

/** The user's npmrc (or the one `npm_config_userconfig` names) and the global one beside node. */
function npmrcPaths(env: Env, homeDir: string): string[] {
  const user = env.npm_config_userconfig ?? env.NPM_CONFIG_USERCONFIG ?? join(homeDir, '.npmrc');
  const globalRc = env.npm_config_globalconfig ?? env.NPM_CONFIG_GLOBALCONFIG ?? join(dirname(dirname(process.execPath)), 'etc', 'npmrc');
  return [resolve(user), resolve(globalRc)];
}

function cargoHomePaths(env: Env, homeDir: string): string[] {
  const home = env.CARGO_HOME ?? join(homeDir, '.cargo');
  return [join(home, 'config.toml'), join(home, 'config')].map((p) => resolve(p));
}

/** The folders above `project` (real path), nearest first. */
function ancestors(project: string): string[] {
  const out: string[] = [];
  for (let dir = dirname(project); out.length < MAX_ANCESTORS; dir = dirname(dir)) {
    out.push(dir);
    if (dirname(dir) === dir) break;
  }
  return out;
}

/** A regular file's first MAX_READ bytes (links followed: a dotfile kept elsewhere is still the user's), or null. */
function readSmall(abs: string): { bytes: Buffer; size: number; mtimeMs: number; ctimeMs: number; ino: number } | null {
  let fd: number | undefined;
  try {
    const stat = statSync(abs);
    if (!stat.isFile()) return null;
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const buf = Buffer.alloc(Math.min(stat.size, MAX_READ));
    const n = readSync(fd, buf, 0, buf.length, 0);
    return { bytes: buf.subarray(0, n), size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, ino: stat.ino };
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const shownPath = (abs: string, homeDir: string): string => (abs.startsWith(`${resolve(homeDir)}/`) ? `~/${abs.slice(resolve(homeDir).length + 1)}` : abs);

function source(abs: string, homeDir: string): SourceFile | undefined {
  const read = readSmall(abs);
  return read === null ? undefined : { shown: shownPath(abs, homeDir), text: read.bytes.toString('utf8') };
}

function filesIn(dir: string, names: readonly string[], homeDir: string): Record<string, SourceFile> {
  const out: Record<string, SourceFile> = {};
  for (const name of names) {
    const file = source(join(dir, name), homeDir);
    if (file !== undefined) out[name] = file;
  }
  return out;
}

/** What the runners would read from outside `project` for a gate run in its folder `workdir`. */
export function readOutsideSources(project: string, workdir: string | undefined, env: Env, homeDir: string): OutsideSources {
  const root = realOr(project);
  const gateDir = realOr(join(project, workdir ?? ''));
  const inside: Array<Record<string, SourceFile>> = [];
  for (let dir = gateDir; dir === root || dir.startsWith(`${root}${sep}`); dir = dirname(dir)) {
    inside.push(filesIn(dir, PYTEST_FILES, homeDir));
    if (dir === root) break;
  }
  return {
    npmrc: npmrcPaths(env, homeDir).flatMap((p) => source(p, homeDir) ?? []),
    ancestors: ancestors(root).map((dir) => ({ projectPath: relative(dir, root).split(sep).join('/'), files: filesIn(dir, ANCESTOR_NAMES, homeDir) })),
    inside,
    cargoHome: cargoHomePaths(env, homeDir).flatMap((p) => source(p, homeDir) ?? []),
  };
}

/** The lines of configuration from outside `project` that a gate's runner would take, in its folder `workdir`. */
export function outsideConfigAt(project: string, workdir: string | undefined, env: Env, homeDir: string): OutsideConfigLine[] {
  return outsideConfigLines(readOutsideSources(project, workdir, env, homeDir));
}

/**
 * Every such file that exists, hashed as a snapshot entry under its path from the project
 * (`../package.json`, `../../home/u/.npmrc`): a path no `Files:` glob covers, so a change is
 * always outside the scope. Absent files are not listed: one created later is an added path.
 */
export function outsideConfigEntries(project: string, env: Env, homeDir: string): SnapshotEntry[] {
  const root = realOr(project);
  const paths = new Set([...npmrcPaths(env, homeDir), ...cargoHomePaths(env, homeDir), ...ancestors(root).flatMap((dir) => ANCESTOR_NAMES.map((n) => join(dir, n)))]);
  const out: SnapshotEntry[] = [];
  for (const abs of paths) {
    const rel = relative(root, abs).split(sep).join('/');
    if (!rel.startsWith('../')) continue; // inside the project: the tree walk sees it
    const read = readSmall(abs);
    if (read === null) continue;
    const hash = createHash('sha256').update(read.bytes).update(read.size > MAX_READ ? `\0${read.size}:${read.mtimeMs}` : '').digest('hex');
    out.push({ path: rel, kind: 'file', hash, size: read.size, mtimeMs: read.mtimeMs, ctimeMs: read.ctimeMs, ino: read.ino, target: null, oversize: false });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What `validate` checks against the project folder `project(fromPrd)`: unittest names, each `Workdir:`, and the configuration its gates' runners (named, or started by its scripts) take from outside it. */
export function projectChecks(project: (fromPrd: string | undefined) => string, env: Env, homeDir: string): AnalyzeOptions {
  return {
    isProjectFile: (relativePath, fromPrd) => isProjectFile(project(fromPrd), relativePath),
    workdirProblem: (relative, fromPrd) => workdirProblem(project(fromPrd), relative),
    outsideConfig: (workdir, fromPrd) => outsideConfigAt(project(fromPrd), workdir, env, homeDir),
    readScript: (workdir, fromPrd) => projectScriptReader(project(fromPrd), workdir),
  };
}
