// A small JSON Schema (2020-12) interpreter for the contracts the shipped scripts validate
// (build/gen-validators.mjs embeds their schemas). It knows the keywords those schemas use
// (lib/schema/schema-refs.ts) and refuses any other (`compileSchema` throws): a new keyword fails the build, not a
// user's run. It reports the first problem as ajv does with `allErrors: false` (same keyword
// order and error objects; test/build/validators.test.ts compares them). A type the document
// shares (build/share-schema.mjs) is a `{ "$ref": "#/$defs/<Name>" }` resolved against the
// document's `$defs` once, when compiled (schema-refs.ts). Pure.

import type { SchemaError, SchemaProblemSource } from './problems.js';
import { assertKnown, refName, targetOf } from './schema-refs.js';

type Schema = Readonly<Record<string, unknown>>;

/** ajv's keyword groups, in its order (untyped first), with each group's keywords in its order. */
const GROUPS: readonly (readonly [string | null, readonly string[]])[] = [
  [null, ['const', 'enum', 'anyOf']],
  ['number', ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum']],
  ['string', ['maxLength', 'minLength', 'pattern']],
  ['array', ['maxItems', 'minItems', 'items']],
  ['object', ['required', 'additionalProperties', 'properties', 'patternProperties']],
];
const TYPED_GROUP = new Map(GROUPS.filter(([type]) => type !== null).map(([type, keywords]) => [type as string, keywords]));

/**
 * Where a check stands, as a chain to the root: the value's key (a JSON Pointer segment) and the
 * schema's path segments. Turned into ajv's strings only when a problem is reported.
 */
interface At {
  up: At | null;
  /** Whether problems are reported (paths, messages) or only found: a first pass, or an anyOf branch tried. */
  report: boolean;
  /** The value's key under its parent (none for the same value, e.g. an anyOf branch). */
  key?: string | number;
  /** The schema's keyword under its parent's, e.g. `properties`, `anyOf`, `items`. */
  schema: string;
  /** The name or index under that keyword, e.g. `phases` or 0 (escaped when reported). */
  schemaKey?: string | number;
  /** A definition reached through `$ref`: its schema path starts here (`#/$defs/<Name>`), as ajv's does. */
  base?: boolean;
}

/** The place where nothing is reported: no path is kept while problems are only being found. */
const QUIET: At = { up: null, report: false, schema: '' };

/** `at`'s child (the value under `key`, the schema under `schema`/`schemaKey`), or QUIET when nothing is reported. */
const child = (at: At, schema: string, key?: string | number, schemaKey?: string | number): At =>
  at.report ? { up: at, report: true, schema, key, schemaKey } : QUIET;

const escape = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const fragment = (key: string): string => encodeURIComponent(escape(key));

function dataPath(at: At | null): string {
  let out = '';
  for (let node = at; node !== null; node = node.up) if (node.key !== undefined) out = `/${escape(node.key)}${out}`;
  return out;
}

function schemaPath(at: At | null): string {
  let out = '';
  for (let node = at; node !== null; node = node.up) {
    if (node.schemaKey !== undefined) out = `/${fragment(String(node.schemaKey))}${out}`;
    if (node.schema !== '') out = `/${node.schema}${out}`;
    if (node.base === true) break;
  }
  return `#${out}`;
}

function isType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && value % 1 === 0;
    default:
      return typeof value === type;
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => equal(x, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const bo = b as Record<string, unknown>;
  return ka.length === Object.keys(bo).length && ka.every((k) => Object.hasOwn(bo, k) && equal((a as Record<string, unknown>)[k], bo[k]));
}

/** The problem found when problems are not reported: that there is one is all that counts. */
const FOUND: SchemaError = { instancePath: '', schemaPath: '', keyword: '', params: {} };

const error = (at: At, keyword: string, params: Record<string, unknown>, message: string): SchemaError =>
  !at.report ? FOUND : ({
  instancePath: dataPath(at),
  schemaPath: `${schemaPath(at)}/${keyword}`,
  keyword,
  params,
  message,
  });

const regexps = new Map<string, RegExp>();
function regexp(source: string): RegExp {
  let re = regexps.get(source);
  if (re === undefined) {
    re = new RegExp(source, 'u');
    regexps.set(source, re);
  }
  return re;
}

/** The keywords a typed group of `schema` uses: whether the type check waits for that group (ajv's order). */
const usesGroup = (schema: Schema, type: string): boolean => (TYPED_GROUP.get(type) ?? []).some((k) => schema[k] !== undefined);

/** One keyword's problems (empty: it holds). `schema[keyword]` is defined. */
function keyword(schema: Schema, name: string, value: unknown, at: At): SchemaError[] {
  const arg = schema[name];
  switch (name) {
    case 'const':
      return equal(value, arg) ? [] : [error(at, name, { allowedValue: arg }, 'must be equal to constant')];
    case 'enum':
      return (arg as unknown[]).some((x) => equal(value, x)) ? [] : [error(at, name, { allowedValues: arg }, 'must be equal to one of the allowed values')];
    case 'anyOf': {
      const branches = arg as Schema[];
      // Each branch tried without reporting first: a nullable value fails its first branch often.
      if (branches.some((branch) => check(branch, value, QUIET, true).length === 0)) return [];
      if (!at.report) return [FOUND];
      const found: SchemaError[] = [];
      for (const [i, branch] of branches.entries()) found.push(...check(branch, value, child(at, 'anyOf', undefined, i), true));
      return [...found, error(at, name, {}, 'must match a schema in anyOf')];
    }
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum': {
      const n = value as number;
      const limit = arg as number;
      const [ok, comparison] =
        name === 'maximum' ? [n <= limit, '<='] : name === 'minimum' ? [n >= limit, '>='] : name === 'exclusiveMaximum' ? [n < limit, '<'] : [n > limit, '>'];
      return ok ? [] : [error(at, name, { comparison, limit }, `must be ${comparison} ${limit}`)];
    }
    case 'maxLength':
    case 'minLength': {
      const length = [...(value as string)].length;
      const ok = name === 'maxLength' ? length <= (arg as number) : length >= (arg as number);
      return ok ? [] : [error(at, name, { limit: arg }, `must NOT have ${name === 'maxLength' ? 'more' : 'fewer'} than ${arg as number} characters`)];
    }
    case 'pattern':
      return regexp(arg as string).test(value as string) ? [] : [error(at, name, { pattern: arg }, `must match pattern "${arg as string}"`)];
    case 'maxItems':
    case 'minItems': {
      const length = (value as unknown[]).length;
      const ok = name === 'maxItems' ? length <= (arg as number) : length >= (arg as number);
      return ok ? [] : [error(at, name, { limit: arg }, `must NOT have ${name === 'maxItems' ? 'more' : 'fewer'} than ${arg as number} items`)];
    }
    case 'items':
      for (const [i, item] of (value as unknown[]).entries()) {
        const problems = check(arg as Schema, item, child(at, 'items', i), false);
        if (problems.length > 0) return problems;
      }
      return [];
    case 'required':
      for (const property of arg as string[]) {
        if ((value as Record<string, unknown>)[property] === undefined) {
          return [error(at, name, { missingProperty: property }, `must have required property '${property}'`)];
        }
      }
      return [];
    default:
      return objectKeyword(schema, name, value as Record<string, unknown>, at);
  }
}

