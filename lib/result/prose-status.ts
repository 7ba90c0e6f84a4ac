import type { ResultEnvelope } from '../schema/index.js';
import { foldWord, STATUS_WORDS } from './vocabulary.js';

// A sub-agent that wrote prose instead of the envelope may still state its status up
// front ("BLOCKED: the API key is missing"). Only the first meaningful line counts: a
// later "done" never outvotes a first "blocked".

/** The longest child text kept as a summary or as the prose result. */
export const MAX_PROSE_CHARS = 4000;

export const clipProse = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.length > MAX_PROSE_CHARS ? `${trimmed.slice(0, MAX_PROSE_CHARS - 1).trimEnd()}…` : trimmed;
};

const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** Status words longest first, so "needs human" wins over a shorter prefix. */
const WORDS = Object.keys(STATUS_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.split(' ').join('[\\s_-]+'));
const STATUS_LINE = new RegExp(`^(?:status[*_ \\t]*[:=-]?[*_ \\t]*)?[*_\`]*(${WORDS.join('|')})[*_\`]*(?=[:\\-\\s.!]|$)`, 'i');

/** The first line that is not blank, a heading or a rule, without quote/emphasis marks. */
function firstMeaningfulLine(text: string): string | null {
  let from = 0;
  while (from <= text.length) {
    const next = text.indexOf('\n', from);
    const line = text.slice(from, next < 0 ? text.length : next).replace(/\r$/, '');
    if (line.trim() !== '' && !HEADING.test(line) && !RULE.test(line)) return line.replace(/^[\s>]*/, '').replace(/^[*_]+(?=status)/i, '');
    if (next < 0) return null;
    from = next + 1;
  }
  return null;
}

/** The status the prose's first meaningful line states, if any ("Status: BLOCKED — …", "done - …"). */
export function proseStatus(text: string): { status: ResultEnvelope['status']; word: string } | null {
  const line = firstMeaningfulLine(text);
  if (line === null) return null;
  const m = STATUS_LINE.exec(line.slice(0, 200));
  const word = m?.[1];
  if (word === undefined) return null;
  const status = STATUS_WORDS[foldWord(word)];
  return status === undefined ? null : { status, word };
}
