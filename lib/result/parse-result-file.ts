import { error } from '../diagnostics/diagnostic.js';
import type { Diagnostic, Finding, ResultEnvelope } from '../schema/index.js';
import { checkEnvelope } from './check-envelope.js';
import { parseReviewReport, type ReviewReport } from './review-report.js';

export type ResultSource = 'json' | 'review-markdown';

export interface ResultFileParse {
  /** Null unless the text is a valid envelope (or readable review markdown). */
  envelope: ResultEnvelope | null;
  source: ResultSource | null;
  diagnostics: Diagnostic[];
}

interface JsonText {
  text: string;
  /** 1-based line of `text`'s first character in the file. */
  line: number;
}

const unreadable = (message: string, line = 1, column = 1): ResultFileParse => ({
  envelope: null,
  source: null,
  diagnostics: [error({ ruleId: 'result-unreadable', message, line, column })],
});

const countLines = (s: string): number => s.split(/\r\n|\r|\n/).length;

/** The first fenced block tagged json (or untagged, holding an object): its content and line. */
function fencedJson(text: string): (JsonText & { tagged: boolean }) | null {
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^ {0,3}(`{3,}|~{3,})[ \t]*([A-Za-z]*)[ \t]*$/.exec(lines[i] ?? '');
    if (open === null) continue;
    const marker = open[1] ?? '```';
    const tag = (open[2] ?? '').toLowerCase();
    let end = i + 1;
    while (end < lines.length) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[end] ?? '');
      if (close !== null && close[1]?.[0] === marker[0] && (close[1]?.length ?? 0) >= marker.length) break;
      end += 1;
    }
    const content = lines.slice(i + 1, end).join('\n');
    const tagged = tag === 'json' || tag === 'jsonc';
    if (tagged || (tag === '' && content.trimStart().startsWith('{'))) return { text: content, line: i + 2, tagged };
    i = end;
  }
  return null;
}

/** Where a JSON.parse error points, when the engine says. */
function errorPosition(message: string, json: JsonText): { line: number; column: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc !== null) return { line: json.line + Number(lc[1]) - 1, column: Number(lc[2]) };
  const pos = /at position (\d+)/.exec(message);
  if (pos === null) return { line: json.line, column: 1 };
  const before = json.text.slice(0, Number(pos[1]));
  const lastBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return { line: json.line + countLines(before) - 1, column: before.length - lastBreak };
}

function parseJson(json: JsonText): ResultFileParse {
  let value: unknown;
  try {
    value = JSON.parse(json.text);
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message.slice(0, 200) : 'not valid JSON';
    const at = errorPosition(reason, json);
    return unreadable(
      `The result is not valid JSON (${reason}). Expected the result envelope as one JSON object. Fix: write valid JSON (status, summary, findings, evidence, filesModified, recommendation, acceptance).`,
      at.line,
      at.column,
    );
  }
  const diagnostics = checkEnvelope(value, { line: json.line, column: 1 });
  return { envelope: diagnostics.length === 0 ? (value as ResultEnvelope) : null, source: 'json', diagnostics };
}

/** The envelope a review markdown result stands for. */
export function envelopeFromReview(report: ReviewReport): ResultEnvelope {
  const findings: Finding[] = [...report.blocking, ...report.required, ...report.suggestions];
  const fail = report.verdict === 'FAIL';
  return {
    status: 'DONE',
    summary: fail
      ? `Review FAIL: ${report.blocking.length} blocking, ${report.required.length} required, ${report.suggestions.length} suggestion(s)`
      : `Review PASS${report.suggestions.length > 0 ? ` with ${report.suggestions.length} suggestion(s)` : ''}`,
    findings,
    evidence: [],
    filesModified: [],
    recommendation: fail ? 'Fix every Blocking and Required Changes item, then review again.' : 'No changes required.',
    acceptance: [],
  };
}

/** A review wrapped whole in a ```markdown fence is still a review. */
function unwrapMarkdown(text: string): string {
  const m = /^\s*(`{3,}|~{3,})[ \t]*(markdown|md)?[ \t]*\r?\n([\s\S]*)\r?\n[ \t]*\1[ \t]*\s*$/i.exec(text);
  return m === null ? text : (m[3] ?? '');
}

/**
 * Read what a sub-agent wrote to its result file: the JSON envelope (bare or in a
 * ```json fence) or, for review phases, the review markdown. Never throws.
 */
export function parseResultFile(text: string): ResultFileParse {
  if (typeof text !== 'string') return unreadable('The result is not text. Expected JSON or review markdown. Fix: write the result file as UTF-8 text.');
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const trimmed = body.trim();
  if (trimmed === '') {
    return unreadable('The result file is empty. Expected the result envelope (JSON) or the review markdown. Fix: have the sub-agent write its result, or write its final message there.');
  }
  if (body.includes('\u0000')) {
    return unreadable('The result looks binary (it contains NUL bytes). Expected JSON or review markdown text. Fix: write the result file as UTF-8 text.');
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    return parseJson({ text: body, line: 1 });
  }
  const review = parseReviewReport(unwrapMarkdown(body));
  const isReview = !review.diagnostics.some((d) => d.ruleId === 'review-unrecognized');
  const fence = fencedJson(body);
  // A review may quote JSON in a fence; a fence wins only when it looks like the envelope.
  if (fence !== null && (!isReview || (fence.tagged && fence.text.includes('"status"')))) return parseJson(fence);
  if (isReview) return { envelope: envelopeFromReview(review.report), source: 'review-markdown', diagnostics: review.diagnostics };
  return unreadable(
    'The result is neither a JSON result envelope nor a review. Expected a JSON object (optionally in a ```json fence) or markdown with "## Findings", "### Blocking", "### Required Changes", "### Suggestions" and "### Summary". Fix: rewrite the result in one of those forms.',
  );
}
