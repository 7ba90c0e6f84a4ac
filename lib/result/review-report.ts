import { error, warning } from '../diagnostics/diagnostic.js';
import type { Diagnostic, Finding, FindingSeverity } from '../schema/index.js';
import { splitLocation } from './location.js';
import { boldLabel, bulletOf, cellsOf, headingText, isSeparatorRow } from './review-lines.js';
import {
  isCount,
  isNone,
  isNoneRow,
  type SectionKey,
  sectionOf,
  stripEmphasis,
  verdictLine,
  verdictOf,
  type VerdictReading,
} from './review-words.js';
import type { ReviewVerdict } from './vocabulary.js';

/**
 * A v2 review (docs/design.md#review-report). Tolerant on format (headings at any level or bold,
 * synonyms, "None" in its usual spellings), strict on verdicts: PASS only when the reviewer said
 * PASS and no Blocking or Required item is listed. With an error diagnostic the report is unreadable.
 */
export interface ReviewReport {
  blocking: Finding[];
  required: Finding[];
  suggestions: Finding[];
  /** The verdict the reviewer stated (FAIL when two statements contradict); null when none was stated. */
  summary: ReviewVerdict | null;
  /** FAIL when any Blocking or Required Changes item exists or the reviewer said FAIL; PASS only when both agree. */
  verdict: ReviewVerdict;
}

export interface ReviewReportParse {
  report: ReviewReport;
  diagnostics: Diagnostic[];
}

type ItemSection = 'blocking' | 'required' | 'suggestions';

const SECTION_ORDER: readonly SectionKey[] = ['findings', 'blocking', 'required', 'suggestions', 'summary'];
const SECTION_TITLES: Record<SectionKey, string> = {
  findings: '## Findings',
  blocking: '### Blocking',
  required: '### Required Changes',
  suggestions: '### Suggestions',
  summary: '### Summary',
};
const SEVERITY_OF: Record<ItemSection, FindingSeverity> = {
  blocking: 'blocking',
  required: 'required',
  suggestions: 'suggestion',
};

/** The shape an unreadable review is asked for again (it goes into the retry's task text). */
export const REVIEW_SHAPE = [
  '## Findings',
  '### Blocking',
  '- None',
  '### Required Changes',
  '- description — file:line',
  '### Suggestions',
  '- None',
  '### Summary',
  'FAIL',
].join('\n');

const EXPECTED = `Expected this shape (one "- description — file:line" bullet per issue, "- None" when a section is empty, and PASS or FAIL under Summary):\n${REVIEW_SHAPE}\nFix: rewrite the review in that shape.`;

interface Item {
  section: ItemSection;
  text: string;
}

interface Statement {
  verdict: VerdictReading;
  line: number;
  text: string;
}

const isItemSection = (key: SectionKey | null): key is ItemSection =>
  key === 'blocking' || key === 'required' || key === 'suggestions';

