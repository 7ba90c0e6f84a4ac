// The complexity report's closed vocabularies, as plain values (no TypeBox): the meter
// (lib/complexity) and the schema (lib/schema/complexity.ts) both read them from here.

/** Languages the meter understands; anything else is skipped and listed, never guessed. */
export const COMPLEXITY_LANGUAGES = ['javascript', 'typescript', 'python', 'go', 'rust', 'java'] as const;
export type ComplexityLanguage = (typeof COMPLEXITY_LANGUAGES)[number];

/** Why a file was not measured. */
export const SKIP_REASONS = ['unknown-language', 'binary', 'too-large', 'not-utf8', 'syntax-error', 'unreadable'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
