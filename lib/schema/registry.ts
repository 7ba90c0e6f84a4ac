import type { TSchema } from 'typebox';
import { GateCheckReport } from './gate.js';
import { Plan } from './plan.js';
import { PrdModel } from './prd.js';
import { ResultEnvelope } from './result.js';
import { ErrorReport, ValidateReport } from './validate.js';

/** Every JSON contract, by the file name it is published under in `schemas/`. */
export const SCHEMAS: Readonly<Record<string, TSchema>> = {
  'prd-model': PrdModel,
  plan: Plan,
  'gate-check': GateCheckReport,
  validate: ValidateReport,
  error: ErrorReport,
  'result-envelope': ResultEnvelope,
};
