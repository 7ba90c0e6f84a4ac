export * from './keys.js';
export * from './fold.js';
export * from './freeze.js';
export * from './step.js';
export * from './escalate.js';
export * from './actions.js';
export * from './advance.js';
export * from './commands.js';
