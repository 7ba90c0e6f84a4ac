import type { Diagnostic, Finding, ResultEnvelope } from '../schema/index.js';
import { describe, dropUnknown, field, isRecord, list, NEXT_TIME, Problems, text } from './envelope-fields.js';
import { readAcceptance } from './read-acceptance.js';
import { statusWordOf } from './status-word.js';
import { foldWord, RESULT_STATUSES, SEVERITY_WORDS } from './vocabulary.js';

// Repairs what a sub-agent wrote into the result envelope (lib/schema/result.ts is the
// shape we ask for; this reads what children write). Tolerant on format, strict on
// verdicts: every repair is a warning naming the JSON path, what was written and what
// was taken; only a root that is not an object or a status that cannot be read is an
// error. It walks only the envelope's fixed shape, so deeply nested values cost nothing.

const FINDING_KEYS = ['severity', 'description', 'file', 'line'] as const;

function severityOf(value: unknown, path: string, out: Problems): Finding['severity'] {
  if (value === undefined) {
    out.warn('result-missing-field', `${path} is missing; it was read as "required". ${NEXT_TIME} (severity one of "blocking", "required", "suggestion").`);
    return 'required';
  }
  const mapped = typeof value === 'string' ? SEVERITY_WORDS[foldWord(value)] : undefined;
  if (mapped !== undefined && mapped === value) return mapped;
  const taken = mapped ?? 'required';
  const why = mapped === undefined ? 'an unknown severity is never read as softer than required' : 'that is its word in the review vocabulary';
  out.warn('result-severity-mapped', `${path} is ${describe(value)}; it was read as "${taken}" (${why}). ${NEXT_TIME} (severity one of "blocking", "required", "suggestion").`);
  return taken;
}

function lineOf(value: unknown, path: string, out: Problems): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) && Number(value) >= 1) {
    out.warn('result-value-coerced', `${path} is ${describe(value)}; it was read as the number ${Number(value)}. ${NEXT_TIME} (line an unquoted integer).`);
    return Number(value);
  }
  out.warn('result-invalid-field', `${path} is ${describe(value)}; expected an integer ≥ 1, so it was dropped. Fix: give the 1-based line number, or omit the key.`);
  return undefined;
}

function finding(value: unknown, path: string, out: Problems): Finding | null {
  if (typeof value === 'string') {
    out.warn('result-value-coerced', `${path} is ${describe(value)}; it was read as a required finding with that description. ${NEXT_TIME} (each finding {severity, description}).`);
    return { severity: 'required', description: value };
  }
  if (!isRecord(value)) {
    out.warn('result-invalid-field', `${path} is ${describe(value)}; expected a finding object, so it was dropped. Fix: write {severity, description, file?, line?}.`);
    return null;
  }
  const used = new Set<string>();
  const severity = severityOf(field(value, 'severity', `${path}.severity`, out, used), `${path}.severity`, out);
  const rawDescription = field(value, 'description', `${path}.description`, out, used);
  let description = '(no description given)';
  if (rawDescription === undefined) {
    out.warn('result-missing-field', `${path}.description is missing; it was read as "${description}". ${NEXT_TIME} (every finding has a description).`);
  } else description = text(rawDescription, `${path}.description`, out, description) ?? description;
  const out1: Finding = { severity, description };
  const file = field(value, 'file', `${path}.file`, out, used);
  if (file !== undefined) {
    const f = text(file, `${path}.file`, out, undefined);
    if (f !== undefined) out1.file = f;
  }
  const line = field(value, 'line', `${path}.line`, out, used);
  if (line !== undefined) {
    const l = lineOf(line, `${path}.line`, out);
    if (l !== undefined) out1.line = l;
  }
  dropUnknown(value, used, path, 'finding', FINDING_KEYS, out);
  return out1;
}

const ENVELOPE_KEYS = ['status', 'summary', 'findings', 'evidence', 'filesModified', 'recommendation', 'acceptance'] as const;
const STATUS_LIST = RESULT_STATUSES.map((w) => `"${w}"`).join(', ');

