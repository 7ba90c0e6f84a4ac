export * from './candidates.js';
export * from './detect.js';
export * from './make.js';
export * from './shape.js';
