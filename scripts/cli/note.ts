// `--note-file FILE` (the way the agent passes a note: a file it wrote with its write tool, so
// no free text reaches a command line) and the older `--note TEXT`, which still works.

import { readNoteFile } from '../../lib/io/note-file.js';
import type { OptionSpec, StartedCommand } from './args.js';

export const NOTE_OPTIONS = { note: { type: 'string' }, 'note-file': { type: 'string' } } as const satisfies OptionSpec;

/** The note of `--note-file` or `--note` (null when neither, or blank), or a usage problem. */
export function noteInput(values: StartedCommand['values']): { note: string | null } | { usage: string } {
  const { note, 'note-file': file } = values;
  if (typeof file === 'string' && typeof note === 'string') return { usage: 'give --note-file or --note, not both.' };
  if (typeof file === 'string') {
    if (file.trim() === '') return { usage: '--note-file needs a file name.' };
    const read = readNoteFile(file);
    return read.ok ? { note: read.note } : { usage: read.message };
  }
  return { note: typeof note === 'string' && note.trim() !== '' ? note.trim() : null };
}
