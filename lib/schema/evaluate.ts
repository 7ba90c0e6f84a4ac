// A small JSON Schema (2020-12) evaluator for exactly the subset of keywords our TypeBox
// contracts emit (schemas/*.schema.json). It is an alternative to the generated ajv
// validators when start-up time matters: no code generation, nothing to compile. Any other
// keyword (or form of a keyword) throws, so an unsupported schema is never silently accepted.

type Schema = Record<string, unknown>;

/** Keywords we evaluate, and those we ignore (annotations). Anything else throws. */
const KEYWORDS = new Set(['type', 'const', 'enum', 'required', 'properties', 'additionalProperties', 'items', 'anyOf', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'patternProperties', 'propertyNames']);
const IGNORED = new Set(['$schema', '$id', 'title', 'description']);
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
const MAX_LISTED_VALUES = 8;

const checked = new WeakSet<object>();
const regexps = new Map<string, RegExp>();

interface Context {
  out: string[];
  seen: Set<string>;
  max: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
const pointer = (path: string, key: string | number): string => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function regexp(pattern: string): RegExp {
  let re = regexps.get(pattern);
  if (re === undefined) regexps.set(pattern, (re = new RegExp(pattern, 'u')));
  return re;
}

/** Throws on any keyword, or form of one, that evaluate() does not implement. */
function checkSchema(schema: unknown, at: string): void {
  if (!isObject(schema)) throw new Error(`evaluateSchema: schema at ${at} is not an object`);
  for (const [key, v] of Object.entries(schema)) {
    if (IGNORED.has(key)) continue;
    if (!KEYWORDS.has(key)) throw new Error(`evaluateSchema: unsupported keyword "${key}" at ${at}`);
    const bad = (what: string) => new Error(`evaluateSchema: unsupported ${key} (${what}) at ${at}`);
    if (key === 'type' && !(Array.isArray(v) ? v : [v]).every((t) => TYPES.has(t as string))) throw bad(JSON.stringify(v));
    else if (key === 'additionalProperties' && v !== false) throw bad('only false is supported');
    else if (key === 'enum' && !Array.isArray(v)) throw bad('not an array');
    else if (key === 'required' && !(Array.isArray(v) && v.every((k) => typeof k === 'string'))) throw bad('not a list of names');
    else if (key === 'pattern') regexp(v as string);
    else if (key === 'uniqueItems' && typeof v !== 'boolean') throw bad('not a boolean');
    else if (['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'].includes(key) && typeof v !== 'number') throw bad('not a number');
    else if (key === 'items' || key === 'propertyNames') checkSchema(v, `${at}/${key}`);
    else if (key === 'anyOf') {
      if (!Array.isArray(v) || v.length === 0) throw bad('not a non-empty array');
      v.forEach((s, i) => checkSchema(s, `${at}/anyOf/${i}`));
    } else if (key === 'properties' || key === 'patternProperties') {
      if (!isObject(v)) throw bad('not an object');
      for (const [k, s] of Object.entries(v)) {
        if (key === 'patternProperties') regexp(k);
        checkSchema(s, `${at}/${key}/${k}`);
      }
    }
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => equal(x, (b as unknown[])[i]));
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && equal((a as Schema)[k], (b as Schema)[k]));
}

function hasType(type: string, v: unknown): boolean {
  switch (type) {
    case 'object': return isObject(v);
    case 'array': return Array.isArray(v);
    case 'null': return v === null;
    case 'number': return typeof v === 'number' && Number.isFinite(v);
    case 'integer': return Number.isInteger(v);
    default: return typeof v === type;
  }
}

function typeMatches(schema: Schema, v: unknown): boolean {
  const t = schema.type;
  return t === undefined || (Array.isArray(t) ? t : [t]).some((x) => hasType(x as string, v));
}

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n += 1;
  return n;
}

/** Records a problem line; true when the context is full (the caller may stop early). */
function addLine(ctx: Context, line: string): boolean {
  if (ctx.out.length >= ctx.max) return true;
  if (!ctx.seen.has(line)) {
    ctx.seen.add(line);
    ctx.out.push(line);
  }
  return ctx.out.length >= ctx.max;
}

const add = (ctx: Context, path: string, message: string): boolean => addLine(ctx, `${path === '' ? '(root)' : path}: ${message}`);

