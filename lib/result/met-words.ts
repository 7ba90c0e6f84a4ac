// How children say a criterion is met or not (docs/design.md#results): `true`, "yes", "✅",
// "PASS", "[x] …", "… — met", and the other way: "❌", "not met", "partially", "FAIL", "[ ] …".
// Tolerant on format, strict on verdicts: any mark against wins over marks for, a hedged
// "yes, but …" is unclear (the child is asked once), and only what is recognized counts.

/** A reading of one criterion: met, not met, or unclear (nothing recognized, or for and hedged). */
export type MetReading = true | false | null;

/** Words (folded: lower case, spaces single) that say met. */
const MET = new Set([
  'true', 'yes', 'y', 'met', 'fully met', 'all met', 'pass', 'passed', 'passes', 'passing', 'ok', 'okay', 'done', 'complete', 'completed',
  'satisfied', 'fulfilled', 'achieved', 'verified', 'implemented', 'success', 'succeeded', 'confirmed', 'meets', 'green',
]);

/** Words that say not met: a refusal, a failure, a part, a plan. */
const NOT_MET = new Set([
  'false', 'no', 'n', 'not met', 'unmet', 'not yet met', 'fail', 'failed', 'fails', 'failing', 'not done', 'not complete', 'not completed',
  'incomplete', 'partial', 'partially', 'partially met', 'partly', 'partly met', 'mostly', 'mostly met', 'almost', 'nearly', 'pending',
  'todo', 'to do', 'missing', 'skipped', 'not implemented', 'not satisfied', 'not verified', 'unverified', 'blocked', 'error', 'wip',
  'in progress', 'not passed', 'not passing', 'red', 'does not meet', 'not fulfilled', 'not achieved', 'deferred', 'open',
]);

/** Marks that say met (a check mark in its usual code points, a green circle, a thumb up). */
const MET_MARKS = new Set(['✅', '✔', '✓', '☑', '🟢', '👍', '💚']);
/** Marks that say not met (a cross, a stop, a warning, an hourglass, a red circle, a thumb down). */
const NOT_MET_MARKS = new Set(['❌', '✗', '✘', '✖', '❎', '⛔', '🚫', '🔴', '⚠', '⏳', '👎', '🟡', '🟠']);

