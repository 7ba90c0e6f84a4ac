// The two ways to pass a note, as `decide` and `cancel` list them.

/** The two ways to pass a note, as `decide` and `cancel` list them. */
export const NOTE_HELP = `  --note-file FILE  why: a file holding the note (write it with the write tool)
  --note TEXT       why, inline (prefer --note-file: no free text in command lines)`;
