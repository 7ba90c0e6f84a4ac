// Issue 24 part 4: honest results in other shapes are read as what they say, and tolerant is
// not gullible. Each case is a phrasing real agents write, with the reading derived by hand.
import { describe, expect, it } from 'vitest';
import { parseResultFile } from '../../lib/result/index.js';
import { markedCriterion, metOfValue } from '../../lib/result/met-words.js';
import { statusWordOf } from '../../lib/result/status-word.js';
import { unmetCriteria } from '../../lib/run/evidence/acceptance.js';
import { unmetCriterionText } from '../../lib/text/unmet-criterion.js';

const envelope = (acceptance: unknown, status: unknown = 'DONE') => parseResultFile(JSON.stringify({ status, summary: 's', acceptance }), { expect: 'envelope' });

describe('a criterion written as one marked line', () => {
  const cases: Array<[string, { criterion: string; met: boolean | null; note?: string }]> = [
    ['✅ sum adds numbers', { criterion: 'sum adds numbers', met: true }],
    ['sum adds numbers ✅', { criterion: 'sum adds numbers', met: true }],
    ['- ✔️ sum adds numbers', { criterion: 'sum adds numbers', met: true }],
    ['[x] README documents the CLI', { criterion: 'README documents the CLI', met: true }],
    ['PASS: sum adds numbers', { criterion: 'sum adds numbers', met: true }],
    ['Done: sum adds numbers', { criterion: 'sum adds numbers', met: true }],
    ['sum adds numbers: met', { criterion: 'sum adds numbers', met: true }],
    ['sum adds numbers — PASS', { criterion: 'sum adds numbers', met: true }],
    ['sum adds numbers: yes, 3 tests', { criterion: 'sum adds numbers', met: true, note: '3 tests' }],
    ['[MET] sum adds numbers', { criterion: 'sum adds numbers', met: true }],
    // Against: any mark against wins.
    ['❌ sum adds numbers', { criterion: 'sum adds numbers', met: false }],
    ['[ ] README documents the CLI', { criterion: 'README documents the CLI', met: false }],
    ['sum adds numbers - not met', { criterion: 'sum adds numbers', met: false }],
    ['sum adds numbers (partially)', { criterion: 'sum adds numbers', met: false }],
    ['✅ sum adds numbers (partially)', { criterion: 'sum adds numbers', met: false }],
    ['FAIL: sum adds numbers', { criterion: 'sum adds numbers', met: false }],
    ['sum adds numbers: not done', { criterion: 'sum adds numbers', met: false }],
    ['⚠️ sum adds numbers', { criterion: 'sum adds numbers', met: false }],
    ['sum adds numbers — TODO', { criterion: 'sum adds numbers', met: false }],
    // Unclear: no verdict at all, or one that is hedged.
    ['sum adds numbers', { criterion: 'sum adds numbers', met: null }],
    ['sum adds numbers (see sum.test.js)', { criterion: 'sum adds numbers (see sum.test.js)', met: null }],
    ['sum adds numbers: yes, but negatives fail', { criterion: 'sum adds numbers', met: null, note: 'but negatives fail' }],
    ['🚀 sum adds numbers ✅', { criterion: 'sum adds numbers', met: true }],
  ];
  it.each(cases)('%s', (line, reading) => {
    expect(markedCriterion(line)).toEqual(reading);
  });
  it('does not read a criterion that merely contains a verdict word as a verdict', () => {
    expect(markedCriterion('Complete the README section on the CLI')).toEqual({ criterion: 'Complete the README section on the CLI', met: null });
    expect(markedCriterion('done.txt holds yes')).toEqual({ criterion: 'done.txt holds yes', met: null });
  });
});

describe('a verdict value', () => {
  const cases: Array<[unknown, boolean | null]> = [
    [true, true], ['yes', true], ['Yes.', true], ['true', true], ['✅', true], ['met', true], ['Met — 3 tests', true], ['done ✅', true], ['PASSED', true], ['y', true],
    [false, false], ['no', false], ['partially', false], ['Partially met', false], ['not done', false], ['FAIL', false], ['❌', false], ['mostly', false], ['pending', false], ['✅ ❌', false],
    ['yes, but negatives fail', null], ['✅ but flaky', null], ['n/a', null], ['unknown', null], [1, null], [null, null], ['', null],
  ];
  it.each(cases)('%j', (value, reading) => {
    expect(metOfValue(value)).toBe(reading);
  });
});

