export { parsePrd, MAX_PRD_BYTES, type ParsedPrd } from './parse.js';
export { normalizeSource } from './source.js';
