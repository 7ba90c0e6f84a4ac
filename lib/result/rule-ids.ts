// Every rule id the result parsers emit (kebab-case, stable: tests and docs name them).

export const RESULT_RULE_IDS = [
  /** Empty, binary or unparseable text: neither a JSON envelope nor review markdown. */
  'result-unreadable',
  /** A required envelope field is absent. */
  'result-missing-field',
  /** A field has the wrong type or a value outside its vocabulary. */
  'result-invalid-field',
  /** A key the envelope does not define (the contract is closed). */
  'result-unknown-field',
  /** No Findings / Blocking / Required Changes / Suggestions / Summary section at all. */
  'review-unrecognized',
  /** One of the review format's sections is absent. */
  'review-missing-section',
  /** The Summary section is not the single word PASS or FAIL. */
  'review-summary-invalid',
  /** The stated Summary disagrees with the findings; the verdict is then FAIL. */
  'review-summary-mismatch',
  /** Text in Blocking / Required Changes that is not a bullet; counted as a finding. */
  'review-unbulleted-text',
] as const;

export type ResultRuleId = (typeof RESULT_RULE_IDS)[number];