describe('acceptance in the shapes children write it', () => {
  it('a list of marked strings', () => {
    const r = envelope(['✅ sum adds numbers', '❌ sum handles negatives', 'the README documents the CLI']);
    expect(r.envelope?.acceptance).toEqual([
      { criterion: 'sum adds numbers', met: true },
      { criterion: 'sum handles negatives', met: false },
      { criterion: 'the README documents the CLI', met: false },
    ]);
    expect(r.unclear).toEqual([2]);
    expect(r.diagnostics.map((d) => d.ruleId)).toEqual(['result-value-coerced', 'result-value-coerced', 'result-invalid-field']);
  });

  it('a map {criterion: verdict}', () => {
    const r = envelope({ 'sum adds numbers': true, 'the README documents the CLI': 'yes', 'sum handles negatives': 'partially', 'exit code 2 on bad input': { passed: true, evidence: 'test 4' } });
    expect(r.envelope?.acceptance).toEqual([
      { criterion: 'sum adds numbers', met: true },
      { criterion: 'the README documents the CLI', met: true },
      { criterion: 'sum handles negatives', met: false },
      { criterion: 'exit code 2 on bad input', met: true, note: 'test 4' },
    ]);
    expect(r.unclear).toBeUndefined();
  });

  it('passed / ok / done / status / result instead of met, name / text instead of criterion', () => {
    const r = envelope([
      { criterion: 'a', passed: true },
      { criterion: 'b', ok: 'yes' },
      { name: 'c', done: true, notes: 'n' },
      { text: 'd', status: 'met' },
      { criterion: 'e', result: '✅' },
      { criterion: 'f', status: 'not met' },
      { criterion: 'g', met: true, status: 'partial' },
      { criterion: 'h' },
    ]);
    expect(r.envelope?.acceptance).toEqual([
      { criterion: 'a', met: true },
      { criterion: 'b', met: true },
      { criterion: 'c', met: true, note: 'n' },
      { criterion: 'd', met: true },
      { criterion: 'e', met: true },
      { criterion: 'f', met: false },
      { criterion: 'g', met: false },
      { criterion: 'h', met: false },
    ]);
    expect(r.unclear).toEqual([7]);
  });

  it('the shape we ask for reads with no warning', () => {
    const r = envelope([{ criterion: 'a', met: true }, { criterion: 'b', met: false, note: 'x' }]);
    expect(r.envelope?.acceptance).toEqual([{ criterion: 'a', met: true }, { criterion: 'b', met: false, note: 'x' }]);
    expect(r.diagnostics).toEqual([]);
    expect(r.unclear).toBeUndefined();
  });
});

describe('status words with marks and punctuation', () => {
  const cases: Array<[string, 'DONE' | 'BLOCKED' | 'ERROR' | null]> = [
    ['Done ✅', 'DONE'], ['✅ Done', 'DONE'], ['DONE.', 'DONE'], ['Completed!', 'DONE'], ['done - all tests pass', 'DONE'], ['**DONE**', 'DONE'], ['Success 🎉', 'DONE'],
    ['❌ Failed', 'ERROR'], ['Blocked: needs the API key', 'BLOCKED'], ['ERROR ✅', 'ERROR'],
    ['Done ❌', null], ['not done', null], ['Partially done', null], ['done (partially)', null], ['done, but tests fail', null], ['⚠️ done', null],
  ];
  it.each(cases)('%s', (word, status) => {
    expect(statusWordOf(word)).toBe(status);
    const r = parseResultFile(JSON.stringify({ status: word, summary: 's' }), { expect: 'envelope' });
    expect(r.envelope?.status ?? null).toBe(status);
  });
});

describe('matching readings to the phase criteria', () => {
  const CRITERIA = ['sum adds numbers', 'the README documents the CLI'];
  it('never reports "not met" for a criterion the child marked met; unclear ones are said as such', () => {
    const r = envelope(['✅ sum adds numbers', 'the README documents the CLI']);
    const unmet = unmetCriteria(CRITERIA, r.envelope?.acceptance ?? null, r.unclear);
    expect(unmet).toEqual([{ criterion: 'the README documents the CLI', why: 'unclear' }]);
    expect(unmet.map(unmetCriterionText).join('; ')).toBe('"the README documents the CLI" is not clearly marked met or not met in the result');
  });
  it('a "met" for a narrowed paraphrase is unclear, not met', () => {
    const unmet = unmetCriteria(['POST /login returns 401 for a wrong password'], [{ criterion: 'POST /login returns 401 for a wrong password, except when the user is locked', met: true }]);
    expect(unmet.map((u) => u.why)).toEqual(['unclear']);
  });
  it('a paraphrase that only adds evidence still matches', () => {
    expect(unmetCriteria(['POST /login returns 401 for a wrong password'], [{ criterion: 'Verified: POST /login returns 401 for a wrong password (test added)', met: true }])).toEqual([]);
  });
});

describe('a review that says there is nothing under Blocking', () => {
  const review = (blocking: string, summary = 'PASS') =>
    parseResultFile(`## Findings\n### Blocking\n${blocking}\n### Required Changes\n- None\n### Suggestions\n- None\n### Summary\n${summary}\n`, { expect: 'review' });
  const none = [
    'No issues found in sum.js.',
    '- No issues found in sum.js.',
    '- None found.',
    'None found',
    '- Nothing blocking.',
    '- No blocking issues in `src/sum.js`.',
    '- No issues found. sum.js is correct.',
    '- None. The implementation is correct.',
    '- None — the code is fine.',
    '- There are no blocking issues.',
  ];
  it.each(none)('%s under Blocking with PASS is PASS, no finding', (blocking) => {
    const r = review(blocking);
    expect(r.verdict).toBe('PASS');
    expect(r.envelope?.findings).toEqual([]);
  });
  const findings: Array<[string, string]> = [
    ['- No tests for negative numbers', 'No tests for negative numbers'],
    ['- No issues found in sum.js, but negative inputs crash', 'No issues found in sum.js, but negative inputs crash'],
    ['- None — except sum.js crashes on null', 'None — except sum.js crashes on null'],
    ['- No error handling in sum.js', 'No error handling in sum.js'],
    ['- No issues found. sum.js does not handle null', 'No issues found. sum.js does not handle null'],
  ];
  it.each(findings)('%s is a blocking finding: FAIL even under PASS', (blocking, description) => {
    const r = review(blocking);
    expect(r.verdict).toBe('FAIL');
    expect(r.envelope?.findings).toEqual([{ severity: 'blocking', description }]);
  });
  it('a stated FAIL stands over "No issues found"', () => {
    expect(review('- No issues found in sum.js.', 'FAIL').verdict).toBe('FAIL');
  });
});
