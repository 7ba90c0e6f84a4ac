export * from './derived-state.js';
export * from './estimate.js';
export * from './report.js';
