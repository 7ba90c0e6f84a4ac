export { parsePrd, MAX_PRD_BYTES, type ParsedPrd } from './parse.js';
export { FIELD_LABELS, fieldForLabel, normalizeLabel, type FieldName } from './labels.js';
export { parseByteSize, parseDuration } from './values.js';
export { normalizeSource } from './source.js';
