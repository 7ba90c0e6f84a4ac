// New tests that pass on the code before their phase too (docs/design.md#fail-to-pass,
// lib/run/evidence/old-code-facts.ts): every new test of a run (they do not test the phase's
// work), or those an acceptance criterion cites (the criterion is then only self-assessed).

import { code } from '../task/markdown.js';
import type { WarningRecord } from './types.js';

export interface Facts {
  readonly phase: string;
  /** The test gate run on the old code. */
  readonly command: string;
  /** The tests named: every new test that passed there (`allPass`), else those a criterion cites; empty when the report names none. */
  readonly tests: readonly string[];
  /** How many new tests passed there. */
  readonly passed: number;
  /** Every new test passed on the old code (else: some did, and a criterion cites them). */
  readonly allPass: boolean;
}

/** At most this many tests are named (the summary names them too). */
const MAX_NAMED_TESTS = 5;

function names(tests: readonly string[], passed: number): string {
  if (tests.length === 0) return `its ${passed} new test(s)`;
  const more = tests.length > MAX_NAMED_TESTS ? ` and ${tests.length - MAX_NAMED_TESTS} more` : '';
  return `${tests.slice(0, MAX_NAMED_TESTS).map((t) => code(t)).join(', ')}${more}`;
}

export const warning: WarningRecord<Facts> = {
  code: 'tests-pass-on-old-code',
  order: 25,
  meaning: "A phase's new tests pass on the code before the phase too: they do not test its work, or the criteria citing them are only self-assessed.",
  docs: 'prd-format.md#front-matter-run-wide-settings-yaml',
  message: ({ phase, command, tests, passed, allPass }) => {
    const what = allPass ? 'they do not test its work' : 'the acceptance criteria citing them are only self-assessed';
    return `phase \`${phase}\`: ${names(tests, passed)} pass on the code before this phase too (tests-pass-on-old-code, gate \`${command}\`): ${what}. Check what they assert.`;
  },
};
