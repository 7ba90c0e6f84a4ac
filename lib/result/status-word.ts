import type { ResultEnvelope } from '../schema/index.js';
import { HEDGE, MARK, markReading, type MetReading } from './met-words.js';
import { foldWord, STATUS_WORDS } from './vocabulary.js';

// A result's `status` as children write it: "DONE", "done", "Done ✅", "✅ Completed!",
// "DONE — all tests pass". Strict on verdicts: "Done ❌", "done, but tests fail" and
// "not done" are not DONE (they cannot be read), and a stated BLOCKED or ERROR stands.

type Status = ResultEnvelope['status'];

const TAIL_MARK = /(\p{Extended_Pictographic}|[✓✔✗✘✖☑❎])\uFE0F?$/u;
const EDGE_PUNCTUATION = /^[\s*_`"'.!:;,()[\]-]+|[\s*_`"'.!:;,()[\]-]+$/g;

const LEADING = new RegExp(
  `^(${Object.keys(STATUS_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.split(' ').join('[\\s_-]+'))
    .join('|')})\\s*(?:[:,;.!(]|\\s[-–—]|[-–—]\\s)\\s*(.*)$`,
  'i',
);

/** The status `value` states, or null when it states none (or contradicts itself). */
export function statusWordOf(value: string): Status | null {
  if (value.length > 200) return null;
  let rest = value.trim();
  const marks: MetReading[] = [];
  for (let guard = 0; guard < 4; guard += 1) {
    const lead = MARK.exec(rest);
    const tail = lead === null ? TAIL_MARK.exec(rest) : null;
    if (lead === null && tail === null) break;
    if (lead !== null) {
      marks.push(markReading(lead[0]));
      rest = rest.slice(lead[0].length).trim();
    } else if (tail !== null) {
      marks.push(markReading(tail[0]));
      rest = rest.slice(0, tail.index).trim();
    }
    rest = rest.replace(EDGE_PUNCTUATION, '');
  }
  const bare = foldWord(rest.replace(EDGE_PUNCTUATION, ''));
  let status = Object.hasOwn(STATUS_WORDS, bare) ? STATUS_WORDS[bare] : undefined;
  if (status === undefined) {
    // A status word, then a separator and words that do not take it back: "DONE - all tests pass".
    const m = LEADING.exec(rest);
    const lead = m === null ? undefined : STATUS_WORDS[foldWord(m[1] ?? '')];
    if (m === null || lead === undefined) return null;
    if (lead === 'DONE' && HEDGE.test(m[2] ?? '')) return null;
    status = lead;
  }
  if (status === 'DONE' && marks.includes(false)) return null;
  return status;
}
