export * from './diagnostic.js';
export * from './format.js';
export * from './suggest.js';
export * from './rules.js';
export * from './rule-table.js';
