import { normalizeNewlines } from './lines.js';

/** CSI (`ESC [ … final`) and OSC (`ESC ] … BEL|ESC \`) sequences, plus lone two-byte escapes. */
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-Z\\-_]/g;
/** C0 controls other than tab and newline, DEL, and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;


/** Colour codes and other terminal escapes removed. */
export const stripAnsi = (text: string): string => text.replace(ANSI, '');

/**
 * Text fit to quote in a task or a message: newlines normalized, terminal escapes
 * and other control characters removed (tabs and newlines stay).
 */
export const cleanOutput = (text: string): string => stripAnsi(normalizeNewlines(text)).replace(CONTROL, '');
