// The files of a source tree, for the tests that check the code as text (the shell's size, the
// one loop, the event numbering, the registries, the design's claims).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir`, recursively, whose name matches `name`, except inside folders named in `skip`. */
export function filesUnder(dir: string, name: RegExp = /\.ts$/, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (skip.includes(e.name) ? [] : filesUnder(join(dir, e.name), name, skip)) : name.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Hand-written TypeScript: `.ts` but not the build's `.generated.ts`. */
export const HAND_WRITTEN_TS = /(?<!\.generated)\.ts$/;
