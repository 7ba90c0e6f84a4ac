import Type, { type Static } from 'typebox';
import { Closed, SchemaVersion } from './common.js';
import { Diagnostic } from './diagnostic.js';
import { PrdModel } from './prd.js';

/** `openforge validate --json`. */
export const ValidateReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    file: Type.String(),
    valid: Type.Boolean(),
    errorCount: Type.Integer({ minimum: 0 }),
    warningCount: Type.Integer({ minimum: 0 }),
    diagnostics: Type.Array(Diagnostic),
    prd: PrdModel,
  },
  Closed,
);
export type ValidateReport = Static<typeof ValidateReport>;

/** Any command's `--json` output when it could not do its job (usage or input error). */
export const ErrorReport = Type.Object(
  {
    schemaVersion: SchemaVersion,
    error: Type.Object(
      {
        code: Type.Enum(['usage', 'input', 'internal', 'run-state-tampered']),
        message: Type.String(),
        file: Type.Optional(Type.String()),
      },
      Closed,
    ),
  },
  Closed,
);
export type ErrorReport = Static<typeof ErrorReport>;
