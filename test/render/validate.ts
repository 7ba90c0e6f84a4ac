// Ajv validators compiled from the TypeBox contracts themselves (always in step with lib/schema).

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { RunState, StatusReport } from '../../lib/schema/index.js';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

function errorsOf(name: string, schema: object, doc: unknown): string {
  let validate = validators.get(name);
  if (validate === undefined) {
    validate = ajv.compile(schema);
    validators.set(name, validate);
  }
  return validate(doc) ? '' : JSON.stringify(validate.errors, null, 2);
}

export const statusErrors = (doc: unknown): string => errorsOf('status', StatusReport, doc);
export const runStateErrors = (doc: unknown): string => errorsOf('run-state', RunState, doc);
