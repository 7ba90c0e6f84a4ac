export * from './files.js';
export * from './paths.js';
export * from './openclaw-config.js';
