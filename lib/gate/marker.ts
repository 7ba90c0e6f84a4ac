/**
 * The line the shell appends to a gate's log after the gate ends:
 * `openforge-exit=<exit status>`. Written by our own `printf`, never by the gate.
 */
export const GATE_EXIT_MARKER = 'openforge-exit=';
