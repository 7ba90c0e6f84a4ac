// The files a draft run names before its planner writes: a PRD name no earlier draft holds,
// and the folder the planner writes it in.

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { draftPrdPath } from '../draft/slug.js';

/** `base`, or `base-2`, `base-3`, …: the first slug whose PRD does not exist yet (an earlier draft's PRD is never overwritten). */
export function freeDraftSlug(cwd: string, base: string): string {
  let slug = base;
  for (let n = 2; existsSync(join(cwd, draftPrdPath(slug))) && n < 100; n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The planner's folder, made before it writes there (not every write tool creates folders); a failure is left to the planner's write to say. */
export function makeDraftFolder(cwd: string): void {
  try {
    mkdirSync(join(cwd, '.openforge', 'prds'), { recursive: true });
  } catch {
    /* the planner's write will say why */
  }
}
