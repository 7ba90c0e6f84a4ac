import { diagnostic } from '../diagnostics/diagnostic.js';
import type { RuleId } from '../diagnostics/rules.js';
import type { Diagnostic, Severity } from '../schema/index.js';

// The envelope reader's field helpers (lib/result/repair-envelope.ts, lib/result/read-acceptance.ts):
// every repair is a warning naming the JSON path, what was written and what was taken.

/** Past this many problems the rest are summarized in one diagnostic. */
export const MAX_ENVELOPE_PROBLEMS = 50;

export class Problems {
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
          message: `${this.droppedCount} further problem(s) in the result envelope are not listed. Expected a result envelope matching schemas/result-envelope.schema.json. Fix the problems above and check again.`,
          ...this.at,
        }),
      );
    }
    return this.list;
  }
}

export type Rec = Record<string, unknown>;
export const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? `the string "${value.slice(0, 40)}…"` : `the string "${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return `a ${typeof value}`;
}

export const NEXT_TIME = 'Next time write the result envelope as in schemas/result-envelope.schema.json';

/** A string field: numbers and booleans become their text, a list of strings its lines; else `fallback`. */
export function text(value: unknown, path: string, out: Problems, fallback: string | undefined): string | undefined {
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
export function list(value: unknown, path: string, out: Problems): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined) {
    out.warn('result-invalid-field', `${path} is ${describe(value)}; expected an array, so [] was taken. ${NEXT_TIME} (${path} a JSON array, [] when empty).`);
    return [];
  }
  out.warn('result-value-coerced', `${path} is ${describe(value)}; expected an array, so it was read as a one-item list. ${NEXT_TIME} (${path} a JSON array).`);
  return [value];
}

/** The value of `key`, or of a key equal to it but for case (with a warning). */
export function field(obj: Rec, key: string, path: string, out: Problems, used: Set<string>): unknown {
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

export function dropUnknown(obj: Rec, used: Set<string>, path: string, what: string, keys: readonly string[], out: Problems): void {
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
