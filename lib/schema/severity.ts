import Type, { type Static } from 'typebox';

/**
 * How bad a diagnostic is. Its own module so that the rule registry (lib/diagnostics/rules.ts,
 * which gives each rule a default severity) and the Diagnostic contract (./diagnostic.ts,
 * typed by the registry's rule ids) need not import each other.
 */
export const Severity = Type.Enum(['error', 'warning', 'info']);
export type Severity = Static<typeof Severity>;
