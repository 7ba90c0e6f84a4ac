export * from './index.generated.js';
export * from './types.js';
export * from './words.js';