/** The report's items, the stated verdicts and which sections it has: one pass over the lines. */
function scan(lines: readonly string[]) {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<SectionKey, number>();
  const items: Item[] = [];
  const statements: Statement[] = [];
  let summaryText: { text: string; line: number } | null = null;
  let current: SectionKey | null = null;
  let open: Item | null = null;
  let previousBlank = true;
  let fence: string | null = null;

  const state = (text: string, lineNo: number): boolean => {
    const verdict = current === 'summary' ? (verdictOf(text) ?? verdictLine(text)) : verdictLine(text);
    if (verdict === null) return false;
    statements.push({ verdict, line: lineNo, text: stripEmphasis(text).slice(0, 60) });
    return true;
  };
  /** A section label (heading, bold line, "Blocking:"): `sticky` switches the current section. */
  const mark = (section: { key: SectionKey; inline: string; paren: boolean }, lineNo: number, sticky: boolean): void => {
    if (!seen.has(section.key)) seen.set(section.key, lineNo);
    if (sticky) current = section.key;
    open = null;
    previousBlank = true;
    const inline = section.inline;
    if (inline === '') return;
    if (section.key === 'summary') {
      if (verdictOf(inline) !== null) statements.push({ verdict: verdictOf(inline) ?? 'FAIL', line: lineNo, text: inline.slice(0, 60) });
      else summaryText ??= { text: inline, line: lineNo };
      return;
    }
    if (!isItemSection(section.key) || section.paren || isCount(inline) || isNone(inline)) return;
    const item: Item = { section: section.key, text: inline };
    items.push(item);
    if (sticky) open = item;
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fenceMatch !== null) {
      const marker = fenceMatch[1] ?? '';
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;

    const heading = headingText(raw);
    if (heading !== null) {
      const section = sectionOf(heading);
      if (section !== null) return mark(section, lineNo, true);
      current = null;
      open = null;
      previousBlank = true;
      state(heading, lineNo);
      return;
    }
    const blank = raw.trim() === '';
    const wasBlank = previousBlank;
    previousBlank = blank;
    if (blank) return;
    const bullet = bulletOf(raw);
    if (bullet === null) {
      const bold = boldLabel(raw);
      const boldSection = bold === null ? null : sectionOf(bold);
      if (boldSection !== null) return mark(boldSection, lineNo, true);
      const plain = sectionOf(raw);
      const trimmed = raw.trim();
      if (plain !== null && plain.key !== 'summary' && ((plain.inline === '' && trimmed.endsWith(':')) || (plain.inline !== '' && isNone(plain.inline)))) {
        return mark(plain, lineNo, true);
      }
      if (state(raw, lineNo)) {
        open = null;
        return;
      }
    } else {
      const bold = boldLabel(bullet.text);
      const boldSection = bold === null ? null : sectionOf(bold);
      // "- **Blocking:** None" sets the section for its own text; "- **Blocking:**" alone opens it.
      if (boldSection !== null) return mark(boldSection, lineNo, boldSection.inline === '');
    }
    if (bullet !== null && current !== 'summary' && !isItemSection(current) && state(bullet.text, lineNo)) return;
    if (current === 'summary') {
      const text = bullet?.text ?? raw.trim();
      if (!state(text, lineNo)) summaryText ??= { text, line: lineNo };
      return;
    }
    if (!isItemSection(current)) return;
    const cells = bullet === null ? cellsOf(raw) : null;
    if (cells !== null) {
      open = null;
      if (isSeparatorRow(cells) || isSeparatorRow(cellsOf(lines[index + 1] ?? '')) || isNoneRow(cells)) return;
      items.push({ section: current, text: cells.filter((c) => c !== '' && !isNone(c)).join(' | ') });
      return;
    }
    const indented = (bullet?.indent ?? raw.length - raw.trimStart().length) >= 2;
    const text = bullet?.text ?? raw.trim();
    const continued = open as Item | null;
    if (continued !== null && (indented || (bullet === null && !wasBlank))) {
      continued.text = `${continued.text} ${text}`.trim();
      return;
    }
    if (isNone(text)) {
      open = null;
      return;
    }
    if (bullet === null) {
      diagnostics.push(
        warning({
          ruleId: 'review-unbulleted-text',
          line: lineNo,
          message: `Text under ${SECTION_TITLES[current]} is not a bullet; it was counted as a finding. Expected one "- " bullet per issue (or "- None"). Fix: start each issue with "- ".`,
        }),
      );
    }
    open = { section: current, text };
    items.push(open);
  });
  return { diagnostics, seen, items, statements, summaryText: summaryText as { text: string; line: number } | null };
}

const quote = (s: string): string => `"${s.slice(0, 60)}"`;

/** What the statements say together: one verdict, FAIL when they contradict. */
function resolve(statements: readonly Statement[]): { stated: ReviewVerdict | null; conflict: Statement | null } {
  const first = statements[0];
  if (first === undefined) return { stated: null, conflict: null };
  if (first.verdict === 'BOTH') return { stated: 'FAIL', conflict: first };
  const other = statements.find((s) => s.verdict !== first.verdict);
  return other === undefined ? { stated: first.verdict, conflict: null } : { stated: 'FAIL', conflict: other };
}

/**
 * Parse a review sub-agent's markdown, in the reviewer's own words: headings at any level or bold
 * labels with their synonyms, "None" items in their usual spellings, tables, and verdict lines
 * anywhere ("Verdict: PASS", "**Summary:** FAIL", "Overall: LGTM"). Strict on verdicts: a stated
 * FAIL stands, a Blocking or Required item makes it FAIL whatever was stated, contradicting
 * statements are FAIL, and no verdict with no Blocking/Required item is unreadable (never PASS).
 */
