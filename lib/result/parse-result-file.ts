import { error, warning } from '../diagnostics/diagnostic.js';
import type { Diagnostic, Finding, ResultEnvelope } from '../schema/index.js';
import { balancedObjects, errorPosition, fencedJson, type JsonText, parseLoose } from './find-json.js';
import { clipProse, proseStatus } from './prose-status.js';
import { repairEnvelope } from './repair-envelope.js';
import { parseReviewReport, type ReviewReport } from './review-report.js';

export type ResultSource = 'json' | 'review-markdown' | 'prose';

export interface ResultFileParse {
  /** The repaired envelope, the review's envelope, or one synthesized from prose with a stated status. */
  envelope: ResultEnvelope | null;
  /** Null only when unreadable. */
  source: ResultSource | null;
  /** The child's own text when no envelope could be read from it (source 'prose', envelope null). */
  prose: string | null;
  /** Warnings are repairs; errors mean unreadable. */
  diagnostics: Diagnostic[];
  /** A review's own verdict (its summary line, or a JSON `verdict` field), when it states one: it stands. */
  verdict?: 'PASS' | 'FAIL';
  /** Indexes into `envelope.acceptance` of criteria whose verdict could not be read (absent: none). */
  unclear?: number[];
}

/** PASS or FAIL as a JSON review writes its `verdict` (any case); anything else is no verdict. */
function statedVerdict(value: unknown): 'PASS' | 'FAIL' | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = Object.entries(value).find(([k]) => k.toLowerCase() === 'verdict');
  const word = typeof entry?.[1] === 'string' ? entry[1].trim().toUpperCase() : '';
  return word === 'PASS' || word === 'FAIL' ? word : undefined;
}

const unreadable = (message: string, line = 1, column = 1): ResultFileParse => ({
  envelope: null,
  source: null,
  prose: null,
  diagnostics: [error({ ruleId: 'result-unreadable', message, line, column })],
});

const HOW = 'Next time write only the JSON object, or put it in a ```json fence';

/** An object that reads as an envelope: it names a status (or, failing that, any envelope key). */
const STATUS_KEY = /["']?status["']?\s*:/i;

const ENVELOPE_KEYS = new Set(['summary', 'findings', 'evidence', 'filesmodified', 'recommendation', 'acceptance']);

interface Candidate {
  json: JsonText;
  value: unknown;
  json5: boolean;
}

/** Parse each candidate; the first naming a status, else the first object at all. */
function pickEnvelope(candidates: readonly JsonText[]): Candidate | null {
  let fallback: Candidate | null = null;
  for (const json of candidates) {
    const parsed = parseLoose(json.text);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) continue;
    const candidate = { json, value: parsed.value, json5: parsed.json5 };
    if (Object.keys(parsed.value).some((k) => k.toLowerCase() === 'status')) return candidate;
    if (Object.keys(parsed.value).some((k) => ENVELOPE_KEYS.has(k.toLowerCase()))) fallback ??= candidate;
  }
  return fallback;
}

