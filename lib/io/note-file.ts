// A note or reason the agent wrote with its write tool (`--note-file FILE`): no free text in
// command lines, where a shell would read it. Read like a run file: never through a link,
// only a regular file, size-capped, valid UTF-8.

import { closeSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstInvalidUtf8 } from './files.js';
import { openRunFile, READ_NOFOLLOW } from './run-store/run-file.js';

/** A note is a sentence or a paragraph; a bigger file is not a note. */
export const MAX_NOTE_BYTES = 16 * 1024;

/** The note (null when the file holds only whitespace), or why it cannot be read. */
export type NoteRead = { ok: true; note: string | null } | { ok: false; message: string };

/** Read the note in `file` (relative to the current directory); `option` names it in messages. */
export function readNoteFile(file: string, option = '--note-file'): NoteRead {
  const path = resolve(file);
  const opened = openRunFile(path, READ_NOFOLLOW);
  if (!opened.ok) {
    return { ok: false, message: opened.missing ? `${option} ${path}: no such file. Write the note there with the write tool, then run the command again.` : `${option} ${opened.message}` };
  }
  try {
    if (opened.size > MAX_NOTE_BYTES) {
      return { ok: false, message: `${option} ${path} is ${opened.size} bytes; a note is at most ${MAX_NOTE_BYTES} bytes. Shorten it.` };
    }
    const bytes = Buffer.alloc(opened.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(opened.fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    const used = bytes.subarray(0, read);
    const bad = firstInvalidUtf8(used);
    if (bad !== -1) return { ok: false, message: `${option} ${path}: not valid UTF-8 (at byte ${bad}). Save it as UTF-8 text.` };
    const note = used.toString('utf8').trim();
    return { ok: true, note: note === '' ? null : note };
  } finally {
    closeSync(opened.fd);
  }
}
