import type { RuleIdIn } from '../diagnostics/rules.js';

/** Every rule id the result parsers emit: the registry's `result` rules (lib/diagnostics/rules.ts). */
export type ResultRuleId = RuleIdIn<'result'>;

/**
 * The same ids as a list (stable: tests and docs name them). Written out rather than
 * computed from the registry so the shipped scripts do not carry it; `satisfies` and a
 * test (test/diagnostics/rules.test.ts) keep it equal to the registry's `result` rules.
 */
export const RESULT_RULE_IDS = [
  'result-unreadable',
  'result-missing-field',
  'result-invalid-field',
  'result-unknown-field',
  'result-json-repaired',
  'result-status-synonym',
  'result-severity-mapped',
  'result-value-coerced',
  'result-prose-status',
  'result-prose-only',
  'review-unrecognized',
  'review-missing-section',
  'review-summary-invalid',
  'review-summary-mismatch',
  'review-unbulleted-text',
  'review-verdict-conflict',
] as const satisfies readonly ResultRuleId[];
