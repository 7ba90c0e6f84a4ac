export * from './diagnostics.js';
export * from './validate.js';
export * from './plan.js';
