import { error, warning } from '../diagnostics/diagnostic.js';
import type { Diagnostic, Finding, FindingSeverity } from '../schema/index.js';
import { splitLocation } from './location.js';
import type { ReviewVerdict } from './vocabulary.js';

/** A v2 review (docs/design.md#review-report); the verdict is PASS only when the findings and the stated Summary agree on it. */
export interface ReviewReport {
  blocking: Finding[];
  required: Finding[];
  suggestions: Finding[];
  /** The Summary word as the reviewer wrote it; null when absent or not PASS/FAIL. */
  summary: ReviewVerdict | null;
  /** FAIL when any Blocking or Required Changes item exists, else PASS. Never the stated word. */
  verdict: ReviewVerdict;
}

export interface ReviewReportParse {
  report: ReviewReport;
  diagnostics: Diagnostic[];
}

type SectionKey = 'findings' | 'blocking' | 'required' | 'suggestions' | 'summary';

const SECTION_ORDER: readonly SectionKey[] = ['findings', 'blocking', 'required', 'suggestions', 'summary'];
const SECTION_TITLES: Record<SectionKey, string> = {
  findings: '## Findings',
  blocking: '### Blocking',
  required: '### Required Changes',
  suggestions: '### Suggestions',
  summary: '### Summary',
};
const SECTION_NAMES: Readonly<Record<string, SectionKey>> = {
  findings: 'findings',
  'review findings': 'findings',
  blocking: 'blocking',
  'blocking issues': 'blocking',
  blockers: 'blocking',
  required: 'required',
  'required changes': 'required',
  'required change': 'required',
  suggestions: 'suggestions',
  suggestion: 'suggestions',
  summary: 'summary',
  verdict: 'summary',
};
const SEVERITY_OF: Record<'blocking' | 'required' | 'suggestions', FindingSeverity> = {
  blocking: 'blocking',
  required: 'required',
  suggestions: 'suggestion',
};

interface Item {
  section: 'blocking' | 'required' | 'suggestions';
  text: string;
}

/** Long lines are never section names or "none" markers; skipping them keeps every check linear. */
const MAX_MARKER_LENGTH = 120;

const stripEmphasis = (s: string): string => s.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim();

function headingText(line: string): string | null {
  const trimmed = line.trimStart();
  if (line.length - trimmed.length > 3 || !trimmed.startsWith('#')) return null;
  let level = 0;
  while (level < trimmed.length && trimmed[level] === '#') level += 1;
  if (level > 6) return null;
  const rest = trimmed.slice(level);
  if (rest !== '' && rest[0] !== ' ' && rest[0] !== '\t') return null;
  return rest.trim().replace(/\s#+$/, '').trim();
}

/** "Summary: PASS" → summary with inline value "PASS". */
function sectionOf(text: string): { key: SectionKey; inline: string } | null {
  if (text.length > MAX_MARKER_LENGTH) return null;
  const plain = stripEmphasis(text).toLowerCase();
  const colon = plain.indexOf(':');
  const name = (colon === -1 ? plain : plain.slice(0, colon)).trim();
  const key = Object.hasOwn(SECTION_NAMES, name) ? SECTION_NAMES[name] : undefined;
  if (key === undefined) return null;
  return { key, inline: colon === -1 ? '' : stripEmphasis(text).slice(colon + 1).trim() };
}

function isNone(text: string): boolean {
  if (text.length > MAX_MARKER_LENGTH) return false;
  const plain = stripEmphasis(text)
    .toLowerCase()
    .replace(/[()[\].!]/g, '')
    .trim();
  return (
    /^(none( found)?|n\/?a|nothing( to report)?|-+|)$/.test(plain) ||
    /^none\s*[—–:;,-]/.test(plain) ||
    /^no( [a-z]+){0,2} (issues|findings|changes|suggestions|items|problems|blockers)( found)?$/.test(plain)
  );
}

interface Bullet {
  indent: number;
  text: string;
}

function bulletOf(line: string): Bullet | null {
  const m = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+|$)/.exec(line);
  if (m === null) return null;
  const lead = m[1] ?? '';
  return { indent: lead.replace(/\t/g, '    ').length, text: line.slice(m[0].length).trim() };
}

