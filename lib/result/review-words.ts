import type { ReviewVerdict } from './vocabulary.js';
import { oneLine } from '../text/cut.js';

// The words reviewers use: section names and their synonyms, "none" items and verdict
// phrases (docs/design.md#review-report). Tolerant on format, strict on verdicts: every
// check here is anchored and runs only on short lines, so hostile input stays linear.

export type SectionKey = 'findings' | 'blocking' | 'required' | 'suggestions' | 'summary';

/** Long lines are never section names, "none" markers or verdicts; skipping them keeps every check linear. */
export const MAX_MARKER_LENGTH = 120;

const SECTION_NAMES: Readonly<Record<string, SectionKey>> = {
  findings: 'findings',
  'review findings': 'findings',
  review: 'findings',
  'code review': 'findings',
  'review report': 'findings',
  blocking: 'blocking',
  'blocking issues': 'blocking',
  'blocking issue': 'blocking',
  'blocking findings': 'blocking',
  'blocking changes': 'blocking',
  blockers: 'blocking',
  blocker: 'blocking',
  critical: 'blocking',
  'critical issues': 'blocking',
  required: 'required',
  'required changes': 'required',
  'required change': 'required',
  'required fixes': 'required',
  issues: 'required',
  'must fix': 'required',
  'must-fix': 'required',
  'changes requested': 'required',
  'requested changes': 'required',
  major: 'required',
  'major issues': 'required',
  suggestions: 'suggestions',
  suggestion: 'suggestions',
  nits: 'suggestions',
  nit: 'suggestions',
  nitpicks: 'suggestions',
  optional: 'suggestions',
  'optional suggestions': 'suggestions',
  'optional changes': 'suggestions',
  recommendations: 'suggestions',
  recommendation: 'suggestions',
  minor: 'suggestions',
  'minor issues': 'suggestions',
  'non-blocking': 'suggestions',
  summary: 'summary',
  'review summary': 'summary',
  verdict: 'summary',
  'final verdict': 'summary',
  'review verdict': 'summary',
  'overall verdict': 'summary',
  result: 'summary',
  'review result': 'summary',
  conclusion: 'summary',
  overall: 'summary',
  decision: 'summary',
};

/** The labels of a verdict line ("Verdict: PASS", "Overall: LGTM") that are not section names. */
const VERDICT_LABELS = new Set(['status', 'review status', 'overall assessment', 'assessment']);

export const stripEmphasis = (s: string): string => oneLine(s.replace(/[*_`]/g, ''));

/** Letters only at both ends: "🔴 1. Blocking Issues ✅" → "blocking issues". */
const bareName = (s: string): string => s.toLowerCase().replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');

export interface Label {
  /** The label as written ("Blocking Issues"), lowercased and trimmed. */
  name: string;
  /** What follows the label's separator (`:`, a dash, a parenthesis); '' when nothing. */
  inline: string;
  /** The inline part was a parenthetical ("Blocking (2)", "Required (must fix)"): a note, not an item. */
  paren: boolean;
}

/** "Summary: PASS" → { name: 'summary', inline: 'PASS' }; "Blocking (none)" → inline "none". */
export function splitLabel(text: string): Label | null {
  if (text.length > MAX_MARKER_LENGTH) return null;
  const plain = stripEmphasis(text);
  const sep = /\s*(?::|=|\s[—–-]\s|\()\s*/.exec(plain);
  const head = sep === null ? plain : plain.slice(0, sep.index);
  let inline = sep === null ? '' : plain.slice(sep.index + sep[0].length).trim();
  const paren = sep?.[0].includes('(') === true;
  if (paren) inline = inline.replace(/\)\s*:?$/, '').trim();
  return { name: bareName(head), inline, paren };
}

/** The section a heading or label names, if it is one. */
export function sectionOf(text: string): { key: SectionKey; inline: string; paren: boolean } | null {
  const label = splitLabel(text);
  if (label === null || !Object.hasOwn(SECTION_NAMES, label.name)) return null;
  const key = SECTION_NAMES[label.name];
  return key === undefined ? null : { key, inline: label.inline, paren: label.paren };
}

/** A count in a heading ("Blocking (2)", "Blocking: 0 items") says nothing the items do not. */
export const isCount = (text: string): boolean => /^\d+( [a-z()]+)?$/i.test(stripEmphasis(text));

const NONE_TAILS =
  '(identified|found|noted|reported|detected|observed|spotted|seen|at this time|so far|blocking|required|critical|to report|to add|to flag|to note|here|needed|of note|remaining|outstanding)';
const NONE_NOUNS = '(issues?|findings?|changes?|suggestions?|items?|problems?|blockers?|concerns?|nits?|comments?|bugs?|defects?|notes?)';
const NONE_WORDS = new RegExp(`^(none|nothing|nil|n/a|na|not applicable|empty)( ${NONE_TAILS})?$`);
const NO_ITEMS = new RegExp(`^(there (are|is|were) |i found |found )?no( [a-z-]+){0,2} ${NONE_NOUNS}( ${NONE_TAILS})?$`);

/**
 * Words after a "none" that take it back ("None, but sum.js crashes on null"): then it is a
 * finding. Strict on verdicts: what is left after "No issues found" must not report a problem.
 */
const TAKEN_BACK =
  /\b(but|except|excluding|however|although|though|yet|apart|other than|aside|besides|beyond|only|still|unless|until|not|no|never|nothing but|missing|lacks?|lacking|fails?|failing|failed|crash(es|ed)?|breaks?|broken|bugs?|errors?|wrong|incorrect|should|must|needs?|todo|fixme|problem|issue|vulnerab\w*|leaks?|regress\w*)\b/;

/** A none-phrase that opens the text, followed by where or a plain remark ("No issues found in sum.js.", "None. The code is correct."). */
const NONE_OPENING = new RegExp(
  `^(?:none( found| identified| noted)?|nothing( blocking| required| to report| found)?|(?:there (?:are|is|were) |i found |found )?no( [a-z-]+){0,2} ${NONE_NOUNS}( ${NONE_TAILS})?)(?=$|[ .,;:—–-])`,
);

/** "No issues found in sum.js.", "No blocking issues in `src/sum.js`.", "None. sum.js is correct." */
function noneWithRemark(plain: string): boolean {
  const m = NONE_OPENING.exec(plain);
  if (m === null) return false;
  const rest = plain.slice(m[0].length).replace(/^[\s.,;:—–-]+/, '');
  return rest.length <= 80 && !TAKEN_BACK.test(rest);
}

/** A "none" item: None, None identified, No issues found, Nothing blocking, N/A, —, "(none)", an empty bullet. */
export function isNone(text: string): boolean {
  if (text.length > MAX_MARKER_LENGTH) return false;
  const plain = stripEmphasis(text)
    .toLowerCase()
    .replace(/[()[\].!]/g, '')
    .trim();
  if (/^(none( found)?|n\/?a|nothing( to report)?|-+|)$/.test(plain)) return true;
  if (/^none\s*[—–:;,-]/.test(plain)) return !TAKEN_BACK.test(plain.replace(/^none\s*[—–:;,-]/, ''));
  if (/^no( [a-z]+){0,2} (issues|findings|changes|suggestions|items|problems|blockers)( found)?$/.test(plain)) return true;
  const words = plain.replace(/[^a-z0-9/ -]+/g, ' ').replace(/(^| )-+( |$)/g, ' ').replace(/\s+/g, ' ').trim();
  return words === '' || NONE_WORDS.test(words) || NO_ITEMS.test(words) || noneWithRemark(stripEmphasis(text).toLowerCase().replace(/[()[\]!`]/g, '').trim());
}

