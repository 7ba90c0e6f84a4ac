import Type, { type Static } from 'typebox';
import type { RuleId } from '../diagnostics/rules.js';
import { Closed, Column, Line } from './common.js';
import { Severity } from './severity.js';

export { Severity };

/**
 * The one problem report used everywhere: parser, preflight, gate validator,
 * router, scheduler. `message` says what failed, what was expected and how to fix it.
 */
export const Diagnostic = Type.Object(
  {
    severity: Severity,
    // A kebab-case string in the JSON Schema; in TypeScript the union of the registered ids
    // (lib/diagnostics/rules.ts), so a diagnostic with an unregistered id does not compile.
    ruleId: Type.Unsafe<RuleId>(Type.String({ pattern: '^[a-z][a-z0-9-]*$' })),
    message: Type.String({ minLength: 1 }),
    line: Line,
    column: Column,
    phase: Type.Optional(Type.String()),
  },
  Closed,
);
export type Diagnostic = Static<typeof Diagnostic>;
