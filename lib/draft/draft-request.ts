// What `openforge draft REQUEST_FILE` decides before it starts the draft run: whether the
// request is usable. (The draft run's one gate, OpenForge's validator on the drafted PRD, is
// trusted when the run starts: lib/run/commands/start-run.ts.) Pure.

import { MAX_REQUEST_CHARS } from './draft-run.js';

/** The request file as read: its text, or why it could not be read. */
export type RequestRead = { ok: true; text: string } | { ok: false; message: string };

/** The user's request in `file` (as the user named it), or the problem to report. */
export function draftRequest(file: string, path: string, read: RequestRead): { ok: true; request: string } | { ok: false; problem: string } {
  if (!read.ok) return { ok: false, problem: read.message.split(path).join(file) };
  const request = read.text.trim();
  if (request === '') return { ok: false, problem: `${file} is empty; write the user's request into it.` };
  if (request.length > MAX_REQUEST_CHARS) {
    return {
      ok: false,
      problem: `${file} holds ${request.length} characters; a request is at most ${MAX_REQUEST_CHARS}. Longer text is a PRD: write it to .openforge/prds/<name>.prd.md and run that.`,
    };
  }
  return { ok: true, request };
}
