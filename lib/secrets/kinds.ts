import { SECRET_PATTERNS } from './patterns.js';

/** Every kind name a redaction marker or warning can carry. */
export const SECRET_KINDS: readonly string[] = [...new Set(['private-key', ...SECRET_PATTERNS.map((p) => p.kind), 'secret-assignment'])];
