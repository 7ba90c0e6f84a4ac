export * from './files.js';
export * from './paths.js';
export * from './openclaw-config.js';
export * from './run-store/index.js';
export * from './run-session.js';
export * from './tree-snapshot.js';
export * from './tree-sitter.js';
