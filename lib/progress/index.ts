export * from './derived-state.js';
export * from './estimate.js';
