export * from './draft-prd.js';
export * from './draft-run.js';
export * from './inferred.js';
export * from './slug.js';