function verdictWord(text: string): ReviewVerdict | null {
  const word = /^[A-Za-z]+/.exec(stripEmphasis(text))?.[0].toUpperCase();
  return word === 'PASS' || word === 'FAIL' ? word : null;
}

/**
 * Parse a review sub-agent's markdown. Tolerates case, extra whitespace, CRLF and
 * `None` bullets; the verdict is PASS only when the findings and the stated Summary both say so.
 */
export function parseReviewReport(markdown: string): ReviewReportParse {
  const diagnostics: Diagnostic[] = [];
  const lines = markdown.split(/\r\n|\r|\n/);
  const seen = new Map<SectionKey, number>();
  const items: Item[] = [];
  let current: SectionKey | null = null;
  let open: Item | null = null;
  let previousBlank = true;
  let fence: string | null = null;
  let stated: { text: string; line: number } | null = null;

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
      current = section?.key ?? null;
      open = null;
      previousBlank = true;
      if (section === null) return;
      if (!seen.has(section.key)) seen.set(section.key, lineNo);
      if (section.key === 'summary' && section.inline !== '' && stated === null) {
        stated = { text: section.inline, line: lineNo };
      }
      return;
    }
    const blank = raw.trim() === '';
    const wasBlank = previousBlank;
    previousBlank = blank;
    if (blank || current === null || current === 'findings') return;
    if (current === 'summary') {
      if (stated === null) stated = { text: bulletOf(raw)?.text ?? raw.trim(), line: lineNo };
      return;
    }
    const bullet = bulletOf(raw);
    const indented = (bullet?.indent ?? raw.length - raw.trimStart().length) >= 2;
    const text = bullet?.text ?? raw.trim();
    if (open !== null && (indented || (bullet === null && !wasBlank))) {
      open.text = `${open.text} ${text}`.trim();
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

  if (seen.size === 0) {
    diagnostics.push(
      error({
        ruleId: 'review-unrecognized',
        message:
          'No review section found. Expected "## Findings" with "### Blocking", "### Required Changes", "### Suggestions" and "### Summary" (PASS or FAIL). Fix: write the review in that format.',
      }),
    );
  } else {
    for (const key of SECTION_ORDER) {
      if (seen.has(key)) continue;
      diagnostics.push(
        warning({
          ruleId: 'review-missing-section',
          message: `The review has no "${SECTION_TITLES[key]}" section. Expected the sections ${SECTION_ORDER.map((k) => `"${SECTION_TITLES[k]}"`).join(', ')}. Fix: add it${key === 'summary' ? ' with the single word PASS or FAIL' : ' (with "- None" when empty)'}.`,
        }),
      );
    }
  }

  const report: ReviewReport = { blocking: [], required: [], suggestions: [], summary: null, verdict: 'PASS' };
  for (const item of items) {
    report[item.section].push({ severity: SEVERITY_OF[item.section], ...splitLocation(item.text) });
  }
  report.verdict = report.blocking.length + report.required.length > 0 ? 'FAIL' : 'PASS';

  const statedSummary = stated as { text: string; line: number } | null;
  if (seen.has('summary')) {
    report.summary = statedSummary === null ? null : verdictWord(statedSummary.text);
    if (report.summary === null) {
      diagnostics.push(
        warning({
          ruleId: 'review-summary-invalid',
          line: statedSummary?.line ?? seen.get('summary') ?? 1,
          message: `The Summary is ${statedSummary === null ? 'empty' : `"${statedSummary.text.slice(0, 60)}"`}; expected the single word PASS or FAIL. The verdict ${report.verdict} was computed from the findings. Fix: write PASS or FAIL under "### Summary".`,
        }),
      );
    } else if (report.summary !== report.verdict) {
      // Conservative: a reviewer's FAIL is never overruled (findings may sit under a heading we missed),
      // and a PASS is never trusted over listed Blocking/Required items.
      report.verdict = 'FAIL';
      const counts = `${report.blocking.length} blocking and ${report.required.length} required item(s)`;
      diagnostics.push(
        warning({
          ruleId: 'review-summary-mismatch',
          line: statedSummary?.line ?? 1,
          message: `The Summary says ${report.summary} but the review lists ${counts}; expected FAIL exactly when there is a Blocking or Required Changes item. The verdict is FAIL (a review passes only when both agree). Fix: make the Summary agree with the findings.`,
        }),
      );
    }
  }
  return { report, diagnostics };
}
