export * from './types.js';
export * from './js/index.js';
export * from './tree-sitter/index.js';
