// The project's own scripts a gate runs (`sh check.sh`, a Makefile, package.json), read for
// lib/gate/started-scripts.ts to find the runners they start, whose configuration from outside
// the project then counts for the gate (docs/design.md#gates). Only regular files inside the
// project's real path are read, each up to MAX_READ bytes.

import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { isAbsolute, join, sep } from 'node:path';
import type { ScriptReader } from '../gate/started-scripts.js';

/** A script or manifest is small; a larger file is judged by its first bytes. */
const MAX_READ = 256 * 1024;

const realOr = (path: string): string | null => {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
};

/** Project files by their path from the gate's folder `workdir` (relative to `project`): their text, or null outside the project. */
export function projectScriptReader(project: string, workdir: string | undefined): ScriptReader {
  const root = realOr(project);
  return (path) => {
    if (root === null || isAbsolute(path)) return null;
    const real = realOr(join(project, workdir ?? '', path));
    if (real === null || (real !== root && !real.startsWith(`${root}${sep}`))) return null;
    let fd: number | undefined;
    try {
      fd = openSync(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
      if (!fstatSync(fd).isFile()) return null;
      const buf = Buffer.alloc(MAX_READ);
      const n = readSync(fd, buf, 0, MAX_READ, 0);
      return buf.subarray(0, n).toString('utf8');
    } catch {
      return null;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  };
}
