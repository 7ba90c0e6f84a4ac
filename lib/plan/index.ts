export * from './analyze.js';
export * from './checkpoint-gates.js';
export * from './gates.js';
export * from './plan.js';
export * from './retry-models.js';
export * from './writes.js';
export * from './exec-approvals.js';
export * from './frozen-prd-gates.js';
