// tests-pass-on-old-code (lib/warnings/tests-pass-on-old-code.ts): new tests that pass on the code
// before their phase too (docs/design.md#fail-to-pass). Its words from its facts, and its row of
// the troubleshooting table; test/run/old-code.test.ts runs the engine that derives it.
import { describe, expect, it } from 'vitest';
import { renderReasonTable } from '../../lib/render/reason-table.js';
import { warningText } from '../../lib/warnings/index.js';

const say = (tests: string[], passed: number, allPass: boolean): string =>
  warningText({ code: 'tests-pass-on-old-code', phase: 'implement', command: 'npm test', tests, passed, allPass });

describe('tests-pass-on-old-code', () => {
  it('names the tests, at most five, and says why they prove nothing', () => {
    expect(say(['mul multiplies', 'mul by zero'], 2, true)).toBe(
      'phase `implement`: `mul multiplies`, `mul by zero` pass on the code before this phase too (tests-pass-on-old-code, gate `npm test`): they do not test its work. Check what they assert.',
    );
    expect(say(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 7, true)).toContain('`a`, `b`, `c`, `d`, `e` and 2 more pass on the code before this phase too');
  });

  it('counts the tests when the report names none', () => {
    expect(say([], 3, true)).toBe(
      'phase `implement`: its 3 new test(s) pass on the code before this phase too (tests-pass-on-old-code, gate `npm test`): they do not test its work. Check what they assert.',
    );
  });

  it('says a criterion citing one is only self-assessed when others failed there', () => {
    expect(say(['mul multiplies'], 1, false)).toContain(': the acceptance criteria citing them are only self-assessed. Check what they assert.');
  });

  it('quotes a test name holding a backtick whole', () => {
    expect(say(['uses `x`'], 1, true)).toContain('`` uses `x` `` pass');
  });

  it('has its row in the table of references/troubleshooting.md', () => {
    expect(renderReasonTable()).toContain(
      "| [`tests-pass-on-old-code`](prd-format.md#front-matter-run-wide-settings-yaml) | A phase's new tests pass on the code before the phase too: they do not test its work, or the criteria citing them are only self-assessed. |",
    );
  });
});