export function parseReviewReport(markdown: string): ReviewReportParse {
  const scanned = scan(markdown.split(/\r\n|\r|\n/));
  const { diagnostics, seen, statements, summaryText } = scanned;
  const report: ReviewReport = { blocking: [], required: [], suggestions: [], summary: null, verdict: 'PASS' };
  for (const item of scanned.items) {
    report[item.section].push({ severity: SEVERITY_OF[item.section], ...splitLocation(item.text) });
  }
  const blockers = report.blocking.length + report.required.length;
  const { stated, conflict } = resolve(statements);
  report.summary = stated;
  report.verdict = blockers > 0 || stated === 'FAIL' ? 'FAIL' : 'PASS';

  if (stated === null && blockers === 0) {
    // Nothing says PASS and nothing says FAIL: unreadable, so the review is asked for again.
    const what =
      seen.size === 0
        ? 'no review section (Blocking, Required Changes, Suggestions, Summary or a synonym) and no verdict line ("Verdict: PASS" or FAIL) was found'
        : `it states no verdict (${seen.has('summary') ? `the Summary is ${summaryText === null ? 'empty' : quote(summaryText.text)}` : 'no Summary and no "Verdict:" line'}) and lists no Blocking or Required Changes item, so PASS cannot be assumed`;
    if (seen.size > 0) report.verdict = 'FAIL';
    diagnostics.push(
      error({ ruleId: 'review-unrecognized', line: seen.size === 0 ? 1 : (summaryText?.line ?? seen.get('summary') ?? 1), message: `The review could not be read: ${what}. ${EXPECTED}` }),
    );
    return { report, diagnostics };
  }

  if (seen.size === 0) {
    diagnostics.push(
      warning({
        ruleId: 'review-missing-section',
        message: `The review states a verdict but has none of the sections ${SECTION_ORDER.map((k) => `"${SECTION_TITLES[k]}"`).join(', ')}. Fix: list the findings under those headings (with "- None" when empty).`,
      }),
    );
  } else {
    for (const key of SECTION_ORDER) {
      if (seen.has(key) || (key === 'summary' && stated !== null)) continue;
      diagnostics.push(
        warning({
          ruleId: 'review-missing-section',
          message: `The review has no "${SECTION_TITLES[key]}" section. Expected the sections ${SECTION_ORDER.map((k) => `"${SECTION_TITLES[k]}"`).join(', ')}. Fix: add it${key === 'summary' ? ' with the single word PASS or FAIL' : ' (with "- None" when empty)'}.`,
        }),
      );
    }
  }

  const counts = `${report.blocking.length} blocking and ${report.required.length} required item(s)`;
  const firstLine = statements[0]?.line ?? 1;
  if (conflict !== null) {
    const said = statements.filter((s, i) => i === 0 || s === conflict).map((s) => `${quote(s.text)} (line ${s.line})`);
    diagnostics.push(
      warning({
        ruleId: 'review-verdict-conflict',
        line: conflict.line,
        message: `The review states contradicting verdicts: ${said.join(' and ')}. The verdict is FAIL (a review passes only when it says PASS once, plainly). Fix: state one verdict, PASS or FAIL.`,
      }),
    );
  } else if (stated === null) {
    if (seen.has('summary')) {
      diagnostics.push(
        warning({
          ruleId: 'review-summary-invalid',
          line: summaryText?.line ?? seen.get('summary') ?? 1,
          message: `The Summary is ${summaryText === null ? 'empty' : quote(summaryText.text)}; expected the single word PASS or FAIL. The verdict FAIL was computed from the ${counts}. Fix: write PASS or FAIL under "### Summary".`,
        }),
      );
    }
  } else if ((stated === 'PASS') !== (blockers === 0)) {
    // Conservative: a reviewer's FAIL is never overruled (findings may sit under a heading we missed),
    // and a PASS is never trusted over listed Blocking/Required items.
    diagnostics.push(
      warning({
        ruleId: 'review-summary-mismatch',
        line: firstLine,
        message: `The review says ${stated} but lists ${counts}; expected FAIL exactly when there is a Blocking or Required Changes item. The verdict is FAIL (${stated === 'PASS' ? 'anything blocking wins over a stated PASS' : 'a stated FAIL stands'}). Fix: make the verdict agree with the findings.`,
      }),
    );
  }
  return { report, diagnostics };
}