const fold = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/^[\s\-–—:;,.!?()[\]*`'"]+|[\s\-–—:;,.!?()[\]*`'"]+$/g, '')
    .trim();

/** Words after a "yes" that take it back or narrow it: the child is asked, not believed. */
export const HEDGE = /\b(but|except|excluding|however|although|though|yet|apart from|other than|aside from|besides|only|partial|partially|partly|mostly|almost|nearly|not|no|never|missing|fails?|failing|failed|todo|pending|skip(ped)?|unless|until|without|cannot|can't|don't|doesn't|isn't|won't|unverified|untested)\b/i;

export const MARK = /^(\p{Extended_Pictographic}|[✓✔✗✘✖☑❎])\uFE0F?/u;

export function markReading(mark: string): MetReading {
  const bare = mark.replace(/\uFE0F/g, '');
  if (MET_MARKS.has(bare)) return true;
  if (NOT_MET_MARKS.has(bare)) return false;
  return null;
}

/** A mark's reading; a mark that says neither (🎉, 🚀) says nothing. */
function pushMark(readings: MetReading[], mark: string): void {
  const reading = markReading(mark);
  if (reading !== null) readings.push(reading);
}

/** A phrase of the vocabulary a text starts with (longest first), and the rest; null when none. */
function leadingWord(text: string): { reading: boolean; rest: string } | null {
  const plain = text.toLowerCase().replace(/[\s_]+/g, ' ').trimStart();
  let best: { reading: boolean; length: number } | null = null;
  for (const [words, reading] of [[NOT_MET, false], [MET, true]] as const) {
    for (const w of words) {
      if (!plain.startsWith(w) || (best !== null && best.length >= w.length)) continue;
      const after = plain.slice(w.length);
      if (after === '' || /^[\s\-–—:;,.!?()[\]|=>→]/.test(after)) best = { reading, length: w.length };
    }
  }
  return best === null ? null : { reading: best.reading, rest: plain.slice(best.length) };
}

/**
 * What one value says of a criterion: a boolean, a word or phrase ("yes", "Met — 3 tests",
 * "partially"), a mark ("✅", "❌"). Null: unclear (an unknown word, a number, null, a hedged yes).
 */
export function metOfValue(value: unknown): MetReading {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' || value.length > 400) return null;
  let rest = value.trim();
  const readings: MetReading[] = [];
  // Marks at either end: "✅ yes", "met ✅", "❌".
  for (let guard = 0; guard < 4; guard += 1) {
    const lead = MARK.exec(rest);
    if (lead !== null) {
      pushMark(readings, lead[0]);
      rest = rest.slice(lead[0].length).trim();
      continue;
    }
    const tail = /(\p{Extended_Pictographic}|[✓✔✗✘✖☑❎])\uFE0F?$/u.exec(rest);
    if (tail === null) break;
    pushMark(readings, tail[0]);
    rest = rest.slice(0, tail.index).trim();
  }
  const folded = fold(rest);
  if (folded !== '') {
    if (MET.has(folded)) readings.push(true);
    else if (NOT_MET.has(folded)) readings.push(false);
    else {
      const lead = leadingWord(rest.replace(/^[\s*_`"'([]+/, ''));
      if (lead === null) readings.push(null);
      else readings.push(lead.reading === false ? false : HEDGE.test(lead.rest) ? null : true);
    }
  }
  return combine(readings);
}

/** Several readings of one criterion: any not met wins, then any unclear; met only when all say met. */
export function combine(readings: readonly MetReading[]): MetReading {
  if (readings.includes(false)) return false;
  if (readings.length === 0 || readings.includes(null)) return null;
  return true;
}

/** A verdict phrase that may open or close a criterion line ("PASS:", "[MET]", "— done"). */
const VERDICT_PHRASE = (() => {
  const words = [...MET, ...NOT_MET].filter((w) => w.length > 1 && w !== 'no' && w !== 'ok' && w !== 'open' && w !== 'red' && w !== 'green').sort((a, b) => b.length - a.length);
  return words.map((w) => w.replace(/ /g, '[\\s_]+')).join('|');
})();
const LEAD_CHECKBOX = /^\[( |x|X|✓|✔|✗|✘|-|~)\]\s*/u;
const LEAD_BRACKET = new RegExp(`^[[(](${VERDICT_PHRASE})[\\])]\\s*[:\\-–—]?\\s*`, 'i');
const LEAD_WORD = new RegExp(`^(${VERDICT_PHRASE}|ok|no)\\s*[:\\-–—|]\\s+`, 'i');
const TAIL_PAREN = /\s*[[(]([^()[\]]{1,80})[\])]\s*[.;]?$/;
const TAIL_WORD = /\s*(?::|—|–|\s-|->|→|=>|=|\|)\s*([^:—–|→=]{1,80})$/;

/** A criterion written as one line with its verdict marked: "✅ sum adds numbers", "[ ] README …", "sum adds numbers: met". */
export interface MarkedCriterion {
  criterion: string;
  met: MetReading;
  /** What the verdict mark said beyond itself ("3 tests"), if anything. */
  note?: string;
}

export function markedCriterion(line: string): MarkedCriterion {
  let rest = line.trim().replace(/^(?:[-*+•]\s+|\d{1,3}[.)]\s+)/, '');
  const readings: MetReading[] = [];
  let note: string | undefined;
  for (let guard = 0; guard < 4; guard += 1) {
    const mark = MARK.exec(rest);
    const box = mark === null ? LEAD_CHECKBOX.exec(rest) : null;
    const bracket = mark === null && box === null ? LEAD_BRACKET.exec(rest) : null;
    const word = mark === null && box === null && bracket === null ? LEAD_WORD.exec(rest) : null;
    const found = mark ?? box ?? bracket ?? word;
    if (found === null) break;
    if (mark !== null) pushMark(readings, mark[0]);
    else if (box !== null) readings.push(/^[xX✓✔]$/.test(box[1] ?? '') ? true : false);
    else readings.push(metOfValue((bracket ?? word)?.[1] ?? ''));
    rest = rest.slice(found[0].length).trim();
  }
  for (let guard = 0; guard < 4; guard += 1) {
    const mark = /\s*(\p{Extended_Pictographic}|[✓✔✗✘✖☑❎])\uFE0F?$/u.exec(rest);
    if (mark !== null) {
      pushMark(readings, mark[1] ?? '');
      rest = rest.slice(0, mark.index).trim();
      continue;
    }
    const tail = TAIL_PAREN.exec(rest) ?? TAIL_WORD.exec(rest);
    const said = tail === null ? null : leadingWord((tail[1] ?? '').trim());
    if (tail === null || said === null) break;
    readings.push(metOfValue(tail[1] ?? ''));
    const beyond = fold(said.rest);
    if (beyond !== '') note ??= beyond;
    rest = rest.slice(0, tail.index).trim();
  }
  const criterion = rest.replace(/[\s:—–-]+$/, '').trim();
  return { criterion, met: combine(readings), ...(note === undefined ? {} : { note }) };
}
