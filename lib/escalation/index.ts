export * from './escalation.js';
