import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

const root = resolve(import.meta.dirname, '../..');
const ajv = new Ajv2020({ allErrors: true, strict: true });
const cache = new Map<string, ValidateFunction>();

/** A validator for the published schema `schemas/<name>.schema.json` (the files users see). */
export function schemaValidator(name: string): ValidateFunction {
  let validate = cache.get(name);
  if (validate === undefined) {
    const schema = JSON.parse(readFileSync(join(root, 'skills/openforge/schemas', `${name}.schema.json`), 'utf8'));
    validate = ajv.compile(schema);
    cache.set(name, validate);
  }
  return validate;
}

/** Assert-style helper: returns the ajv errors as text (empty when valid). */
export function schemaErrors(name: string, document: unknown): string {
  const validate = schemaValidator(name);
  return validate(document) ? '' : JSON.stringify(validate.errors, null, 2);
}
