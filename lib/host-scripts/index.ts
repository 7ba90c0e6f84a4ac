export * from './usage-call.js';
