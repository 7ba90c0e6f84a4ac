export * from './verdict.js';
export * from './baseline.js';
