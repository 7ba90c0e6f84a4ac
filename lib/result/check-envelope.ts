import { error } from '../diagnostics/diagnostic.js';
import type { RuleId } from '../diagnostics/rules.js';
import type { Diagnostic } from '../schema/index.js';
import { FINDING_SEVERITIES, RESULT_STATUSES } from './vocabulary.js';

// A hand-written structural check of the result envelope (mirrors lib/schema/result.ts,
// which tests keep in step): no TypeBox or ajv at runtime. It walks only the envelope's
// fixed shape, so deeply nested values cost nothing.

type Check = (value: unknown, path: string, out: Problems) => void;

interface FieldSpec {
  check: Check;
  optional?: boolean;
}

/** Past this many problems the rest are summarized in one diagnostic. */
export const MAX_ENVELOPE_PROBLEMS = 50;

class Problems {
  readonly list: Diagnostic[] = [];
  private dropped = 0;
  constructor(private readonly at: { line: number; column: number }) {}

  add(ruleId: RuleId, message: string): void {
    if (this.list.length >= MAX_ENVELOPE_PROBLEMS) {
      this.dropped += 1;
      return;
    }
    this.list.push(error({ ruleId, message, ...this.at }));
  }

  finish(): Diagnostic[] {
    if (this.dropped > 0) {
      this.list.push(
        error({
          ruleId: 'result-invalid-field',
          message: `${this.dropped} further problem(s) in the result envelope are not listed. Expected a result envelope matching schemas/result-envelope.json. Fix the problems above and check again.`,
          ...this.at,
        }),
      );
    }
    return this.list;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? `the string "${value.slice(0, 40)}…"` : `the string "${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return `a ${typeof value}`;
}

const where = (path: string): string => (path === '' ? 'The result' : path);

const typed =
  (expected: string, test: (v: unknown) => boolean, fix: string): Check =>
  (value, path, out) => {
    if (!test(value)) {
      out.add('result-invalid-field', `${where(path)} is ${describe(value)}; expected ${expected}. Fix: ${fix}.`);
    }
  };

const string = typed('a string', (v) => typeof v === 'string', 'write it as a JSON string');
const boolean = typed('true or false', (v) => typeof v === 'boolean', 'write true or false, unquoted');
const lineNumber = typed(
  'an integer ≥ 1',
  (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1,
  'give the 1-based line number, or omit the key',
);

const oneOf = (words: readonly string[]): Check => {
  const list = words.map((w) => `"${w}"`).join(', ');
  return typed(`one of ${list}`, (v) => typeof v === 'string' && words.includes(v), `use one of ${list}`);
};

const arrayOf =
  (item: Check): Check =>
  (value, path, out) => {
    if (!Array.isArray(value)) {
      out.add('result-invalid-field', `${where(path)} is ${describe(value)}; expected an array. Fix: write a JSON array ([] when empty).`);
      return;
    }
    value.forEach((element: unknown, index) => item(element, `${path}[${index}]`, out));
  };

const object =
  (fields: Readonly<Record<string, FieldSpec>>): Check =>
  (value, path, out) => {
    if (!isRecord(value)) {
      out.add('result-invalid-field', `${where(path)} is ${describe(value)}; expected a JSON object. Fix: write an object with the keys ${Object.keys(fields).join(', ')}.`);
      return;
    }
    const child = (key: string): string => (path === '' ? key : `${path}.${key}`);
    for (const [key, spec] of Object.entries(fields)) {
      if (Object.hasOwn(value, key)) spec.check(value[key], child(key), out);
      else if (spec.optional !== true) {
        out.add('result-missing-field', `${child(key)} is missing; expected it in every ${path === '' ? 'result envelope' : 'item'}. Fix: add "${key}".`);
      }
    }
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(fields, key)) continue;
      const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
      out.add(
        'result-unknown-field',
        `${child(shown)} is not a key of the ${path === '' ? 'result envelope' : 'item'}; expected only ${Object.keys(fields).join(', ')}. Fix: remove or rename it.`,
      );
    }
  };

const ENVELOPE: Check = object({
  status: { check: oneOf(RESULT_STATUSES) },
  summary: { check: string },
  findings: {
    check: arrayOf(
      object({
        severity: { check: oneOf(FINDING_SEVERITIES) },
        description: { check: string },
        file: { check: string, optional: true },
        line: { check: lineNumber, optional: true },
      }),
    ),
  },
  evidence: { check: arrayOf(string) },
  filesModified: { check: arrayOf(string) },
  recommendation: { check: string },
  acceptance: {
    check: arrayOf(
      object({
        criterion: { check: string },
        met: { check: boolean },
        note: { check: string, optional: true },
      }),
    ),
  },
});

/**
 * One error per problem, each naming its JSON path (e.g. `findings[2].severity`),
 * positioned at `at` (where the JSON starts). Empty when `value` is a valid envelope.
 */
export function checkEnvelope(value: unknown, at: { line: number; column: number } = { line: 1, column: 1 }): Diagnostic[] {
  const problems = new Problems(at);
  ENVELOPE(value, '', problems);
  return problems.finish();
}