/** Repair a found object into the envelope; `extracted` says what was around it. */
function fromCandidate(found: Candidate, extracted: string | null): ResultFileParse {
  const at = { line: found.json.line, column: 1 };
  const notes: Diagnostic[] = [];
  if (found.json5) {
    notes.push(warning({ ruleId: 'result-json-repaired', message: `The result is not strict JSON (a trailing comma, a comment or single quotes); it was read as JSON5. ${HOW}, in strict JSON.`, ...at }));
  }
  if (extracted !== null) notes.push(warning({ ruleId: 'result-json-repaired', message: `The result envelope ${extracted}; the JSON object was taken and the rest ignored. ${HOW}.`, ...at }));
  const repaired = repairEnvelope(found.value, at);
  const verdict = statedVerdict(found.value);
  const unclear = repaired.unclear.length === 0 ? {} : { unclear: repaired.unclear };
  return { envelope: repaired.envelope, source: 'json', prose: null, diagnostics: [...notes, ...repaired.diagnostics], ...(verdict === undefined ? {} : { verdict }), ...unclear };
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

/** Text that starts as JSON: the whole of it, else the first envelope object in it. */
function readJsonText(body: string): ResultFileParse {
  const whole: JsonText = { text: body, line: 1 };
  const parsed = parseLoose(body);
  if (parsed.ok) return fromCandidate({ json: whole, value: parsed.value, json5: parsed.json5 }, null);
  const found = pickEnvelope(balancedObjects(whole));
  if (found !== null && found.json.text.trim() !== body.trim()) return fromCandidate(found, 'is followed by other text');
  const at = errorPosition(parsed.reason, whole);
  return unreadable(
    `The result is not valid JSON (${parsed.reason}). Expected the result envelope as one JSON object. Fix: write valid JSON (status, summary, findings, evidence, filesModified, recommendation, acceptance).`,
    at.line,
    at.column,
  );
}

/** A prose result: synthesized from its stated status, else the prose itself for the gate to judge. */
function readProse(body: string, jsonProblems: ResultFileParse | null): ResultFileParse {
  const stated = proseStatus(body);
  const prose = clipProse(body);
  if (stated !== null) {
    const unread = jsonProblems === null ? '' : ' (the JSON object in it has no readable status)';
    return {
      envelope: { status: stated.status, summary: prose, findings: [], evidence: [], filesModified: [], recommendation: '', acceptance: [] },
      source: 'prose',
      prose: null,
      diagnostics: [
        warning({
          ruleId: 'result-prose-status',
          message: `The result is prose, not the JSON envelope${unread}; its first line says "${stated.word}", so status ${stated.status} was taken with the text as its summary. Next time write the result envelope as JSON (schemas/result-envelope.schema.json).`,
        }),
      ],
    };
  }
  if (jsonProblems !== null) return jsonProblems;
  return {
    envelope: null,
    source: 'prose',
    prose,
    diagnostics: [
      warning({
        ruleId: 'result-prose-only',
        message: 'The result is prose: no JSON envelope in it and no status (DONE, BLOCKED or ERROR) on its first line. Its text was kept for the gate to judge. Next time write the result envelope as JSON (schemas/result-envelope.schema.json), or start the message with its status.',
      }),
    ],
  };
}

/**
 * Read what a sub-agent wrote to its result file: the JSON envelope (bare, fenced, in
 * prose, with JSON5 slips; repaired field by field), the review markdown (unless
 * `expect: 'envelope'`, for impl/extract/fix/refactor results), or prose (with a
 * stated status, or kept as prose for the gate to judge). Never throws.
 */
export function parseResultFile(text: string, options: { expect?: 'envelope' | 'review' } = {}): ResultFileParse {
  if (typeof text !== 'string') return unreadable('The result is not text. Expected JSON or review markdown. Fix: write the result file as UTF-8 text.');
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const trimmed = body.trim();
  if (trimmed === '') {
    return unreadable('The result file is empty. Expected the result envelope (JSON) or the review markdown. Fix: have the sub-agent write its result, or write its final message there.');
  }
  if (body.includes('\u0000')) {
    return unreadable('The result looks binary (it contains NUL bytes). Expected JSON or review markdown text. Fix: write the result file as UTF-8 text.');
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return readJsonText(body);
  const fences = fencedJson(body);
  const tagged = fences.find((f) => f.tagged);
  let unrecognized: Diagnostic[] = [];
  if (options.expect !== 'envelope') {
    const review = parseReviewReport(unwrapMarkdown(body));
    unrecognized = review.diagnostics.filter((d) => d.ruleId === 'review-unrecognized');
    if (unrecognized.length === 0) {
      // A review may quote JSON in a fence; a fence wins only when it looks like the envelope.
      const envelopeFence = tagged !== undefined && STATUS_KEY.test(tagged.text) ? pickEnvelope([tagged, ...balancedObjects(tagged)]) : null;
      if (envelopeFence !== null) return fromCandidate(envelopeFence, null);
      // Strict on verdicts: text that states BLOCKED or ERROR up front and no review verdict is not a passing review.
      const stated = proseStatus(body);
      // Without `expect`, a sectionless "verdict" that is a status word (`**Status:** Failed`) is prose too.
      const sectionless = review.report.summary === null || (options.expect !== 'review' && review.diagnostics.some((d) => d.ruleId === 'review-missing-section'));
      if (sectionless && stated !== null && stated.status !== 'DONE') return readProse(body, null);
      const verdict = review.report.verdict;
      return { envelope: envelopeFromReview(review.report), source: 'review-markdown', prose: null, diagnostics: review.diagnostics, ...(verdict === null ? {} : { verdict }) };
    }
  }
  const inFence = pickEnvelope(fences.flatMap((f) => [f, ...balancedObjects(f)]));
  const found = inFence ?? pickEnvelope(balancedObjects({ text: body, line: 1 }));
  if (found !== null) {
    const read = fromCandidate(found, inFence === null ? 'is surrounded by prose' : null);
    if (read.envelope !== null) return read;
    return readProse(body, read);
  }
  if (tagged !== undefined && proseStatus(body) === null) {
    const parsed = parseLoose(tagged.text);
    const reason = parsed.ok ? 'not a JSON object' : parsed.reason;
    const at = parsed.ok ? { line: tagged.line, column: 1 } : errorPosition(reason, tagged);
    return unreadable(
      `The result's \`\`\`json block is not valid JSON (${reason}). Expected the result envelope as one JSON object. Fix: write valid JSON (status, summary, findings, evidence, filesModified, recommendation, acceptance).`,
      at.line,
      at.column,
    );
  }
  // A review's result must be a review: prose is not one, and the retry is told what could not be read.
  if (options.expect === 'review' && unrecognized.length > 0) return { envelope: null, source: null, prose: null, diagnostics: unrecognized };
  return readProse(body, null);
}
