export * from './common.js';
export * from './diagnostic.js';
export * from './prd.js';
export * from './gate.js';
export * from './plan.js';
export * from './validate.js';
export * from './registry.js';
