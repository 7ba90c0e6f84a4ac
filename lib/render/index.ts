export * from './next.js';
