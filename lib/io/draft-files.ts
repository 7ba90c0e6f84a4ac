// The files a draft run names before its planner writes: a PRD name no earlier draft holds,
// and the folders a run's children write to, made when the run starts.

import { existsSync, lstatSync, mkdirSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { draftPrdPath } from '../draft/slug.js';

/** `base`, or `base-2`, `base-3`, …: the first slug whose PRD does not exist yet (an earlier draft's PRD is never overwritten). */
export function freeDraftSlug(cwd: string, base: string): string {
  let slug = base;
  for (let n = 2; existsSync(join(cwd, draftPrdPath(slug))) && n < 100; n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * Make the folder `relative` inside `cwd`, one level at a time and never through a link: a level
 * that is a link or not a directory stops it. Not every write tool creates folders; a folder
 * that cannot be made is left to the child's write to say.
 */
export function makeProjectFolder(cwd: string, relative: string): void {
  const parts = normalize(relative).split(sep).filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return;
  let dir = cwd;
  for (const part of parts) {
    dir = join(dir, part);
    try {
      if (!lstatSync(dir).isDirectory()) return;
    } catch {
      try {
        mkdirSync(dir);
      } catch {
        return;
      }
    }
  }
}
