// The scratch copy a phase's tests run in on the code before the phase (docs/design.md#fail-to-pass):
// the tree as the snapshot `now` lists it, copied file by file from the project, except the
// reverted files, which are written from the content kept at the phase's start (or left out
// when they did not exist then). Dependencies are shared read-only through links: each
// `node_modules` becomes a folder of links to the project's packages (a workspace package linked
// into the project is linked to its copy instead, so the old code is what loads), a Python venv
// one link. Nothing here follows a link inside the project or writes outside `dir`.

import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { OldCodeLayout } from '../run/index.js';
import type { TreeSnapshot } from '../snapshot/index.js';

export interface ScratchInput {
  /** The project. */
  root: string;
  /** The tree now (what is copied). */
  now: TreeSnapshot;
  /** The tree at the phase's start (where the reverted files' content comes from); null: not kept. */
  since: TreeSnapshot | null;
  /** Where file contents are kept by hash. */
  keptDir: string;
  revert: readonly string[];
  dir: string;
}

/** Folders never copied: version control, and the dependency folders shared through links. */
const SKIPPED = /(?:^|\/)(?:\.git|node_modules|\.venv|venv)(?:\/|$)/;
/** Python virtual environments shared as one link, where they stand at a folder that is copied. */
const VENVS = ['.venv', 'venv'];

const inside = (root: string, path: string): boolean => path === root || path.startsWith(root + sep);

function copyFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

function link(target: string, at: string): void {
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(target, at);
}

/** `at` as a folder of links to the entries of the project's `node_modules` `from`; links into the project point at the copy. */
function linkPackages(root: string, dir: string, from: string, at: string, depth = 0): void {
  mkdirSync(at, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const stat = lstatSync(source);
    if (depth === 0 && name.startsWith('@') && stat.isDirectory()) {
      linkPackages(root, dir, source, join(at, name), 1);
      continue;
    }
    let real: string;
    try {
      real = realpathSync(source);
    } catch {
      continue;
    }
    // A workspace package of the project (inside it, not installed under a node_modules): its copy, so the old code is what a test imports by name.
    const own = inside(root, real) && !relative(root, real).split(sep).includes('node_modules');
    link(own ? join(dir, relative(root, real)) : real, join(at, name));
  }
}

/** The folders of the copy, from the snapshot's paths: where a `node_modules` or a venv of the project is linked. */
function folders(now: TreeSnapshot): string[] {
  const out = new Set<string>(['']);
  for (const e of now.entries) {
    if (SKIPPED.test(e.path)) continue;
    const parts = e.path.split('/');
    for (let i = 1; i < parts.length; i += 1) out.add(parts.slice(0, i).join('/'));
  }
  return [...out];
}

/** Lay out the copy; any trouble leaves no copy behind and says which file or that the copy failed. */
export function layOutScratch(input: ScratchInput): OldCodeLayout {
  const { now, since, keptDir, dir } = input;
  const root = realpathSync(resolve(input.root));
  const revert = new Set(input.revert);
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const e of now.entries) {
      if (revert.has(e.path) || SKIPPED.test(e.path)) continue;
      const to = join(dir, e.path);
      if (e.kind === 'symlink') link(e.target ?? '', to);
      else if (existsSync(join(root, e.path))) copyFile(join(root, e.path), to);
    }
    for (const path of revert) {
      const was = since?.entries.find((e) => e.path === path);
      // Absent at the phase's start: absent in the copy.
      if (was === undefined) continue;
      if (was.kind === 'symlink') {
        link(was.target ?? '', join(dir, path));
        continue;
      }
      const kept = join(keptDir, was.hash);
      if (since === null || !existsSync(kept)) {
        rmSync(dir, { recursive: true, force: true });
        return { ok: false, why: 'not-kept', path };
      }
      copyFile(kept, join(dir, path));
    }
    for (const folder of folders(now)) {
      const modules = join(root, folder, 'node_modules');
      if (lstatSync(modules, { throwIfNoEntry: false })?.isDirectory() === true) linkPackages(root, dir, modules, join(dir, folder, 'node_modules'));
      for (const venv of VENVS) {
        const at = join(root, folder, venv);
        if (lstatSync(at, { throwIfNoEntry: false })?.isDirectory() === true) link(at, join(dir, folder, venv));
      }
    }
    return { ok: true, dir: realpathSync(dir) };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, why: 'layout-failed' };
  }
}

/** Remove scratch copies; a link standing at one is removed itself, never what it points to. */
export function removeScratch(dirs: readonly string[], warnings: string[]): void {
  for (const dir of dirs) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (err) {
      warnings.push(`${dir}: the scratch copy could not be removed (${(err as NodeJS.ErrnoException).code ?? 'error'}); remove it by hand.`);
    }
  }
}