/** properties, patternProperties and additionalProperties. */
function objectKeyword(schema: Schema, name: string, value: Record<string, unknown>, at: At): SchemaError[] {
  const { properties, patterns } = planOf(schema);
  if (name === 'properties') {
    for (const [key, sub] of properties) {
      if (value[key] === undefined) continue;
      const problems = check(sub, value[key], child(at, 'properties', key, key), false);
      if (problems.length > 0) return problems;
    }
    return NONE;
  }
  if (name === 'patternProperties') {
    for (const [source, re, sub] of patterns) {
      for (const key in value) {
        if (!Object.hasOwn(value, key) || !re.test(key)) continue;
        const problems = check(sub, value[key], child(at, 'patternProperties', key, source), false);
        if (problems.length > 0) return problems;
      }
    }
    return NONE;
  }
  // additionalProperties
  const additional = schema.additionalProperties;
  if (additional === true) return NONE;
  const known = schema.properties as Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key) || (known !== undefined && Object.hasOwn(known, key)) || patterns.some(([, re]) => re.test(key))) continue;
    if (additional === false) return [error(at, name, { additionalProperty: key }, 'must NOT have additional properties')];
    const problems = check(additional as Schema, value[key], child(at, 'additionalProperties', key), false);
    if (problems.length > 0) return problems;
  }
  return NONE;
}

