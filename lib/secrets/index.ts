export { findSecrets, SECRET_RULE_ID } from './find-secrets.js';
export { redactSecrets, redactionMarker } from './redact.js';
export { findSecretSpans } from './find.js';
export { SECRET_KINDS } from './kinds.js';
export { SECRET_PATTERNS, type SecretPattern } from './patterns.js';
export type { SecretSpan } from './span.js';
