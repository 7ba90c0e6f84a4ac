import { createRequire as __openforgeCreateRequire } from 'node:module';
const require = __openforgeCreateRequire(import.meta.url);
var DEFAULT_CC_THRESHOLD=10;var MAX_MEASURED_BYTES=2*1024*1024;export{DEFAULT_CC_THRESHOLD,MAX_MEASURED_BYTES};
