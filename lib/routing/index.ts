export * from './tiers.js';
export * from './openclaw-agent.js';
export * from './openclaw-models.js';
export * from './route.js';
export * from './notes.js';
export * from './refused-model.js';
