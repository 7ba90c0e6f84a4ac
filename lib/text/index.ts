export * from './utf8.js';
export * from './lines.js';
export * from './checksum.js';
export * from './clean-output.js';
export * from './cut.js';
export * from './duration.js';
export * from './amounts.js';
export * from './shown.js';
