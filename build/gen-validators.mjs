// Generates lib/schema/<name>-validator.generated.ts for the contracts the shipped scripts
// validate (PRODUCTION_VALIDATORS), each a precompiled ajv validator (ajv's standalone code
// generation) and nothing else. The shipped code then validates without compiling schemas
// per process and without `new Function`. Tests validate every other contract with ajv at
// test time (test/helpers/schemas.ts), so no validator is generated for them.
// The few ajv runtime helpers the generated code needs (e.g. ucs2length) are inlined, so
// the file imports nothing at runtime. Deterministic: same schemas, same bytes.
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';

const standaloneCode = standaloneModule.default ?? standaloneModule;

export const SCHEMA_DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** The published document `schemas/<name>.schema.json` for one TypeBox schema. */
export function schemaDocument(name, schema, dialect = SCHEMA_DIALECT_2020_12) {
  return {
    $schema: dialect,
    $id: `https://openforge.dev/schemas/${name}.schema.json`,
    title: name,
    ...JSON.parse(JSON.stringify(schema)),
  };
}

/** `gate-check` → `validateGateCheck`. */
export function validatorName(name) {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const identifier = `validate${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;
  if (!/^[A-Za-z_$][\w$]*$/.test(identifier)) throw new Error(`gen-validators: cannot name a validator for schema "${name}"`);
  return identifier;
}

/**
 * ajv runtime helpers the standalone code may `require`, inlined as self-contained
 * functions (their source text is taken from the installed ajv, so they match a fresh
 * compile exactly). Anything else (e.g. `ajv/dist/runtime/uri`, which pulls in a whole
 * package) is refused, so a schema that needs it fails the build instead of shipping a
 * require().
 */
const INLINABLE_RUNTIME = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
};

async function inlineHelper(modulePath) {
  const local = INLINABLE_RUNTIME[modulePath];
  if (local === undefined) {
    throw new Error(`gen-validators: the generated code requires "${modulePath}", which cannot be inlined`);
  }
  const mod = await import(`${modulePath}.js`);
  const fn = mod.default?.default ?? mod.default;
  if (typeof fn !== 'function') throw new Error(`gen-validators: ${modulePath} exports no function`);
  return { identifier: `__ajvRuntime_${local}`, source: fn.toString() };
}

const HEADER = `// GENERATED FILE: do not edit. Regenerate with \`node build/build.mjs\`
// (build/gen-validators.mjs: ajv standalone code for every schema in lib/schema/registry.ts).
// Precompiled JSON Schema (2020-12) validators: no schema compilation and no code
// evaluation at runtime, and no imports (ajv's runtime helpers are inlined below).
// @ts-nocheck
/* eslint-disable */
`;

/**
 * The text of a validator module for `schemas` (name → TypeBox schema, as in SCHEMAS): one
 * export `validate<Name>` per schema.
 */
async function generateValidators(schemas, { allErrors = true, splitItems = false } = {}) {
  const names = Object.keys(schemas).sort((a, b) => a.localeCompare(b));
  // allErrors: false keeps the code small (the shipped run commands load two of these on every
  // call); a damaged document is then reported by its first problem.
  const ajv = new Ajv2020({ allErrors, strict: true, inlineRefs: !splitItems, code: { source: true, esm: true, lines: true } });
  const refs = {};
  for (const name of names) {
    const document = splitItems ? itemsAsDefs(schemaDocument(name, schemas[name])) : schemaDocument(name, schemas[name]);
    ajv.addSchema(document);
    const exportName = validatorName(name);
    if (exportName in refs) throw new Error(`gen-validators: two schemas map to ${exportName}`);
    refs[exportName] = document.$id;
  }
  let code = standaloneCode(ajv, refs);

  // Inline the runtime helpers: require("ajv/dist/runtime/x").default → a local function.
  const helpers = [];
  const requirePattern = /require\(("[^"]*")\)(\.default)?/g;
  const required = [...new Set([...code.matchAll(requirePattern)].map((m) => JSON.parse(m[1])))].sort();
  for (const modulePath of required) {
    const helper = await inlineHelper(modulePath);
    helpers.push(helper);
    code = code.replace(requirePattern, (whole, quoted) => (JSON.parse(quoted) === modulePath ? helper.identifier : whole));
  }

  // Type the exports; the module is strict already (ESM), so drop the directive.
  code = code.replace(/^"use strict";\n?/, '');
  let typed = 0;
  code = code.replace(/^export const (validate\w+) = (validate\d+);$/gm, (_, exportName, fn) => {
    typed++;
    return `export const ${exportName}: SchemaProblemSource = ${fn};`;
  });
  if (typed !== names.length) throw new Error(`gen-validators: expected ${names.length} exports, typed ${typed}`);
  if (/\brequire\s*\(|\bimport\s*\(|\bnew\s+Function\b|\beval\s*\(/.test(code)) {
    throw new Error('gen-validators: the generated code still loads or evaluates code at runtime');
  }

  const helperText = helpers.map((h) => `const ${h.identifier} = ${h.source};\n`).join('');
  return `${HEADER}import type { SchemaProblemSource } from './problems.js';\n\n${helperText}${helperText ? '\n' : ''}${code.trimEnd()}\n`;
}

/**
 * The text of a validator module for a union schema whose branches each fix `properties.type`
 * with a `const` (the run events): one ajv standalone validator per branch, and the export
 * `validate<Name>` dispatching on the value's `type`. Same verdicts as the union, but V8
 * compiles only the branches a document uses (one huge function took ~20 ms to compile on
 * its first call), and each value is checked against one branch, not tried against all.
 */
export async function generateTaggedUnionValidator(name, schema) {
  const document = schemaDocument(name, schema);
  const branches = document.anyOf;
  if (!Array.isArray(branches)) throw new Error(`gen-validators: ${name} is not a union (anyOf)`);
  const tags = branches.map((b) => b.properties?.type?.const);
  if (tags.some((t) => typeof t !== 'string') || new Set(tags).size !== tags.length || !branches.every((b) => b.required?.includes('type'))) {
    throw new Error(`gen-validators: every branch of ${name} must require a distinct \`type\` const`);
  }
  const extra = Object.keys(document).filter((k) => !['$schema', '$id', 'title', 'anyOf'].includes(k));
  if (extra.length > 0) throw new Error(`gen-validators: ${name} has keywords beside anyOf (${extra.join(', ')})`);
  const branchSchemas = Object.fromEntries(tags.map((tag, i) => [`${name}--${tag}`, branches[i]]));
  let code = await generateValidators(branchSchemas, { allErrors: false, splitItems: true });
  code = code.replace(/^export const (validate\w+): SchemaProblemSource/gm, 'const $1: SchemaProblemSource');
  const byTag = tags.map((tag) => `  ${JSON.stringify(tag)}: ${validatorName(`${name}--${tag}`)},`).join('\n');
  const exportName = validatorName(name);
  return `${code}
const BY_TYPE: Record<string, SchemaProblemSource> = {
${byTag}
};
const TYPES = ${JSON.stringify(tags)};

/** The ${name} validator: the branch its \`type\` names, or the error the union would report. */
export const ${exportName}: SchemaProblemSource = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ${exportName}.errors = [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' }];
    return false;
  }
  const tag = (value as { type?: unknown }).type;
  const branch = typeof tag === 'string' && Object.hasOwn(BY_TYPE, tag) ? BY_TYPE[tag] : undefined;
  if (branch === undefined) {
    ${exportName}.errors = [{ instancePath: '/type', schemaPath: '#/anyOf', keyword: 'enum', params: { allowedValues: TYPES }, message: 'must be equal to one of the allowed values' }];
    return false;
  }
  const ok = branch(value);
  ${exportName}.errors = ok ? null : branch.errors;
  return ok;
};
`;
}

