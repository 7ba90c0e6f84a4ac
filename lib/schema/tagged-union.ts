// The run events' validator (build/gen-validators.mjs): their schema is a union whose branches
// each fix `properties.type` with a `const`; an event is checked against the one branch its
// `type` names (lib/schema/interpreter.ts), not tried against all. Pure.

import { compileSchema } from './interpreter.js';
import type { SchemaProblemSource } from './problems.js';

type Schema = Readonly<Record<string, unknown>>;

/**
 * A validator of a union whose branches each fix `properties.type` with a `const` (the run
 * events): the branch the value's `type` names checks it, so each event meets one branch, and a
 * problem is that branch's. Same verdicts as the union.
 */
export function compileTaggedUnion(schema: Schema): SchemaProblemSource {
  const branches = (schema.anyOf ?? []) as Schema[];
  const byType = new Map<string, SchemaProblemSource>();
  const defs = (schema.$defs ?? {}) as Record<string, Schema>;
  // A branch the document shares is a reference to its definition.
  const resolved = (branch: Schema): Schema => (typeof branch.$ref === 'string' ? (defs[branch.$ref.slice('#/$defs/'.length)] ?? branch) : branch);
  for (const branch of branches.map(resolved)) {
    const tag = ((branch.properties as Record<string, Schema> | undefined)?.type as Schema | undefined)?.const;
    if (typeof tag !== 'string' || byType.has(tag) || !(branch.required as string[] | undefined)?.includes('type')) {
      throw new Error('compileTaggedUnion: every branch must require a distinct `type` const');
    }
    byType.set(tag, compileSchema(branch, schema));
  }
  const types = [...byType.keys()];
  const validate: SchemaProblemSource = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      validate.errors = [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object' }];
      return false;
    }
    const tag = (value as { type?: unknown }).type;
    const branch = typeof tag === 'string' ? byType.get(tag) : undefined;
    if (branch === undefined) {
      validate.errors = [{ instancePath: '/type', schemaPath: '#/anyOf', keyword: 'enum', params: { allowedValues: types }, message: 'must be equal to one of the allowed values' }];
      return false;
    }
    const ok = branch(value);
    validate.errors = ok ? null : (branch.errors ?? null);
    return ok;
  };
  return validate;
}
