import { diagnostic } from '../diagnostics/diagnostic.js';
import type { RuleId } from '../diagnostics/rules.js';
import type { AcceptanceCheck, Diagnostic, Finding, ResultEnvelope, Severity } from '../schema/index.js';
import { foldWord, RESULT_STATUSES, SEVERITY_WORDS, STATUS_WORDS } from './vocabulary.js';

// Repairs what a sub-agent wrote into the result envelope (lib/schema/result.ts is the
// shape we ask for; this reads what children write). Tolerant on format, strict on
// verdicts: every repair is a warning naming the JSON path, what was written and what
// was taken; only a root that is not an object or a status that cannot be read is an
// error. It walks only the envelope's fixed shape, so deeply nested values cost nothing.

/** Past this many problems the rest are summarized in one diagnostic. */
export const MAX_ENVELOPE_PROBLEMS = 50;

class Problems {
  readonly list: Diagnostic[] = [];
  private dropped: Severity | null = null;
  private droppedCount = 0;
  constructor(private readonly at: { line: number; column: number }) {}

  add(severity: Severity, ruleId: RuleId, message: string): void {
    if (this.list.length >= MAX_ENVELOPE_PROBLEMS) {
      this.droppedCount += 1;
      if (this.dropped !== 'error') this.dropped = severity;
      return;
    }
    this.list.push(diagnostic(severity, { ruleId, message, ...this.at }));
  }

  warn(ruleId: RuleId, message: string): void {
    this.add('warning', ruleId, message);
  }

