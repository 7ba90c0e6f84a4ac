// The PRD's closed vocabularies, as plain values (no TypeBox), so that code which only
// needs the words does not load the schema builder.

export const PHASE_TYPES = ['impl', 'review', 'extract', 'approval'] as const;
export const MODEL_TIERS = ['haiku', 'sonnet', 'gpt', 'opus'] as const;
export const EROSION_POLICIES = ['refactor', 'flag', 'off'] as const;
