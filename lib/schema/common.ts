import Type from 'typebox';

import { SCHEMA_VERSION } from './version.js';

/** A closed object: unknown keys are a schema violation, so drift is caught. */
export const Closed = { additionalProperties: false } as const;

export const SchemaVersion = Type.Literal(SCHEMA_VERSION, {
  description: 'Version of this JSON contract; bumped on breaking changes.',
});

/** 1-based line and column, as editors and `file:line:col` output use them. */
export const Line = Type.Integer({ minimum: 1 });
export const Column = Type.Integer({ minimum: 1 });
