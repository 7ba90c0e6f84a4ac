/** One error a validator reports: the fields of ajv's ErrorObject that we read (lib/schema/interpreter.ts makes the same). */
export interface SchemaError {
  /** JSON Pointer to the offending value; '' for the document itself. */
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * A validator (lib/schema/<name>-validator.generated.ts, the interpreter over an embedded schema; ajv's in tests): returns
 * whether `value` matches, and leaves the reasons in `errors` when it does not.
 */
export interface SchemaProblemSource {
  (value: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** How many allowed values an enum message lists before it says `…`. */
const MAX_LISTED_VALUES = 8;

function showValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function showValues(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED_VALUES).map(showValue);
  if (values.length > MAX_LISTED_VALUES) shown.push('…');
  return shown.join(', ');
}

/** The detail worth adding to ajv's message, from the error's params. */
function detail(error: SchemaError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'enum':
      return Array.isArray(params.allowedValues) ? ` (${showValues(params.allowedValues)})` : '';
    case 'const':
      return 'allowedValue' in params ? ` (${showValue(params.allowedValue)})` : '';
    case 'additionalProperties':
      return typeof params.additionalProperty === 'string' ? ` (${params.additionalProperty})` : '';
    case 'unevaluatedProperties':
      return typeof params.unevaluatedProperty === 'string' ? ` (${params.unevaluatedProperty})` : '';
    default:
      return '';
  }
}

/**
 * Readable reasons why `value` does not match the schema behind `validate`, one per
 * problem, e.g. `/phases/0/kind: must be equal to one of the allowed values (agent, …)`:
 * the JSON Pointer (`(root)` for the document itself), ajv's message and, where useful,
 * the allowed values or the offending property. Empty when `value` is valid. Identical
 * lines are reported once; at most `max` lines are returned.
 */
export function schemaProblems(validate: SchemaProblemSource, value: unknown, max = 10): string[] {
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (lines.length >= max) break;
    const line = `${error.instancePath === '' ? '(root)' : error.instancePath}: ${error.message ?? `fails ${error.keyword}`}${detail(error)}`;
    if (seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  if (lines.length === 0 && max > 0) lines.push('(root): does not match the schema');
  return lines;
}
