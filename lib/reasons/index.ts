export * from './index.generated.js';
export * from './types.js';