  finish(): Diagnostic[] {
    if (this.dropped !== null) {
      this.list.push(
        diagnostic(this.dropped, {
          ruleId: 'result-invalid-field',
          message: `${this.droppedCount} further problem(s) in the result envelope are not listed. Expected a result envelope matching schemas/result-envelope.json. Fix the problems above and check again.`,
          ...this.at,
        }),
      );
    }
    return this.list;
  }
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? `the string "${value.slice(0, 40)}…"` : `the string "${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return `a ${typeof value}`;
}

const NEXT_TIME = 'Next time write the result envelope as in schemas/result-envelope.json';

/** A string field: numbers and booleans become their text, a list of strings its lines; else `fallback`. */
function text(value: unknown, path: string, out: Problems, fallback: string | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') {
    out.warn('result-value-coerced', `${path} is ${describe(value)}; it was read as the string "${String(value)}". ${NEXT_TIME} (${path} a JSON string).`);
    return String(value);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    out.warn('result-value-coerced', `${path} is a list of strings; it was read as their lines joined. ${NEXT_TIME} (${path} one JSON string).`);
    return value.join('\n');
  }
  const taken = fallback === undefined ? 'it was dropped' : `"${fallback}" was taken`;
  out.warn('result-invalid-field', `${path} is ${describe(value)}; expected a string, so ${taken}. ${NEXT_TIME} (${path} a JSON string).`);
  return fallback;
}

/** A list field: one value where a list is expected is a one-item list. */
function list(value: unknown, path: string, out: Problems): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined) {
    out.warn('result-invalid-field', `${path} is ${describe(value)}; expected an array, so [] was taken. ${NEXT_TIME} (${path} a JSON array, [] when empty).`);
    return [];
  }
  out.warn('result-value-coerced', `${path} is ${describe(value)}; expected an array, so it was read as a one-item list. ${NEXT_TIME} (${path} a JSON array).`);
  return [value];
}

/** The value of `key`, or of a key equal to it but for case (with a warning). */
function field(obj: Rec, key: string, path: string, out: Problems, used: Set<string>): unknown {
  if (Object.hasOwn(obj, key)) {
    used.add(key);
    return obj[key];
  }
  const other = Object.keys(obj).find((k) => !used.has(k) && k.toLowerCase() === key.toLowerCase());
  if (other === undefined) return undefined;
  used.add(other);
  out.warn('result-value-coerced', `${path} was written "${other.slice(0, 40)}"; it was read as "${key}". ${NEXT_TIME} (keys are case-sensitive).`);
  return obj[other];
}

function dropUnknown(obj: Rec, used: Set<string>, path: string, what: string, keys: readonly string[], out: Problems): void {
  const unknown = Object.keys(obj).filter((k) => !used.has(k));
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 5).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
  const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
  const first = path === '' ? shown[0] : `${path}.${shown[0]}`;
  out.warn(
    'result-unknown-field',
    `${first ?? ''} is not a key of the ${what} (unknown: ${shown.join(', ')}${more}); it was dropped. Expected only ${keys.join(', ')}. Fix: remove or rename it.`,
  );
}

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

const ACCEPTANCE_KEYS = ['criterion', 'met', 'note'] as const;
const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

function metOf(value: unknown, path: string, out: Problems): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined) {
    out.warn('result-missing-field', `${path} is missing; it was read as false (a criterion not said to be met is not met). ${NEXT_TIME} (met true or false).`);
    return false;
  }
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (TRUE_WORDS.has(word) || FALSE_WORDS.has(word)) {
    const met = TRUE_WORDS.has(word);
    out.warn('result-value-coerced', `${path} is ${describe(value)}; it was read as ${String(met)}. ${NEXT_TIME} (met true or false, unquoted).`);
    return met;
  }
  out.warn('result-invalid-field', `${path} is ${describe(value)}; expected true or false, so false was taken. Fix: write true or false, unquoted.`);
  return false;
}

function acceptance(value: unknown, path: string, out: Problems): AcceptanceCheck | null {
  if (typeof value === 'string') {
    out.warn('result-value-coerced', `${path} is ${describe(value)}; it was read as that criterion, not met. ${NEXT_TIME} (each item {criterion, met}).`);
    return { criterion: value, met: false };
  }
  if (!isRecord(value)) {
    out.warn('result-invalid-field', `${path} is ${describe(value)}; expected an acceptance object, so it was dropped. Fix: write {criterion, met, note?}.`);
    return null;
  }
  const used = new Set<string>();
  const rawCriterion = field(value, 'criterion', `${path}.criterion`, out, used);
  let criterion = '';
  if (rawCriterion === undefined) out.warn('result-missing-field', `${path}.criterion is missing; "" was taken. ${NEXT_TIME} (every acceptance item names its criterion).`);
  else criterion = text(rawCriterion, `${path}.criterion`, out, '') ?? '';
  const item: AcceptanceCheck = { criterion, met: metOf(field(value, 'met', `${path}.met`, out, used), `${path}.met`, out) };
  const note = field(value, 'note', `${path}.note`, out, used);
  if (note !== undefined) {
    const n = text(note, `${path}.note`, out, undefined);
    if (n !== undefined) item.note = n;
  }
  dropUnknown(value, used, path, 'acceptance item', ACCEPTANCE_KEYS, out);
  return item;
}

const ENVELOPE_KEYS = ['status', 'summary', 'findings', 'evidence', 'filesModified', 'recommendation', 'acceptance'] as const;
const STATUS_LIST = RESULT_STATUSES.map((w) => `"${w}"`).join(', ');

function statusOf(value: unknown, out: Problems): ResultEnvelope['status'] | null {
  if (value === undefined) {
    out.add('error', 'result-missing-field', `status is missing; expected it in every result envelope. Fix: add "status": one of ${STATUS_LIST}.`);
    return null;
  }
  const status = typeof value === 'string' ? STATUS_WORDS[foldWord(value)] : undefined;
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
}

/**
 * Read `value` as the result envelope, repairing what can be repaired. Diagnostics name
 * the JSON path (e.g. `findings[2].severity`) and sit at `at` (where the JSON starts).
 */
export function repairEnvelope(value: unknown, at: { line: number; column: number } = { line: 1, column: 1 }): EnvelopeRepair {
  const out = new Problems(at);
  if (!isRecord(value)) {
    out.add('error', 'result-invalid-field', `The result is ${describe(value)}; expected a JSON object. Fix: write an object with the keys ${ENVELOPE_KEYS.join(', ')}.`);
    return { envelope: null, diagnostics: out.finish() };
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
  const accepted = items(present('acceptance'), 'acceptance', out, acceptance);
  dropUnknown(value, used, '', 'result envelope', ENVELOPE_KEYS, out);
  const diagnostics = out.finish();
  if (status === null) return { envelope: null, diagnostics };
  return { envelope: { status, summary, findings, evidence, filesModified, recommendation, acceptance: accepted }, diagnostics };
}
