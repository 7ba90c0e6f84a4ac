// The typed library: `import { parsePrd, planPrd } from 'openforge'`.
export * from './schema/index.js';
export * from './diagnostics/index.js';
export * from './text/index.js';
export * from './prd/index.js';
export * from './gate/index.js';
export * from './secrets/index.js';
export * from './schedule/index.js';
export * from './routing/index.js';
export * from './plan/index.js';
export * from './render/index.js';
export * from './result/index.js';
export * from './task/index.js';
export * from './gate-exec/index.js';
export * from './run/index.js';
export * from './snapshot/index.js';
export * from './complexity/index.js';
export * from './erosion/index.js';