/**
 * `document` with every object schema under an array's `items` moved into `$defs` and
 * referenced: with `inlineRefs: false`, ajv then generates one function per item schema
 * instead of one huge function, which V8 compiles faster on its first call.
 */
export function itemsAsDefs(document) {
  const defs = {};
  let n = 0;
  const visit = (node) => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const out = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'items' && v !== null && typeof v === 'object' && v.type === 'object' && v.properties !== undefined) {
        const id = `item${n++}`;
        defs[id] = visit(v);
        out[k] = { $ref: `#/$defs/${id}` };
      } else out[k] = visit(v);
    }
    return out;
  };
  const body = visit(document);
  return Object.keys(defs).length === 0 ? body : { ...body, $defs: { ...(body.$defs ?? {}), ...defs } };
}

/**
 * The contracts the shipped run commands validate on every load (state, events) or a baseline
 * read (complexity): their validators report only the first problem, which keeps the code
 * small (parse time on every call). Every other contract's validator reports all problems.
 */
export const FIRST_PROBLEM_ONLY = new Set(['run-state', 'run-event', 'complexity-baseline']);

/**
 * The contracts whose validators production loads: the run state and events (every run
 * command, scripts/cli/runs.ts) and the complexity baseline (lib/io/complexity-files.ts). A
 * validator is generated for these only; add a name here when shipped code validates another.
 */
export const PRODUCTION_VALIDATORS = ['complexity-baseline', 'run-event', 'run-state'];

/** Where the validator of contract `name` lives, relative to the repository root. */
export function validatorFile(name) {
  return `lib/schema/${name}-validator.generated.ts`;
}

/**
 * The text of lib/schema/<name>-validator.generated.ts (validatorFile): its one export is
 * `validate<Name>`. The events dispatch on `type`, the state has a function per array item
 * schema, and the FIRST_PROBLEM_ONLY contracts report only their first problem.
 */
export async function generateContractValidator(name, schema) {
  if (name === 'run-event') return generateTaggedUnionValidator(name, schema);
  if (!FIRST_PROBLEM_ONLY.has(name)) return generateValidators({ [name]: schema });
  return generateValidators({ [name]: schema }, { allErrors: false, splitItems: name === 'run-state' });
}
