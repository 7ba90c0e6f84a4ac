export * from './analyze.js';
export * from './gates.js';
export * from './plan.js';
export * from './writes.js';
