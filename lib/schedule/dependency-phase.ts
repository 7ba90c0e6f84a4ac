import type { Phase } from '../schema/index.js';

/**
 * The fields of a phase the dependency graph is built from: what ./dependencies.ts resolves and
 * ./cycles.ts searches (its own module so that neither imports the other for it).
 */
export type DependencyPhase = Pick<
  Phase,
  'name' | 'line' | 'column' | 'parallel' | 'dependsOn' | 'type' | 'onReject' | 'fieldLines'
>;
