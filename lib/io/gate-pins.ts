// "Resolve, then pin" (docs/design.md#gates): when a gate is issued, every path it names
// (lib/gate/pin-paths.ts) and its `Workdir:` are resolved to their real paths, now, and must
// stay inside the project; a destination the program writes must not be a link (symbolic or
// hard). What is recorded goes on the gate's record, and the exec command checks it again right
// before the gate runs (lib/gate/pin-guard.ts).

import { lstatSync, realpathSync, type Stats } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { PathCandidate, PinResolution } from '../gate/pin-paths.js';
import type { GatePin } from '../schema/run-base.js';
import { workdirProblem } from './files.js';

const shown = (path: string): string => `\`${path}\``;

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

const within = (root: string, real: string): boolean => real === root || real.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);

/** The first prefix of `path` (relative to `folder`) that does not exist, or null when all of it does. */
function firstMissing(folder: string, path: string): string | null {
  const parts = path.split('/');
  for (let n = 1; n <= parts.length; n++) {
    const prefix = parts.slice(0, n).join('/');
    if (lstatOrNull(join(folder, prefix)) === null) return prefix;
  }
  return null;
}

const OUTSIDE_FIX = 'name a path inside the project, and remove the link a sub-agent made';

/** One path the gate names, resolved; null when it is an operand that does not exist (a name, not a path). */
function pinOne(root: string, folder: string, c: PathCandidate): GatePin | string | null {
  const missing = firstMissing(folder, c.path);
  if (missing !== null) {
    if (c.named === 'operand') return null;
    const parent = realOrNull(dirname(join(folder, missing)));
    if (parent === null || !within(root, parent)) {
      return `${shown(c.path)} would be made in ${parent ?? 'a folder that does not resolve'}, outside the project ${root}; expected a folder inside it: ${OUTSIDE_FIX}`;
    }
    return { path: c.path, real: parent, kind: 'absent', ...(missing === c.path ? {} : { missing }), ...(c.write ? { write: true as const } : {}) };
  }
  const at = join(folder, c.path);
  const real = realOrNull(at);
  if (real === null || !within(root, real)) {
    return `${shown(c.path)} resolves to ${real ?? 'nothing (a link to a path that does not exist)'}, outside the project ${root}; expected a path inside it: ${OUTSIDE_FIX}`;
  }
  const own = lstatOrNull(at);
  const target = lstatOrNull(real);
  if (own === null || target === null) return `${shown(c.path)} disappeared while it was resolved; expected it to stay: issue the gate again`;
  if (target.isDirectory()) return { path: c.path, real, kind: 'dir', ...(c.write ? { write: true as const } : {}) };
  if (c.write && own.isSymbolicLink()) {
    return `${shown(c.path)}, which the gate writes, is a link (to ${real}); expected a plain file or none: remove the link, so nothing is written through it`;
  }
  if (c.write && (!target.isFile() || target.nlink > 1)) {
    return `${shown(c.path)}, which the gate writes, is ${target.isFile() ? `a hard link (${target.nlink} names for one file)` : 'not a regular file'}; expected a plain file or none: remove it, so nothing is written through it`;
  }
  return { path: c.path, real, kind: own.isSymbolicLink() ? 'linked-file' : 'file', ...(c.write ? { write: true as const } : {}) };
}

/**
 * The pins of a gate run in `workdir` (relative to `project`; absent: the project) naming
 * `candidates`, or the first problem: a Workdir that is no longer a real folder of the project,
 * a path that resolves outside the project, a destination that is a link.
 */
export function resolveGatePins(project: string, workdir: string | undefined, candidates: readonly PathCandidate[]): PinResolution {
  const root = realOrNull(project);
  if (root === null) return { problem: `the project ${project} does not resolve; expected the folder the run started in` };
  let folder = root;
  let workdirReal: string | undefined;
  if (workdir !== undefined && workdir !== '' && workdir !== '.') {
    const problem = workdirProblem(project, workdir);
    if (problem !== null) {
      const what = problem.kind === 'link' ? `is now a link${problem.target === null ? '' : ` to ${problem.target}`}` : problem.kind === 'missing' ? 'is missing' : 'is not a folder';
      return { problem: `the Workdir ${shown(workdir)} (at ${shown(problem.at)}) ${what}; expected the real folder it was when the run started: remove what a sub-agent put there and restore the folder` };
    }
    folder = join(root, workdir);
    workdirReal = folder;
  }
  const pins: GatePin[] = [];
  for (const c of candidates) {
    const pin = pinOne(root, folder, c);
    if (typeof pin === 'string') return { problem: pin };
    if (pin !== null) pins.push(pin);
  }
  return { pins, ...(workdirReal === undefined ? {} : { workdirReal }) };
}