function statusOf(value: unknown, out: Problems): ResultEnvelope['status'] | null {
  if (value === undefined) {
    out.add('error', 'result-missing-field', `status is missing; expected it in every result envelope. Fix: add "status": one of ${STATUS_LIST}.`);
    return null;
  }
  const status = typeof value === 'string' ? (statusWordOf(value) ?? undefined) : undefined;
  if (status === undefined) {
    out.add('error', 'result-invalid-field', `status is ${describe(value)}; expected one of ${STATUS_LIST} (or a word such as done, blocked, failed). Fix: use one of ${STATUS_LIST}.`);
    return null;
  }
  if (status !== value) out.warn('result-status-synonym', `status is ${describe(value)}; it was read as "${status}". ${NEXT_TIME} (status one of ${STATUS_LIST}).`);
  return status;
}

function strings(value: unknown, path: string, out: Problems): string[] {
  const result: string[] = [];
  list(value, path, out).forEach((item: unknown, i) => {
    if (typeof item === 'string') result.push(item);
    else out.warn('result-invalid-field', `${path}[${i}] is ${describe(item)}; expected a string, so it was dropped. Fix: write it as a JSON string.`);
  });
  return result;
}

function items<T>(value: unknown, path: string, out: Problems, read: (v: unknown, p: string, o: Problems) => T | null): T[] {
  const result: T[] = [];
  list(value, path, out).forEach((item: unknown, i) => {
    const read1 = read(item, `${path}[${i}]`, out);
    if (read1 !== null) result.push(read1);
  });
  return result;
}

export interface EnvelopeRepair {
  /** Null when the root is not an object or the status cannot be read. */
  envelope: ResultEnvelope | null;
  /** Warnings for every repair; errors when `envelope` is null. */
  diagnostics: Diagnostic[];
  /** Indexes into `envelope.acceptance` of criteria whose verdict could not be read (kept as not met). */
  unclear: number[];
}

/**
 * Read `value` as the result envelope, repairing what can be repaired. Diagnostics name
 * the JSON path (e.g. `findings[2].severity`) and sit at `at` (where the JSON starts).
 */
export function repairEnvelope(value: unknown, at: { line: number; column: number } = { line: 1, column: 1 }): EnvelopeRepair {
  const out = new Problems(at);
  if (!isRecord(value)) {
    out.add('error', 'result-invalid-field', `The result is ${describe(value)}; expected a JSON object. Fix: write an object with the keys ${ENVELOPE_KEYS.join(', ')}.`);
    return { envelope: null, diagnostics: out.finish(), unclear: [] };
  }
  const used = new Set<string>();
  const get = (key: string): unknown => field(value, key, key, out, used);
  const status = statusOf(get('status'), out);
  const rawSummary = get('summary');
  let summary = '';
  if (rawSummary === undefined) out.warn('result-missing-field', `summary is missing; "" was taken. ${NEXT_TIME} (summary: what was done, in a sentence or two).`);
  else summary = text(rawSummary, 'summary', out, '') ?? '';
  const present = (key: string): unknown => {
    const v = get(key);
    return v === undefined ? [] : v;
  };
  const findings = items(present('findings'), 'findings', out, finding);
  const evidence = strings(present('evidence'), 'evidence', out);
  const filesModified = strings(present('filesModified'), 'filesModified', out);
  const rawRecommendation = get('recommendation');
  const recommendation = rawRecommendation === undefined ? '' : (text(rawRecommendation, 'recommendation', out, '') ?? '');
  const accepted = readAcceptance(get('acceptance'), out);
  dropUnknown(value, used, '', 'result envelope', ENVELOPE_KEYS, out);
  const diagnostics = out.finish();
  if (status === null) return { envelope: null, diagnostics, unclear: [] };
  return { envelope: { status, summary, findings, evidence, filesModified, recommendation, acceptance: accepted.checks }, diagnostics, unclear: accepted.unclear };
}
