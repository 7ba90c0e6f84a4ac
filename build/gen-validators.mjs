// Generates lib/schema/<name>-validator.generated.ts for the contracts the shipped scripts
// validate (PRODUCTION_VALIDATORS): each embeds its published schema document (the same bytes of
// JSON as schemas/<name>.schema.json, parsed once) and hands it to lib/schema/interpreter.ts,
// which checks values against it. No code is generated from the schema and none is evaluated
// at runtime; the interpreter refuses a keyword it does not know, so the build fails on one.
// Tests validate every other contract with ajv at test time (test/helpers/schemas.ts), and
// compare the interpreter with ajv (test/build/validators.test.ts). Deterministic.

import { shareSchema } from './share-schema.mjs';

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
 * Contracts whose union dispatches on its branches' `type` const (the run events): the
 * interpreter checks an event against the one branch its `type` names.
 */
const TAGGED_UNIONS = new Set(['run-event']);

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
 * `validate<Name>`, the interpreter over the embedded document. The JSON is embedded as a
 * string for JSON.parse, which V8 reads faster than the same object as a literal.
 */
export async function generateContractValidator(name, schema, names) {
  const document = shareSchema(schemaDocument(name, schema), names);
  const compile = TAGGED_UNIONS.has(name) ? 'compileTaggedUnion' : 'compileSchema';
  return [
    '// GENERATED FILE: do not edit. Regenerate with `node build/build.mjs`',
    `// (build/gen-validators.mjs: schemas/${name}.schema.json, checked by lib/schema/interpreter.ts).`,
    `import { ${compile} } from './${TAGGED_UNIONS.has(name) ? 'tagged-union' : 'interpreter'}.js';`,
    "import type { SchemaProblemSource } from './problems.js';",
    '',
    `/** schemas/${name}.schema.json. */`,
    `const SCHEMA: Readonly<Record<string, unknown>> = JSON.parse(${JSON.stringify(JSON.stringify(document))}) as Record<string, unknown>;`,
    '',
    `export const ${validatorName(name)}: SchemaProblemSource = ${compile}(SCHEMA);`,
    '',
  ].join('\n');
}
