export * from './atomic-write.js';
export * from './events.js';
export * from './lock.js';
export * from './run-directory.js';
export * from './run-index.js';
export * from './snapshot.js';
export * from './sleep.js';
export * from './unique.js';
