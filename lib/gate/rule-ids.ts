import type { RuleIdIn } from '../diagnostics/rules.js';

/** The rule ids the gate validator emits: the registry's `gate` rules (lib/diagnostics/rules.ts). */
export type GateRuleId = RuleIdIn<'gate'>;

/**
 * The same ids as a list, for callers (the PRD validator, `gate check`, the docs) that rely
 * on it: add to the registry, never rename. Written out rather than computed from the
 * registry so the shipped scripts do not carry it; `satisfies` and a test
 * (test/diagnostics/rules.test.ts) keep it equal to the registry's `gate` rules.
 */
export const GATE_RULE_IDS = [
  'gate-empty',
  'gate-shell-operator',
  'gate-hidden-command',
  'gate-unknown-program',
  'gate-risky-program',
  'gate-comment',
  'gate-unparsable',
  'gate-control-character',
  'gate-non-ascii',
  'gate-persistent-change',
  'gate-secret',
  'gate-unvetted',
] as const satisfies readonly GateRuleId[];