function walk(s: Schema, v: unknown, path: string, ctx: Context): boolean {
  let ok = true;
  const fail = (message: string): boolean => {
    ok = false;
    return add(ctx, path, message);
  };
  if (s.type !== undefined && !typeMatches(s, v) && fail(`must be ${(Array.isArray(s.type) ? s.type : [s.type]).join(',')}`)) return false;
  if ('const' in s && !equal(v, s.const) && fail(`must be equal to constant (${show(s.const)})`)) return false;
  if (s.enum !== undefined) {
    const values = s.enum as unknown[];
    const listed = values.slice(0, MAX_LISTED_VALUES).map(show).concat(values.length > MAX_LISTED_VALUES ? ['…'] : []);
    if (!values.some((e) => equal(v, e)) && fail(`must be equal to one of the allowed values (${listed.join(', ')})`)) return false;
  }
  if (typeof v === 'number') {
    if (typeof s.minimum === 'number' && !(v >= s.minimum) && fail(`must be >= ${s.minimum}`)) return false;
    if (typeof s.maximum === 'number' && !(v <= s.maximum) && fail(`must be <= ${s.maximum}`)) return false;
  } else if (typeof v === 'string') {
    const n = s.minLength !== undefined || s.maxLength !== undefined ? codePoints(v) : 0;
    if (typeof s.minLength === 'number' && n < s.minLength && fail(`must NOT have fewer than ${s.minLength} characters`)) return false;
    if (typeof s.maxLength === 'number' && n > s.maxLength && fail(`must NOT have more than ${s.maxLength} characters`)) return false;
    if (typeof s.pattern === 'string' && !regexp(s.pattern).test(v) && fail(`must match pattern "${s.pattern}"`)) return false;
  } else if (Array.isArray(v)) {
    if (typeof s.minItems === 'number' && v.length < s.minItems && fail(`must NOT have fewer than ${s.minItems} items`)) return false;
    if (typeof s.maxItems === 'number' && v.length > s.maxItems && fail(`must NOT have more than ${s.maxItems} items`)) return false;
    if (s.items !== undefined) {
      for (let i = 0; i < v.length; i += 1) {
        if (!walk(s.items as Schema, v[i], pointer(path, i), ctx)) {
          ok = false;
          if (ctx.out.length >= ctx.max) return false;
        }
      }
    }
    if (s.uniqueItems === true) {
      outer: for (let i = v.length - 1; i > 0; i -= 1) {
        for (let j = i - 1; j >= 0; j -= 1) {
          if (equal(v[i], v[j])) {
            if (fail(`must NOT have duplicate items (items ## ${j} and ${i} are identical)`)) return false;
            break outer;
          }
        }
      }
    }
  } else if (isObject(v)) {
    for (const key of (s.required as string[] | undefined) ?? []) {
      if (v[key] === undefined && fail(`must have required property '${key}'`)) return false;
    }
    const props = (s.properties ?? {}) as Record<string, Schema>;
    const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>);
    for (const key of Object.keys(v)) {
      const child = pointer(path, key);
      let known = Object.hasOwn(props, key);
      let valid = !known || v[key] === undefined || walk(props[key] as Schema, v[key], child, ctx);
      for (const [p, ps] of patterns) {
        if (!regexp(p).test(key)) continue;
        known = true;
        valid = walk(ps, v[key], child, ctx) && valid;
      }
      if (s.propertyNames !== undefined && !walk(s.propertyNames as Schema, key, path, { out: [], seen: new Set(), max: 0 })) {
        valid = false;
        add(ctx, path, `property name '${key}' is invalid`);
      }
      if (!known && s.additionalProperties === false) {
        valid = false;
        add(ctx, path, `must NOT have additional properties (${key})`);
      }
      if (!valid) {
        ok = false;
        if (ctx.out.length >= ctx.max) return false;
      }
    }
  }
  if (Array.isArray(s.anyOf)) {
    let best: Context | null = null;
    let matched = false;
    for (const branch of s.anyOf as Schema[]) {
      const sub: Context = { out: [], seen: new Set(), max: ctx.max };
      if (walk(branch, v, path, sub)) {
        matched = true;
        break;
      }
      if (typeMatches(branch, v) && (best === null || sub.out.length < best.out.length)) best = sub;
    }
    if (!matched) {
      for (const line of best?.out ?? []) if (addLine(ctx, line)) return false;
      if (fail('must match a schema in anyOf')) return false;
    }
  }
  return ok;
}

/**
 * Readable reasons why `value` does not match `schema`, in the style of schemaProblems():
 * `<JSON Pointer or (root)>: <message>`, at most `max` lines, empty when valid. Supports only
 * the keywords our TypeBox contracts emit, and throws on any other (a programming error).
 */
export function evaluateSchema(schema: object, value: unknown, max = 10): string[] {
  if (!checked.has(schema)) {
    checkSchema(schema, '#');
    checked.add(schema);
  }
  const ctx: Context = { out: [], seen: new Set(), max };
  const ok = walk(schema as Schema, value, '', ctx);
  if (!ok && ctx.out.length === 0 && max > 0) ctx.out.push('(root): does not match the schema');
  return ctx.out;
}
