export { findSecrets, SECRET_RULE_ID } from './find-secrets.js';
export { anySecret, redactDeep, redactionMarker, redactName, redactSecrets } from './redact.js';
export { findSecretSpans } from './find.js';
export { SECRET_KINDS } from './kinds.js';