/**
 * The problems of `value` against `schema`, ajv's first-problem order: the type (unless a group
 * of keywords of that one type will check it), the untyped keywords, then each group of typed
 * keywords that applies; within a group the first failing keyword ends the check. `branch`: inside
 * anyOf, where a wrong type does not stop the untyped keywords (ajv collects both).
 */
function check(schema: Schema | boolean, value: unknown, at: At, branch: boolean): SchemaError[] {
  if (schema === true) return NONE;
  if (schema === false) return [error(at, 'false schema', {}, 'boolean schema is false')];
  const { types, deferred, groups, target } = planOf(schema);
  if (target !== undefined) {
    return check(target, value, at.report ? { up: at, report: true, schema: '$defs', schemaKey: refName(schema), base: true } : QUIET, branch);
  }
  let found: SchemaError[] = NONE;
  if (types.length > 0 && !deferred && !types.some((t) => isType(t, value))) {
    found = [error(at, 'type', { type: schema.type }, `must be ${types.join(',')}`)];
    if (!branch) return found;
  }
  for (const [type, keywords] of groups) {
    if (type !== null && !isType(type, value)) {
      if (deferred && types[0] === type) found = [...found, error(at, 'type', { type: schema.type }, `must be ${type}`)];
    } else {
      for (const name of keywords) {
        const problems = keyword(schema, name, value, at);
        if (problems.length > 0) {
          found = [...found, ...problems];
          break;
        }
      }
    }
    if (found.length > 0) return found;
  }
  return found;
}

const NONE: SchemaError[] = [];

/** What `check` needs of a schema node, worked out once per node. */
interface Plan {
  types: readonly string[];
  /** The type is checked with the keywords of its group (ajv's order). */
  deferred: boolean;
  /** The groups the node uses, each with its keywords present, in ajv's order. */
  groups: readonly (readonly [string | null, readonly string[]])[];
  /** `properties`, as entries. */
  properties: readonly (readonly [string, Schema])[];
  /** `patternProperties`: each pattern, compiled, and its schema. */
  patterns: readonly (readonly [string, RegExp, Schema])[];
  /** The definition a `{ $ref }` node names. */
  target: Schema | undefined;
}
const plans = new WeakMap<Schema, Plan>();
function planOf(schema: Schema): Plan {
  let plan = plans.get(schema);
  if (plan === undefined) {
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    plan = {
      types,
      deferred: types.length === 1 && usesGroup(schema, types[0] as string),
      groups: GROUPS.map(([type, keywords]) => [type, keywords.filter((k) => schema[k] !== undefined)] as const).filter(([, keywords]) => keywords.length > 0),
      properties: Object.entries((schema.properties ?? {}) as Record<string, Schema>),
      patterns: Object.entries((schema.patternProperties ?? {}) as Record<string, Schema>).map(([source, sub]) => [source, regexp(source), sub] as const),
      target: targetOf(schema),
    };
    plans.set(schema, plan);
  }
  return plan;
}

/**
 * A validator of `schema` (checked for unknown keywords once, here) with ajv's interface: `errors`
 * after a false. `root`: the document whose `$defs` its references name (a branch of a union).
 */
export function compileSchema(schema: Schema, root: Schema = schema): SchemaProblemSource {
  assertKnown(schema, '#', root);
  const validate: SchemaProblemSource = (value: unknown): boolean => {
    // Found first, then reported: paths and messages are made only for a value that fails.
    if (check(schema, value, QUIET, false).length === 0) {
      validate.errors = null;
      return true;
    }
    validate.errors = check(schema, value, { report: true, up: null, schema: '' }, false);
    return false;
  };
  return validate;
}
