export * from './language.js';
export * from './node.js';
export * from './tables.js';
export * from './walker.js';
export * from './measure.js';