/** A table row of only "none" cells (or row numbers) is no finding. */
export const isNoneRow = (cells: readonly string[]): boolean => cells.every((c) => isNone(c) || /^#?\d+$/.test(c.trim()));

const PASS_PHRASES = ['looks good to me', 'ship it', 'approved', 'approve', 'approval', 'accepted', 'accept', 'passed', 'passes', 'passing', 'pass', 'lgtm'];
const FAIL_PHRASES = [
  'changes requested',
  'request changes',
  'requested changes',
  'changes required',
  'needs changes',
  'needs work',
  'not approved',
  'do not merge',
  'rejected',
  'reject',
  'failed',
  'fails',
  'failing',
  'fail',
];

/** The phrase `text` starts with, when it stands as a verdict: alone, before punctuation or "with", or in capitals. */
function leadingPhrase(text: string, phrases: readonly string[]): string | null {
  const lower = text.toLowerCase();
  for (const phrase of phrases) {
    if (!lower.startsWith(phrase)) continue;
    const rest = text.slice(phrase.length);
    if (/^[a-z0-9]/i.test(rest)) continue;
    const written = text.slice(0, phrase.length);
    const capitals = written === written.toUpperCase();
    if (rest.trim() === '' || /^\s*[.,;:!?()[\]/|—–-]/.test(rest) || /^\s+with\b/i.test(rest) || /^\s*\p{Extended_Pictographic}/u.test(rest) || capitals) {
      return phrase;
    }
  }
  return null;
}

/** Both PASS and FAIL in one value ("PASS / FAIL", an unfilled template): two statements that contradict. */
export type VerdictReading = ReviewVerdict | 'BOTH';

/** The verdict a value states: "PASS", "**FAIL** — 2 blocking", "Approved ✅", "Changes requested". */
export function verdictOf(value: string): VerdictReading | null {
  if (value.length > MAX_MARKER_LENGTH) return null;
  const text = stripEmphasis(value).replace(/^[^A-Za-z]+/, '');
  const pass = leadingPhrase(text, PASS_PHRASES);
  const fail = pass === null ? leadingPhrase(text, FAIL_PHRASES) : null;
  if (pass === null && fail === null) return null;
  const other = pass === null ? /\b(PASS|APPROVED?|LGTM)\b/ : /\b(FAIL|REJECTED?)\b/;
  if (other.test(text.slice((pass ?? fail ?? '').length))) return 'BOTH';
  return pass === null ? 'FAIL' : 'PASS';
}

/** A verdict line anywhere: "Verdict: PASS", "Result: FAIL", "Overall: LGTM", or a line that is only "**PASS**". */
export function verdictLine(line: string): VerdictReading | null {
  if (line.length > MAX_MARKER_LENGTH) return null;
  const text = stripEmphasis(line.replace(/^[ \t]*#{1,6}[ \t]+/, ''));
  const label = splitLabel(text);
  if (label !== null && label.inline !== '') {
    const named = Object.hasOwn(SECTION_NAMES, label.name) ? SECTION_NAMES[label.name] : undefined;
    if (named === 'summary' || VERDICT_LABELS.has(label.name)) return verdictOf(label.inline);
  }
  const alone = verdictOf(text);
  if (alone === null) return null;
  // Only the phrase itself (and punctuation or emoji) on the line.
  const rest = text
    .replace(/^[^A-Za-z]+/, '')
    .toLowerCase()
    .replace(/^(looks good to me|ship it|changes requested|request changes|requested changes|changes required|needs changes|needs work|not approved|do not merge|[a-z]+)/, '');
  return /[a-z0-9]/i.test(rest) ? null : alone;
}
