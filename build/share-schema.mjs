// Shares what a published schema repeats: every subschema that occurs more than once in a
// document and is big enough that a reference is shorter than its copies moves to the document's
// `$defs` and each use becomes `{ "$ref": "#/$defs/<Name>" }`. TypeBox writes a type at each use
// (a union of failure facts quoted by five events is five copies); nothing in lib/schema has to
// mark a type as shared, and no list of shared types is kept: the copies are found here, by
// their JSON text. A definition is named after the lib/schema export it equals (`names`), else
// after the property that holds its first use. `inlineRefs` undoes it (tests: the published
// document means exactly the TypeBox schema). Deterministic.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Keywords whose value is one subschema, a list of them, or a map of them (JSON Schema 2020-12). */
const ONE = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const LIST = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);
const MAP = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

/** A subschema shorter than this (as JSON) is left in place: a reference plus its definition would not be shorter. */
export const MIN_SHARED_BYTES = 96;

const isSchemaObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each subschema of `node` (not `node` itself) with the property name that holds it, if any. */
function* children(node) {
  for (const [key, value] of Object.entries(node)) {
    if (ONE.has(key) && isSchemaObject(value)) yield [value, key];
    else if (LIST.has(key) && Array.isArray(value)) for (const sub of value) yield [sub, key];
    else if (MAP.has(key) && isSchemaObject(value)) for (const [name, sub] of Object.entries(value)) if (isSchemaObject(sub)) yield [sub, name];
  }
}

/** How often each subschema's JSON text occurs under `root` (root excluded), with the property name of its first use. */
function census(root) {
  const seen = new Map();
  const visit = (node, holder) => {
    const text = JSON.stringify(node);
    const entry = seen.get(text);
    if (entry === undefined) seen.set(text, { count: 1, holder });
    else entry.count++;
    for (const [sub, key] of children(node)) visit(sub, key);
  };
  for (const [sub, key] of children(root)) visit(sub, key);
  return seen;
}

/** Replaces every subschema of `node` whose text is `text` with `ref` (in place). */
function replace(node, text, ref) {
  for (const [key, value] of Object.entries(node)) {
    const swap = (sub) => (JSON.stringify(sub) === text ? { ...ref } : (replace(sub, text, ref), sub));
    if (ONE.has(key) && isSchemaObject(value)) node[key] = swap(value);
    else if (LIST.has(key) && Array.isArray(value)) node[key] = value.map((sub) => (isSchemaObject(sub) ? swap(sub) : sub));
    else if (MAP.has(key) && isSchemaObject(value)) for (const [name, sub] of Object.entries(value)) if (isSchemaObject(sub)) value[name] = swap(sub);
  }
}

const pascal = (word) => word.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _sep, c) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

/**
 * `document` with its repeated subschemas in `$defs` (a new object; `document` is not changed).
 * `names`: JSON text → the lib/schema export that serializes to it. The largest saving goes
 * first, and the census is taken again after each, so a type nested in a shared one counts once.
 */
export function shareSchema(document, names = new Map()) {
  const out = JSON.parse(JSON.stringify(document));
  if (out.$defs !== undefined) throw new Error('shareSchema: the document already has $defs');
  const defs = {};
  const taken = new Set();
  for (;;) {
    // Definitions are subschemas too: a type repeated inside two of them is shared as well.
    const seen = census({ ...out, $defs: defs });
    let best = null;
    for (const [text, { count, holder }] of seen) {
      if (count < 2 || text.length < MIN_SHARED_BYTES) continue;
      const saving = (count - 1) * text.length - count * 30;
      if (saving > 0 && (best === null || saving > best.saving)) best = { text, holder, saving };
    }
    if (best === null) break;
    const base = names.get(best.text) ?? pascal(best.holder ?? 'Shared');
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    const ref = { $ref: `#/$defs/${name}` };
    replace(out, best.text, ref);
    for (const def of Object.values(defs)) replace(def, best.text, ref);
    defs[name] = JSON.parse(best.text);
    // A definition whose own text still holds its copies: shared inside it too.
    replace(defs[name], best.text, ref);
  }
  if (Object.keys(defs).length === 0) return out;
  out.$defs = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
  return out;
}

/** `document` with each `$ref` into its `$defs` replaced by the definition, and no `$defs`: what TypeBox wrote. */
export function inlineRefs(document) {
  const defs = document.$defs ?? {};
  const expand = (node) => {
    if (Array.isArray(node)) return node.map(expand);
    if (!isSchemaObject(node)) return node;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/')) {
      const target = defs[node.$ref.slice('#/$defs/'.length)];
      if (target === undefined) throw new Error(`inlineRefs: no definition for ${node.$ref}`);
      return expand(target);
    }
    return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$defs').map(([key, value]) => [key, expand(value)]));
  };
  const { $defs: _defs, ...rest } = document;
  return expand(rest);
}

/** JSON text → export name for every exported schema of `modules` (a name per text: the first in sorted order). */
export function exportedNames(modules) {
  const names = new Map();
  const entries = Object.values(modules).flatMap((module) => Object.entries(module));
  for (const [name, value] of entries.sort(([a], [b]) => a.localeCompare(b))) {
    if (!isSchemaObject(value) || !/^[A-Z]/.test(name)) continue;
    const text = JSON.stringify(value);
    if (text.length >= MIN_SHARED_BYTES && !names.has(text)) names.set(text, name);
  }
  return names;
}

/** The TypeBox modules of `root`/lib/schema, whose exports name the shared types: every .ts file but the generated ones and the interpreter's. */
export function schemaModules(root) {
  const notTypes = new Set(['index.ts', 'interpreter.ts', 'tagged-union.ts', 'problems.ts']);
  return readdirSync(join(root, 'lib/schema'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.generated.ts') && !notTypes.has(file))
    .sort();
}
