export * from './types.js';
export * from './gitignore.js';
export * from './diff.js';
export * from './scope.js';
export * from './serialize.js';
export * from './loaded.js';
