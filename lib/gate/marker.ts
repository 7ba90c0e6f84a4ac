/**
 * The lines the exec command writes into a gate's log around the gate's own output
 * (docs/design.md#gates), written by our own `printf`, `pwd` and `date`, never by the gate:
 *
 *     openforge-cwd=<the shell's physical working directory>
 *     openforge-start=<epoch seconds>
 *     [openforge-moved]   (only when a path the gate names no longer resolves as at issue: the gate did not run)
 *     …the gate's output…
 *     openforge-exit=<exit status> end=<epoch seconds>
 */
export const GATE_EXIT_MARKER = 'openforge-exit=';
/** The first line of a log the exec command created: where the gate ran. */
export const GATE_CWD_MARKER = 'openforge-cwd=';
/** The second line: when the gate started (`date +%s`). */
export const GATE_START_MARKER = 'openforge-start=';
/** After the exit status on the last line: when the gate ended (`date +%s`). */
export const GATE_END_FIELD = ' end=';
/** The third line, instead of the gate's output, when the exec command's pin check failed (lib/gate/pin-guard.ts). */
export const GATE_MOVED_MARKER = 'openforge-moved';
