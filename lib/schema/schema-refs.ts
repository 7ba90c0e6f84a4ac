// Which keywords a schema given to lib/schema/interpreter.ts may use, checked once when it is
// compiled, and what its references name: a `{ "$ref": "#/$defs/<Name>" }` node (a type the
// document shares, build/share-schema.mjs) is resolved against the document's `$defs` here,
// so a check follows it without looking it up. Pure.

type Schema = Readonly<Record<string, unknown>>;

/** Keywords that only annotate: read by nobody here. */
const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', '$comment', 'examples', 'default']);
/** Keywords this interpreter checks. */
const CHECKED = new Set([
  'type', 'const', 'enum', 'anyOf', 'required', 'properties', 'additionalProperties', 'patternProperties', 'items',
  'minItems', 'maxItems', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'pattern', 'minLength', 'maxLength',
]);
/** Each `{ $ref }` node's definition, resolved when compiled. */
const targets = new WeakMap<Schema, Schema>();

/** The definition a `{ $ref }` node names (none for any other node). */
export const targetOf = (schema: Schema): Schema | undefined => targets.get(schema);
const DEFS = '#/$defs/';
export const refName = (schema: Schema): string => (schema.$ref as string).slice(DEFS.length);

/** Definitions already checked for unknown keywords (a type used twice, or itself). */
const known = new WeakSet<Schema>();

/** Resolves a `$ref` node against the document's `$defs`: only a whole node that is a reference to a definition. */
function resolveRef(schema: Schema, root: Schema, where: string): void {
  const ref = schema.$ref;
  const defs = (root.$defs ?? {}) as Record<string, Schema>;
  const name = typeof ref === 'string' && ref.startsWith(DEFS) ? ref.slice(DEFS.length) : undefined;
  const target = name !== undefined && Object.hasOwn(defs, name) ? defs[name] : undefined;
  if (target === undefined) throw new Error(`${where}: cannot resolve $ref ${JSON.stringify(ref)}`);
  if (Object.keys(schema).some((key) => key !== '$ref' && !ANNOTATIONS.has(key))) throw new Error(`${where}: a $ref beside other keywords`);
  targets.set(schema, target);
  if (!known.has(target)) {
    known.add(target);
    assertKnown(target, `#/$defs/${name as string}`, root);
  }
}

/** Throws on a keyword the interpreter does not check (anywhere in `schema`): the build fails, not a run. */
export function assertKnown(schema: unknown, where: string, root: Schema): void {
  if (typeof schema === 'boolean') return;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error(`${where}: not a schema`);
  if ('$ref' in schema) return resolveRef(schema as Schema, root, where);
  for (const [key, arg] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    // The definitions are checked where a reference reaches them.
    if (key === '$defs' && schema === root) continue;
    if (!CHECKED.has(key)) throw new Error(`${where}: the schema interpreter does not know the keyword "${key}"`);
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, sub] of Object.entries(arg as Record<string, unknown>)) assertKnown(sub, `${where}/${key}/${name}`, root);
    } else if (key === 'anyOf') (arg as unknown[]).forEach((sub, i) => assertKnown(sub, `${where}/anyOf/${i}`, root));
    else if (key === 'items' || (key === 'additionalProperties' && typeof arg === 'object')) assertKnown(arg, `${where}/${key}`, root);
  }
}

