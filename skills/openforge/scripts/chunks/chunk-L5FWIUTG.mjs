import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
var COMPLEXITY_LANGUAGES=["javascript","typescript","python","go","rust","java"];var SKIP_REASONS=["unknown-language","binary","too-large","not-utf8","syntax-error","unreadable"];var DEFAULT_CC_THRESHOLD=10;var MAX_MEASURED_BYTES=2*1024*1024;export{COMPLEXITY_LANGUAGES,SKIP_REASONS,DEFAULT_CC_THRESHOLD,MAX_MEASURED_BYTES};
