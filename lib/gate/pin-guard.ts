// The check the exec command makes right before a gate runs (docs/design.md#gates, "Resolve,
// then pin"), as the log's own check is made right before the log is opened: every path the
// gate names (lib/gate/pin-paths.ts) still resolves to the real path recorded when the gate
// was issued, and the shell is still in its `Workdir:`'s real folder. A folder is compared by
// where `cd -P` lands (`pwd -P`: every link on the way resolved, now); a file by its folder and
// by not being a link (or, if it was one inside the project, by still being the same file:
// `-ef`); a destination file by having one link (`find -links 1`, so no hard link to a file
// outside); a path that did not exist by still not existing. A gate that names no path and has
// no Workdir gets no check, so its exec command is unchanged. Pure.

import type { GatePin } from '../schema/run-base.js';
import { quoteWord } from './exec.js';

/** The folder part of a '/'-separated path (`.` for a bare name). */
function folderOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? (cut === 0 ? '/' : '.') : path.slice(0, cut);
}

/** A relative path as `cd` must get it: `./x`, so that `CDPATH` never sends it elsewhere. */
const local = (path: string): string => (path === '.' || path.startsWith('/') ? path : `./${path}`);

/** `d FOLDER REAL`: the folder, entered physically now, is the real folder recorded. */
const folderIs = (folder: string, real: string): string => `d ${quoteWord(local(folder))} ${quoteWord(real)}`;

/** The conditions for one pin. */
function pinChecks(pin: GatePin): string[] {
  const p = quoteWord(pin.path);
  switch (pin.kind) {
    case 'dir':
      return [folderIs(pin.path, pin.real)];
    case 'absent':
      return absentChecks(pin);
    case 'linked-file':
      return [`[ ${p} -ef ${quoteWord(pin.real)} ]`, `[ ! -h ${quoteWord(pin.real)} ]`, folderIs(folderOf(pin.real), folderOf(pin.real))];
    case 'file':
      return [
        folderIs(folderOf(pin.path), folderOf(pin.real)),
        `[ ! -h ${p} ]`,
        ...(pin.write === true ? [`[ "$(find ${p} -prune -links 1)" = ${p} ]`] : []),
      ];
  }
}

/** A file the gate writes has one link (no hard link to a file outside), if it is there. */
const oneLink = (p: string): string => `{ [ ! -f ${p} ]||[ "$(find ${p} -prune -links 1)" = ${p} ];}`;

/**
 * A path that did not exist when the gate was issued may exist now, made by the run's own
 * gates (a sibling phase's report folder), but only as a real file or folder where it would
 * have been made: its folder is physically the one expected (no link on the way), or its first
 * missing part is still missing; and it is no link itself.
 */
function absentChecks(pin: GatePin): string[] {
  const p = quoteWord(pin.path);
  const tail = [`[ ! -h ${p} ]`, ...(pin.write === true ? [oneLink(p)] : [])];
  if (pin.missing === undefined) return [folderIs(folderOf(pin.path), pin.real), ...tail];
  const m = quoteWord(pin.missing);
  // The missing part is a folder on the path's way: the path's folder lies under it.
  const base = folderOf(pin.missing);
  const rest = base === '.' ? folderOf(pin.path) : folderOf(pin.path).slice(base.length + 1);
  const expected = `${pin.real === '/' ? '' : pin.real}/${rest}`;
  const still = `${folderIs(folderOf(pin.missing), pin.real)}&&[ ! -e ${m} ]&&[ ! -h ${m} ]`;
  return [`{ ${folderIs(folderOf(pin.path), expected)}||{ ${still};};}`, ...tail];
}

/**
 * The shell condition that holds when every pin still resolves as recorded (and the shell is in
 * `workdirReal`), or null when there is nothing to check. It defines `d` (enter a folder
 * physically, compare) and runs in the gate's folder.
 */
export function pinGuard(pins: readonly GatePin[], workdirReal?: string): string | null {
  const checks = [...(workdirReal === undefined ? [] : [folderIs('.', workdirReal)]), ...pins.flatMap(pinChecks)];
  if (checks.length === 0) return null;
  const unique = [...new Set(checks)];
  return `d(){ [ "$(cd -P "$1"&&pwd -P)" = "$2" ];};${unique.join('&&')}`;
}
